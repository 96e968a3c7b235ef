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
  Group,
} from "react-aria-components";
import { CalendarIconButton } from "../Calendar/CalendarIconButton";
import { useDateFieldErrorMessage } from "../DateField/DateFieldErrorMessage";
import { DateFieldInput } from "../DateField/DateFieldInput";
import * as pickerStyles from "../DatePicker/DatePicker.css";
import { DatePickerPopover } from "../DatePicker/DatePickerPopover";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import { RangeCalendar } from "../RangeCalendar/RangeCalendar";

/**
 * Props of {@link DateRangePicker}: every react-aria `DateRangePicker` prop (`value`/
 * `defaultValue`/`onChange` with `{ start, end }`, `granularity`, `hourCycle`,
 * `minValue`/`maxValue`, `isDateUnavailable`, `allowsNonContiguousRanges`, `startName`/`endName`,
 * `isOpen`/`defaultOpen`/`onOpenChange`, `isReadOnly`…), plus its visible parts.
 */
export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, "children">,
    FieldMessageProps {
  /** Visible label: it names both fields ("Date de début", "Date de fin"), button and dialog. */
  label: ReactNode;
  /**
   * Whether months, days and hours keep a leading zero ("08:30", "14.03.2026"). On by default in
   * Relève, unlike react-aria (which follows the locale: "8:30", "14.3.2026" in German), so dates
   * line up in lists and each segment keeps its width while it is edited.
   * @default true
   */
  shouldForceLeadingZeros?: boolean;
  /** Where the calendar's popover is rendered, `document.body` by default. */
  UNSTABLE_portalContainer?: Element | undefined;
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
  const defaultErrorMessage = useDateFieldErrorMessage({
    kind: "date",
    minValue: props.minValue,
    maxValue: props.maxValue,
    hourCycle: props.hourCycle,
  });
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
        const isReversed = Boolean(start && end && end.compare(start) < 0);
        return (
          <>
            <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
            <Group className={`${fieldStyles.control} ${pickerStyles.group}`}>
              <DateFieldInput slot="start" appearance="group" />
              <span aria-hidden="true" className={pickerStyles.rangeSeparator}>
                –
              </span>
              <DateFieldInput slot="end" appearance="group" />
              <CalendarIconButton icon="calendar" className={pickerStyles.button} />
            </Group>
            <FieldMessages
              description={description}
              warning={warning}
              errorMessage={
                errorMessage ?? ((validation) => defaultErrorMessage(validation, isReversed))
              }
            />
            <DatePickerPopover UNSTABLE_portalContainer={UNSTABLE_portalContainer}>
              <RangeCalendar />
            </DatePickerPopover>
          </>
        );
      }}
    </AriaDateRangePicker>
  );
}) as <T extends DateValue>(
  props: DateRangePickerProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;
