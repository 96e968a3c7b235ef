import type { Instant } from "../entities.js";
import { instantMs } from "../staffing/period.js";
import { parseInstantMs } from "./instant-parse.js";
import { toZonedInstant } from "./zoned.js";

/**
 * Instants read on a wall clock in bulk, for the views that place thousands of means at a time
 * (the planning and departure calendars) and for the rule of the days a period touches. A day is
 * a number — days since 1970-01-01 on the zone's calendar — and a time of day minutes since its
 * midnight, so views lay out months with plain arithmetic. Exact on daylight-saving days: the
 * offset of a zone is looked up once per UTC day, and the few instants of a day whose offset
 * changes are converted one by one.
 */

const minuteMs = 60_000;
const dayMs = 86_400_000;
const minutesPerDay = 1440;
/** Offsets of a zone per UTC day, in ms; `null` when the offset changes during that day. */
const dayOffsets = new Map<string, Map<number, number | null>>();

function offsetOfUtcDay(utcDay: number, timeZone: string): number | null {
  let ofZone = dayOffsets.get(timeZone);
  if (ofZone === undefined) {
    ofZone = new Map();
    dayOffsets.set(timeZone, ofZone);
  }
  let offset = ofZone.get(utcDay);
  if (offset === undefined) {
    // A zone changes its offset at most once a day: the same offset at both ends holds all day.
    const first = toZonedInstant(new Date(utcDay * dayMs), timeZone).offset;
    const last = toZonedInstant(new Date(utcDay * dayMs + dayMs - 1), timeZone).offset;
    offset = first === last ? first : null;
    ofZone.set(utcDay, offset);
  }
  return offset;
}

/**
 * Milliseconds since the epoch of an instant, as `instantMs` reads it but without building a
 * zoned date.
 *
 * @throws RangeError when the string is not an ISO 8601 instant with offset.
 */
export function fastInstantMs(value: Instant): number {
  return parseInstantMs(value) ?? instantMs(value);
}

/**
 * Whether a string is an ISO 8601 instant with its offset (`Z`, `±HH:MM` or `±HHMM`) that names
 * a real moment: 30 February and 24:00 are refused where `Date.parse` would move them to another
 * day, and so is an offset without minutes (`+02`).
 */
export function isInstant(value: string): boolean {
  try {
    return parseInstantMs(value) !== null;
  } catch {
    return false;
  }
}

/** Milliseconds since 1970-01-01 00:00 on the wall clock of `timeZone`, at instant `time` (ms). */
function wallClockMs(time: number, timeZone: string): number {
  const offset = offsetOfUtcDay(Math.floor(time / dayMs), timeZone);
  if (offset !== null) return time + offset;
  // The day of a daylight-saving change: the exact conversion, for this instant only.
  const zoned = toZonedInstant(new Date(time), timeZone);
  return time + zoned.offset;
}

/**
 * Minutes since 1970-01-01 00:00 on the wall clock of `timeZone` of an instant (ISO 8601 with
 * offset, or milliseconds since the epoch); seconds are dropped.
 *
 * @throws RangeError when a string is not an instant with offset, or the zone is unknown.
 */
export function wallClockMinutes(value: Instant | number, timeZone: string): number {
  const time = typeof value === "number" ? value : fastInstantMs(value);
  return Math.floor(wallClockMs(time, timeZone) / minuteMs);
}

/** The local days a period touches, as day numbers, with the times of day of its ends. */
export interface LocalDaySpan {
  /** Days since 1970-01-01 of the day the period starts. */
  readonly startDay: number;
  /** Minutes since midnight of the start on `startDay`. */
  readonly startMinute: number;
  /**
   * The last day the period touches. The end is exclusive: a period ending at midnight does not
   * touch the next day. A period whose end is not after its start touches its start day only.
   */
  readonly endDay: number;
  /** Minutes since midnight of the end on `endDay`: 1440 when it ends at the end of that day. */
  readonly endMinute: number;
}

/**
 * The local days the half-open period [start, end) touches in `timeZone`: every day from
 * `startDay` to `endDay`. The rule of `registrationsByDay` and of the calendars' days.
 *
 * @throws RangeError when a string is not an instant with offset, or the zone is unknown.
 */
export function localDaySpan(
  start: Instant | number,
  end: Instant | number,
  timeZone: string,
): LocalDaySpan {
  const startMs = typeof start === "number" ? start : fastInstantMs(start);
  const endMs = typeof end === "number" ? end : fastInstantMs(end);
  const wallStart = wallClockMs(startMs, timeZone);
  const startDay = Math.floor(wallStart / dayMs);
  const startMinute = Math.floor((wallStart - startDay * dayMs) / minuteMs);
  if (endMs <= startMs) return { startDay, startMinute, endDay: startDay, endMinute: startMinute };
  // The end is exclusive: the instant just before it names the last day touched (in a zone
  // whose day starts at 01:00 on a change day, a period ending at 01:00 ends the day before).
  const endDay = Math.floor(wallClockMs(endMs - 1, timeZone) / dayMs);
  const endMinute = Math.floor((wallClockMs(endMs, timeZone) - endDay * dayMs) / minuteMs);
  return { startDay, startMinute, endDay, endMinute: Math.min(endMinute, minutesPerDay) };
}
