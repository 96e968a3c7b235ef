import { forwardRef, type ReactNode } from "react";
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  composeRenderProps,
  Label,
} from "react-aria-components";
import * as styles from "./ProgressBar.css";

/** Props of {@link ProgressBar}: every react-aria `ProgressBar` prop, plus its visible parts. */
export interface ProgressBarProps extends Omit<AriaProgressBarProps, "children"> {
  /**
   * Visible label, which names the progress bar. Without it, give an `aria-label` (or
   * `aria-labelledby`): a progress bar must have a name (WCAG 4.1.2).
   */
  label?: ReactNode;
  /**
   * Shows the value next to the label: react-aria's `valueLabel` if given ("3 sur 12
   * bénévoles"), else the percentage formatted for the current language. Never shown while
   * indeterminate, since there is no value.
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * Thickness of the track: `sm` in dense places (table rows, cards), `md` elsewhere.
   * @default "md"
   */
  size?: styles.ProgressBarSize;
}

/**
 * A progress bar: react-aria's `ProgressBar` (`role="progressbar"` with `aria-valuenow`, a
 * locale-formatted `aria-valuetext`, no value while `isIndeterminate`). Determinate bars fill in
 * proportion to `value` between `minValue` and `maxValue`; indeterminate ones sweep, or hold still
 * for people who asked for reduced motion.
 */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { label, showValueLabel = true, size = "md", className, ...props },
  ref,
) {
  return (
    <AriaProgressBar
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.root} ${extra}` : styles.root,
      )}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValueLabel && !isIndeterminate) ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : null}
              {showValueLabel && !isIndeterminate ? (
                <span className={styles.value}>{valueText}</span>
              ) : null}
            </div>
          ) : null}
          <div className={styles.track({ size })}>
            {isIndeterminate ? (
              <div className={styles.indeterminateFill} />
            ) : (
              <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            )}
          </div>
        </>
      )}
    </AriaProgressBar>
  );
});
