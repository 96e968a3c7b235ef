import type { Instant, StaffCounts } from "../entities.js";
import type { MeansStatus, StaffCompleteness } from "../enums.js";
import { type ApiError, apiError, unexpectedStatus } from "../errors.js";
import { entityAncestry, type ScopeReference } from "../permissions/scope.js";
import { compareInstants } from "../time/zoned.js";
import { staffCompleteness } from "./completeness.js";

/**
 * Reinforcement requests (spec 01 §1, spec 02 §1 "sends reinforcement notifications"): when a
 * means of intervention lacks staff, the persons and shared addresses registered for its entity
 * and activity are asked to come and help.
 */

/**
 * Statuses in which a means may ask for reinforcement: `public` (staff see it, managers assign)
 * and `open` (volunteers register themselves). A draft is seen by managers only, and a cancelled
 * means needs nobody.
 */
export const reinforcementMeansStatuses = [
  "public",
  "open",
] as const satisfies readonly MeansStatus[];

/**
 * Completeness levels that lack staff: nobody, or too few even counting the registrations still
 * to be validated. A ready-staffed means has enough people once its manager validates them, so
 * asking for more would over-recruit.
 */
export const reinforcementCompletenesses = [
  "noneStaffed",
  "partiallyStaffed",
] as const satisfies readonly StaffCompleteness[];

/** What the reinforcement rule needs to know of a means. */
export interface ReinforcementCandidate {
  id: number;
  status: MeansStatus;
  staff: StaffCounts;
  /** The end of the means on site. */
  end: Instant | Date;
}

/**
 * Why a means may not ask for reinforcement now, or `undefined` when it may:
 * `meansOfIntervention.unexpectedStatus` (action `requestReinforcement`) outside
 * {@link reinforcementMeansStatuses}; `reinforcement.meansEnded` once it has ended;
 * `reinforcement.staffComplete` when it is all staffed or ready staffed.
 */
export function reinforcementRefusal(
  means: ReinforcementCandidate,
  now: Date,
): ApiError | undefined {
  if (!(reinforcementMeansStatuses as readonly MeansStatus[]).includes(means.status)) {
    return unexpectedStatus("meansOfIntervention", {
      status: means.status,
      action: "requestReinforcement",
      allowedFrom: reinforcementMeansStatuses,
    });
  }
  if (compareInstants(means.end, now) <= 0) {
    return apiError("reinforcement", "meansEnded", { meansOfInterventionId: means.id });
  }
  const completeness = staffCompleteness(means.staff);
  if (!(reinforcementCompletenesses as readonly StaffCompleteness[]).includes(completeness)) {
    return apiError("reinforcement", "staffComplete", {
      meansOfInterventionId: means.id,
      staffCompleteness: completeness,
    });
  }
  return undefined;
}

/** A registered recipient of reinforcement requests: a person or a shared address. */
export type ReinforcementRecipient = { entityId: number; activityId: number } & (
  | { personId: number; email?: null | undefined }
  | { personId?: null | undefined; email: string }
);

/**
 * Whether a recipient registered for an entity and an activity is asked for a means of another
 * entity: the same activity, and an entity that is the means' own or one of its ancestors (a
 * section's address hears of every rescue centre under it, as a scope covers its descendants).
 */
export function notifiesFor(
  recipient: Pick<ReinforcementRecipient, "entityId" | "activityId">,
  place: { entityId: number; activityId: number },
  entityParent: ScopeReference["entityParent"],
): boolean {
  return (
    recipient.activityId === place.activityId &&
    entityAncestry(place.entityId, entityParent).includes(recipient.entityId)
  );
}

/**
 * Who a recipient is, to send one request per person or address whatever the number of
 * entity × activity pairs they are registered for: `person:{id}`, or the e-mail trimmed and in
 * lower case (addresses compare case-insensitively, spec 02 §8).
 */
export function recipientKey(recipient: ReinforcementRecipient): string {
  return recipient.personId != null
    ? `person:${recipient.personId}`
    : `email:${String(recipient.email).trim().toLowerCase()}`;
}

/** `reinforcement.reinforcementPersonAlreadyExists`: the person is already notified there. */
export function reinforcementPersonAlreadyExists<D extends Record<string, unknown>>(
  data = {} as D,
): ApiError<D> {
  return apiError("reinforcement", "reinforcementPersonAlreadyExists", data);
}

/** `reinforcement.noRecipient`: nobody is registered for the means' entity and activity. */
export function noReinforcementRecipient<D extends Record<string, unknown>>(
  data = {} as D,
): ApiError<D> {
  return apiError("reinforcement", "noRecipient", data);
}

/** `reinforcement.nothingToReinforce`: no means of the activity lacks staff now. */
export function nothingToReinforce<D extends Record<string, unknown>>(data = {} as D): ApiError<D> {
  return apiError("reinforcement", "nothingToReinforce", data);
}
