import {
  assignmentConflicts,
  type Conflict,
  type ConflictCandidate,
  type ConflictInput,
  type ExistingRegistration,
} from "./conflicts.js";
import { instantMs, type Period } from "./period.js";

/**
 * The rest rules of a person's duty (decision 043), counting paid work schedules and
 * volunteering together: at least `minimumRestHours` between two separate duties, and at most
 * `maximumDutyHours` of duty in any `dutyWindowHours`. Beyond the spec: warnings, never refusals.
 */
export const restRules = {
  minimumRestHours: 11,
  maximumDutyHours: 10,
  dutyWindowHours: 24,
} as const;

/** What the rest rules of one person need, besides what the conflict check needs. */
export interface RestInput extends ConflictInput {
  /**
   * The person's work schedules from the time-and-attendance tool (paid duty), at least those
   * within a day of the items.
   */
  workSchedules: readonly Period[];
}

const hourMs = 3_600_000;

/** A stretch of duty, with the means it comes from (none for a work schedule). */
interface Duty {
  start: number;
  end: number;
  meansIds: number[];
}

/**
 * The rest warnings of one person over their selection, item by item in the order of the
 * selection, `shortRest` before `longDuty`; none blocks.
 *
 * The person's duty is the union of their live registrations (validated or pending: either may
 * be the one that holds), the other items of the selection and their work schedules; duties that
 * overlap or touch make one stretch. Rest is the gap between two stretches. A single stretch
 * longer than the maximum is the means' own schedule, planned so (the 12-hour split exists for
 * it): only duty added to it within the window warns. `otherIds` lists the other means of the
 * duties found too close or too long, ascending; a work schedule has no id.
 *
 * Its cost grows with the person's duties within a day of the items, never with the data beyond.
 *
 * @throws RangeError when an instant is not an ISO 8601 date-time with an offset.
 */
export function restConflicts(input: RestInput): Conflict[] {
  const { personId, candidates } = input;
  const registrations = input.registrations.filter(
    (registration) =>
      registration.personId === personId &&
      (registration.status === "validated" || registration.status === "pending"),
  );
  return candidates.flatMap((candidate) => {
    const item = dutyOf(candidate, [candidate.meansOfInterventionId]);
    if (item.end <= item.start) return [];
    const others = [
      ...registrations
        .filter((registration) => !sameItem(registration, candidate))
        .map((registration) => dutyOf(registration, [registration.meansOfInterventionId])),
      ...candidates
        .filter((other) => other.meansOfInterventionId !== candidate.meansOfInterventionId)
        .map((other) => dutyOf(other, [other.meansOfInterventionId])),
      ...input.workSchedules.map((schedule) => dutyOf(schedule, [])),
    ].filter((duty) => duty.end > duty.start);
    const stretches = merged([item, ...others]);
    const own = stretches.find((stretch) => stretch.start <= item.start && item.end <= stretch.end);
    if (own === undefined) return [];
    const subject = {
      personId,
      meansOfInterventionId: candidate.meansOfInterventionId,
      ...(candidate.registrationId === undefined
        ? {}
        : { registrationId: candidate.registrationId }),
    };
    const conflicts: Conflict[] = [];
    const minimumRest = restRules.minimumRestHours * hourMs;
    const tooClose = stretches.filter(
      (stretch) =>
        stretch !== own &&
        ((stretch.end <= own.start && own.start - stretch.end < minimumRest) ||
          (own.end <= stretch.start && stretch.start - own.end < minimumRest)),
    );
    if (tooClose.length > 0) {
      const otherIds = without(idsOf(tooClose), candidate);
      conflicts.push({ ...subject, type: "shortRest", otherIds, blocking: false });
    }
    const longest = longestWindow(item, stretches);
    if (longest !== undefined) {
      const otherIds = without(
        idsOf(others.filter((duty) => overlapMs(duty, longest) > 0)),
        candidate,
      );
      conflicts.push({ ...subject, type: "longDuty", otherIds, blocking: false });
    }
    return conflicts;
  });
}

/**
 * The conflicts of spec 02 §8 of one person over their selection and the rest warnings, item by
 * item in the order of the selection: what an assignment, a registration or a validation meets.
 *
 * @throws RangeError when an instant is not an ISO 8601 date-time with an offset.
 */
export function conflictsAndRest(input: RestInput): Conflict[] {
  const found = [...assignmentConflicts(input), ...restConflicts(input)];
  const order = new Map(
    input.candidates.map((candidate, index) => [candidate.meansOfInterventionId, index]),
  );
  return found
    .map((conflict, index) => ({ conflict, index }))
    .sort(
      (a, b) =>
        (order.get(a.conflict.meansOfInterventionId) ?? 0) -
          (order.get(b.conflict.meansOfInterventionId) ?? 0) || a.index - b.index,
    )
    .map(({ conflict }) => conflict);
}

function dutyOf(period: Period, meansIds: number[]): Duty {
  return { start: instantMs(period.start), end: instantMs(period.end), meansIds };
}

function sameItem(registration: ExistingRegistration, candidate: ConflictCandidate): boolean {
  return (
    registration.meansOfInterventionId === candidate.meansOfInterventionId ||
    registration.id === candidate.registrationId
  );
}

/** Duties that overlap or touch, joined into stretches, in time order. */
function merged(duties: readonly Duty[]): Duty[] {
  const stretches: Duty[] = [];
  for (const duty of [...duties].sort((a, b) => a.start - b.start)) {
    const last = stretches.at(-1);
    if (last !== undefined && duty.start <= last.end) {
      last.end = Math.max(last.end, duty.end);
      last.meansIds = [...last.meansIds, ...duty.meansIds];
    } else {
      stretches.push({ ...duty, meansIds: [...duty.meansIds] });
    }
  }
  return stretches;
}

/**
 * The window of `dutyWindowHours` holding part of the item where the duty is longest, when that
 * duty is over the maximum and more than the item's own part; `undefined` otherwise. The duty in
 * a sliding window changes slope only where the window's start or end meets a stretch's start or
 * end, so the longest is at one of those places or at the ends of the windows holding the item.
 */
function longestWindow(item: Duty, stretches: readonly Duty[]): Duty | undefined {
  const length = restRules.dutyWindowHours * hourMs;
  const edges = stretches.flatMap((stretch) => [stretch.start, stretch.end]);
  const starts = [
    ...edges,
    ...edges.map((edge) => edge - length),
    item.start - length + 1,
    item.end - 1,
  ].filter((start) => start < item.end && start + length > item.start);
  let longest: { window: Duty; duty: number } | undefined;
  for (const start of starts) {
    const window = { start, end: start + length, meansIds: [] };
    const duty = stretches.reduce((sum, stretch) => sum + overlapMs(stretch, window), 0);
    if (duty <= overlapMs(item, window) || duty <= restRules.maximumDutyHours * hourMs) continue;
    if (longest === undefined || duty > longest.duty) longest = { window, duty };
  }
  return longest?.window;
}

function overlapMs(a: Duty, b: Duty): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

function idsOf(duties: readonly Duty[]): number[] {
  return [...new Set(duties.flatMap((duty) => duty.meansIds))].sort((a, b) => a - b);
}

function without(ids: readonly number[], candidate: ConflictCandidate): number[] {
  return ids.filter((id) => id !== candidate.meansOfInterventionId);
}
