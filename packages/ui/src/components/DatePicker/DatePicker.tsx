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
} from "react-aria-components";
import { Calendar } from "../Calendar/Calendar";
import { DateFieldInput } from "../DateField/DateFieldInput";
import * as fieldStyles from "../Field/Field.css";
import * as styles from "./DatePicker.css";
import { DatePickerBody, type DatePickerOwnProps } from "./DatePickerBody";

/**
 * Props of {@link DatePicker}: every react-aria `DatePicker` prop (`value`/`defaultValue`/
 * `onChange`, `granularity`, `hourCycle`, `minValue`/`maxValue`, `isDateUnavailable`,
 * `placeholderValue`, `firstDayOfWeek`, `isOpen`/`defaultOpen`/`onOpenChange`,
 * `shouldCloseOnSelect`, `isReadOnly`…), plus its visible parts.
 */
export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, "children">,
    DatePickerOwnProps {
  /** Visible label: it names the segments, the calendar button and the calendar's dialog. */
  label: ReactNode;
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
  return (
    <AriaDatePicker
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.root, styles.picker, extra].filter(Boolean).join(" "),
      )}
    >
      <DatePickerBody
        label={label}
        picker={props}
        description={description}
        warning={warning}
        errorMessage={errorMessage}
        UNSTABLE_portalContainer={UNSTABLE_portalContainer}
        calendar={<Calendar />}
      >
        <DateFieldInput appearance="group" />
      </DatePickerBody>
    </AriaDatePicker>
  );
}) as <T extends DateValue>(
  props: DatePickerProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;
