import { toCalendarDateTime } from "@internationalized/date";
import { splittableShiftHours } from "../constants.js";
import type { Instant, Schedule } from "../entities.js";
import type { SplitType } from "../enums.js";
import { blocking, type Finding } from "../findings.js";
import type { StaffType } from "../roles.js";
import { atWallClock, compareInstants, formatInstant, toZonedInstant } from "./zoned.js";

/**
 * Splitting a 12-hour means of intervention in two (spec 01 §4, spec 02 §4).
 *
 * "12 hours" is read on the wall clock, as the shift is planned: an 08:00–20:00 or 20:00–08:00
 * shift is splittable on a daylight-saving night too, when it lasts 11 or 13 real hours. The cut
 * is on the wall clock as well (start + 6, 4 or 8 hours), so on such a night one half is an hour
 * shorter or longer than its name; a cut time that does not exist (spring-forward gap) is moved
 * forward, one that exists twice takes the earlier instant. Reading 12 elapsed hours instead
 * would refuse the planned 20:00–08:00 night shift twice a year and cut it at 01:00 or 03:00.
 */

/** Wall-clock hours of the first half, by split type (spec 02 §4: 6 h + 6 h, 4 h + 8 h, 8 h + 4 h). */
export const splitFirstHalfHours: Record<SplitType, number> = {
  halfAndHalf: 6,
  from12To4And8: 4,
  from12To8And4: 8,
};

/** The two contiguous halves of a split: `first.end` is `second.start`. */
export interface SplitHalves {
  first: Schedule;
  second: Schedule;
}

/** A split, or why the means cannot be split. */
export type SplitResult = ({ ok: true } & SplitHalves) | { ok: false; finding: Finding };

/**
 * Splits a means of intervention's on-site period (spec 01 §4: halfAndHalf 6 h + 6 h,
 * from12To4And8 4 h + 8 h, from12To8And4 8 h + 4 h) into two contiguous halves: the first
 * starts at `start`, the second ends at `end`, the cut is at the wall-clock time start + 6, 4 or
 * 8 hours in `timeZone`. Instants come back as ISO 8601 with the offset of `timeZone`.
 *
 * Only a 12-hour shift on the wall clock can be split (`splittableShiftHours`): its end reads
 * start + 12 hours, or is where that time is moved to when it falls in a spring-forward gap.
 * Otherwise the result is the blocking finding `split.notTwelveHours { hours: 12 }` on the
 * field `splitType`.
 *
 * @throws RangeError when an instant is malformed or the time zone unknown.
 */
export function splitMeans(
  means: { start: Instant | Date; end: Instant | Date },
  splitType: SplitType,
  timeZone: string,
): SplitResult {
  const start = toZonedInstant(means.start, timeZone);
  const end = toZonedInstant(means.end, timeZone);
  const wallStart = toCalendarDateTime(start);
  const plannedEnd = wallStart.add({ hours: splittableShiftHours });
  const isTwelveHours =
    toCalendarDateTime(end).compare(plannedEnd) === 0 ||
    atWallClock(plannedEnd, timeZone).compare(end) === 0;
  if (!isTwelveHours) {
    return {
      ok: false,
      finding: blocking("splitType", "split.notTwelveHours", { hours: splittableShiftHours }),
    };
  }
  const cut = formatInstant(
    atWallClock(wallStart.add({ hours: splitFirstHalfHours[splitType] }), timeZone),
  );
  return {
    ok: true,
    first: { start: formatInstant(start), end: cut },
    second: { start: cut, end: formatInstant(end) },
  };
}

/** A registration of the means being split, with its person's staff type. */
export interface SplitRegistration {
  id: number;
  start: Instant;
  end: Instant;
  personStaffType: StaffType;
}

/** Where a registration goes after a split: its times on each half, or null if not on it. */
export interface RegistrationFollowingSplit {
  registrationId: number;
  first: Schedule | null;
  second: Schedule | null;
}

/**
 * Which half or halves each registration of a split means follows, and its times there, in the
 * order given (the caller passes the registrations that still count: not cancelled, rejected…).
 *
 * - A registration follows the half its times fall in, cut at the split: one that spans the cut
 *   follows both, ending at the cut on the first and starting at it on the second. Its outer
 *   times are kept, even when they reach outside the means (the 4-hour registration window).
 * - An employee follows both halves (spec 01 §4: "Employees assigned to one are automatically
 *   assigned to the other"); on a half their times do not reach, they take that half's times.
 * - Volunteers and external persons stay on the half or halves their times fall in: they chose
 *   those hours themselves.
 *
 * @throws RangeError when an instant is malformed.
 */
export function registrationsFollowingSplit(
  registrations: readonly SplitRegistration[],
  halves: SplitHalves,
): RegistrationFollowingSplit[] {
  const cut = halves.first.end;
  return registrations.map((registration) => {
    const startsBeforeCut = compareInstants(registration.start, cut) < 0;
    const endsAfterCut = compareInstants(registration.end, cut) > 0;
    const onFirst = startsBeforeCut
      ? { start: registration.start, end: endsAfterCut ? halves.first.end : registration.end }
      : null;
    const onSecond = endsAfterCut
      ? { start: startsBeforeCut ? halves.second.start : registration.start, end: registration.end }
      : null;
    const isEmployee = registration.personStaffType === "employee";
    return {
      registrationId: registration.id,
      first: onFirst ?? (isEmployee ? { ...halves.first } : null),
      second: onSecond ?? (isEmployee ? { ...halves.second } : null),
    };
  });
}
