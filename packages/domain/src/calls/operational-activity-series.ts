import * as v from "valibot";
import {
  operationalActivitySeriesEditSchema,
  seriesEditScopes,
} from "../forms/operational-activity-series.js";
import { defineCall } from "./call.js";
import { operationalActivityAnswerSchema } from "./operational-activity.js";
import { count, findingSchema, idValue, instantText, nameText } from "./response-parts.js";

/**
 * Editing an occurrence of a series with "this one / this and the following / the whole series"
 * (decision 031): a preview of what the edit touches, then the edit itself, all or nothing. Both
 * take the activity form typed on the occurrence, with its scope; the path's id is the
 * occurrence's (paths in the style of decision 006).
 */

const editing = { feature: "operationalActivity", write: true } as const;

/**
 * The most registrations outside their new period, and occurrences with findings of their own,
 * an answer lists: a series has at most 100 occurrences (spec 02 §9, daily), and the counts say
 * how many there are in all.
 */
export const seriesEditListMaxLength = 100;

/** A live registration the edit leaves outside its activity's new period, with its person. */
export const outsidePeriodRegistrationSchema = v.object({
  registrationId: idValue,
  personId: idValue,
  firstName: nameText,
  lastName: nameText,
  operationalActivityId: idValue,
  meansOfInterventionId: idValue,
  /** The registration's own period, unchanged. */
  start: instantText,
  end: instantText,
});

/**
 * The findings of the activity's rules on an occurrence whose findings differ from those of the
 * occurrence the form was typed on (a start now in the past, a period more than a year ahead…).
 */
export const occurrenceFindingsSchema = v.object({
  operationalActivityId: idValue,
  /** The occurrence's start once edited. */
  start: instantText,
  findings: v.array(findingSchema),
});

/** What a series edit touches, as the preview tells it and the edit answers it. */
const impactEntries = {
  scope: v.picklist(seriesEditScopes),
  /** The occurrences edited (the cancelled ones left out). */
  activityCount: count,
  /** Cancelled occurrences within the scope: left as they are. */
  skippedIds: v.array(idValue),
  /** The means, not cancelled, of the occurrences edited: their periods do not change. */
  meansCount: count,
  /** The live registrations (pending, validated) on those means. */
  registrationCount: count,
  /** Live registrations within their activity's period before the edit and outside it after. */
  outsidePeriodCount: count,
  /** The first of them, by the activity's start, then their own. */
  outsidePeriod: v.pipe(
    v.array(outsidePeriodRegistrationSchema),
    v.maxLength(seriesEditListMaxLength),
  ),
  /** The findings on the occurrence the form was typed on (warnings and hints; blocking too in a preview). */
  findings: v.array(findingSchema),
  /** The other occurrences whose findings differ, in the series' order. */
  occurrenceFindings: v.pipe(
    v.array(occurrenceFindingsSchema),
    v.maxLength(seriesEditListMaxLength),
  ),
};

/**
 * Nothing is written: the occurrences the edit would change, in the series' order, and what it
 * touches. A blocking finding is answered, not refused, so the planner can tell which occurrence
 * would stop the edit.
 */
export const preview = defineCall({
  method: "POST",
  path: "OperationalActivity/PreviewSeriesEdit/:id",
  ...editing,
  changesNothing: true,
  summary: "Tells what editing an occurrence, the following ones or its series would touch",
  form: operationalActivitySeriesEditSchema,
  response: v.object({
    ...impactEntries,
    operationalActivityIds: v.array(idValue),
  }),
});

/** The occurrences edited, in the series' order, and what the edit touched. */
export const apply = defineCall({
  method: "PUT",
  path: "OperationalActivity/EditSeries/:id",
  ...editing,
  summary: "Edits an occurrence, the following ones or its whole series, all or nothing",
  form: operationalActivitySeriesEditSchema,
  response: v.object({
    ...impactEntries,
    activities: v.array(operationalActivityAnswerSchema),
  }),
});
