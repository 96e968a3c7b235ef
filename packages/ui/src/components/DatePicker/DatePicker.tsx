import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from "react";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  composeRenderProps,
  type DateValue,
  Group,
} from "react-aria-components";
import { Calendar } from "../Calendar/Calendar";
import { CalendarIconButton } from "../Calendar/CalendarIconButton";
import { useDateFieldErrorMessage } from "../DateField/DateFieldErrorMessage";
import { DateFieldInput } from "../DateField/DateFieldInput";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import * as styles from "./DatePicker.css";
import { DatePickerPopover } from "./DatePickerPopover";

/**
 * Props of {@link DatePicker}: every react-aria `DatePicker` prop (`value`/`defaultValue`/
 * `onChange`, `granularity`, `hourCycle`, `minValue`/`maxValue`, `isDateUnavailable`,
 * `placeholderValue`, `firstDayOfWeek`, `isOpen`/`defaultOpen`/`onOpenChange`,
 * `shouldCloseOnSelect`, `isReadOnly`…), plus its visible parts.
 */
export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, "children">,
    FieldMessageProps {
  /** Visible label: it names the segments, the calendar button and the calendar's dialog. */
  label: ReactNode;
  /**
   * Whether months, days and hours keep a leading zero ("08:30", "14.03.2026"). On by default in
   * Relève, unlike react-aria (which follows the locale: "8:30", "14.3.2026" in German), so dates
   * line up in lists and each segment keeps its width while it is edited.
   * @default true
   */
  shouldForceLeadingZeros?: boolean;
  /**
   * Where the calendar's popover is rendered, `document.body` by default (see
   * {@link DatePickerPopover}).
   */
  UNSTABLE_portalContainer?: Element | undefined;
}

/**
 * A date typed segment by segment or picked from a calendar: react-aria's `DatePicker`. The
 * calendar button (named "Calendrier" by react-aria, in its locale) or Alt+↓ in the field opens
 * the calendar in a popover; the arrow keys move between days, PageUp/PageDown between months,
 * Enter picks the day and closes it, Escape closes it and gives focus back. Unavailable days
 * (`isDateUnavailable`) and days outside `minValue`/`maxValue` cannot be picked; a typed value
 * among them makes the field invalid, with a message in the interface's language unless
 * `errorMessage` is given. The forwarded ref points at the picker's root element.
 */
export const DatePicker = forwardRef(function DatePicker<T extends DateValue>(
  {
    label,
    description,
    warning,
    errorMessage,
    className,
    shouldForceLeadingZeros = true,
    UNSTABLE_portalContainer,
    ...props
  }: DatePickerProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const defaultErrorMessage = useDateFieldErrorMessage({
    kind: "date",
    minValue: props.minValue,
    maxValue: props.maxValue,
    hourCycle: props.hourCycle,
  });
  return (
    <AriaDatePicker
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.root, styles.picker, extra].filter(Boolean).join(" "),
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.control} ${styles.group}`}>
        <DateFieldInput appearance="group" />
        <CalendarIconButton icon="calendar" className={styles.button} />
      </Group>
      <FieldMessages
        description={description}
        warning={warning}
        errorMessage={errorMessage ?? defaultErrorMessage}
      />
      <DatePickerPopover UNSTABLE_portalContainer={UNSTABLE_portalContainer}>
        <Calendar />
      </DatePickerPopover>
    </AriaDatePicker>
  );
}) as <T extends DateValue>(
  props: DatePickerProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;
