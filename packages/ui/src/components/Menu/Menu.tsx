import { type ForwardedRef, forwardRef, type ReactElement, type RefAttributes } from "react";
import {
  Menu as AriaMenu,
  type MenuProps as AriaMenuProps,
  MenuTrigger as AriaMenuTrigger,
  SubmenuTrigger as AriaSubmenuTrigger,
  composeRenderProps,
  type MenuTriggerProps,
  type SubmenuTriggerProps,
} from "react-aria-components";
import { Popover, type PopoverProps } from "../Popover/Popover";
import * as styles from "./Menu.css";

/** Props of {@link Menu}: every react-aria `Menu` prop, plus where its popover goes. */
export interface MenuProps<T> extends AriaMenuProps<T> {
  /**
   * Where the menu opens: under its button (`bottom start`) by default, beside its item for a
   * submenu (`end top`); flipped when there is no room.
   */
  placement?: PopoverProps["placement"];
  /**
   * Element the menu is portalled into, instead of `<body>`. For stories and embedded previews;
   * an application leaves it out.
   */
  UNSTABLE_portalContainer?: Element;
}

function MenuWithRef<T extends object>(
  { placement, UNSTABLE_portalContainer, className, ...props }: MenuProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <Popover
      {...(placement === undefined ? {} : { placement })}
      {...(UNSTABLE_portalContainer === undefined ? {} : { UNSTABLE_portalContainer })}
    >
      <AriaMenu
        {...props}
        ref={ref}
        className={composeRenderProps(className, (extra) =>
          extra ? `${styles.menu} ${extra}` : styles.menu,
        )}
      />
    </Popover>
  );
}

/**
 * A menu of actions in a popover: react-aria's `Menu` (arrow keys, Home/End, type-ahead, Enter and
 * Space to act, Escape to close and return focus to the button, ArrowRight/ArrowLeft for
 * submenus) with the Relève look. Put it after its button in a {@link MenuTrigger}, or after an
 * item in a {@link SubmenuTrigger}. Items are `MenuItem`, grouped by `MenuSection` and split by
 * `MenuSeparator`.
 */
export const Menu = forwardRef(MenuWithRef) as <T extends object>(
  props: MenuProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;

/**
 * Wraps a button (a `Button` or an `IconButton` with its `aria-label`) and the {@link Menu} it
 * opens with Enter, Space, ArrowDown (first item) or ArrowUp (last item). react-aria's, unchanged.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/**
 * Wraps a `MenuItem` and the {@link Menu} it opens beside it, by ArrowRight (ArrowLeft in
 * right-to-left), Enter, or resting the pointer on it. react-aria's, unchanged.
 */
export function SubmenuTrigger(props: SubmenuTriggerProps) {
  return <AriaSubmenuTrigger {...props} />;
}

export type { MenuTriggerProps, SubmenuTriggerProps };
