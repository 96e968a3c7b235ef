import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from "react";
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  composeRenderProps,
  type DateValue,
} from "react-aria-components";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import { useDateFieldErrorMessage } from "./DateFieldErrorMessage";
import { DateFieldInput } from "./DateFieldInput";

/** The leading-zero setting every date and time field and every date picker takes. */
export interface DateFieldLeadingZerosProps {
  /**
   * Whether months, days and hours keep a leading zero ("08:30", "14.03.2026"). On by default in
   * Relève, unlike react-aria (which follows the locale: "8:30", "14.3.2026" in German), so dates
   * line up in lists and each segment keeps its width while it is edited.
   * @default true
   */
  shouldForceLeadingZeros?: boolean;
}

/**
 * Props of {@link DateField}: every react-aria `DateField` prop (`value`/`defaultValue`/`onChange`
 * with `@internationalized/date` values, `granularity`, `hourCycle`, `minValue`/`maxValue`,
 * `isDateUnavailable`, `placeholderValue`, `isReadOnly`…), plus its visible parts.
 */
export interface DateFieldProps<T extends DateValue>
  extends Omit<AriaDateFieldProps<T>, "children">,
    FieldMessageProps,
    DateFieldLeadingZerosProps {
  /** Visible label: it names the group of segments and each segment ("jour, Date de départ"). */
  label: ReactNode;
}

/**
 * A date (or date and time) typed segment by segment: react-aria's `DateField` with a label,
 * description, non-blocking warning and error. The value is a `CalendarDate`, a
 * `CalendarDateTime` (with `granularity="minute"`) or a `ZonedDateTime`; order, separators,
 * placeholders ("jj/mm/aaaa") and the hour cycle follow react-aria's locale (`I18nProvider`),
 * so French and German show a 24-hour clock. A value outside `minValue`/`maxValue` or unavailable
 * makes the field invalid, with a message in the interface's language naming the bound unless
 * `errorMessage` is given. The forwarded ref points at the field's root element.
 */
export const DateField = forwardRef(function DateField<T extends DateValue>(
  {
    label,
    description,
    warning,
    errorMessage,
    className,
    shouldForceLeadingZeros = true,
    ...props
  }: DateFieldProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const defaultErrorMessage = useDateFieldErrorMessage({
    kind: "date",
    minValue: props.minValue,
    maxValue: props.maxValue,
    hourCycle: props.hourCycle,
  });
  return (
    <AriaDateField
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${fieldStyles.root} ${extra}` : fieldStyles.root,
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateFieldInput />
      <FieldMessages
        description={description}
        warning={warning}
        errorMessage={errorMessage ?? defaultErrorMessage}
      />
    </AriaDateField>
  );
}) as <T extends DateValue>(
  props: DateFieldProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;
