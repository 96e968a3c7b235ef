import type { ZonedDateTime } from "@internationalized/date";
import { addDuration, type CalendarDuration } from "../time/calendar-arithmetic.js";
import {
  atWallClock,
  type Day,
  formatWallClock,
  parseDay,
  parseWallClock,
  type WallClock,
} from "../time/zoned.js";

/**
 * Private wall-clock arithmetic of the forms, on values their schema has accepted (`WallClock`,
 * `Day`). Reading, writing and placing those values on the time line belong to time/zoned.ts;
 * what stays here works on the strings the form rules compare.
 */

function accepted<T>(parsed: T | null, value: string): T {
  if (parsed === null) throw new RangeError(`Not a form's date or wall-clock value: ${value}`);
  return parsed;
}

function placed(value: WallClock, timeZone: string): ZonedDateTime {
  return atWallClock(accepted(parseWallClock(value), value), timeZone);
}

/**
 * The instant (epoch milliseconds) a wall-clock time designates in a time zone, placed as
 * {@link atWallClock} does (spring-forward gap: moved forward; autumn overlap: first occurrence).
 */
/* @__NO_SIDE_EFFECTS__ */
export function toEpoch(value: WallClock, timeZone: string): number {
  return placed(value, timeZone).toDate().getTime();
}

/**
 * Adds (or, with negative fields, subtracts) a duration on the wall clock, in one step whatever
 * its size ({@link addDuration}).
 */
/* @__NO_SIDE_EFFECTS__ */
export function addToWallClock(value: WallClock, duration: CalendarDuration): WallClock {
  return formatWallClock(addDuration(accepted(parseWallClock(value), value), duration));
}

/** The wall-clock time that actually exists: a time in the spring-forward gap moves forward. */
/* @__NO_SIDE_EFFECTS__ */
export function existingWallClock(value: WallClock, timeZone: string): WallClock {
  return formatWallClock(placed(value, timeZone));
}

/** The calendar date part of a wall-clock time (a day is its own). */
/* @__NO_SIDE_EFFECTS__ */
export function dateOf(value: WallClock | Day): Day {
  return value.slice(0, 10);
}

/** Calendar days from one date to another (negative when `to` is earlier). */
/* @__NO_SIDE_EFFECTS__ */
export function daysBetween(from: Day, to: Day): number {
  return accepted(parseDay(to), to).compare(accepted(parseDay(from), from));
}

/** Whether two wall-clock periods overlap (touching ends do not). */
/* @__NO_SIDE_EFFECTS__ */
export function overlaps(
  a: { start: WallClock; end: WallClock },
  b: { start: WallClock; end: WallClock },
): boolean {
  return a.start < b.end && b.start < a.end;
}
