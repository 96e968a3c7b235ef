import * as v from "valibot";
import { registrationStatuses } from "../enums.js";
import { defineCall } from "./call.js";
import { registrationAnswerSchema } from "./registration-answers.js";
import { choices, optionalIds, optionalInstant, paging } from "./request-parts.js";
import { count, pageOf } from "./response-parts.js";

/*
 * What every page may read of registrations — their search and the two counts of the sidebar —,
 * re-exported by `registration.ts`. A module of their own: the planner's start-up reads them (the
 * home page lists the user's registrations) and so downloads these alone, not the actions.
 */

/** Reading registrations. */
export const reader = { feature: "registration", write: false } as const;

/** The criteria every search of registrations takes: their means, activities and persons. */
export const registrationCriteria = {
  meansOfInterventionIds: optionalIds,
  operationalActivityIds: optionalIds,
  personIds: optionalIds,
};

/** Criteria of `POST Registration/search` (decision 006). */
export const registrationSearchSchema = v.object({
  ...registrationCriteria,
  /** Registrations on means of an operational activity of an activity of one of these types. */
  activityTypeIds: optionalIds,
  /** …of one of these activities. */
  activityIds: optionalIds,
  /** …of an entity of one of these types. */
  entityTypeIds: optionalIds,
  /** …of one of these entities (the personnel mobile filter, spec 01 §3). */
  entityIds: optionalIds,
  statuses: choices(registrationStatuses),
  isProposed: v.optional(v.boolean()),
  /** Registrations ending after this instant. */
  from: optionalInstant,
  /** Registrations starting before this instant. */
  to: optionalInstant,
  ...paging(["start", "createdAt", "latestStatusChange", "status"]),
});

export const search = defineCall({
  method: "POST",
  path: "Registration/search",
  ...reader,
  summary: "Searches the registrations of the role's scope (field staff: their own)",
  body: registrationSearchSchema,
  response: pageOf(registrationAnswerSchema),
});

export const newRegistrationCount = defineCall({
  method: "GET",
  path: "registration/getNewRegistrationCount",
  ...reader,
  summary: "How many registrations of the role's scope others changed since the last reset",
  response: count,
});

export const newProposedScheduleCount = defineCall({
  method: "GET",
  path: "registration/getNewProposedScheduleCount",
  feature: "registration.schedule",
  write: false,
  summary: "How many schedule changes of the role's scope others proposed since the last reset",
  response: count,
});
