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
 * volunteering together: at least `minimumRestHours` of consecutive rest in a working day of
 * `dutyWindowHours`, and at most `maximumDutyHours` of duty in any `dutyWindowHours`. Beyond the spec: warnings, never refusals.
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
 * overlap or touch make one stretch. Stretches less than the minimum rest apart make a working
 * day, which must leave the minimum rest within 24 hours: `shortRest` when the item's day spans
 * more than 24 − 11 = 13 hours (a night too short between an evening and a morning, or a paid
 * day followed by an evening post), while two posts of one day with a break between them do not
 * warn. A single stretch is the means' own schedule, planned so (the 12-hour split exists for
 * it): only duty added to it warns. `otherIds` lists the other means of the day too long or of
 * the 24 hours too full, ascending; a work schedule has no id.
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
    const day = dayOf(own, stretches);
    if (
      day.length > 1 &&
      spanOf(day) > (restRules.dutyWindowHours - restRules.minimumRestHours) * hourMs
    ) {
      const otherIds = without(idsOf(day.filter((stretch) => stretch !== own)), candidate);
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
 * The stretches of the working day holding `own`: those reached from it by gaps shorter than the
 * minimum rest, in time order. A day of stretches is followed by a rest of at least the minimum.
 */
function dayOf(own: Duty, stretches: readonly Duty[]): Duty[] {
  const minimumRest = restRules.minimumRestHours * hourMs;
  // Stretches are in time order and apart: the gap after the one at `index`.
  const restAfter = (index: number) =>
    (stretches[index + 1] as Duty).start - (stretches[index] as Duty).end;
  let first = stretches.indexOf(own);
  let last = first;
  while (first > 0 && restAfter(first - 1) < minimumRest) first -= 1;
  while (last < stretches.length - 1 && restAfter(last) < minimumRest) last += 1;
  return stretches.slice(first, last + 1);
}

function spanOf(day: readonly Duty[]): number {
  return (day.at(-1)?.end ?? 0) - (day[0]?.start ?? 0);
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
