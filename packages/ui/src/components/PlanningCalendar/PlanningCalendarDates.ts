import {
  type CalendarDate,
  type DayOfWeek,
  endOfMonth,
  endOfWeek,
  startOfMonth,
  startOfWeek,
} from "@internationalized/date";
import { dateOfEpochDay, epochDay } from "@releve/domain";

/** The views of the planning calendar. */
export const planningCalendarViews = ["month", "week", "day"] as const;

/** One of {@link planningCalendarViews}. */
export type PlanningCalendarView = (typeof planningCalendarViews)[number];

/** The days a view shows, first and last included. */
export interface PlanningCalendarRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** Day numbers (days since 1970-01-01), the key the views index days by: the domain's. */
export { dateOfEpochDay, epochDay };

/**
 * The days a view shows around `focused`: the whole weeks holding its month, its week, or the
 * day itself. Weeks start on `firstDayOfWeek`, whatever the language.
 */
export function visibleRange(
  view: PlanningCalendarView,
  focused: CalendarDate,
  locale: string,
  firstDayOfWeek: DayOfWeek,
): PlanningCalendarRange {
  if (view === "day") return { start: focused, end: focused };
  if (view === "week") {
    return {
      start: startOfWeek(focused, locale, firstDayOfWeek),
      end: endOfWeek(focused, locale, firstDayOfWeek),
    };
  }
  return {
    start: startOfWeek(startOfMonth(focused), locale, firstDayOfWeek),
    end: endOfWeek(endOfMonth(focused), locale, firstDayOfWeek),
  };
}

/** Whether two ranges hold the same days. */
export function sameRange(a: PlanningCalendarRange, b: PlanningCalendarRange): boolean {
  return a.start.compare(b.start) === 0 && a.end.compare(b.end) === 0;
}

const periodOf = { month: { months: 1 }, week: { weeks: 1 }, day: { days: 1 } } as const;

/**
 * Where a key moves the focused day, following the grid pattern of WAI-ARIA (and react-aria's
 * calendar), in every view: left and right go a day back or forth, up and down a week, PageUp
 * and PageDown to the same day of the previous or next period (month, week or day), Home and End
 * to the first and last day of the week.
 *
 * @returns the new day, or `null` when the key does not move the focus.
 */
export function moveFocus(
  key: string,
  view: PlanningCalendarView,
  date: CalendarDate,
  locale: string,
  firstDayOfWeek: DayOfWeek,
): CalendarDate | null {
  switch (key) {
    case "ArrowLeft":
      return date.subtract({ days: 1 });
    case "ArrowRight":
      return date.add({ days: 1 });
    case "ArrowUp":
      return date.subtract({ weeks: 1 });
    case "ArrowDown":
      return date.add({ weeks: 1 });
    case "PageUp":
      return date.subtract(periodOf[view]);
    case "PageDown":
      return date.add(periodOf[view]);
    case "Home":
      return startOfWeek(date, locale, firstDayOfWeek);
    case "End":
      return endOfWeek(date, locale, firstDayOfWeek);
    default:
      return null;
  }
}
