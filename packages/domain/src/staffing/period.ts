import type { Instant } from "../entities.js";
import { toZonedInstant } from "../time/zoned.js";

/**
 * A period of time between two instants. Periods are half-open, [start, end): the end instant
 * is not part of the period, so a shift ending at 14:00 and the next starting at 14:00 follow
 * each other without overlapping. A period whose end is not after its start is empty.
 */
export interface Period {
  start: Instant;
  end: Instant;
}

/**
 * Whether two half-open periods share an instant (spec 02 §5 "registration overlapping other
 * participations", §8 conflicts). Touching periods do not overlap, and an empty period overlaps
 * nothing. The relation is symmetric.
 *
 * @throws RangeError when an instant is not an ISO 8601 date-time with an offset.
 */
export function periodsOverlap(a: Period, b: Period): boolean {
  const [aStart, aEnd] = [instantMs(a.start), instantMs(a.end)];
  const [bStart, bEnd] = [instantMs(b.start), instantMs(b.end)];
  return aStart < aEnd && bStart < bEnd && aStart < bEnd && bStart < aEnd;
}

/**
 * Milliseconds since the epoch of an ISO 8601 instant with offset (`Z` or `±HH:MM`). Stricter
 * than `Date.parse`, which also takes local and date-only strings whose instant depends on the
 * machine.
 *
 * @throws RangeError when the string is not such an instant.
 */
export function instantMs(value: Instant): number {
  return toZonedInstant(value, "UTC").toDate().getTime();
}
