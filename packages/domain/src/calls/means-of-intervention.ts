import * as v from "valibot";
import {
  meansStatuses,
  openingOptions,
  scheduleTypes,
  splitTypes,
  staffCompletenesses,
} from "../enums.js";
import { idSchema, integerInRangeSchema } from "../forms/fields.js";
import type { MeansAction } from "../lifecycle/means.js";
import { numberRanges, textMaxLengths } from "../limits.js";
import { defineCall } from "./call.js";
import { commentBody } from "./request-parts.js";
import {
  answerInteger,
  answerText,
  commentText,
  count,
  idValue,
  instantText,
  nameText,
  noContent,
} from "./response-parts.js";

/**
 * The means of intervention (paths decided in decision 006): a means read alone, its lifecycle
 * (publish, open, cancel, split, delete) and its status history. Their list and calendars are in
 * `means-of-intervention-lists.ts`, their forms in `means-of-intervention-forms.ts`.
 */

const reading = { feature: "meansOfIntervention", write: false } as const;
const editing = { feature: "meansOfIntervention", write: true } as const;

/**
 * A means as the API answers it: instants with the organisation's offset, its staff counts and
 * the staff completeness they make (the domain's `MeansOfIntervention`).
 */
export const meansOfInterventionAnswerSchema = v.object({
  id: idValue,
  operationalActivityId: idValue,
  typeId: idValue,
  scheduleType: v.picklist(scheduleTypes),
  predefinedScheduleId: v.nullable(idValue),
  departureId: v.nullable(idValue),
  vehicleId: v.nullable(idValue),
  plateNumber: v.nullable(answerText(textMaxLengths.plateNumber)),
  /** On-site start and end. */
  start: instantText,
  end: instantText,
  /** Rendezvous or arrival at the entity, before `start`. */
  ultimateStart: v.nullable(instantText),
  /** Return, after `end`. */
  ultimateEnd: v.nullable(instantText),
  automaticRegistrationValidation: v.boolean(),
  registrationDeadline: v.nullable(instantText),
  openingOption: v.picklist(openingOptions),
  openingDate: v.nullable(instantText),
  /** Days before start, with `specificDuration`. */
  openingDaysBeforeStart: v.nullable(count),
  staff: v.object({ required: count, validated: count, pending: count }),
  staffCompleteness: v.picklist(staffCompletenesses),
  status: v.picklist(meansStatuses),
  /** The other half of a split. */
  splitSiblingId: v.nullable(idValue),
  comment: commentText,
  inheritsFromActivity: v.boolean(),
  /** Incremented by every change: an edit that names an older one is refused as concurrent. */
  version: answerInteger(numberRanges.version),
});

/** The activity a new means goes on, sent beside the creation form. */
export const meansParentSchema = v.object({ operationalActivityId: idSchema });

/**
 * The version an edit was made on, when the planner sends it beside the edit form: an edit of an
 * older version is refused as a concurrent change.
 */
export const meansVersionSchema = v.object({
  version: v.optional(integerInRangeSchema(numberRanges.version)),
});

export const get = defineCall({
  method: "GET",
  path: "MeansOfIntervention/:id",
  ...reading,
  summary: "Reads a means of intervention",
  response: meansOfInterventionAnswerSchema,
});

/** The means as it now is; a comment is kept by a cancellation only. */
export const publish = defineCall({
  method: "POST",
  path: "MeansOfIntervention/Publish/:id",
  ...editing,
  summary: "Publishes a draft means (irreversible)",
  body: commentBody,
  response: meansOfInterventionAnswerSchema,
});

export const open = defineCall({
  method: "POST",
  path: "MeansOfIntervention/Open/:id",
  ...editing,
  summary: "Opens a public means to volunteers (irreversible), writing the opening notification",
  body: commentBody,
  response: meansOfInterventionAnswerSchema,
});

/** The means as it now is, the registrations it cancelled released from its staff counts. */
export const cancel = defineCall({
  method: "POST",
  path: "MeansOfIntervention/Cancel/:id",
  ...editing,
  summary: "Cancels a means, notifying the people assigned",
  body: commentBody,
  response: meansOfInterventionAnswerSchema,
});

/** The two halves, the earlier first: the means kept the first, a new one took the second. */
export const split = defineCall({
  method: "POST",
  path: "MeansOfIntervention/Split/:id",
  ...editing,
  summary: "Splits a 12-hour means into two linked halves (irreversible)",
  body: v.object({ splitType: v.picklist(splitTypes) }),
  response: v.tuple([meansOfInterventionAnswerSchema, meansOfInterventionAnswerSchema]),
});

export const remove = defineCall({
  method: "DELETE",
  path: "MeansOfIntervention/:id",
  ...editing,
  summary: "Deletes a means nobody is registered on, nor on its split sibling",
  successStatus: 204,
  response: noContent,
});

/**
 * The actions a readable means' history holds: its creation (from the form, a clone of it or of
 * its activity, a duplication) and the lifecycle actions that leave it in place. A deletion is
 * recorded too, but a deleted means has no history to read.
 */
const historyActions = [
  "create",
  "clone",
  "duplicate",
  "edit",
  "publish",
  "open",
  "cancel",
  "split",
] as const satisfies readonly ("create" | "clone" | "duplicate" | MeansAction)[];

/**
 * One change of status of a means as the audit trail recorded it: what, from, to, why, when and
 * who. The trail stores actions and statuses as text, whatever the subject: the answer reads them
 * as strings, and they must be a means'.
 */
export const historyEntryAnswerSchema = v.object({
  action: v.pipe(v.string(), v.picklist(historyActions)),
  /** `null` on creation, and for the second half of a split. */
  from: v.nullable(v.pipe(v.string(), v.picklist(meansStatuses))),
  to: v.pipe(v.string(), v.picklist(meansStatuses)),
  comment: commentText,
  at: instantText,
  /** The person who made the change; `null` for an automated change. */
  by: v.nullable(v.object({ personId: idValue, firstName: nameText, lastName: nameText })),
});

export const history = defineCall({
  method: "GET",
  path: "MeansOfIntervention/History/:id",
  ...reading,
  summary: "The status changes of a means of intervention, oldest first",
  response: v.array(historyEntryAnswerSchema),
});
