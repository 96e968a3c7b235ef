import type { Absence, Registration } from "../entities.js";
import { type Period, periodsOverlap } from "./period.js";

/**
 * The conflicts of spec 02 §8, each found for a means of intervention (a person being assigned
 * or registering) and for a registration (an existing one being validated):
 * - `ubiquity`: the selected items overlap in time within the selection;
 * - `absence`: the person is absent (an approved full absence);
 * - `partialAbsence`: assigned but partially absent, to check in the time-and-attendance tool;
 * - `pendingAbsence`: an absence not yet approved;
 * - `existingRegistration`: the person is already registered on other means in the same period.
 */
export const conflictTypes = [
  "ubiquity",
  "absence",
  "partialAbsence",
  "pendingAbsence",
  "existingRegistration",
] as const;

/** One of the conflict types. */
export type ConflictType = (typeof conflictTypes)[number];

/**
 * The warnings of the rest rules (`staffing/rest.ts`, decision 043), found and shown with the
 * conflicts and never blocking:
 * - `shortRest`: the person's working day holding the item leaves less than the minimum rest
 *   within 24 hours;
 * - `longDuty`: that working day holds more than the maximum duty.
 */
export const restConflictTypes = ["shortRest", "longDuty"] as const;

/** One of the rest warnings. */
export type RestConflictType = (typeof restConflictTypes)[number];

/** Everything an assignment, a registration or a validation may meet. */
export const foundConflictTypes = [...conflictTypes, ...restConflictTypes] as const;

/**
 * A conflict found for a person on one item of a selection (spec 02 §8). "Blocking conflicts
 * refuse the action. Non-blocking conflicts are applied and flagged": `blocking` says which.
 */
export interface Conflict {
  type: ConflictType | RestConflictType;
  personId: number;
  /** The means the person is assigned to, or of the registration checked. */
  meansOfInterventionId: number;
  /** The registration checked, when the item is an existing registration. */
  registrationId?: number | undefined;
  /**
   * Ids of the means of intervention the item conflicts with, ascending: the other selected
   * means for `ubiquity`, the means of the other registrations for `existingRegistration` (spec
   * 02 §8 "IDs listed"). Empty for absences, which have no id.
   */
  otherIds: number[];
  blocking: boolean;
}

/**
 * One item checked for a person: a means of intervention with the period the person would be
 * engaged, and the registration when it already exists (validation of a registration).
 */
export interface ConflictCandidate extends Period {
  meansOfInterventionId: number;
  registrationId?: number;
}

/** What the conflict check needs of the person's registrations, with their engaged periods. */
export type ExistingRegistration = Pick<
  Registration,
  "id" | "personId" | "meansOfInterventionId" | "status"
> &
  Period;

/** Everything the conflict check of one person needs. */
export interface ConflictInput {
  personId: number;
  /** The items selected for the person: the means assigned, or the registrations validated. */
  candidates: readonly ConflictCandidate[];
  /** The person's absences from the time-and-attendance tool; others' are ignored. */
  absences: readonly Absence[];
  /**
   * The person's registrations with the periods they engage the person; others', and those
   * neither validated nor pending, are ignored.
   */
  registrations: readonly ExistingRegistration[];
}

/**
 * The conflicts of one person over a selection (spec 02 §8), item by item in the order of the
 * selection, and for each item in the order of {@link conflictTypes}: at most one conflict of
 * each type per item.
 *
 * Which conflicts block, where the spec does not say:
 * - `ubiquity` blocks: nobody is in two places at once, and both items are in the user's own
 *   selection, so the user can correct it before submitting.
 * - `absence` blocks: the time-and-attendance tool has approved a full absence; a registration
 *   there would plan someone who will not come (and be rejected with the reason "absence").
 * - `partialAbsence` does not block: only part of the day is off, and the spec sends the user to
 *   the external tool to check whether the hours are compatible.
 * - `pendingAbsence` does not block, whether full or part: it may still be refused, so the
 *   assignment is applied and flagged for follow-up.
 * - `existingRegistration` blocks when one of the overlapping registrations is validated (the
 *   person is confirmed elsewhere), and does not when they are all pending: those may still be
 *   rejected, which is the "registration overlapping other participations" warning of spec 02 §5.
 *
 * Registrations on the same means as the item (the registration checked itself, a
 * re-registration) are not "other means", and registrations on means of the selection are
 * already reported as `ubiquity`, so neither counts as an existing registration.
 *
 * @throws RangeError when an instant is not an ISO 8601 date-time with an offset.
 */
