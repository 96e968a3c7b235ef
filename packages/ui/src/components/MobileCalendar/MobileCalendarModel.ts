import { CalendarDate } from "@internationalized/date";
import {
  type Day,
  type DayRange,
  type DayStatus,
  dayStatus,
  type Registration,
  type RegistrationStatus,
  registrationsByDay,
} from "@releve/domain";
import type { IconName } from "../Icon/icons";

/** The two views of the field staff calendar: the month, and one day's registrations. */
export const mobileCalendarViews = ["month", "day"] as const;

/** One of {@link mobileCalendarViews}. */
export type MobileCalendarView = (typeof mobileCalendarViews)[number];

/**
 * A registration of the person, as the calendar shows it: the domain's fields (status, proposed
 * flag, period) and the labels the host resolves from the means and its activity.
 */
export interface MobileCalendarRegistration
  extends Pick<Registration, "id" | "status" | "isProposed" | "start" | "end"> {
  /** The means of intervention registered on: its type label, plate number or team name. */
  meansTitle: string;
  /** The operational activity of the means. */
  activityName: string;
}

/**
 * What a registration shows in the day's list: the day status it would give the day on its own
 * (validated, proposed, registered), or its own status when it does not count for the day.
 */
export type MobileRegistrationState =
  | Exclude<DayStatus, "incomplete">
  | Exclude<RegistrationStatus, "pending" | "validated">;

/** The shape of each day status, so that a status is never told by colour alone (WCAG 1.4.1). */
export const dayStatusIcons: Record<DayStatus, IconName> = {
  validated: "check",
  proposed: "bell",
  registered: "clock",
  incomplete: "alert",
};

/** The person's registrations by day, and the status of each day. */
export interface MobileCalendarModel {
  /** The day's status by the domain's rule (`dayStatus`), or null when it shows none. */
  statusOf(date: CalendarDate): DayStatus | null;
  /** The registrations touching the day, by start. */
  registrationsOf(date: CalendarDate): readonly MobileCalendarRegistration[];
}

/**
 * The days the calendar may show around the given days: their months, with the week before the
 * first and the week after the last that a month grid shows around it.
 */
export function mobileCalendarDays(...dates: readonly CalendarDate[]): DayRange {
  const months = dates.map((date) => new CalendarDate(date.year, date.month, 1));
  const first = months.reduce((a, b) => (b.compare(a) < 0 ? b : a));
  const last = months.reduce((a, b) => (b.compare(a) > 0 ? b : a));
  return { from: first.subtract({ days: 7 }), to: last.add({ months: 1, days: 6 }) };
}

/**
 * Reads the registrations once into days of `timeZone` (a night shift counts on both days it
 * touches, as the domain's `registrationsByDay` says). With `within`, only those days are read:
 * the work grows with the days shown, not with how long a registration lasts.
 */
export function mobileCalendarModel(
  registrations: readonly MobileCalendarRegistration[],
  incompleteDays: readonly Day[],
  timeZone: string,
  within?: DayRange,
): MobileCalendarModel {
  const byDay = registrationsByDay(registrations, timeZone, within);
  for (const ofDay of byDay.values()) {
    ofDay.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  }
  const incomplete = new Set(incompleteDays);
  return {
    statusOf: (date) => {
      const key = date.toString();
      return dayStatus(byDay.get(key) ?? [], incomplete.has(key));
    },
    registrationsOf: (date) => byDay.get(date.toString()) ?? [],
  };
}

/** The state a registration shows in the day's list (see {@link MobileRegistrationState}). */
export function registrationState(
  registration: Pick<Registration, "status" | "isProposed">,
): MobileRegistrationState {
  const status = dayStatus([registration], false);
  if (status === "validated" || status === "proposed" || status === "registered") return status;
  // Only validated and pending registrations give the day a status; the others keep their own.
  return registration.status as Exclude<RegistrationStatus, "pending" | "validated">;
}
