import type { ReactNode } from "react";
import { Dialog, Popover } from "react-aria-components";
import * as styles from "./DatePicker.css";

/** Props of {@link DatePickerPopover}. */
export interface DatePickerPopoverProps {
  /** The calendar. */
  children: ReactNode;
  /**
   * Where the popover is rendered (react-aria's portal), `document.body` by default: give an
   * element of a shadow root or of a frame that must contain it.
   */
  UNSTABLE_portalContainer?: Element | undefined;
}

/**
 * The popover of a date or date-range picker: react-aria opens it from the picker's button or
 * Alt+↓, moves focus into the calendar, closes it on Escape or a click outside and gives focus
 * back. The dialog is named after the picker's label by react-aria.
 */
export function DatePickerPopover({ children, UNSTABLE_portalContainer }: DatePickerPopoverProps) {
  return (
    <Popover
      className={styles.popover}
      placement="bottom start"
      {...(UNSTABLE_portalContainer ? { UNSTABLE_portalContainer } : {})}
    >
      <Dialog className={styles.dialog}>{children}</Dialog>
    </Popover>
  );
}
