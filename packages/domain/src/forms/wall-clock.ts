import {
  type CalendarDateTime,
  fromDate,
  parseDate,
  parseDateTime,
  toCalendarDateTime,
  toZoned,
} from "@internationalized/date";

/**
 * Private wall-clock helpers of the forms. Form values are wall-clock strings `YYYY-MM-DDTHH:mm`
 * (dates `YYYY-MM-DD`) in the organisation's time zone; these helpers turn them into instants and
 * back. Kept small and private on purpose: the time module owns the public time arithmetic.
 */

/** A duration added on the wall clock (calendar days stay calendar days across DST). */
export interface WallClockDuration {
  years?: number;
  months?: number;
  days?: number;
  hours?: number;
  minutes?: number;
}

const wallClockPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real wall-clock date-time `YYYY-MM-DDTHH:mm` (no 30 February, no 24:00). */
export function isWallClock(value: string): boolean {
  if (!wallClockPattern.test(value)) return false;
  try {
    parseDateTime(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a string is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!calendarDatePattern.test(value)) return false;
  try {
    parseDate(value);
    return true;
  } catch {
    return false;
  }
}

function format(dateTime: CalendarDateTime): string {
  return dateTime.toString().slice(0, 16);
}

/**
 * The instant (epoch milliseconds) a wall-clock time designates in a time zone. A time skipped by
 * the spring-forward gap moves forward, an ambiguous autumn time takes its first occurrence, as
 * clocks and most calendars do ("compatible" disambiguation).
 */
export function toEpoch(value: string, timeZone: string): number {
  return toZoned(parseDateTime(value), timeZone, "compatible").toDate().getTime();
}

/** The wall-clock time of an instant in a time zone, truncated to the minute. */
export function fromEpoch(epoch: number, timeZone: string): string {
  return format(toCalendarDateTime(fromDate(new Date(epoch), timeZone)));
}

/** The current minute on the organisation's wall clock. */
export function wallClockNow(context: { now: Date; timeZone: string }): string {
  return fromEpoch(context.now.getTime(), context.timeZone);
}

/** Adds (or, with negative fields, subtracts) a duration on the wall clock. */
export function addToWallClock(value: string, duration: WallClockDuration): string {
  return format(parseDateTime(value).add(duration));
}

/** The wall-clock time that actually exists: a time in the spring-forward gap moves forward. */
export function existingWallClock(value: string, timeZone: string): string {
  return fromEpoch(toEpoch(value, timeZone), timeZone);
}

/** Minutes past the hour of a wall-clock time. */
export function minuteOf(value: string): number {
  return Number(value.slice(14, 16));
}

/** The calendar date part of a wall-clock time. */
export function dateOf(value: string): string {
  return value.slice(0, 10);
}

/** Calendar days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return parseDate(to).compare(parseDate(from));
}

/** Whether two wall-clock periods overlap (touching ends do not). */
export function overlaps(
  a: { start: string; end: string },
  b: { start: string; end: string },
): boolean {
  return a.start < b.end && b.start < a.end;
}
