import type { ReactNode } from "react";
import {
  ListBox as AriaListBox,
  type ListBoxProps as AriaListBoxProps,
  Popover as AriaPopover,
} from "react-aria-components";
import * as styles from "./Select.css";

/** Props of {@link SelectPopover}. */
export interface SelectPopoverProps {
  /** The list shown in the panel. */
  children: ReactNode;
  /**
   * Element the panel is rendered into instead of `document.body`: a dialog in a shadow root, or a
   * story's frame so that its picture shows the open list.
   */
  UNSTABLE_portalContainer?: Element | undefined;
}

/**
 * The floating panel of a select, a combo box or a multi-select. Its trigger, placement, focus
 * handling and dismissal come from the react-aria field around it.
 */
export function SelectPopover({ children, UNSTABLE_portalContainer }: SelectPopoverProps) {
  return (
    <AriaPopover
      className={styles.popover}
      {...(UNSTABLE_portalContainer ? { UNSTABLE_portalContainer } : {})}
    >
      {children}
    </AriaPopover>
  );
}

/** Props of {@link SelectListBox}. */
export interface SelectListBoxProps<T extends object>
  extends Omit<AriaListBoxProps<T>, "className" | "renderEmptyState"> {
  /** What the list says when it has no option; {@link SelectListBox} gives no default. */
  emptyState: ReactNode;
}

/**
 * The options of a select, a combo box or a multi-select, with what to say when there is none.
 * Selection, keyboard and virtual focus come from the field that provides react-aria's context.
 */
export function SelectListBox<T extends object>({ emptyState, ...props }: SelectListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      className={styles.listBox}
      renderEmptyState={() => <div className={styles.emptyState}>{emptyState}</div>}
    />
  );
}
