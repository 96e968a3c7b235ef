import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from "react";
import {
  RangeCalendar as AriaRangeCalendar,
  type RangeCalendarProps as AriaRangeCalendarProps,
  composeRenderProps,
  type DateValue,
} from "react-aria-components";
import * as styles from "../Calendar/Calendar.css";
import { CalendarMonth } from "../Calendar/CalendarMonth";

/**
 * Props of {@link RangeCalendar}: every react-aria `RangeCalendar` prop (`value`/`defaultValue`/
 * `onChange` with `{ start, end }`, `focusedValue`/`defaultFocusedValue`, `minValue`/`maxValue`,
 * `isDateUnavailable`, `allowsNonContiguousRanges`, `firstDayOfWeek`, `isDisabled`, `isReadOnly`,
 * `isInvalid`, `aria-label`…).
 */
export interface RangeCalendarProps<T extends DateValue>
  extends Omit<AriaRangeCalendarProps<T>, "children"> {
  /**
   * Shown under the grid and tied to it while the calendar is invalid (`isInvalid`, or a range
   * that runs over unavailable or out-of-range days).
   */
  errorMessage?: ReactNode;
}

/**
 * A month to pick a span of days from: react-aria's `RangeCalendar`. Enter (or a click) on a
 * first day starts the range, the arrow keys extend it, Enter on a second day ends it; the first
 * and last days are filled (`[data-selection-start]`, `[data-selection-end]`) and the days between
 * joined into a band. Keyboard, locale and naming are those of {@link Calendar}.
 */
export const RangeCalendar = forwardRef(function RangeCalendar<T extends DateValue>(
  { errorMessage, className, ...props }: RangeCalendarProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <AriaRangeCalendar
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.calendar} ${extra}` : styles.calendar,
      )}
    >
      {({ isInvalid }) => (
        <CalendarMonth
          cellClassName={styles.rangeCell}
          isInvalid={isInvalid}
          errorMessage={errorMessage}
        />
      )}
    </AriaRangeCalendar>
  );
}) as <T extends DateValue>(
  props: RangeCalendarProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;
