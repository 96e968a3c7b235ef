import type { Instant } from "../entities.js";
import {
  type AvailabilityKind,
  type AvailabilityRepeat,
  type AvailabilityStatus,
  availabilityStatuses,
} from "../enums.js";
import { availabilityLimits } from "../limits.js";
import { localDaySpan } from "../time/wall-clock.js";

/**
 * A volunteer's availability (decision 046): what they declare — available or unavailable, once
 * over a period or every week on some days between two times — and what it says of a period (a
 * means' hours, a day of their calendar).
 */

/** A declaration as the API answers it: instants for a one-off, local times for a weekly one. */
export interface AvailabilityDeclaration {
  kind: AvailabilityKind;
  repeat: AvailabilityRepeat;
  /** A one-off period (null for a weekly one). */
  start: Instant | null;
  end: Instant | null;
  /** ISO weekdays of a weekly one: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** Local times of a weekly one (`08:00`, the end up to `24:00`). */
  startTime: string | null;
  endTime: string | null;
  /** The local days a weekly one holds from and to (both included; no end: for good). */
  from: string | null;
  to: string | null;
}

const minutesPerDay = 1440;
const dayMs = 86_400_000;

/** Minutes of a local time `HH:MM` (`24:00` is 1440); null when it is not one. */
export function minutesOfTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= minutesPerDay ? minutes : null;
}

/** The local time `HH:MM` of a number of minutes in a day. */
export function timeOfMinutes(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The epoch day (days since 1970-01-01) of a calendar date `YYYY-MM-DD`. */
const epochDayOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / dayMs);

/** ISO weekday (1 Monday … 7 Sunday) of an epoch day: 1970-01-01 was a Thursday. */
const weekdayOf = (epochDay: number) => ((((epochDay + 3) % 7) + 7) % 7) + 1;

/** A span of local minutes since 1970-01-01 00:00 on the organisation's wall clock. */
type Span = [start: number, end: number];

function spanOf(start: Instant | number, end: Instant | number, timeZone: string): Span {
  const span = localDaySpan(start, end, timeZone);
  return [
    span.startDay * minutesPerDay + span.startMinute,
    span.endDay * minutesPerDay + span.endMinute,
  ];
}

/** The spans of a declaration within `[from, to)` (local minutes). */
function spansWithin(
  declaration: AvailabilityDeclaration,
  [from, to]: Span,
  timeZone: string,
): Span[] {
  if (declaration.repeat === "once") {
    if (!declaration.start || !declaration.end) return [];
    return [spanOf(declaration.start, declaration.end, timeZone)];
  }
  const startMinute = minutesOfTime(declaration.startTime ?? "");
  const endMinute = minutesOfTime(declaration.endTime ?? "");
  if (startMinute === null || endMinute === null || !declaration.from) return [];
  const first = Math.max(Math.floor(from / minutesPerDay), epochDayOf(declaration.from));
  const last = Math.min(
    Math.floor((to - 1) / minutesPerDay),
    declaration.to ? epochDayOf(declaration.to) : Number.POSITIVE_INFINITY,
  );
  const spans: Span[] = [];
  for (let day = first; day <= last; day += 1) {
    if (declaration.weekdays.includes(weekdayOf(day))) {
      spans.push([day * minutesPerDay + startMinute, day * minutesPerDay + endMinute]);
    }
  }
  return spans;
}

/** What declarations say of the local span `[from, to)`, weighed over its first days at most. */
function statusWithin(
  declarations: readonly AvailabilityDeclaration[],
  [from, fullTo]: Span,
  timeZone: string,
): AvailabilityStatus {
  if (fullTo <= from) return "unknown";
  const to = Math.min(fullTo, from + availabilityLimits.weighedDays * minutesPerDay);
  const overlapping = (kind: AvailabilityKind) =>
    declarations
      .filter((declaration) => declaration.kind === kind)
      .flatMap((declaration) => spansWithin(declaration, [from, to], timeZone))
      .filter(([start, end]) => start < to && end > from);
  if (overlapping("unavailable").length > 0) return "unavailable";
  const available = overlapping("available")
    .map(([start, end]): Span => [Math.max(start, from), Math.min(end, to)])
    .sort((a, b) => a[0] - b[0]);
  if (available.length === 0) return "unknown";
  // Covered without a gap from the start to the end?
  let reached = from;
  for (const [start, end] of available) {
    if (start > reached) break;
    reached = Math.max(reached, end);
  }
  return reached >= fullTo ? "available" : "partlyAvailable";
}

/**
 * What a person's declarations say of a period (a means' hours): `unavailable` when one
 * "unavailable" touches it; otherwise `available` when "available" ones cover it all, and
 * `partlyAvailable` when they cover some of it; `unknown` when nothing is declared over it. Times
 * are the organisation's wall clock: "every Saturday 08:00–20:00" holds across a daylight-saving
 * change. Only the first `availabilityLimits.weighedDays` days of a longer period are weighed.
 *
 * @param timeZone an IANA time zone, e.g. `Europe/Paris`.
 */
export function availabilityDuring(
  declarations: readonly AvailabilityDeclaration[],
  period: { start: Instant | Date; end: Instant | Date },
  timeZone: string,
): AvailabilityStatus {
  const ms = (value: Instant | Date) =>
    typeof value === "string" ? Date.parse(value) : value.getTime();
  return statusWithin(declarations, spanOf(ms(period.start), ms(period.end), timeZone), timeZone);
}

/** What a person's declarations say of a local day `YYYY-MM-DD` (their calendar's day). */
export function availabilityOfDay(
  declarations: readonly AvailabilityDeclaration[],
  day: string,
  timeZone: string,
): AvailabilityStatus {
  const start = epochDayOf(day) * minutesPerDay;
  return statusWithin(declarations, [start, start + minutesPerDay], timeZone);
}

/** Sorts by availability (available first, unavailable last), keeping the order within each. */
export function byAvailability<T>(items: readonly T[], status: (item: T) => AvailabilityStatus) {
  const rank = (item: T) => availabilityStatuses.indexOf(status(item));
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** Whether a person of this staff type declares availability: volunteers only (spec 01 §6). */
export const declaresAvailability = (staffType: string) => staffType === "volunteer";
