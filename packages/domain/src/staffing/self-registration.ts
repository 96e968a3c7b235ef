import type { Instant, StaffCounts } from "../entities.js";
import type { MeansStatus } from "../enums.js";
import type { ApiError } from "../errors.js";
import { meansTransition } from "../lifecycle/means.js";
import type { Conflict } from "./conflicts.js";
import {
  conflictRefusal,
  registrationDeadlineRefusal,
  staffMaximumRefusal,
} from "./registration-rules.js";

/** What decides, before they try, whether a person may register themselves on a means. */
export interface SelfRegistrationFacts {
  meansOfInterventionId: number;
  status: MeansStatus;
  /** The deadline that governs the means ({@link effectiveRegistrationSettings}), if any. */
  registrationDeadline: Instant | null;
  staff: StaffCounts;
  /** The conflicts registering would meet (`Registration/Conflicts` for the person). */
  conflicts: readonly Conflict[];
}

/**
 * Why a person cannot register themselves on a means they hold no live registration on, in the
 * order the API checks it at `Registration/Register` — the means' status
 * (`meansOfIntervention.unexpectedStatus`: only an open means takes registrations), the deadline,
 * the staff maximum, then the first blocking conflict (validated elsewhere at that time, absent);
 * `undefined` when nothing stands in the way. The planner says it beside the disabled action
 * instead of letting the person try.
 *
 * @throws RangeError when the deadline is not an ISO 8601 instant with an offset.
 */
export function selfRegistrationRefusal(
  facts: SelfRegistrationFacts,
  now: Date,
): ApiError | undefined {
  const id = facts.meansOfInterventionId;
  const status = meansTransition({ status: facts.status, splitSiblingId: null }, "register");
  if (!status.ok) return { ...status.error, data: { ...status.error.data, id } };
  return (
    registrationDeadlineRefusal(id, facts.registrationDeadline, now) ??
    staffMaximumRefusal(id, facts.staff, 1) ??
    conflictRefusal(facts.conflicts)
  );
}
