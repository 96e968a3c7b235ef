import {
  type CalendarDate,
  type CalendarDateTime,
  fromDate,
  parseAbsolute,
  parseDate,
  parseDateTime,
  toCalendarDateTime,
  toZoned,
  type ZonedDateTime,
} from "@internationalized/date";
import { timePrecisionMinutes } from "../constants.js";
import type { Instant } from "../entities.js";
import { addDays, addMonths } from "./calendar-arithmetic.js";
import { parseInstantMs } from "./instant-parse.js";

/**
 * Wall-clock helpers shared by the time rules (ARCHITECTURE.md "Time"): planning happens on the
 * wall clock of the organisation's time zone, instants travel as ISO 8601 strings with offset.
 *
 * Every conversion from the wall clock to an instant uses the "compatible" disambiguation of
 * `@internationalized/date` (the one of Temporal and of most calendars): a time that does not
 * exist (spring-forward gap) is moved forward by the length of the gap (02:30 → 03:30 in Paris),
 * a time that exists twice (fall-back overlap) takes the earlier of the two instants.
 */

/** A wall-clock value of a form, `YYYY-MM-DDTHH:mm`, in the organisation's time zone. */
export type WallClock = string;

/** A calendar day, `YYYY-MM-DD`, in the organisation's time zone. */
export type Day = string;

const wallClockPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a form's wall-clock value (`YYYY-MM-DDTHH:mm`), or null when it is not one (wrong
 * shape, 31 February, 24:00…).
 */
export function parseWallClock(value: WallClock): CalendarDateTime | null {
  if (!wallClockPattern.test(value)) return null;
  try {
    return parseDateTime(value);
  } catch {
    return null;
  }
}

/** Reads a day (`YYYY-MM-DD`), or null when it is not a real calendar day. */
export function parseDay(value: Day): CalendarDate | null {
  if (!dayPattern.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** Writes a date-time as a form's wall-clock value, `YYYY-MM-DDTHH:mm` (seconds dropped). */
export function formatWallClock(value: CalendarDateTime | ZonedDateTime): WallClock {
  return toCalendarDateTime(value).toString().slice(0, 16);
}

/**
 * Writes a zoned date-time as the API's instant, ISO 8601 with its offset in that zone
 * (`2026-03-29T08:00:00+02:00`), as `entities.ts` describes `Instant`.
 */
export function formatInstant(value: ZonedDateTime): Instant {
  return value.toString().replace(/\[.*\]$/, "");
}

/**
 * An instant (ISO 8601 string with `Z` or `±HH:MM`, or a `Date`) seen on the wall clock of
 * `timeZone`.
 *
 * @throws RangeError when the string is not an instant with offset, or the zone is unknown.
 */
export function toZonedInstant(value: Instant | Date, timeZone: string): ZonedDateTime {
  try {
    if (typeof value !== "string") return fromDate(value, timeZone);
    // Read here rather than by `parseAbsolute`, which takes `-03:30` for two and a half hours
    // behind UTC; the forms this reader does not know still go to `parseAbsolute`.
    const time = parseInstantMs(value);
    return time === null ? parseAbsolute(value, timeZone) : fromDate(new Date(time), timeZone);
  } catch {
    throw new RangeError(`Not an instant in ${timeZone}: ${String(value)}`);
  }
}

/**
 * Orders two instants (negative, 0, positive), whatever their offsets: `…T08:00:00+02:00`
 * equals `…T06:00:00Z`.
 *
 * @throws RangeError when a string is not an instant with offset.
 */
export function compareInstants(a: Instant | Date, b: Instant | Date): number {
  return toZonedInstant(a, "UTC").compare(toZonedInstant(b, "UTC"));
}

/**
 * The instant a wall-clock date-time designates in `timeZone`, with the "compatible"
 * disambiguation described above (gap: moved forward; overlap: earlier instant).
 */
export function atWallClock(value: CalendarDateTime, timeZone: string): ZonedDateTime {
  return toZoned(value, timeZone, "compatible");
}

/**
 * Converts a form's wall-clock value to the API's instant in `timeZone` (gap and overlap as
 * described above), or null when the value is not a wall-clock value.
 */
export function wallClockToInstant(value: WallClock, timeZone: string): Instant | null {
  const dateTime = parseWallClock(value);
  return dateTime ? formatInstant(atWallClock(dateTime, timeZone)) : null;
}

/** Shows an instant as a form's wall-clock value in `timeZone`. */
export function instantToWallClock(value: Instant | Date, timeZone: string): WallClock {
  return formatWallClock(toZonedInstant(value, timeZone));
}

/**
 * Moves a zoned date-time by whole calendar days keeping its wall-clock time (08:00 stays
 * 08:00 across a daylight-saving change, so a "day" may be 23 or 25 hours). A time that falls in
 * a gap on the target day is moved forward (compatible disambiguation). One step whatever the
 * count ({@link addDays}).
 */
export function addDaysKeepingWallClock(value: ZonedDateTime, days: number): ZonedDateTime {
  return atWallClock(addDays(toCalendarDateTime(value), days), value.timeZone);
}

/**
 * Moves a zoned date-time by whole calendar months keeping its wall-clock time; a day the
 * target month lacks becomes its last day (31 January + 1 month = 28 or 29 February). One step
 * whatever the count ({@link addMonths}).
 */
export function addMonthsKeepingWallClock(value: ZonedDateTime, months: number): ZonedDateTime {
  return atWallClock(addMonths(toCalendarDateTime(value), months), value.timeZone);
}

/**
 * How many calendar months a period from `from` to `to` spans, counting a started month as a
 * whole one: the smallest `m` with `to` ≤ `from` + `m` months (month ends clamped, so 31 January
 * → 28 February is 1 month). 1 January → 1 April is 3 months, → 2 April is 4. 0 when `to` is
 * not after `from`. "Not longer than N months" (spec 02 §5, §9) is `monthsBetween ≤ N`.
 */
export function monthsBetween(from: CalendarDate, to: CalendarDate): number {
  if (to.compare(from) <= 0) return 0;
  const estimate = (to.year - from.year) * 12 + (to.month - from.month);
  // `from` + estimate months lies in the month of `to`: before `to`, one more month is needed.
  return addMonths(from, estimate).compare(to) < 0 ? estimate + 1 : estimate;
}

/**
 * Whether a time lies on the time grid of the forms (spec 02 §5 hint, §9: 5-minute
 * precision): its minutes since midnight are a multiple of `minutes`, with no seconds. Takes a
 * wall-clock value (`YYYY-MM-DDTHH:mm`) or any date-time or time seen on the organisation's
 * wall clock (a `ZonedDateTime` from {@link toZonedInstant}). A malformed string is not on the
 * grid.
 */
export function isOnTimeGrid(
  value: WallClock | { hour: number; minute: number; second: number; millisecond: number },
  minutes: number = timePrecisionMinutes,
): boolean {
  const time = typeof value === "string" ? parseWallClock(value) : value;
  if (!time) return false;
  return (
    time.second === 0 && time.millisecond === 0 && (time.hour * 60 + time.minute) % minutes === 0
  );
}
