import { registrationWindowHours } from "../constants.js";
import type { Instant, StaffCounts } from "../entities.js";
import {
  type ApiError,
  conflict,
  type DatesOutOfBoundsData,
  datesOutOfBounds,
  unexpectedStatus,
} from "../errors.js";
import { blocking, type Finding } from "../findings.js";
import type { RegistrationAction, RegistrationState } from "../lifecycle/registration.js";
import {
  liveRegistrationStatuses,
  registrationLifecycleStatus,
} from "../lifecycle/registration.js";
import type { StaffType } from "../roles.js";
import { formatInstant, toZonedInstant } from "../time/zoned.js";
import { exceedsStaffMaximum } from "./completeness.js";
import { type Conflict, type ConflictType, conflictTypes } from "./conflicts.js";
import { instantMs, type Period } from "./period.js";

/**
 * The rules of registering, assigning, proposing and validating that the lifecycle table does not
 * hold: which settings govern a means, the registration deadline, the staff maximum as a refusal,
 * blocking conflicts as a refusal, the registration window as bounds, which registrations take a
 * schedule change, and the operational role.
 */

/** The registration settings a means reads: its own, or its activity's when it inherits them. */
export interface RegistrationSettings {
  automaticRegistrationValidation: boolean;
  registrationDeadline: Instant | null;
}

/**
 * The settings that govern registrations on a means (spec 02 §3 "inheritance from the activity"):
 * the activity's automatic validation and deadline when the means inherits them, else its own.
 */
export function effectiveRegistrationSettings(
  means: RegistrationSettings & { inheritsFromActivity: boolean },
  activity: RegistrationSettings,
): RegistrationSettings {
  const source = means.inheritsFromActivity ? activity : means;
  return {
    automaticRegistrationValidation: source.automaticRegistrationValidation,
    registrationDeadline: source.registrationDeadline,
  };
}

/**
 * The registration deadline that governs a means ({@link effectiveRegistrationSettings}) when its
 * activity may not have been read: unknown (null) for a means that inherits from an activity not
 * at hand, its own otherwise. A deadline unknown refuses nothing ahead; the API still applies it.
 */
export function governingRegistrationDeadline(
  means: RegistrationSettings & { inheritsFromActivity: boolean },
  activity: RegistrationSettings | undefined,
): Instant | null {
  if (activity) return effectiveRegistrationSettings(means, activity).registrationDeadline;
  return means.inheritsFromActivity ? null : means.registrationDeadline;
}

/**
 * `registration.registrationDeadlinePassed { meansOfInterventionId, deadline }`: field staff
 * register themselves until the deadline, not after it (managers still assign and propose).
 * No deadline, no refusal; the deadline instant itself is still in time.
 *
 * @throws RangeError when the deadline is not an ISO 8601 instant with an offset.
 */
export function registrationDeadlineRefusal(
  meansOfInterventionId: number,
  deadline: Instant | null,
  now: Date,
): ApiError | undefined {
  if (deadline === null || now.getTime() <= instantMs(deadline)) return undefined;
  return registrationRefusal("registrationDeadlinePassed", { meansOfInterventionId, deadline });
}

/**
 * `registration.staffMaximumReached { meansOfInterventionId, max }` (spec 02 §5 "required staff
 * maximum must not be exceeded"): the refusal of an action that would add `adding` people to a
 * means already holding its required staff, validated and pending together
 * ({@link exceedsStaffMaximum}). The same code answers when the database's own check refuses a
 * validation that raced another, so the planner sees one message whatever the timing.
 */
export function staffMaximumRefusal(
  meansOfInterventionId: number,
  counts: StaffCounts,
  adding: number,
): ApiError | undefined {
  if (!exceedsStaffMaximum(counts, adding)) return undefined;
  return staffMaximumReached({ meansOfInterventionId, max: counts.required });
}

/**
 * `registration.staffMaximumReached { meansOfInterventionId, max }` when validating `validating`
 * pending registrations of a means (a manager's validation, a person accepting propositions)
 * would take its validated staff above the required count. They already hold their places among
 * the pending, so only the validated count can pass the maximum: when the required count was
 * lowered after they came, not every one of them can still be validated.
 */
export function validationStaffMaximumRefusal(
  meansOfInterventionId: number,
  counts: StaffCounts,
  validating: number,
): ApiError | undefined {
  if (validating <= 0 || counts.validated + validating <= counts.required) return undefined;
  return staffMaximumReached({ meansOfInterventionId, max: counts.required });
}

/** `registration.staffMaximumReached`: the means already holds its required staff. */
export function staffMaximumReached(data: {
  meansOfInterventionId?: number;
  max?: number;
}): ApiError {
  return registrationRefusal("staffMaximumReached", data);
}

/**
 * The refusal of an action meeting a blocking conflict (spec 02 §8 "Blocking conflicts refuse the
 * action"): `registration.{type}Conflict` of the first blocking conflict, with every conflict found
 * (blocking or not, each flagged) as `data.conflicts`, so the dialog lists them all at once.
 */
export function conflictRefusal(
  conflicts: readonly Conflict[],
): ApiError<{ conflicts: Conflict[] }> | undefined {
  const type = conflicts.find((found) => found.blocking)?.type;
  // Only the conflicts of spec 02 §8 block; the rest rules' warnings never do.
  if (type === undefined || !isBlockable(type)) return undefined;
  return conflict("registration", type, { conflicts: [...conflicts] });
}

