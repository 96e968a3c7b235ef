import * as v from "valibot";
import { assignmentMaxima } from "../constants.js";
import { registrationStatuses, rejectionReasons } from "../enums.js";
import { idSchema } from "../forms/fields.js";
import { registrationEditSchema } from "../forms/registration-edit.js";
import { defineCall } from "./call.js";
import {
  conflictSchema,
  registrationActionAnswerSchema,
  registrationAnswerSchema,
  registrationHistoryActions,
  registrationHistoryEntrySchema,
  registrationStatusChangeSchema,
  registrationsActionAnswerSchema,
} from "./registration-answers.js";
import { reader, registrationCriteria } from "./registration-reads.js";
import {
  choices,
  comment,
  commentBody,
  idList,
  optionalIds,
  optionalInstant,
  paging,
} from "./request-parts.js";
import { noContent, pageOf } from "./response-parts.js";

/**
 * The registration calls (paths decided in decision 006; the counts are spec 02 §7's): the
 * lists and the follow-up, the conflicts preview, the person's own registrations and answers,
 * the managers' assignments, propositions and decisions.
 */

export * from "./registration-answers.js";
export {
  newProposedScheduleCount,
  newRegistrationCount,
  registrationSearchSchema,
  search,
} from "./registration-reads.js";

/** A list of ids of a request: at least one, at most `max`. */
const someIds = (max: number) => v.pipe(idList(max), v.minLength(1));

/** An operational role, absent or `null` for none. */
const operationalRoleId = v.optional(v.nullable(idSchema));

/**
 * Persons assigned or proposed to means: every person on every means, at most
 * `assignmentMaxima.pairs` registrations at once (`registration.tooManyAssignments`).
 */
export const assignmentSchema = v.pipe(
  v.object({
    personIds: someIds(assignmentMaxima.persons),
    meansOfInterventionIds: someIds(assignmentMaxima.means),
    operationalRoleId,
    comment,
  }),
  v.check(
    (input) =>
      input.personIds.length * input.meansOfInterventionIds.length <= assignmentMaxima.pairs,
    "registration.tooManyAssignments",
  ),
);

/** Criteria of `POST Registration/StatusChanges/search` (decision 006). */
export const statusChangeSearchSchema = v.object({
  ...registrationCriteria,
  /** Changes made by these persons ("mine": the user's own person id). */
  changedByPersonIds: optionalIds,
  actions: choices(registrationHistoryActions),
  toStatuses: choices(registrationStatuses),
  /** Changes made at or after this instant. */
  from: optionalInstant,
  /** Changes made before this instant. */
  to: optionalInstant,
  ...paging(["at"]),
});

/** Validating (a pending or a rejected registration): the operational role and a comment. */
const withRole = v.object({ operationalRoleId, comment });
/** Rejecting: the reason (absence or rescheduling) and a comment. */
const withReason = v.object({ rejectionReason: v.optional(v.picklist(rejectionReasons)), comment });
/** Answering propositions: which ones, and a comment. */
const propositionAnswer = v.object({ registrationIds: someIds(50), comment });

const manager = { feature: "registration.manage", write: true } as const;
const self = { feature: "registration.self", write: true } as const;

export const get = defineCall({
  method: "GET",
  path: "Registration/:id",
  ...reader,
  summary: "Reads a registration",
  response: registrationAnswerSchema,
});

export const update = defineCall({
  method: "PUT",
  path: "Registration/:id",
  ...manager,
  summary: "Edits a live registration: its period within 4 hours of its means, role and comment",
  form: registrationEditSchema,
  response: registrationActionAnswerSchema,
});

export const history = defineCall({
  method: "GET",
  path: "Registration/History/:id",
  ...reader,
  summary: "The status changes of a registration and of its schedule changes, oldest first",
  response: v.array(registrationHistoryEntrySchema),
});

export const searchStatusChanges = defineCall({
  method: "POST",
  path: "Registration/StatusChanges/search",
  ...reader,
  summary: "Searches the registration status changes of the role's scope, latest first",
  body: statusChangeSearchSchema,
  response: pageOf(registrationStatusChangeSchema),
});

export const conflicts = defineCall({
  method: "POST",
  path: "Registration/Conflicts",
  ...reader,
  summary: "The conflicts an assignment, a registration or a validation would meet",
  body: v.object({
    meansOfInterventionIds: v.optional(idList(50)),
    personIds: v.optional(idList(100)),
    registrationIds: v.optional(idList(100)),
  }),
  response: v.object({ conflicts: v.array(conflictSchema) }),
});

export const register = defineCall({
  method: "POST",
  path: "Registration/Register",
  ...self,
  summary:
    "Registers the signed-in person on open means (validated at once when the means validates automatically)",
  body: v.object({ meansOfInterventionIds: someIds(20), operationalRoleId, comment }),
  successStatus: 201,
  response: registrationsActionAnswerSchema,
});

export const unregister = defineCall({
  method: "POST",
  path: "Registration/Unregister/:id",
  ...self,
  summary:
    "Unregisters the signed-in person (a validated registration needs a comment; warns within 24 hours)",
  body: commentBody,
  response: registrationActionAnswerSchema,
});

export const acceptPropositions = defineCall({
  method: "POST",
  path: "Registration/AcceptPropositions",
  ...self,
  summary: "Accepts pending propositions made to the signed-in person: validated registrations",
  body: propositionAnswer,
  response: registrationsActionAnswerSchema,
});

export const rejectPropositions = defineCall({
  method: "POST",
  path: "Registration/RejectPropositions",
  ...self,
  summary: "Declines pending propositions made to the signed-in person",
  body: propositionAnswer,
  response: registrationsActionAnswerSchema,
});

export const assign = defineCall({
  method: "POST",
  path: "Registration/Assign",
  ...manager,
  summary: "Assigns persons to means: validated registrations, with mobilisation notifications",
  body: assignmentSchema,
  successStatus: 201,
  response: registrationsActionAnswerSchema,
});

export const propose = defineCall({
  method: "POST",
  path: "Registration/Propose",
  ...manager,
  summary: "Proposes means to persons: pending propositions they accept or decline",
  body: assignmentSchema,
  successStatus: 201,
  response: registrationsActionAnswerSchema,
});

export const validate = defineCall({
  method: "POST",
  path: "Registration/Validate/:id",
  ...manager,
  summary: "Validates a pending registration, with or without an operational role",
  body: withRole,
  response: registrationActionAnswerSchema,
});

export const reject = defineCall({
  method: "POST",
  path: "Registration/Reject/:id",
  ...manager,
  summary: "Rejects a pending or validated registration (reason absence or rescheduling)",
  body: withReason,
  response: registrationActionAnswerSchema,
});

export const validateRejected = defineCall({
  method: "POST",
  path: "Registration/ValidateRejected/:id",
  ...manager,
  summary: "Validates a rejected registration, with or without an operational role",
  body: withRole,
  response: registrationActionAnswerSchema,
});

export const resetNewRegistrationCount = defineCall({
  method: "POST",
  path: "registration/resetNewRegistrationCount",
  ...reader,
  summary: "Resets the new-registration count of the signed-in user",
  successStatus: 204,
  response: noContent,
});

export const resetNewProposedScheduleCount = defineCall({
  method: "POST",
  path: "registration/resetNewProposedScheduleCount",
  feature: "registration.schedule",
  write: false,
  summary: "Resets the new-proposed-schedule count of the signed-in user",
  successStatus: 204,
  response: noContent,
});
