import type { ReactNode } from "react";
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Text,
} from "react-aria-components";
import * as fieldStyles from "../Field/Field.css";
import * as styles from "./Calendar.css";
import { CalendarHeader } from "./CalendarHeader";

/** Props of {@link CalendarMonth}. */
export interface CalendarMonthProps {
  /** Class of each day: {@link styles.cell} for one date, {@link styles.rangeCell} for a range. */
  cellClassName: string;
  /** react-aria's `isInvalid` render prop: the error shows only while it is true. */
  isInvalid: boolean;
  /** The calendar's `errorMessage`. */
  errorMessage: ReactNode;
}

/**
 * What a calendar and a range calendar hold: the month and year between the previous and next
 * buttons, the weekday row, the days of the visible month and, while the calendar is invalid, its
 * error under the grid.
 */
export function CalendarMonth({ cellClassName, isInvalid, errorMessage }: CalendarMonthProps) {
  return (
    <>
      <CalendarHeader />
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={cellClassName} />}
        </CalendarGridBody>
      </CalendarGrid>
      {isInvalid && errorMessage ? (
        <Text slot="errorMessage" className={`${fieldStyles.error} ${styles.error}`}>
          {errorMessage}
        </Text>
      ) : null}
    </>
  );
}
