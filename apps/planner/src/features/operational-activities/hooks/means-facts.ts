import type { ActivityRow } from "../api/activities";

/** What an activity's means hold, as its actions' dialogs say it. */
export interface ActivityMeansFacts {
  /** Its means, cancelled ones included: a single activity with any cannot be deleted. */
  count: number;
  /** The people registered on them (pending or validated): those a cancellation notifies. */
  registered: number;
  /** Whether `registered` sums only part of the means (more means than one page of them). */
  isPartial: boolean;
}

/** The staff counts of a means, as its search answers them. */
interface StaffCounts {
  staff: { validated: number; pending: number };
}

/** The people a means holds: its pending and validated registrations, proposed ones included. */
const registeredOn = ({ staff }: StaffCounts) => staff.validated + staff.pending;

/**
 * The facts of a row of the activities list (decision 029): its means taking part and those
 * cancelled, and the people registered on those taking part (a cancelled means has released its
 * registrations).
 */
export function meansFactsOfSummary(means: ActivityRow["means"]): ActivityMeansFacts {
  return {
    count: means.count + means.cancelled,
    registered: registeredOn(means),
    isPartial: false,
  };
}

/**
 * The facts of a page of an activity's means searched in every status: all of them counted by
 * the search's total, the people registered summed over the page's means.
 */
export function meansFactsOfPage(page: {
  total: number;
  items: readonly StaffCounts[];
}): ActivityMeansFacts {
  return {
    count: page.total,
    registered: page.items.reduce((sum, means) => sum + registeredOn(means), 0),
    isPartial: page.total > page.items.length,
  };
}
