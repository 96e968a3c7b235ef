import { operationalActivitySchema } from "../forms/operational-activity.js";
import { operationalActivityCloneSchema } from "../forms/operational-activity-clone.js";
import { recurrenceFormSchema } from "../forms/recurrence.js";
import { defineCall } from "./call.js";
import { operationalActivityAnswerSchema, recurrenceAnswerSchema } from "./operational-activity.js";

/**
 * The operational activity calls that carry its form (decision 006): creation, clone, edit and a
 * series' creation. A module of their own, so that a page reading activities (the start page)
 * never carries the form's schemas and rules, which only the form's page needs (decision 030).
 */

const editing = { feature: "operationalActivity", write: true } as const;
const creating = { feature: "operationalActivity.create", write: true } as const;

export const create = defineCall({
  method: "POST",
  path: "OperationalActivity",
  ...creating,
  summary: "Creates an operational activity as a draft",
  form: operationalActivitySchema,
  successStatus: 201,
  response: operationalActivityAnswerSchema,
});

/** The new draft, with the source's attachments the form kept. */
export const clone = defineCall({
  method: "POST",
  path: "OperationalActivity/Clone/:id",
  ...creating,
  summary: "Creates a draft from the clone form of an activity, with copies of its means if asked",
  form: operationalActivityCloneSchema,
  successStatus: 201,
  response: operationalActivityAnswerSchema,
});

export const update = defineCall({
  method: "PUT",
  path: "OperationalActivity/:id",
  ...editing,
  summary: "Edits an operational activity",
  form: operationalActivitySchema,
  response: operationalActivityAnswerSchema,
});

export const createRecurrence = defineCall({
  method: "POST",
  path: "Recurrence",
  ...creating,
  summary: "Creates a series of draft activities from the activity form and a recurrence",
  form: recurrenceFormSchema,
  successStatus: 201,
  response: recurrenceAnswerSchema,
});
