import type { RegistrationStatus } from "../enums.js";
import { liveRegistrationStatuses } from "../lifecycle/registration.js";
import type { StaffType } from "../roles.js";

/**
 * Who the opening of a means of intervention is announced to (decision 025): the spec says
 * opening "makes it accessible to volunteers" (spec 01 §4), so it is told to the volunteers linked
 * to the means' activity who are not registered on it yet. Announcing it to every volunteer of the
 * organisation would be noise.
 */

/**
 * The staff types an opening is announced to: volunteers, who register themselves. Employees and
 * external staff are assigned by managers, so an opening changes nothing for them.
 */
export const openingRecipientStaffTypes = ["volunteer"] as const satisfies readonly StaffType[];

/**
 * The statuses of a registration on the means that keep its person from being told of the
 * opening: the live ones, pending or validated — they are on it already. A person whose
 * registration was rejected, withdrawn, cancelled or deleted is told again.
 */
export const openingExcludingRegistrationStatuses = liveRegistrationStatuses;

/** What {@link isOpeningRecipient} reads of a person. */
export interface OpeningCandidate {
  staffType: StaffType;
  /** Whether the person is linked to the means' activity. */
  linkedToActivity: boolean;
  /** The statuses of the person's registrations on the means, if any. */
  registrationStatuses: readonly RegistrationStatus[];
}

/**
 * Whether a person is told of a means' opening (decision 025): one of
 * {@link openingRecipientStaffTypes}, linked to the means' activity, with no registration on the
 * means in {@link openingExcludingRegistrationStatuses}.
 */
export function isOpeningRecipient(candidate: OpeningCandidate): boolean {
  return (
    (openingRecipientStaffTypes as readonly StaffType[]).includes(candidate.staffType) &&
    candidate.linkedToActivity &&
    !candidate.registrationStatuses.some((status) =>
      (openingExcludingRegistrationStatuses as readonly RegistrationStatus[]).includes(status),
    )
  );
}
