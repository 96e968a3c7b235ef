import * as v from "valibot";
import {
  meansStatuses,
  registrationFeedbacks,
  registrationStatuses,
  rejectionReasons,
  scheduleChangeStatuses,
} from "../enums.js";
import { registrationActions } from "../lifecycle/registration.js";
import { scheduleChangeActions } from "../lifecycle/schedule-change.js";
import { textMaxLengths } from "../limits.js";
import { staffTypes } from "../roles.js";
import { foundConflictTypes } from "../staffing/conflicts.js";
import {
  answerText,
  commentText,
  findingSchema,
  idValue,
  instantText,
  nameText,
} from "./response-parts.js";

/**
 * What the registration and schedule-change calls answer: a registration with its person and
 * schedules, a schedule change, the entries of the audit trail, and the conflicts and warnings
 * an action met.
 */

/**
 * A conflict of spec 02 §8 met by an action (`Conflict`): none blocks in a success, which would
 * have been refused; `registrationId` only for an existing registration checked.
 */
export const conflictSchema = v.object({
  type: v.picklist(foundConflictTypes),
  personId: idValue,
  meansOfInterventionId: idValue,
  registrationId: v.optional(idValue),
  otherIds: v.array(idValue),
  blocking: v.boolean(),
});

/** A period of a registration or of a schedule change. */
const periodSchema = v.object({ start: instantText, end: instantText });

/**
 * A registration as the API answers it (spec 01 §3): with the person's name and the operational
 * activity; the latest status change names who made it, `null` for the system (an automatic
 * validation).
 */
export const registrationAnswerSchema = v.object({
  id: idValue,
  personId: idValue,
  person: v.object({
    id: idValue,
    firstName: nameText,
    lastName: nameText,
    staffType: v.picklist(staffTypes),
    /** What the person does in the organisation (nurse, driver…), when known. */
    function: v.nullable(answerText(textMaxLengths.label)),
  }),
  meansOfInterventionId: idValue,
  /**
   * What the person's lists show of the means: its type in the caller's language, plate, status
   * and on-site period.
   */
  meansOfIntervention: v.object({
    typeName: answerText(textMaxLengths.label),
    plateNumber: v.nullable(answerText(textMaxLengths.plateNumber)),
    status: v.picklist(meansStatuses),
    ...periodSchema.entries,
  }),
  operationalActivityId: idValue,
  /** What the person's lists show of the operational activity. */
  operationalActivity: v.object({
    title: answerText(textMaxLengths.title),
    location: answerText(textMaxLengths.location),
  }),
  status: v.picklist(registrationStatuses),
  isProposed: v.boolean(),
  operationalRoleId: v.nullable(idValue),
  comment: commentText,
  rejectionReason: v.nullable(v.picklist(rejectionReasons)),
  /** What the person answered through an e-mail's action link, and when (decision 025). */
  feedback: v.nullable(v.object({ answer: v.picklist(registrationFeedbacks), at: instantText })),
  ...periodSchema.entries,
  /** The latest schedule change, the pending one first. */
  proposedSchedule: v.nullable(
    v.object({ id: idValue, ...periodSchema.entries, status: v.picklist(scheduleChangeStatuses) }),
  ),
  /** The schedule before a validated schedule change replaced it. */
  plannedSchedule: v.nullable(periodSchema),
  createdAt: instantText,
  latestStatusChange: v.object({
    status: v.picklist(registrationStatuses),
    at: instantText,
    byPersonId: v.nullable(idValue),
  }),
});

/** A schedule change as the API answers it, with the registration's schedule now. */
export const scheduleChangeAnswerSchema = v.object({
  id: idValue,
  registrationId: idValue,
  personId: idValue,
  person: v.object({ firstName: nameText, lastName: nameText }),
  meansOfInterventionId: idValue,
  /** The means' type, in the caller's language. */
  meansTypeName: answerText(textMaxLengths.label),
  operationalActivityId: idValue,
  operationalActivityTitle: answerText(textMaxLengths.title),
  ...periodSchema.entries,
  status: v.picklist(scheduleChangeStatuses),
  /** The registration's schedule now: the one replaced when the change is validated. */
  currentSchedule: periodSchema,
  proposedByPersonId: idValue,
  proposedBy: v.object({ firstName: nameText, lastName: nameText }),
  createdAt: instantText,
  decidedByPersonId: v.nullable(idValue),
  decidedAt: v.nullable(instantText),
});

/**
 * Text of the audit trail read as one of `options`: the trail keeps one table for every subject,
 * its actions and statuses as text, written from the domain's lists. The answer must hold one of
 * them, and the planner reads the domain's type.
 */
const auditText = <const Option extends string>(options: readonly Option[]) =>
  v.pipe(v.string(), v.picklist(options));

/**
 * What a registration's history records: its actions, and the person's answer through an
 * e-mail's action link (status unchanged; decision 025).
 */
export const registrationHistoryActions = [
  ...registrationActions,
  "feedbackConfirmed",
  "feedbackDeclined",
] as const;

/** Proposing a schedule change is recorded too, from nothing to pending. */
const scheduleChangeHistoryActions = ["propose", ...scheduleChangeActions] as const;

/** The parts of an audit entry every subject shares: when, who and why. */
const auditEntry = {
  id: idValue,
  subjectId: idValue,
  comment: commentText,
  at: instantText,
  /** Who made the change; `null` for the system (automatic validation). */
  by: v.nullable(v.object({ personId: idValue, firstName: nameText, lastName: nameText })),
};

/** A status change of a registration, as its history and the follow-up answer it. */
const registrationStatusChangeEntries = {
  ...auditEntry,
  subject: auditText(["registration"]),
  action: auditText(registrationHistoryActions),
  from: v.nullable(auditText(registrationStatuses)),
  to: auditText(registrationStatuses),
};

/**
 * One entry of a registration's history: a status change of the registration, or of one of its
 * schedule changes (`subject` tells which).
 */
export const registrationHistoryEntrySchema = v.variant("subject", [
  v.object(registrationStatusChangeEntries),
  v.object({
    ...auditEntry,
    subject: auditText(["scheduleChange"]),
    action: auditText(scheduleChangeHistoryActions),
    from: v.nullable(auditText(scheduleChangeStatuses)),
    to: auditText(scheduleChangeStatuses),
  }),
]);

/** A registration status change in the follow-up, with the registration it concerns. */
export const registrationStatusChangeSchema = v.object({
  ...registrationStatusChangeEntries,
  registration: v.object({
    id: idValue,
    personId: idValue,
    person: v.object({ firstName: nameText, lastName: nameText }),
    meansOfInterventionId: idValue,
    /** The means' type, in the caller's language. */
    meansTypeName: answerText(textMaxLengths.label),
    operationalActivityId: idValue,
    operationalActivityTitle: answerText(textMaxLengths.title),
    status: v.picklist(registrationStatuses),
    ...periodSchema.entries,
  }),
});

/** The conflicts an action met and its warnings (e.g. `registration.unregisterShortNotice`). */
const metOnTheWay = {
  /** Conflicts met and accepted: none blocks, or the action would have been refused. */
  conflicts: v.array(conflictSchema),
  /** Warnings of the domain's rules. */
  findings: v.array(findingSchema),
};

/** What an action on several registrations answers: them, with its conflicts and warnings. */
export const registrationsActionAnswerSchema = v.object({
  registrations: v.array(registrationAnswerSchema),
  ...metOnTheWay,
});

/** What an action on one registration answers: it, with its conflicts and warnings. */
export const registrationActionAnswerSchema = v.object({
  registration: registrationAnswerSchema,
  ...metOnTheWay,
});
