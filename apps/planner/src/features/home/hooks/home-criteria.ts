import {
  type Instant,
  liveRegistrationStatuses,
  pageSizes,
  placeLeftCompletenesses,
  type StaffCompleteness,
  staffCompletenesses,
} from "@releve/domain";
import type { MeansSearchCriteria } from "../api/search-means";
import type { RegistrationSearchCriteria } from "../api/search-registrations";
import type { Period } from "./home-moment";

/**
 * The completeness levels of a means lacking staff: every one but the domain's `allStaffed`
 * (validated staff reaching the required count), pending registrations or not.
 */
export const lackingStaff: StaffCompleteness[] = staffCompletenesses.filter(
  (completeness) => completeness !== "allStaffed",
);

/** How many items a list of the start page shows; the pages it links to show them all. */
export const shownPerList = 5;

/** The means of a day that lack staff: cancelled ones need nobody; the soonest first. */
export function meansToCompleteCriteria(period: Period): MeansSearchCriteria {
  return {
    status: "allExceptCancelled",
    from: period.from,
    to: period.to,
    staffCompletenesses: lackingStaff,
    sort: { field: "start", direction: "asc" },
    pageSize: shownPerList,
  };
}

/** The person's next registrations: not ended yet, the soonest first. */
export function upcomingRegistrationsCriteria(now: Instant): RegistrationSearchCriteria {
  return {
    statuses: [...liveRegistrationStatuses],
    from: now,
    sort: { field: "start", direction: "asc" },
    pageSize: shownPerList,
  };
}

/**
 * The open means with a place left, not ended yet, the soonest first: twice as many as are
 * shown, since those the person is already on, or whose deadline has passed, are left out after.
 */
export function openMeansCriteria(now: Instant): MeansSearchCriteria {
  return {
    status: "open",
    from: now,
    staffCompletenesses: [...placeLeftCompletenesses],
    sort: { field: "start", direction: "asc" },
    pageSize: shownPerList * 2,
  };
}

/** The person's live registrations on these means: those she need not register for again. */
export function registrationsOnCriteria(
  meansOfInterventionIds: number[],
): RegistrationSearchCriteria {
  return {
    meansOfInterventionIds,
    statuses: [...liveRegistrationStatuses],
    // A person may hold more than one live registration on a means: one page holds them all.
    pageSize: Math.max(...pageSizes),
  };
}
