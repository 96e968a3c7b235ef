import * as v from "valibot";
import { meansTypeVisibilities } from "../enums.js";
import { meansOfInterventionTypeSchema } from "../forms/means-of-intervention-type.js";
import { defineCall } from "./call.js";
import { meansTypeAnswerSchema, readingMeans } from "./means-type-list.js";
import { optionalIds, paging, searchText } from "./request-parts.js";
import { noContent, pageOf } from "./response-parts.js";

export { list, meansTypeAnswerSchema } from "./means-type-list.js";

/**
 * The means of intervention types (decision 006). Reading types serves the means screens and
 * forms, so it needs `meansOfIntervention`; the type list page and its changes need
 * `meansOfInterventionType`.
 */

const managing = { feature: "meansOfInterventionType", write: true } as const;

/** The columns a search of means types sorts on. */
export const searchSortFields = ["label", "defaultRequiredStaffCount", "visibility"] as const;

/** Criteria of `POST MeansOfInterventionType/search` (decision 006). */
export const meansTypeSearchSchema = v.object({
  visibility: v.optional(v.picklist(meansTypeVisibilities)),
  /** Part of the label, in any language, case-insensitive. */
  text: searchText,
  /** Types carrying one of these entities. */
  entityIds: optionalIds,
  ...paging(searchSortFields),
});

/** Enabled and applying at the activity's entity, by increasing id. */
export const offeredFor = defineCall({
  method: "GET",
  path: "MeansOfInterventionType/OfferedFor/:id",
  ...readingMeans,
  summary: "The means types offered for new means of an operational activity",
  response: v.array(meansTypeAnswerSchema),
});

export const get = defineCall({
  method: "GET",
  path: "MeansOfInterventionType/:id",
  ...readingMeans,
  summary: "Reads a means type",
  response: meansTypeAnswerSchema,
});

export const search = defineCall({
  method: "POST",
  path: "MeansOfInterventionType/search",
  feature: "meansOfInterventionType",
  write: false,
  summary: "Searches the means types by visibility, label and entity",
  body: meansTypeSearchSchema,
  response: pageOf(meansTypeAnswerSchema),
});

export const create = defineCall({
  method: "POST",
  path: "MeansOfInterventionType",
  ...managing,
  summary: "Creates a means type",
  form: meansOfInterventionTypeSchema,
  successStatus: 201,
  response: meansTypeAnswerSchema,
});

export const update = defineCall({
  method: "PUT",
  path: "MeansOfInterventionType/:id",
  ...managing,
  summary: "Edits a means type; disabling it withdraws it from new means",
  form: meansOfInterventionTypeSchema,
  response: meansTypeAnswerSchema,
});

export const remove = defineCall({
  method: "DELETE",
  path: "MeansOfInterventionType/:id",
  ...managing,
  summary: "Deletes a means type no means uses",
  successStatus: 204,
  response: noContent,
});
