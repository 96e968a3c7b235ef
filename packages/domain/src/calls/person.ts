import * as v from "valibot";
import { emailTypes } from "../enums.js";
import { textMaxLengths } from "../limits.js";
import { staffTypes } from "../roles.js";
import { defineCall } from "./call.js";
import { choices, optionalIds, paging, searchText } from "./request-parts.js";
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

/** Criteria of `POST Person/search` (decision 006). */
export const personSearchSchema = v.object({
  /** Words each found in the first name, the last name, the function or an e-mail address. */
  text: searchText,
  staffTypes: choices(staffTypes),
  /** Persons with a privilege at one of these entities. */
  entityIds: optionalIds,
  /** Persons with a privilege for one of these activities. */
  activityIds: optionalIds,
  ...paging(["lastName", "firstName", "staffType"]),
});

export const search = defineCall({
  method: "POST",
  path: "Person/search",
  ...personnel,
  summary:
    "Searches the persons of the role's scope by name, function, e-mail, staff type and privileges",
  body: personSearchSchema,
  response: pageOf(personAnswerSchema),
});

export const get = defineCall({
  method: "GET",
  path: "Person/:id",
  ...personnel,
  summary: "Reads a person with their staff type and e-mail addresses by type",
  response: personAnswerSchema,
});
