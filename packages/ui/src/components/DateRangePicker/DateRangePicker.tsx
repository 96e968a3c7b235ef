import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from "react";
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  composeRenderProps,
  type DateValue,
} from "react-aria-components";
import { DateFieldInput } from "../DateField/DateFieldInput";
import * as pickerStyles from "../DatePicker/DatePicker.css";
import { DatePickerBody, type DatePickerOwnProps } from "../DatePicker/DatePickerBody";
import * as fieldStyles from "../Field/Field.css";
import { RangeCalendar } from "../RangeCalendar/RangeCalendar";

/**
 * Props of {@link DateRangePicker}: every react-aria `DateRangePicker` prop (`value`/
 * `defaultValue`/`onChange` with `{ start, end }`, `granularity`, `hourCycle`,
 * `minValue`/`maxValue`, `isDateUnavailable`, `allowsNonContiguousRanges`, `startName`/`endName`,
 * `isOpen`/`defaultOpen`/`onOpenChange`, `isReadOnly`…), plus its visible parts.
 */
export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, "children">,
    DatePickerOwnProps {
  /** Visible label: it names both fields ("Date de début", "Date de fin"), button and dialog. */
  label: ReactNode;
}

/**
 * A span of dates, typed as a start and an end or picked in a calendar: react-aria's
 * `DateRangePicker`. Keyboard and popover behave as in {@link DatePicker}; in the calendar, Enter
 * on a first day starts the range and Enter on a second day ends it and closes the popover. A
 * range whose end precedes its start, or that runs over unavailable days, is invalid, with a
 * message in the interface's language unless `errorMessage` is given. The forwarded ref points at
 * the picker's root element.
 */
export const DateRangePicker = forwardRef(function DateRangePicker<T extends DateValue>(
  {
    label,
    description,
    warning,
    errorMessage,
    className,
    shouldForceLeadingZeros = true,
    UNSTABLE_portalContainer,
    ...props
  }: DateRangePickerProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <AriaDateRangePicker
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.root, pickerStyles.picker, extra].filter(Boolean).join(" "),
      )}
    >
      {({ state }) => {
        const { start, end } = state.value ?? {};
        return (
          <DatePickerBody
            label={label}
            picker={props}
            isReversed={Boolean(start && end && end.compare(start) < 0)}
            description={description}
            warning={warning}
            errorMessage={errorMessage}
            UNSTABLE_portalContainer={UNSTABLE_portalContainer}
            calendar={<RangeCalendar />}
          >
            <DateFieldInput slot="start" appearance="group" />
            <span aria-hidden="true" className={pickerStyles.rangeSeparator}>
              –
            </span>
            <DateFieldInput slot="end" appearance="group" />
          </DatePickerBody>
        );
      }}
    </AriaDateRangePicker>
  );
}) as <T extends DateValue>(
  props: DateRangePickerProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;
