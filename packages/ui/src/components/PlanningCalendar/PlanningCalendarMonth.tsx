import { type HTMLAttributes, memo, useMemo } from "react";
import { meansLine } from "./PlanningCalendarItem";
import type { PlanningCalendarLabels } from "./PlanningCalendarLabels";
import { type MeansIndex, meansByDay } from "./PlanningCalendarModel";
import * as styles from "./PlanningCalendarMonth.css";
import type { PlanningCalendarActions } from "./PlanningCalendarToolbar";

/** What the calendar hands to each of its views. */
export interface PlanningCalendarViewProps {
  index: MeansIndex;
  /** First and last day shown, as day numbers. */
  firstDay: number;
  lastDay: number;
  /** The day holding the roving focus. */
  activeDay: number;
  today: number;
  labels: PlanningCalendarLabels;
  isLoading: boolean;
  /** The one set of listeners and the name of the grid. */
  gridProps: HTMLAttributes<HTMLDivElement>;
  /** Stable callbacks, for what lives outside the grid (the day view's "+N" lists). */
  actions: PlanningCalendarActions;
}

interface MonthCellProps {
  day: number;
  means: readonly number[];
  index: MeansIndex;
  maxMeansPerDay: number;
  isActive: boolean;
  isToday: boolean;
  isOutsideMonth: boolean;
  isLoading: boolean;
  labels: PlanningCalendarLabels;
}

/**
 * One day of the month. Memoised: moving the focus re-renders the two cells it leaves and
 * enters, not the 42 of the month; the "+N" count is a subtraction, the means beyond are never
 * rendered.
 */
const MonthCell = memo(function MonthCell({
  day,
  means,
  index,
  maxMeansPerDay,
  isActive,
  isToday,
  isOutsideMonth,
  isLoading,
  labels,
}: MonthCellProps) {
  const shown = isLoading ? 0 : Math.min(means.length, maxMeansPerDay);
  const hidden = isLoading ? 0 : means.length - shown;
  const lines = [];
  for (let k = 0; k < shown; k++) {
    lines.push(
      meansLine({ index, item: means[k] as number, labels, isTabbable: isActive, day, key: k }),
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID below; the day number is the tab stop.
    <div
      role="gridcell"
      className={styles.cell}
      data-day={day}
      data-active={isActive || undefined}
      data-today={isToday || undefined}
      data-outside-month={isOutsideMonth || undefined}
    >
      {/* The cell's tab stop, named after its day: the means beside it keep their own names. */}
      <button
        type="button"
        tabIndex={isActive ? 0 : -1}
        className={styles.dayNumber}
        data-cell={day}
        data-open-day={day}
        aria-current={isToday ? "date" : undefined}
        aria-label={
          isLoading ? labels.fullDate(day) : labels.cell(labels.fullDate(day), means.length)
        }
      >
        {labels.dayOfMonth(day)}
      </button>
      {isLoading ? (
        <>
          <span className={styles.skeleton} aria-hidden="true" />
          <span className={styles.skeleton} aria-hidden="true" />
        </>
      ) : (
        lines
      )}
      {hidden > 0 ? (
        <button
          type="button"
          tabIndex={isActive ? 0 : -1}
          className={styles.more}
          data-open-day={day}
        >
          {labels.more(hidden)}
        </button>
      ) : null}
    </div>
  );
});

/** The month view: whole weeks, at most `maxMeansPerDay` means per day and a "+N" link. */
export function PlanningCalendarMonth({
  index,
  firstDay,
  lastDay,
  activeDay,
  today,
  labels,
  isLoading,
  gridProps,
  maxMeansPerDay,
}: PlanningCalendarViewProps & { maxMeansPerDay: number }) {
  const dayCount = lastDay - firstDay + 1;
  const byDay = useMemo(() => meansByDay(index, firstDay, dayCount), [index, firstDay, dayCount]);
  // The month is the one of the middle of the range (it starts in the month before).
  const middle = new Date((firstDay + Math.floor(dayCount / 2)) * 86_400_000).getUTCMonth();
  const weeks = [];
  for (let w = 0; w * 7 < dayCount; w++) {
    const cells = [];
    for (let d = 0; d < 7; d++) {
      const day = firstDay + w * 7 + d;
      // Keyed by position: a month switch updates the same 42 cells instead of replacing them.
      cells.push(
        <MonthCell
          key={d}
          day={day}
          means={byDay[day - firstDay] ?? []}
          index={index}
          maxMeansPerDay={maxMeansPerDay}
          isActive={day === activeDay}
          isToday={day === today}
          isOutsideMonth={new Date(day * 86_400_000).getUTCMonth() !== middle}
          isLoading={isLoading}
          labels={labels}
        />,
      );
    }
    weeks.push(
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID below.
      <div key={w} role="row" className={styles.row}>
        {cells}
      </div>,
    );
  }
  const headers = [];
  for (let d = 0; d < 7; d++) {
    headers.push(
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID below; a header is not a tab stop.
      <div key={d} role="columnheader" className={styles.columnHeader}>
        {labels.weekday(firstDay + d)}
      </div>,
    );
  }
  // GRID: the ARIA grid pattern on elements laid out by CSS grid and flex. Table elements would
  // need their table layout: under `display: grid` browsers may drop their table roles.
  return (
    // biome-ignore lint/a11y/useSemanticElements: see GRID above.
    <div {...gridProps} role="grid" className={styles.grid}>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID above. */}
      <div role="row" className={styles.headRow}>
        {headers}
      </div>
      {weeks}
    </div>
  );
}
