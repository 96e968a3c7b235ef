import { type CalendarDate, endOfMonth, startOfMonth } from "@internationalized/date";
import { dailyWorkExportDays, monthlyWorkExportMonths } from "../constants.js";

/** A range of days, both ends included. */
export interface DayRange {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The days a work-schedule export covers (spec 02 §9): the daily export the current and the
 * previous day, the monthly export the current and the previous month.
 */
export function workExportPeriod(kind: "daily" | "monthly", today: CalendarDate): DayRange {
  if (kind === "daily")
    return { from: today.subtract({ days: dailyWorkExportDays - 1 }), to: today };
  return {
    from: startOfMonth(today.subtract({ months: monthlyWorkExportMonths - 1 })),
    to: endOfMonth(today),
  };
}