function isBlockable(type: Conflict["type"]): type is ConflictType {
  return (conflictTypes as readonly string[]).includes(type);
}

/**
 * The earliest start and latest end of a registration on a means (spec 02 §5, §9: 4 real hours
 * before its start and after its end), as instants with the offset of `timeZone`.
 */
export function registrationWindow(
  means: Period,
  timeZone: string,
): { expectedMin: Instant; expectedMax: Instant } {
  const margin = registrationWindowHours * 3_600_000;
  const instant = (ms: number) => formatInstant(toZonedInstant(new Date(ms), timeZone));
  return {
    expectedMin: instant(instantMs(means.start) - margin),
    expectedMax: instant(instantMs(means.end) + margin),
  };
}

/**
 * `registration.datesOutOfBounds` (spec 02 §8) when a registration period leaves the means'
 * window — when a schedule change proposed earlier is validated after the means moved, for
 * instance. Inside the window, `undefined`.
 *
 * @throws RangeError when an instant is not an ISO 8601 instant with an offset.
 */
export function registrationOutOfBounds(
  period: Period,
  means: Period,
  timeZone: string,
): ApiError<DatesOutOfBoundsData> | undefined {
  const window = registrationWindow(means, timeZone);
  if (
    instantMs(period.start) >= instantMs(window.expectedMin) &&
    instantMs(period.end) <= instantMs(window.expectedMax)
  ) {
    return undefined;
  }
  return datesOutOfBounds("registration", { ...window, start: period.start, end: period.end });
}

/**
 * `registration.unexpectedStatus` when a registration's period or details may no longer change
 * (spec 02 §4): only a live registration — pending, proposed or validated — is edited, or takes
 * a schedule change.
 */
export function liveRegistrationRefusal(
  registration: RegistrationState,
  action: "edit" | "proposeSchedule" | "applySchedule",
): ApiError | undefined {
  if ((liveRegistrationStatuses as readonly string[]).includes(registration.status)) {
    return undefined;
  }
  return unexpectedStatus("registration", {
    status: registrationLifecycleStatus(registration),
    action,
    allowedFrom: ["pending", "pendingProposed", "validated"],
  });
}

/**
 * The operational role of a registration (spec 02 §3), when one is given: one of the roles of the
 * means' type when the type lists any (`registration.operationalRoleNotOfType` on
 * `operationalRoleId`, blocking). A type without roles takes any role.
 */
export function checkOperationalRole(
  operationalRoleId: number | null | undefined,
  typeRoleIds: readonly number[],
): Finding[] {
  if (operationalRoleId == null || typeRoleIds.length === 0) return [];
  if (typeRoleIds.includes(operationalRoleId)) return [];
  return [blocking("operationalRoleId", "registration.operationalRoleNotOfType")];
}

/**
 * Whether a registration made by `action` for a person of `staffType` also goes to the other half
 * of a split means (spec 01 §4: "employees assigned to one are automatically assigned to the
 * other"): an employee assigned by a manager. Volunteers choose their halves; a proposition
 * waits for the person's answer.
 */
export function followsToSplitSibling(staffType: StaffType, action: RegistrationAction): boolean {
  return staffType === "employee" && action === "assign";
}

/** The subjects of a `concurrentChange` refusal. */
export type ConcurrentChangeSubject = "registration" | "scheduleChange";

/**
 * `{subject}.concurrentChange` (decision 006): someone changed the same registrations at the same
 * moment and the action could not be completed; reloading shows the new state.
 */
export function concurrentChange(
  subject: ConcurrentChangeSubject,
  data: Record<string, unknown> = {},
): ApiError {
  return { category: subject, code: "concurrentChange", data };
}

/** `scheduleChange.notFound`. */
export function scheduleChangeNotFound(data: { id: number }): ApiError {
  return { category: "scheduleChange", code: "notFound", data };
}

/** `scheduleChange.forbidden`: the registration it changes lies outside the role's scope. */
export function scheduleChangeForbidden(data: { id: number }): ApiError {
  return { category: "scheduleChange", code: "forbidden", data };
}

/**
 * `scheduleChange.pendingExists { registrationId, scheduleChangeId }`: a registration has one
 * pending schedule change at a time; it is validated or rejected before another is proposed.
 */
export function scheduleChangePendingExists(data: {
  registrationId: number;
  scheduleChangeId?: number;
}): ApiError {
  return { category: "scheduleChange", code: "pendingExists", data };
}

function registrationRefusal(code: string, data: Record<string, unknown>): ApiError {
  return { category: "registration", code, data };
}

/**
 * Whether the person may still register on an open means of their scope as far as a list of open
 * means knows (the start page's, the calendar's): not already on it (a live registration), its
 * deadline not passed ({@link registrationDeadlineRefusal}), not ended. Its place left and status
 * are the search's criteria; the conflicts are for the registration's own check.
 */
export function mayStillRegister(
  means: { id: number; end: Instant },
  deadline: Instant | null,
  liveMeansIds: ReadonlySet<number>,
  now: Date,
): boolean {
  return (
    !liveMeansIds.has(means.id) &&
    instantMs(means.end) > now.getTime() &&
    !registrationDeadlineRefusal(means.id, deadline, now)
  );
}
