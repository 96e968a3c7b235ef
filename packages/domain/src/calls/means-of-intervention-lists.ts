import * as v from "valibot";
import {
  activityStatuses,
  meansStatuses,
  meansStatusFilters,
  staffCompletenesses,
} from "../enums.js";
import { meansCalendarLimits, textMaxLengths } from "../limits.js";
import { defineCall } from "./call.js";
import { meansOfInterventionAnswerSchema } from "./means-of-intervention.js";
import {
  choices,
  instantValue,
  longestPeriod,
  optionalIds,
  optionalInstant,
  paging,
  periodLength,
  searchText,
} from "./request-parts.js";
import { answerText, count, idValue, instantText, pageOf } from "./response-parts.js";

/**
 * The means of intervention as the list and the calendars show them (decision 034): the list's
 * search, a page at a time and sorted on any column, and the calendar's call, every means of a
 * period at once. Both take the same criteria.
 */

const reading = { feature: "meansOfIntervention", write: false } as const;

/**
 * What the means list sorts on, one per column (decision 034): the means' own times; its type's
 * name and its departure's in the caller's language; its activity's title; its plate number;
 * its status in the lifecycle's order (draft, public, open, cancelled); `staffCompleteness`, the
 * share of its required staff validated, the most missing people first among equal shares
 * (nothing required counts as complete). Texts sort without regard to case or accents. A means
 * without a rendezvous, a departure or a plate number comes last either way. Equal values keep
 * the order of their ids.
 */
export const meansSortFields = [
  "start",
  "end",
  "ultimateStart",
  "type",
  "activity",
  "departure",
  "plateNumber",
  "status",
  "staffCompleteness",
] as const;

/**
 * The criteria the means list and the calendars share (spec 01 §3/§4 filters). They combine
 * with "and": the planner's clearing rules decide what it sends.
 */
const meansCriteria = {
  /** A status, or every status (`all`), or every status but cancelled (`allExceptCancelled`). */
  status: v.optional(v.picklist(meansStatusFilters)),
  operationalActivityIds: optionalIds,
  /** Means of an operational activity of an activity of one of these activity types. */
  activityTypeIds: optionalIds,
  /** Means of an operational activity of one of these activities. */
  activityIds: optionalIds,
  /** Means of an operational activity of an entity of one of these entity types. */
  entityTypeIds: optionalIds,
  /** Means of an operational activity of one of these entities. */
  entityIds: optionalIds,
  typeIds: optionalIds,
  departureIds: optionalIds,
  /** Means whose staff completeness is one of these (the domain's `staffCompleteness`). */
  staffCompletenesses: choices(staffCompletenesses),
  /**
   * Words each found, whatever their case and accents, in the operational activity's title or
   * location, or in the means' plate number.
   */
  text: searchText,
};

/** Criteria of `POST MeansOfIntervention/search` (decisions 006, 018, 034). */
export const meansSearchSchema = v.object({
  ...meansCriteria,
  /** Means ending after this instant. */
  from: optionalInstant,
  /** Means starting before this instant. */
  to: optionalInstant,
  ...paging(meansSortFields),
});

/** What a row of the means list shows of the operational activity the means belongs to. */
export const meansActivitySummarySchema = v.object({
  title: answerText(textMaxLengths.title),
  location: answerText(textMaxLengths.location),
  status: v.picklist(activityStatuses),
  /** The activity's and the entity's names in the caller's language. */
  activityName: answerText(textMaxLengths.label),
  entityName: answerText(textMaxLengths.label),
});

/**
 * A row of the means list: the means as every call answers it, with its type's and departure's
 * names in the caller's language (French where a label lacks it) and its operational activity.
 */
export const meansListItemSchema = v.object({
  ...meansOfInterventionAnswerSchema.entries,
  typeName: answerText(textMaxLengths.label),
  departureName: v.nullable(answerText(textMaxLengths.label)),
  operationalActivity: meansActivitySummarySchema,
});

export const search = defineCall({
  method: "POST",
  path: "MeansOfIntervention/search",
  ...reading,
  summary:
    "Searches the means of intervention of the role's scope, with their type's, departure's and activity's names, sorted on any column of the list",
  body: meansSearchSchema,
  response: pageOf(meansListItemSchema),
});

/**
 * Criteria of `POST MeansOfIntervention/calendar`: the list's, over a period that must be given,
 * `to` after `from` (`date.endBeforeStart` on `to`) and at most `meansCalendarLimits.days` days
 * later (`date.periodTooLong` on `to`).
 */
export const meansCalendarSchema = v.pipe(
  v.object({
    ...meansCriteria,
    /** Means ending after this instant. */
    from: instantValue,
    /** Means starting before this instant. */
    to: instantValue,
  }),
  v.forward(
    v.partialCheck([["from"], ["to"]], (period) => periodLength(period) > 0, "date.endBeforeStart"),
    ["to"],
  ),
  v.forward(
    v.partialCheck(
      [["from"], ["to"]],
      (period) => periodLength(period) <= longestPeriod(meansCalendarLimits.days),
      "date.periodTooLong",
    ),
    ["to"],
  ),
);

/** A means as a calendar shows it: its times, status, staffing, departure, type and activity. */
export const meansCalendarItemSchema = v.object({
  id: idValue,
  operationalActivityId: idValue,
  start: instantText,
  end: instantText,
  ultimateStart: v.nullable(instantText),
  ultimateEnd: v.nullable(instantText),
  status: v.picklist(meansStatuses),
  staff: v.object({ required: count, validated: count, pending: count }),
  staffCompleteness: v.picklist(staffCompletenesses),
  departureId: v.nullable(idValue),
  /** The type's name in the caller's language. */
  typeName: answerText(textMaxLengths.label),
  plateNumber: v.nullable(answerText(textMaxLengths.plateNumber)),
  /** The other half of a split. */
  splitSiblingId: v.nullable(idValue),
  /** The operational activity's title. */
  activityTitle: answerText(textMaxLengths.title),
});

/**
 * The means of a period, ordered by start then id: all of them, or the first
 * `meansCalendarLimits.items` with `truncated` and the `total` that matched.
 */
export const meansCalendarAnswerSchema = v.object({
  items: v.pipe(v.array(meansCalendarItemSchema), v.maxLength(meansCalendarLimits.items)),
  total: count,
  truncated: v.boolean(),
});

export const calendar = defineCall({
  method: "POST",
  path: "MeansOfIntervention/calendar",
  ...reading,
  summary:
    "Every means of intervention of the role's scope over a period of at most six weeks, for a calendar, by the list's criteria",
  body: meansCalendarSchema,
  response: meansCalendarAnswerSchema,
});
