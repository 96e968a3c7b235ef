import type { CalendarDate } from "@internationalized/date";
import type { Instant, Registration } from "../entities.js";
import type { DayStatus } from "../enums.js";
import { dateOfEpochDay, epochDay } from "../time/calendar-arithmetic.js";
import { localDaySpan } from "../time/wall-clock.js";
import type { DayRange } from "../time/work-export.js";
import type { Day } from "../time/zoned.js";

/** What the day status of the personnel mobile calendar needs to know of a registration. */
export type DayRegistration = Pick<Registration, "status" | "isProposed">;

/**
 * The status of one day in the personnel mobile calendar (spec 01 §4), from that day's
 * registrations, in this order of precedence:
 * 1. `validated`, if any registration is validated;
 * 2. `proposed`, if any is pending and proposed;
 * 3. `registered`, if any is pending;
 * 4. `incomplete`, if there are none but the day is flagged incomplete ({@link incompleteDays}).
 *
 * Only validated and pending registrations count: a day whose registrations were all rejected,
 * cancelled, unregistered or deleted has "none" and can therefore be `incomplete`.
 *
 * @returns the status, or `null` when the day shows none.
 */
export function dayStatus(
  registrations: readonly DayRegistration[],
  isIncomplete: boolean,
): DayStatus | null {
  if (registrations.some(({ status }) => status === "validated")) return "validated";
  const pending = registrations.filter(({ status }) => status === "pending");
  if (pending.some(({ isProposed }) => isProposed)) return "proposed";
  if (pending.length > 0) return "registered";
  return isIncomplete ? "incomplete" : null;
}

/**
 * Groups registrations by the local days they touch in a time zone, for the month and day views
 * of the personnel mobile calendar (spec 01 §2). Keys are `YYYY-MM-DD`, in ascending order.
 *
 * A registration counts on every day it touches: a night shift from 20:00 to 08:00 shows on both
 * days, because the person is engaged on each. The end is exclusive, as everywhere in the
 * domain: a registration ending at midnight does not touch the next day. A registration whose
 * end is not after its start counts on its start day only. Days follow the time zone's calendar,
 * so a day shortened or lengthened by a daylight-saving change is still one day.
 *
 * `within` keeps only the days a view shows (both ends included): the work then grows with the
 * days shown, not with how long a registration lasts.
 *
 * @param timeZone an IANA time zone, e.g. `Europe/Paris` (see `defaultTimeZone`).
 * @throws RangeError when an instant is not an ISO 8601 date-time with an offset.
 */
export function registrationsByDay<R extends { start: Instant; end: Instant }>(
  registrations: readonly R[],
  timeZone: string,
  within?: DayRange,
): Map<string, R[]> {
  const byDay = new Map<string, R[]>();
  const bounds = within && { first: epochDay(within.from), last: epochDay(within.to) };
  for (const registration of registrations) {
    for (const day of daysTouched(registration.start, registration.end, timeZone, bounds)) {
      const key = day.toString();
      const ofDay = byDay.get(key);
      if (ofDay === undefined) byDay.set(key, [registration]);
      else ofDay.push(registration);
    }
  }
  return new Map([...byDay].sort(([a], [b]) => a.localeCompare(b)));
}

/** The local days touched by the half-open period [start, end) in a time zone, within bounds. */
function daysTouched(
  start: Instant,
  end: Instant,
  timeZone: string,
  bounds: { first: number; last: number } | undefined,
): CalendarDate[] {
  const span = localDaySpan(start, end, timeZone);
  const first = bounds ? Math.max(span.startDay, bounds.first) : span.startDay;
  const last = bounds ? Math.min(span.endDay, bounds.last) : span.endDay;
  const days: CalendarDate[] = [];
  for (let day = first; day <= last; day++) days.push(dateOfEpochDay(day));
  return days;
}

/**
 * The days flagged incomplete in a person's calendar (decision 044): those on which an open means
 * they may still register for takes place — one of their scope with a place left, its deadline
 * not passed, not theirs already. Where they hold nothing that counts, the day shows
 * `incomplete` ({@link dayStatus}): help is still needed there, and the day view lists those
 * means to register on. A means counts on every day it touches, within the days shown.
 *
 * @param timeZone an IANA time zone, e.g. `Europe/Paris`.
 */
export function incompleteDays(
  means: readonly { start: Instant; end: Instant }[],
  timeZone: string,
  within: DayRange,
): Day[] {
  return [...registrationsByDay(means, timeZone, within).keys()];
}
