import { CalendarDate, type CalendarDateTime } from "@internationalized/date";

/**
 * Calendar arithmetic whose cost does not grow with the offset. `@internationalized/date` adds
 * days by walking month by month and months by walking year by year, so an offset of 10^20
 * days never returns; here a day is a number (days since 1970-01-01, the day numbers of the
 * calendars) and a month an index (`year × 12 + month − 1`), moved by one addition each.
 *
 * Results stay within the years the library holds, 1 to 9999, as its own `add` keeps them:
 * beyond, the first or the last day.
 */

const dayMs = 86_400_000;

/** Days since 1970-01-01 of a calendar date (or of the date of a date-time). */
export function epochDay(date: Pick<CalendarDate, "year" | "month" | "day">): number {
  // `setUTCFullYear`, not `Date.UTC`, which reads the years 0 to 99 as 1900 to 1999.
  const utc = new Date(0);
  utc.setUTCFullYear(date.year, date.month - 1, date.day);
  return Math.round(utc.getTime() / dayMs);
}

/** The calendar date (Gregorian) of a day number. */
export function dateOfEpochDay(day: number): CalendarDate {
  const date = new Date(day * dayMs);
  return new CalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const firstDay = epochDay({ year: 1, month: 1, day: 1 });
const lastDay = epochDay({ year: 9999, month: 12, day: 31 });
const firstMonth = 1 * 12;
const lastMonth = 9999 * 12 + 11;

/**
 * More of each unit than the calendar spans (3.65 million days): a larger offset lands on the
 * first or last day all the same, and keeps every sum below it an exact integer.
 */
const spans = {
  years: 10_000,
  months: 120_000,
  days: 3_700_000,
  hours: 3_700_000 * 24,
  minutes: 3_700_000 * 1440,
} as const;

function offset(value: number, unit: keyof typeof spans): number {
  if (!Number.isInteger(value)) throw new RangeError(`Not a whole number of ${unit}: ${value}`);
  return Math.min(Math.max(value, -spans[unit]), spans[unit]);
}

/**
 * A date (or date-time, its time kept) moved by whole calendar days, in one step whatever the
 * count; kept between 0001-01-01 and 9999-12-31.
 *
 * @throws RangeError when `days` is not a whole number.
 */
export function addDays(date: CalendarDate, days: number): CalendarDate;
export function addDays(date: CalendarDateTime, days: number): CalendarDateTime;
export function addDays(
  date: CalendarDate | CalendarDateTime,
  days: number,
): CalendarDate | CalendarDateTime {
  const day = epochDay(date) + offset(days, "days");
  const target = dateOfEpochDay(Math.min(Math.max(day, firstDay), lastDay));
  return date.set({ year: target.year, month: target.month, day: target.day });
}

/**
 * A date (or date-time, its time kept) moved by whole calendar months, in one step whatever the
 * count: a day the target month lacks becomes its last (31 January + 1 month = 28 or 29
 * February); beyond the year 9999 (or before the year 1), its last (or first) day.
 *
 * @throws RangeError when `months` is not a whole number.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate;
export function addMonths(date: CalendarDateTime, months: number): CalendarDateTime;
export function addMonths(
  date: CalendarDate | CalendarDateTime,
  months: number,
): CalendarDate | CalendarDateTime {
  const index = date.year * 12 + date.month - 1 + offset(months, "months");
  if (index < firstMonth) return date.set({ year: 1, month: 1, day: 1 });
  if (index > lastMonth) return date.set({ year: 9999, month: 12, day: 31 });
  // `set` keeps the day within the target month.
  return date.set({ year: Math.floor(index / 12), month: (index % 12) + 1 });
}

/** A duration on the wall clock, in whole units. */
export interface CalendarDuration {
  years?: number;
  months?: number;
  days?: number;
  hours?: number;
  minutes?: number;
}

const minutesPerDay = 1440;

/**
 * A date-time moved by a duration on the wall clock, as `@internationalized/date` adds one but
 * in one step whatever its size: hours and minutes first, carrying whole days; then years and
 * months (a day the target month lacks becomes its last); then days. Seconds are kept.
 *
 * @throws RangeError when a part of the duration is not a whole number.
 */
export function addDuration(value: CalendarDateTime, duration: CalendarDuration): CalendarDateTime {
  const { years = 0, months = 0, days = 0, hours = 0, minutes = 0 } = duration;
  const minuteOfDay =
    value.hour * 60 + value.minute + offset(hours, "hours") * 60 + offset(minutes, "minutes");
  const carriedDays = Math.floor(minuteOfDay / minutesPerDay);
  const minute = minuteOfDay - carriedDays * minutesPerDay;
  const byMonths = addMonths(value, offset(years, "years") * 12 + offset(months, "months"));
  const byDays = addDays(byMonths, offset(days, "days") + carriedDays);
  return byDays.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
}
