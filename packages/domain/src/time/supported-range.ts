import type { Instant } from "../entities.js";
import { blocking, type Finding } from "../findings.js";
import type { Day, WallClock } from "./zoned.js";

/**
 * The dates the product handles, from the first day of 1970 to the last of 9999. Before 1970 the
 * time-zone database gives local mean times (Paris was +00:09:21 until 1911) that no instant with
 * an offset in whole minutes carries, and the year 0 does not exist in PostgreSQL; after 9999 a
 * year no longer has four digits. No alert, activity or release lies outside.
 */
export const supportedDateRange = { first: "1970-01-01", last: "9999-12-31" } as const;

const firstInstant = Date.parse(`${supportedDateRange.first}T00:00:00Z`);
const lastInstant = Date.parse(`${supportedDateRange.last}T00:00:00Z`);

/** The parameters of the finding `date.outOfRange`: the first and the last day supported. */
export const supportedDateRangeParams = {
  min: supportedDateRange.first,
  max: supportedDateRange.last,
} as const;

/**
 * Whether a form's day (`YYYY-MM-DD`) or wall-clock value (`YYYY-MM-DDTHH:mm`) lies within
 * {@link supportedDateRange}. Compared as text: both are written with four-digit years.
 */
export function isSupportedDate(value: Day | WallClock): boolean {
  const day = value.slice(0, 10);
  return day >= supportedDateRange.first && day <= supportedDateRange.last;
}

/**
 * A wall-clock value of a form within {@link supportedDateRange}, or the blocking finding
 * `date.outOfRange { min, max }` on its field. An empty value is left to the required rule.
 */
export function checkSupportedDate(value: WallClock | null | undefined, field: string): Finding[] {
  if (!value || isSupportedDate(value)) return [];
  return [blocking(field, "date.outOfRange", { ...supportedDateRangeParams })];
}

/**
 * An instant a search compares with, moved into {@link supportedDateRange}: since nothing stored
 * lies outside, "after 0001-01-01" reads as "after 1970-01-01", and the database never receives
 * a year it cannot write.
 */
export function withinSupportedRange(value: Instant): Date {
  return new Date(Math.min(Math.max(Date.parse(value), firstInstant), lastInstant));
}
