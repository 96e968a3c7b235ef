/** What the other subjects may use of this one; everything else is its own. */
export type { Clock } from "./actions.js";
export { cancelRegistrationsOf } from "./cancellation.js";
export { requireNoBlockingConflict, requireReachable } from "./checks.js";
export { conflictsOfRegistrations } from "./conflicts.js";
export { requireReadable } from "./expected-places.js";
export { lockRegistration } from "./locks.js";
export {
  actsForThemselves,
  otherParticipations,
  personOf,
  type RegistrationCriteria,
  registrationCriteria,
  registrationsWithPlaces,
  requirePlacedRegistration,
} from "./reads.js";
export { remindShifts, shiftRemindersJob } from "./reminder-job.js";
export { staffingTransaction, writing } from "./staffing-transaction.js";
export { type RegistrationView, registrationViews } from "./views.js";
