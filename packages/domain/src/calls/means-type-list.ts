import * as v from "valibot";
import { meansTypeVisibilities } from "../enums.js";
import { defineCall } from "./call.js";
import { count, idValue, localizedLabelText } from "./response-parts.js";

/*
 * The means types as every page may name them: their answer and their whole list, re-exported by
 * `means-type.ts`. A module of their own: the planner's start-up reads the list (the home page
 * names means by their type) and so downloads these alone, not the type screens' search and
 * changes.
 */

/** Reading types serves the means screens and forms, so it needs `meansOfIntervention`. */
export const readingMeans = { feature: "meansOfIntervention", write: false } as const;

/**
 * A means type as the API answers it (the domain's `MeansOfInterventionType`): the operational
 * roles, departures and entities it carries, each list by increasing id.
 */
export const meansTypeAnswerSchema = v.object({
  id: idValue,
  label: localizedLabelText,
  defaultRequiredStaffCount: count,
  visibility: v.picklist(meansTypeVisibilities),
  operationalRoleIds: v.array(idValue),
  departureIds: v.array(idValue),
  /** Where the type applies (none: everywhere). */
  entityIds: v.array(idValue),
});

/** The columns a search of means types sorts on. */
export const searchSortFields = ["label", "defaultRequiredStaffCount", "visibility"] as const;

/** By increasing id. */
export const list = defineCall({
  method: "GET",
  path: "MeansOfInterventionType",
  ...readingMeans,
  summary: "Every means type, enabled or not, to show the types of means",
  response: v.array(meansTypeAnswerSchema),
});
