import type { ReactNode } from "react";
import {
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  Group,
} from "react-aria-components";
import { CalendarIconButton } from "../Calendar/CalendarIconButton";
import type { DateFieldLeadingZerosProps } from "../DateField/DateField";
import { useDateFieldErrorMessage } from "../DateField/DateFieldErrorMessage";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import * as styles from "./DatePicker.css";
import { DatePickerPopover } from "./DatePickerPopover";

/** What the date picker and the date-range picker add to react-aria's props, besides a label. */
export interface DatePickerOwnProps extends FieldMessageProps, DateFieldLeadingZerosProps {
  /**
   * Where the calendar's popover is rendered, `document.body` by default (see
   * {@link DatePickerPopover}).
   */
  UNSTABLE_portalContainer?: Element | undefined;
}

/** Props of {@link DatePickerBody}. */
export interface DatePickerBodyProps extends Omit<DatePickerOwnProps, "shouldForceLeadingZeros"> {
  /** The picker's label. */
  label: ReactNode;
  /**
   * The picker's props the body reads: `isRequired` for the asterisk, the bounds and the hour
   * cycle for the default error message.
   */
  picker: Pick<
    AriaDatePickerProps<DateValue>,
    "isRequired" | "minValue" | "maxValue" | "hourCycle"
  >;
  /** Whether a range ends before it starts, which the default error message then says. */
  isReversed?: boolean;
  /** The segments inside the box: one date, or a start and an end on either side of a dash. */
  children: ReactNode;
  /** The calendar the popover holds. */
  calendar: ReactNode;
}

/**
 * What a date picker and a date-range picker hold inside react-aria's: the label, the boxed
 * segments with the calendar button at the end, the messages, and the calendar's popover. The
 * blocking error is in the interface's language unless `errorMessage` is given (see
 * `useDateFieldErrorMessage`).
 */
export function DatePickerBody({
  label,
  picker,
  isReversed = false,
  description,
  warning,
  errorMessage,
  UNSTABLE_portalContainer,
  children,
  calendar,
}: DatePickerBodyProps) {
  const defaultErrorMessage = useDateFieldErrorMessage({
    kind: "date",
    minValue: picker.minValue,
    maxValue: picker.maxValue,
    hourCycle: picker.hourCycle,
  });
  return (
    <>
      <FieldLabel isRequired={picker.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.control} ${styles.group}`}>
        {children}
        <CalendarIconButton icon="calendar" className={styles.button} />
      </Group>
      <FieldMessages
        description={description}
        warning={warning}
        errorMessage={errorMessage ?? ((validation) => defaultErrorMessage(validation, isReversed))}
      />
      <DatePickerPopover UNSTABLE_portalContainer={UNSTABLE_portalContainer}>
        {calendar}
      </DatePickerPopover>
    </>
  );
}
