import { meansOfInterventionTypeSchema, meansTypeVisibilities } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { ids, paging, searchText } from "../http/schemas.js";
import {
  createMeansType,
  deleteMeansType,
  getMeansType,
  loadMeansTypes,
  meansTypesOfferedForActivity,
  searchMeansTypes,
  updateMeansType,
} from "../services/means-types.js";

/** Criteria of `POST MeansOfInterventionType/search` (decision 006). */
const searchSchema = v.object({
  visibility: v.optional(v.picklist(meansTypeVisibilities)),
  text: searchText,
  entityIds: ids,
  ...paging(["label", "defaultRequiredStaffCount", "visibility"]),
});

/**
 * The means of intervention type calls (decision 006). Reading types serves the means screens and
 * forms, so it needs `meansOfIntervention`; the type list page and its changes need
 * `meansOfInterventionType`.
 */
export const meansTypeRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    path: "MeansOfInterventionType",
    feature: "meansOfIntervention",
    write: false,
    summary: "Every means type, enabled or not, to show the types of means",
    handler: ({ db }) => loadMeansTypes(db),
  }),
  apiRoute({
    method: "GET",
    path: "MeansOfInterventionType/OfferedFor/:id",
    feature: "meansOfIntervention",
    write: false,
    summary: "The means types offered for new means of an operational activity",
    handler: ({ db, access, params }) =>
      meansTypesOfferedForActivity(db, access, Number(params.id)),
  }),
  apiRoute({
    method: "GET",
    path: "MeansOfInterventionType/:id",
    feature: "meansOfIntervention",
    write: false,
    summary: "Reads a means type",
    handler: ({ db, params }) => getMeansType(db, Number(params.id)),
  }),
  apiRoute({
    method: "POST",
    path: "MeansOfInterventionType/search",
    feature: "meansOfInterventionType",
    write: false,
    summary: "Searches the means types by visibility, label and entity",
    body: searchSchema,
    handler: ({ db, body }) => searchMeansTypes(db, body),
  }),
  apiRoute({
    method: "POST",
    path: "MeansOfInterventionType",
    feature: "meansOfInterventionType",
    write: true,
    summary: "Creates a means type",
    form: meansOfInterventionTypeSchema,
    successStatus: 201,
    handler: ({ db, body }) => createMeansType(db, body),
  }),
  apiRoute({
    method: "PUT",
    path: "MeansOfInterventionType/:id",
    feature: "meansOfInterventionType",
    write: true,
    summary: "Edits a means type; disabling it withdraws it from new means",
    form: meansOfInterventionTypeSchema,
    handler: ({ db, params, body }) => updateMeansType(db, Number(params.id), body),
  }),
  apiRoute({
    method: "DELETE",
    path: "MeansOfInterventionType/:id",
    feature: "meansOfInterventionType",
    write: true,
    summary: "Deletes a means type no means uses",
    successStatus: 204,
    handler: async ({ db, params }) => {
      await deleteMeansType(db, Number(params.id));
    },
  }),
];
