import * as v from "valibot";
import { availabilityStatuses, emailTypes } from "../enums.js";
import { textMaxLengths } from "../limits.js";
import { staffTypes } from "../roles.js";
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
import { answerText, codeText, idValue, nameText, pageOf } from "./response-parts.js";

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
