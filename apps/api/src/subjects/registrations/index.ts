/** What the other subjects may use of this one; everything else is its own. */
export { cancelRegistrationsOf } from "./cancellation.js";
export { requireNoBlockingConflict, requireReachable } from "./checks.js";
export { conflictsOfRegistrations, lockRegistration } from "./decisions.js";
export { requireReadable } from "./expected-places.js";
export type { Clock } from "./registrations.js";
export {
  actsForThemselves,
  otherParticipations,
  personOf,
  type RegistrationCriteria,
  registrationCriteria,
  requirePlacedRegistration,
  staffingTransaction,
  writing,
} from "./store.js";
export { type RegistrationView, registrationViews } from "./views.js";
