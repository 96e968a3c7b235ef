import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from "react";
import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  composeRenderProps,
  type DateValue,
} from "react-aria-components";
import * as styles from "./Calendar.css";
import { CalendarMonth } from "./CalendarMonth";

/**
 * Props of {@link Calendar}: every react-aria `Calendar` prop (`value`/`defaultValue`/`onChange`,
 * `focusedValue`/`defaultFocusedValue`, `minValue`/`maxValue`, `isDateUnavailable`,
 * `firstDayOfWeek`, `isDisabled`, `isReadOnly`, `isInvalid`, `aria-label`…).
 */
export interface CalendarProps<T extends DateValue> extends Omit<AriaCalendarProps<T>, "children"> {
  /**
   * Shown under the grid and tied to it while the calendar is invalid (`isInvalid`, or a selected
   * date that is unavailable or out of range).
   */
  errorMessage?: ReactNode;
}

/**
 * A month to pick one day from: react-aria's `Calendar` (a grid navigated with the arrow keys,
 * PageUp/PageDown for months, Shift+PageUp/PageDown for years, Home/End for the week) with the
 * month and year between previous/next buttons. Weekday names, the first day of the week (Monday
 * in fr-FR, de-DE and en-GB) and the buttons' names come from react-aria's locale. Give it an
 * `aria-label` saying what the date is for ("Date de la maraude"). Dates are
 * `@internationalized/date` values; pass `defaultFocusedValue` to open on a month other than the
 * current one.
 */
export const Calendar = forwardRef(function Calendar<T extends DateValue>(
  { errorMessage, className, ...props }: CalendarProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <AriaCalendar
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.calendar} ${extra}` : styles.calendar,
      )}
    >
      {({ isInvalid }) => (
        <CalendarMonth
          cellClassName={styles.cell}
          isInvalid={isInvalid}
          errorMessage={errorMessage}
        />
      )}
    </AriaCalendar>
  );
}) as <T extends DateValue>(
  props: CalendarProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;
