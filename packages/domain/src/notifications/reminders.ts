import type { Instant } from "../entities.js";
import type { MeansStatus, RegistrationStatus } from "../enums.js";
import { compareInstants, toZonedInstant } from "../time/zoned.js";

/**
 * Shift reminders (decision 025, beyond the spec): each validated person is reminded of their
 * shift a set number of hours before it starts, once per start.
 */

/** The registrations reminded: validated ones only — a pending one is not sure to come. */
export const reminderRegistrationStatuses = [
  "validated",
] as const satisfies readonly RegistrationStatus[];

/** The means whose registrations are not reminded: cancelled ones, where nobody is expected. */
export const reminderSkippedMeansStatuses = ["cancelled"] as const satisfies readonly MeansStatus[];

/**
 * The starts a reminder is due for at one moment: after `from` (excluded) and up to `to`
 * (included).
 */
export interface ReminderWindow {
  from: Date;
  to: Date;
}

/**
 * The starts due for a reminder at `now` with reminders `hoursBefore` hours ahead (decision 025),
 * or null when reminders are off (0 hours): the shifts starting after `now` — a shift already
 * begun is never reminded, so a server stopped for a day does not send yesterday's reminders —
 * and at most `hoursBefore` elapsed hours ahead, that bound included. The hours are real ones,
 * not wall-clock: across a daylight-saving change 24 hours ahead is not the same time tomorrow.
 *
 * @throws RangeError when `now` is a string that is not an instant with offset.
 */
export function reminderWindow(now: Instant | Date, hoursBefore: number): ReminderWindow | null {
  if (hoursBefore <= 0) return null;
  const from = toZonedInstant(now, "UTC").toDate();
  return { from, to: new Date(from.getTime() + hoursBefore * 3_600_000) };
}

/** What {@link isDueForReminder} reads of a registration. */
export interface ReminderCandidate {
  status: RegistrationStatus;
  /** The status of the registration's means. */
  meansStatus: MeansStatus;
  /** The registration's start. */
  start: Instant | Date;
  /** The starts the registration was already reminded of. */
  remindedStarts: readonly (Instant | Date)[];
}

/**
 * Whether a registration is to be reminded at `now` (decision 025): validated
 * ({@link reminderRegistrationStatuses}), its means not cancelled
 * ({@link reminderSkippedMeansStatuses}), its start within {@link reminderWindow}, and not yet
 * reminded of that start — a shift moved to another start is reminded again.
 *
 * @throws RangeError when a string is not an instant with offset.
 */
export function isDueForReminder(
  candidate: ReminderCandidate,
  now: Instant | Date,
  hoursBefore: number,
): boolean {
  const window = reminderWindow(now, hoursBefore);
  return (
    window !== null &&
    (reminderRegistrationStatuses as readonly RegistrationStatus[]).includes(candidate.status) &&
    !(reminderSkippedMeansStatuses as readonly MeansStatus[]).includes(candidate.meansStatus) &&
    compareInstants(candidate.start, window.from) > 0 &&
    compareInstants(candidate.start, window.to) <= 0 &&
    !candidate.remindedStarts.some((start) => compareInstants(start, candidate.start) === 0)
  );
}
