import { forwardRef, type ReactNode } from "react";
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  OverlayArrow,
  type TooltipTriggerComponentProps,
} from "react-aria-components";
import * as styles from "./Tooltip.css";

/**
 * How long the pointer rests on a trigger before its tooltip shows, in milliseconds. Shorter than
 * react-aria's 1,500 ms, which felt unresponsive on icon buttons; long enough that sweeping the
 * pointer across a toolbar does not flash every tooltip. Keyboard focus shows it at once.
 */
export const tooltipDelay = 700;

/** Props of {@link TooltipTrigger}: react-aria's, with the system's delay. */
export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip shows; keyboard focus shows
   * it immediately.
   * @default tooltipDelay (700)
   */
  delay?: number;
}

/**
 * Wraps a focusable trigger (a `Button`, an `IconButton`, a `Link`) and its {@link Tooltip}.
 * react-aria shows the tooltip on hover after `delay` and at once on keyboard focus, keeps it while
 * the pointer moves onto it, and hides it on Escape, blur or press — the hoverable, dismissible and
 * persistent content of WCAG 1.4.13.
 */
export function TooltipTrigger({ delay = tooltipDelay, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} />;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps extends Omit<AriaTooltipProps, "children"> {
  /** Short text describing the trigger. Not for anything interactive: use a popover for that. */
  children: ReactNode;
  /**
   * Draws an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
}

/**
 * A short text label shown next to a control, inside a {@link TooltipTrigger}. react-aria ties it
 * to the trigger with `aria-describedby`, so it adds to — never replaces — the trigger's own
 * accessible name: an `IconButton` keeps its `aria-label`. Placed on top by default, flipped when
 * there is no room.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { children, showArrow = true, className, offset, ...props },
  ref,
) {
  return (
    <AriaTooltip
      {...props}
      ref={ref}
      offset={offset ?? (showArrow ? 10 : 6)}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.tooltip} ${extra}` : styles.tooltip,
      )}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      {children}
    </AriaTooltip>
  );
});
