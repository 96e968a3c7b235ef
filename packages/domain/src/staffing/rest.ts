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
 * volunteering together, over a working day: duties less than `minimumRestHours` apart. A day
 * must leave `minimumRestHours` of consecutive rest in `dayHours`, so span at most their
 * difference, and hold at most `maximumDutyHours` of duty. Beyond the spec: warnings, never
 * refusals.
 */
export const restRules = {
  minimumRestHours: 11,
  maximumDutyHours: 10,
  dayHours: 24,
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
 * overlap or touch make one stretch. Stretches less than the minimum rest apart make the item's
 * working day:
 * - `shortRest` when it spans more than 24 − 11 = 13 hours, leaving no 11 hours of rest (a night
 *   too short between an evening and a morning, a paid day followed by an evening post); two
 *   posts of one day with a break between them do not warn;
 * - `longDuty` when its stretches hold more than 10 hours of duty.
 *
 * A day of the item alone is the means' own schedule, planned so (the 12-hour split exists for
 * it): only duty added to it warns. `otherIds` lists the other means of the day, ascending; a
 * work schedule has no id. The cost grows with the person's duties around the items only.
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
    const day = dayOf(item, stretches);
    const duty = day.reduce((sum, stretch) => sum + (stretch.end - stretch.start), 0);
    if (duty <= item.end - item.start) return [];
    const subject = {
      personId,
      meansOfInterventionId: candidate.meansOfInterventionId,
      ...(candidate.registrationId === undefined
        ? {}
        : { registrationId: candidate.registrationId }),
      otherIds: idsOf(day).filter((id) => id !== candidate.meansOfInterventionId),
      blocking: false,
    };
    const span = (day.at(-1)?.end ?? item.end) - (day[0]?.start ?? item.start);
    const conflicts: Conflict[] = [];
    if (span > (restRules.dayHours - restRules.minimumRestHours) * hourMs) {
      conflicts.push({ ...subject, type: "shortRest" });
    }
    if (duty > restRules.maximumDutyHours * hourMs) {
      conflicts.push({ ...subject, type: "longDuty" });
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
 * The stretches of the working day holding `item`: those reached from its stretch by gaps shorter
 * than the minimum rest, in time order.
 */
function dayOf(item: Duty, stretches: readonly Duty[]): Duty[] {
  const minimumRest = restRules.minimumRestHours * hourMs;
  // Stretches are in time order and apart: the rest after the one at `index`.
  const restAfter = (index: number) =>
    (stretches[index + 1] as Duty).start - (stretches[index] as Duty).end;
  let first = stretches.findIndex(
    (stretch) => stretch.start <= item.start && item.end <= stretch.end,
  );
  let last = first;
  while (first > 0 && restAfter(first - 1) < minimumRest) first -= 1;
  while (last < stretches.length - 1 && restAfter(last) < minimumRest) last += 1;
  return stretches.slice(first, last + 1);
}

function idsOf(duties: readonly Duty[]): number[] {
  return [...new Set(duties.flatMap((duty) => duty.meansIds))].sort((a, b) => a - b);
}
