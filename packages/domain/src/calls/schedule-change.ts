import * as v from "valibot";
import { scheduleChangeStatuses } from "../enums.js";
import { idSchema } from "../forms/fields.js";
import { schedulePropositionSchema } from "../forms/schedule-proposition.js";
import { defineCall } from "./call.js";
import {
  conflictSchema,
  registrationAnswerSchema,
  scheduleChangeAnswerSchema,
} from "./registration-answers.js";
import { choices, commentBody, optionalIds, optionalInstant, paging } from "./request-parts.js";
import { findingSchema, pageOf } from "./response-parts.js";

/**
 * The schedule change calls (paths decided in decision 006): a new schedule proposed for a
 * registration, then validated or rejected once; the follow-up searches them.
 */

/** Criteria of `POST ScheduleChange/search` (decision 006). */
export const scheduleChangeSearchSchema = v.object({
  statuses: choices(scheduleChangeStatuses),
  registrationIds: optionalIds,
  personIds: optionalIds,
  meansOfInterventionIds: optionalIds,
  operationalActivityIds: optionalIds,
  /** Proposed by these persons ("mine": the user's own person id). */
  proposedByPersonIds: optionalIds,
  /** Changes ending after this instant. */
  from: optionalInstant,
  /** Changes starting before this instant. */
  to: optionalInstant,
  ...paging(["createdAt", "start", "status"]),
});

/** The schedule proposition form of spec 02 §2, with the registration it is for. */
export const scheduleChangeProposalSchema = v.object({
  registrationId: idSchema,
  ...schedulePropositionSchema.entries,
});

/** What deciding on a schedule change answers: it, its registration now, and the conflicts met. */
export const scheduleChangeDecisionAnswerSchema = v.object({
  scheduleChange: scheduleChangeAnswerSchema,
  registration: registrationAnswerSchema,
  /** Conflicts of the new period, none blocking. */
  conflicts: v.array(conflictSchema),
});

const reader = { feature: "registration.schedule", write: false } as const;
const decider = { feature: "registration.schedule", write: true } as const;

export const search = defineCall({
  method: "POST",
  path: "ScheduleChange/search",
  ...reader,
  summary: "Searches the schedule changes of the role's scope, latest first",
  body: scheduleChangeSearchSchema,
  response: pageOf(scheduleChangeAnswerSchema),
});

export const get = defineCall({
  method: "GET",
  path: "ScheduleChange/:id",
  ...reader,
  summary: "Reads a schedule change",
  response: scheduleChangeAnswerSchema,
});

export const propose = defineCall({
  method: "POST",
  path: "ScheduleChange",
  feature: "registration.schedule.propose",
  write: true,
  summary: "Proposes a new schedule for a registration, within 4 hours of its means",
  form: scheduleChangeProposalSchema,
  successStatus: 201,
  response: v.object({
    scheduleChange: scheduleChangeAnswerSchema,
    /** The form's warnings. */
    findings: v.array(findingSchema),
  }),
});

export const validate = defineCall({
  method: "POST",
  path: "ScheduleChange/Validate/:id",
  ...decider,
  summary: "Validates a pending schedule change: the registration takes its period",
  body: commentBody,
  response: scheduleChangeDecisionAnswerSchema,
});

export const reject = defineCall({
  method: "POST",
  path: "ScheduleChange/Reject/:id",
  ...decider,
  summary: "Rejects a pending schedule change",
  body: commentBody,
  response: scheduleChangeDecisionAnswerSchema,
});