export function assignmentConflicts(input: ConflictInput): Conflict[] {
  const { personId, candidates } = input;
  const selectedMeans = new Set(candidates.map((candidate) => candidate.meansOfInterventionId));
  const absences = input.absences.filter((absence) => absence.personId === personId);
  const registrations = input.registrations.filter(
    (registration) =>
      registration.personId === personId &&
      (registration.status === "validated" || registration.status === "pending") &&
      !selectedMeans.has(registration.meansOfInterventionId),
  );

  return candidates.flatMap((candidate) => {
    const subject = subjectOf(personId, candidate);
    const overlapping = absences.filter((absence) => periodsOverlap(absence, candidate));
    const approved = overlapping.filter((absence) => !absence.isPending);
    const elsewhere = registrations.filter((registration) =>
      periodsOverlap(registration, candidate),
    );
    const conflicts: Conflict[] = [];
    const ubiquity = ubiquityOf(personId, candidate, candidates);
    if (ubiquity !== undefined) conflicts.push(ubiquity);
    if (approved.some((absence) => absence.type === "FULL")) {
      conflicts.push({ ...subject, type: "absence", otherIds: [], blocking: true });
    }
    if (approved.some((absence) => absence.type === "PART")) {
      conflicts.push({ ...subject, type: "partialAbsence", otherIds: [], blocking: false });
    }
    if (overlapping.some((absence) => absence.isPending)) {
      conflicts.push({ ...subject, type: "pendingAbsence", otherIds: [], blocking: false });
    }
    if (elsewhere.length > 0) {
      conflicts.push({
        ...subject,
        type: "existingRegistration",
        otherIds: ascendingIds(elsewhere.map((registration) => registration.meansOfInterventionId)),
        blocking: elsewhere.some((registration) => registration.status === "validated"),
      });
    }
    return conflicts;
  });
}

/**
 * The `ubiquity` conflicts of a selection (spec 02 §8): each selected item that overlaps
 * another selected item in time, listing the means it overlaps. Items on the same means are one
 * place, not two. The relation is symmetric (A lists B exactly when B lists A), and the
 * conflicts found do not depend on the order of the selection; they follow it.
 *
 * @throws RangeError when an instant is not an ISO 8601 date-time with an offset.
 */
export function ubiquityConflicts(
  personId: number,
  candidates: readonly ConflictCandidate[],
): Conflict[] {
  return candidates.flatMap((candidate) => ubiquityOf(personId, candidate, candidates) ?? []);
}

/** Whether any conflict refuses the action (spec 02 §8). */
export function hasBlockingConflict(conflicts: readonly Conflict[]): boolean {
  return conflicts.some((conflict) => conflict.blocking);
}

function ubiquityOf(
  personId: number,
  candidate: ConflictCandidate,
  candidates: readonly ConflictCandidate[],
): Conflict | undefined {
  const others = candidates.filter(
    (other) =>
      other.meansOfInterventionId !== candidate.meansOfInterventionId &&
      periodsOverlap(other, candidate),
  );
  if (others.length === 0) return undefined;
  return {
    ...subjectOf(personId, candidate),
    type: "ubiquity",
    otherIds: ascendingIds(others.map((other) => other.meansOfInterventionId)),
    blocking: true,
  };
}

function subjectOf(
  personId: number,
  candidate: ConflictCandidate,
): Pick<Conflict, "personId" | "meansOfInterventionId" | "registrationId"> {
  const { meansOfInterventionId, registrationId } = candidate;
  return registrationId === undefined
    ? { personId, meansOfInterventionId }
    : { personId, meansOfInterventionId, registrationId };
}

function ascendingIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
