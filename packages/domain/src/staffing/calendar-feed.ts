import type { Registration } from "../entities.js";
import type { RegistrationStatus } from "../enums.js";

/**
 * A person's calendar feed (decision 045): a private subscription address that serves their
 * registrations as an iCalendar document, for the calendar of their phone or computer.
 */

/** How a registration reads in the feed: the summary's word and the event's status. */
export type CalendarFeedStatus = "validated" | "proposed" | "pending" | "cancelled" | "rejected";

/**
 * The registrations a feed serves: the live ones, and those the organisation called off
 * (cancelled with their means or activity, rejected), which a subscribed calendar then shows
 * cancelled rather than losing them without a word. Those the person unregistered from, and
 * deleted ones, leave the feed: the next refresh takes them out of the calendar.
 */
export const calendarFeedRegistrationStatuses = [
  "pending",
  "validated",
  "rejected",
  "cancelled",
] as const satisfies readonly RegistrationStatus[];

/** Days before now a feed still serves (a registration ended earlier is left out). */
export const calendarFeedDaysBack = 31;
/** Days after now a feed serves (a registration starting later is left out). */
export const calendarFeedDaysAhead = 366;
/**
 * Events a feed serves at most, the earliest first: one person has far fewer in the window, so
 * the bound only keeps the cost of a read fixed.
 */
export const calendarFeedMaxEvents = 500;

const dayMs = 86_400_000;

/** The instants between which a feed read at `now` serves registrations. */
export function calendarFeedWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - calendarFeedDaysBack * dayMs),
    to: new Date(now.getTime() + calendarFeedDaysAhead * dayMs),
  };
}

/** How a registration reads in the feed; null when the feed leaves it out. */
export function calendarFeedStatus(
  registration: Pick<Registration, "status" | "isProposed">,
): CalendarFeedStatus | null {
  switch (registration.status) {
    case "pending":
      return registration.isProposed ? "proposed" : "pending";
    case "validated":
    case "cancelled":
    case "rejected":
      return registration.status;
    default:
      return null;
  }
}
