import * as v from "valibot";
import { duplicateSchema } from "../forms/duplicate.js";
import {
  meansOfInterventionCloneSchema,
  meansOfInterventionCreateSchema,
  meansOfInterventionEditSchema,
} from "../forms/means-of-intervention.js";
import { defineCall } from "./call.js";
import {
  meansOfInterventionAnswerSchema,
  meansParentSchema,
  meansVersionSchema,
} from "./means-of-intervention.js";

/**
 * The means of intervention calls that carry a form (decision 006): creation, edit, clone and
 * duplication. A module of their own, so that a page reading means (the start page) never
 * carries the forms' schemas and rules, which only the forms' pages need (decision 030).
 */

const editing = { feature: "meansOfIntervention", write: true } as const;

/** The creation form names the activity; one draft is created per team. */
export const create = defineCall({
  method: "POST",
  path: "MeansOfIntervention",
  ...editing,
  summary: "Creates one draft means per team on an operational activity",
  form: v.object({ ...meansParentSchema.entries, ...meansOfInterventionCreateSchema.entries }),
  successStatus: 201,
  response: v.array(meansOfInterventionAnswerSchema),
});

export const update = defineCall({
  method: "PUT",
  path: "MeansOfIntervention/:id",
  ...editing,
  summary: "Edits a means not cancelled; with `version`, refuses an edit of an older reading",
  form: v.object({ ...meansOfInterventionEditSchema.entries, ...meansVersionSchema.entries }),
  response: meansOfInterventionAnswerSchema,
});

export const clone = defineCall({
  method: "POST",
  path: "MeansOfIntervention/Clone/:id",
  ...editing,
  summary: "Creates a draft means on the same activity from the clone form",
  form: meansOfInterventionCloneSchema,
  successStatus: 201,
  response: meansOfInterventionAnswerSchema,
});

/** The copies, in order: copy k is the source moved by k offsets. */
export const duplicate = defineCall({
  method: "POST",
  path: "MeansOfIntervention/Duplicate/:id",
  ...editing,
  summary: "Copies a means at an offset, copy count times, as drafts",
  form: duplicateSchema,
  successStatus: 201,
  response: v.array(meansOfInterventionAnswerSchema),
});
