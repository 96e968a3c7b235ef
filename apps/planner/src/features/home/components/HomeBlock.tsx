import { type ReactNode, useId } from "react";
import * as styles from "./HomeBlock.css";

/** Props of {@link HomeBlock}. */
export interface HomeBlockProps {
  /** The block's heading, a level-2 heading under the page's. */
  title: ReactNode;
  /** What the block shows, in a sentence under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A block of the start page: a region named by its level-2 heading, so that screen-reader users
 * can jump from block to block by heading or by landmark.
 */
export function HomeBlock({ title, description, children }: HomeBlockProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
