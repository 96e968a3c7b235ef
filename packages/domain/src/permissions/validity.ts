import { toCalendarDate, toZoned } from "@internationalized/date";
import type { Instant } from "../entities.js";
import { type Day, formatInstant, parseDay, toZonedInstant } from "../time/zoned.js";

/** A validity period as instants: from its first instant, until the first instant after it. */
export interface ValidityInstants {
  from: Instant;
  /** Exclusive; `null`: valid until revoked. */
  to: Instant | null;
}

/** A validity period of whole days of the organisation's calendar, both ends included. */
export interface ValidityDays {
  validFrom: Day;
  validTo: Day | null;
}

/** The years a validity period may span: four-digit years, as instants are written. */
const yearRange = { min: 1000, max: 9998 } as const;

const inYearRange = (day: { year: number }) =>
  day.year >= yearRange.min && day.year <= yearRange.max;

/**
 * The instants of a validity period of whole days (the privilege and role assign forms): from
 * midnight starting its first day, until midnight ending its last day, on the organisation's
 * wall clock. `null` when a day is not a calendar day of a four-digit year (up to 9998, so that
 * the end stays one).
 */
export function validityInstants(days: ValidityDays, timeZone: string): ValidityInstants | null {
  const first = parseDay(days.validFrom);
  const last = days.validTo === null ? null : parseDay(days.validTo);
  if (!first || !inYearRange(first)) return null;
  if (days.validTo !== null && (!last || !inYearRange(last))) return null;
  return {
    from: formatInstant(toZoned(first, timeZone)),
    to: last ? formatInstant(toZoned(last.add({ days: 1 }), timeZone)) : null,
  };
}

/**
 * The days of a validity period stored as instants: the day its first instant falls on, and the
 * day its last instant falls on (the day before an exclusive end at midnight).
 */
export function validityDays(
  from: Instant | Date,
  to: Instant | Date | null,
  timeZone: string,
): ValidityDays {
  const day = (value: Instant | Date) => toCalendarDate(toZonedInstant(value, timeZone)).toString();
  const lastInstant =
    to === null ? null : new Date(toZonedInstant(to, "UTC").toDate().getTime() - 1);
  return { validFrom: day(from), validTo: lastInstant === null ? null : day(lastInstant) };
}
