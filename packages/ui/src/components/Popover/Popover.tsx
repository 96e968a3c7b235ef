import { forwardRef, type ReactNode } from "react";
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
  OverlayArrow,
  PopoverContext,
  useSlottedContext,
} from "react-aria-components";
import * as styles from "./Popover.css";

/** Props of {@link Popover}: every react-aria `Popover` prop, plus an optional arrow. */
export interface PopoverProps extends Omit<AriaPopoverProps, "children"> {
  /** The content: a `Menu`, a list box, or a react-aria `Dialog` (see {@link PopoverDialog}). */
  children: ReactNode;
  /**
   * Draws an arrow pointing at the trigger, which helps when several triggers sit close together.
   * It turns with `[data-placement]`.
   * @default false
   */
  showArrow?: boolean;
}

/**
 * A panel floating next to its trigger: react-aria's `Popover` (positioning, flipping, dismissal
 * by Escape and outside press, focus containment when it holds a dialog) with the Relève look.
 * Used inside a `DialogTrigger`, a `MenuTrigger`, a `Select` or a `ComboBox`; `placement` says
 * where it goes first (by default what the trigger asks for: `bottom start` under a menu button,
 * `end top` beside a submenu item, `bottom` otherwise), flipped when there is no room.
 */
export const Popover = forwardRef<HTMLElement, PopoverProps>(function Popover(
  { children, showArrow = false, className, offset, ...props },
  ref,
) {
  // A submenu overlaps its parent menu slightly, as menus do on every desktop system, instead of
  // floating a gap away from the item that opened it.
  const isSubmenu = useSlottedContext(PopoverContext)?.trigger === "SubmenuTrigger";
  return (
    <AriaPopover
      {...props}
      ref={ref}
      offset={offset ?? (isSubmenu ? -4 : showArrow ? 12 : 4)}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.popover} ${extra}` : styles.popover,
      )}
    >
      {showArrow ? (
        <OverlayArrow>
          {/* The arrow's 12 × 12 px box matches the 12 px offset above. */}
          <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden>
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      {children}
    </AriaPopover>
  );
});
