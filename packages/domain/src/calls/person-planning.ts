import * as v from "valibot";
import { absenceTypes, registrationStatuses } from "../enums.js";
import { availabilityLimits, personnelPlanningLimits, textMaxLengths } from "../limits.js";
import { staffTypes } from "../roles.js";
import { availabilityAnswerSchema } from "./availability-answer.js";
import { defineCall } from "./call.js";
import {
  choices,
  instantValue,
  longestPeriod,
  paging,
  periodLength,
  searchText,
} from "./request-parts.js";
import { answerText, idValue, instantText, nameText, pageOf } from "./response-parts.js";

/*
 * The personnel planning (decision 041): a subject of its own, apart from the persons' other
 * calls, which the planner's start-up reads — its schemas load with the planning's page only.
 */

/** The persons (feature `personnel`), limited to the persons of the role's scope. */
const personnel = { feature: "personnel", write: false } as const;

/**
 * Criteria of `POST Person/Planning` (decision 041): the persons of `Person/search`'s words and
 * staff types, over a period that must be given, `to` after `from` (`date.endBeforeStart` on
 * `to`) and at most `personnelPlanningLimits.days` days later (`date.periodTooLong` on `to`).
 */
export const personnelPlanningSchema = v.pipe(
  v.object({
    text: searchText,
    staffTypes: choices(staffTypes),
    /** What ends after this instant. */
    from: instantValue,
    /** What starts before this instant. */
    to: instantValue,
    /**
     * Only the persons with a registration in conflict in the period (the assignment conflict
     * list): as the domain's `planningConflicts` finds them among what the planning answers.
     */
    withConflicts: v.optional(v.boolean()),
    /**
     * The persons whose declarations say they are available over the period first, those who
     * said nothing next, the unavailable last (decision 046), each order of the page's sort.
     */
    availableFirst: v.optional(v.boolean()),
    ...paging(["lastName", "firstName", "staffType"]),
  }),
  v.forward(
    v.partialCheck([["from"], ["to"]], (period) => periodLength(period) > 0, "date.endBeforeStart"),
    ["to"],
  ),
  v.forward(
    v.partialCheck(
      [["from"], ["to"]],
      (period) => periodLength(period) <= longestPeriod(personnelPlanningLimits.days),
      "date.periodTooLong",
    ),
    ["to"],
  ),
);

const period = { start: instantText, end: instantText };

/**
 * One person's planning over the period: their live registrations (pending and validated) with
 * the means and activity they are on, their absences and their planned work schedules, each
 * overlapping the period, in the order of their start.
 */
export const personnelPlanningItemSchema = v.object({
  id: idValue,
  lastName: nameText,
  firstName: nameText,
  function: v.nullable(answerText(textMaxLengths.label)),
  staffType: v.picklist(staffTypes),
  registrations: v.array(
    v.object({
      id: idValue,
      meansOfInterventionId: idValue,
      /** The means' type, in the caller's language. */
      meansTypeName: answerText(textMaxLengths.label),
      plateNumber: v.nullable(answerText(textMaxLengths.plateNumber)),
      operationalActivityId: idValue,
      operationalActivityTitle: answerText(textMaxLengths.title),
      status: v.picklist(registrationStatuses),
      isProposed: v.boolean(),
      ...period,
    }),
  ),
  absences: v.array(
    v.object({ id: idValue, type: v.picklist(absenceTypes), pending: v.boolean(), ...period }),
  ),
  workSchedules: v.array(v.object({ id: idValue, ...period })),
  /**
   * A volunteer's availability declarations touching the period (decision 046), which the
   * domain's `availabilityOfDay` reads day by day; none for who declares none.
   */
  availability: v.pipe(
    v.array(availabilityAnswerSchema),
    v.maxLength(availabilityLimits.perPerson),
  ),
});

export const planning = defineCall({
  method: "POST",
  path: "Person/Planning",
  ...personnel,
  summary:
    "The planning of a page of the role's persons over a period: registrations, absences and work schedules",
  body: personnelPlanningSchema,
  response: pageOf(personnelPlanningItemSchema),
});
