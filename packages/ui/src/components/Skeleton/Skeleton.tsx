import { useLingui } from "@lingui/react/macro";
import { forwardRef, type HTMLAttributes, type ReactNode, useEffect, useState } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as styles from "./Skeleton.css";

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, "children" | "role"> {
  /**
   * What is loading, said once to screen readers ("Chargement du planning…"). Pass it already
   * translated.
   * @default "Chargement…" in the current language
   */
  label?: string;
  /** The placeholders ({@link SkeletonShape}), laid out like the content they stand for. */
  children: ReactNode;
}

/**
 * A loading placeholder for a region: grey shapes where the content will appear, hidden from
 * assistive technology, and one polite "Chargement…" status message for the whole group. Use
 * one per region that loads, not one per row: each would be announced. Replace it with the
 * content when it arrives.
 */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { label, children, className, ...props },
  ref,
) {
  const { t } = useLingui();
  // Live regions announce a change of their content; a region inserted with its text already
  // inside is not reliably announced (WAI-ARIA 1.2, live regions; NVDA and VoiceOver skip it).
  // So the region is rendered empty and its text set just after mount.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const message =
    label ??
    t({
      comment: "Spoken once by screen readers while placeholders stand in for loading content.",
      message: "Chargement…",
    });
  return (
    <div {...props} ref={ref} className={className ? `${styles.root} ${className}` : styles.root}>
      {/* role="status" (implicitly aria-live="polite", aria-atomic="true"): loading is a status
          message (WCAG 4.1.3) that must not interrupt what is being read, so not role="alert".
          It sits beside the shapes, not around them, so the region holds only these words. */}
      <span role="status" className={visuallyHidden}>
        {isMounted ? message : null}
      </span>
      {children}
    </div>
  );
});
