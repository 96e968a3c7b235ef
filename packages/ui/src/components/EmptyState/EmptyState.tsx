import { forwardRef, type HTMLAttributes, type ReactNode } from "react";
import { Heading } from "react-aria-components";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import * as styles from "./EmptyState.css";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  /** What is empty, as a short title ("Aucun dispositif ce jour-là"). */
  title: ReactNode;
  /** Why it is empty, or what to do about it. */
  description?: ReactNode;
  /** A drawing of the set, decorative: the title says what the empty state means. */
  icon?: IconName;
  /**
   * What the person can do next: a `Button` or `Link` or two (create, clear the filters…). Shown
   * under the description, in the reading order.
   */
  action?: ReactNode;
  /**
   * Level of the title in the page outline: one below the heading of the region that is empty
   * (a page's `h1` → 2, a panel's `h2` → 3), so the outline stays without gaps (WCAG 1.3.1).
   * @default 2
   */
  headingLevel?: styles.EmptyStateHeadingLevel;
  /**
   * `md` for an empty page or panel, `sm` inside a table, a list or a card.
   * @default "md"
   */
  size?: styles.EmptyStateSize;
}

/**
 * What a region shows when it has nothing to show (no means of intervention on that day, no
 * search results, no attachment yet): a title at the right heading level, an optional
 * explanation and icon, and an optional action. It is not a live region: when a search empties a
 * list, the component that searched announces the count.
 */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, headingLevel = 2, size = "md", className, ...props },
  ref,
) {
  return (
    <div
      {...props}
      ref={ref}
      className={className ? `${styles.root({ size })} ${className}` : styles.root({ size })}
    >
      {icon ? (
        <span className={styles.iconDisc({ size })}>
          <Icon name={icon} size="lg" />
        </span>
      ) : null}
      <Heading level={headingLevel} className={styles.title({ size })}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
});
