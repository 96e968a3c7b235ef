import * as v from "valibot";
import { absenceTypes, availabilityStatuses, emailTypes, registrationStatuses } from "../enums.js";
import { personnelPlanningLimits, textMaxLengths } from "../limits.js";
import { staffTypes } from "../roles.js";
import { availabilityLimits } from "../staffing/availability.js";
import { availabilityAnswerSchema } from "./availability.js";
import { defineCall } from "./call.js";
import {
  choices,
  instantValue,
  longestPeriod,
  optionalIds,
  paging,
  periodLength,
  searchText,
} from "./request-parts.js";
import { answerText, codeText, idValue, instantText, nameText, pageOf } from "./response-parts.js";

/** The persons (feature `personnel`), limited to the persons of the role's scope. */

const personnel = { feature: "personnel", write: false } as const;

/**
 * A person as the API answers it (spec 01 §3): names, function, staff type, e-mail addresses by
 * type, and whether they may sign in.
 */
export const personAnswerSchema = v.object({
  id: idValue,
  lastName: nameText,
  firstName: nameText,
  function: v.nullable(answerText(textMaxLengths.label)),
  staffType: v.picklist(staffTypes),
  /** In the order of the types. */
  emails: v.array(
    v.object({ type: v.picklist(emailTypes), address: answerText(textMaxLengths.email) }),
  ),
  /** The person's id in the central person database. */
  personIdCentralDb: v.nullable(codeText),
  /** The person's own address, as the central person database gives it. */
  email: v.nullable(answerText(textMaxLengths.email)),
  /** The user profile of a person who may sign in; `null` for one who may not. */
  userProfileId: v.nullable(idValue),
});

/** A person a search found, with what their availability says of the period it asked about. */
export const personSearchItemSchema = v.object({
  ...personAnswerSchema.entries,
  /**
   * What the person's declarations say of the search's `availableDuring` (decision 046); null
   * when it asked about no period.
   */
  availability: v.nullable(v.picklist(availabilityStatuses)),
});

/** Criteria of `POST Person/search` (decision 006). */
export const personSearchSchema = v.object({
  /** Words each found in the first name, the last name, the function or an e-mail address. */
  text: searchText,
  staffTypes: choices(staffTypes),
  /** Persons with a privilege at one of these entities. */
  entityIds: optionalIds,
  /** Persons with a privilege for one of these activities. */
  activityIds: optionalIds,
  /**
   * A period (a means' hours): each person found says what their availability declarations say of
   * it, and the available come first (decision 046).
   */
  availableDuring: v.optional(
    v.pipe(
      v.object({ from: instantValue, to: instantValue }),
      v.check(
        (period) => periodLength(period) > 0 && periodLength(period) <= longestPeriod(366),
        "date.endBeforeStart",
      ),
    ),
  ),
  ...paging(["lastName", "firstName", "staffType"]),
});

export const search = defineCall({
  method: "POST",
  path: "Person/search",
  ...personnel,
  summary:
    "Searches the persons of the role's scope by name, function, e-mail, staff type and privileges",
  body: personSearchSchema,
  response: pageOf(personSearchItemSchema),
});

export const get = defineCall({
  method: "GET",
  path: "Person/:id",
  ...personnel,
  summary: "Reads a person with their staff type and e-mail addresses by type",
  response: personAnswerSchema,
});

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
