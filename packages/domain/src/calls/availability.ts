import * as v from "valibot";
import { availabilityKinds, availabilityRepeats } from "../enums.js";
import { availabilitySchema } from "../forms/availability.js";
import { availabilityLimits } from "../staffing/availability.js";
import { defineCall } from "./call.js";
import {
  answerInteger,
  answerText,
  dateText,
  idValue,
  instantText,
  noContent,
} from "./response-parts.js";

/**
 * A volunteer's availability (decision 046): the signed-in volunteer reads, declares and
 * removes their own declarations; managers see what they say of a means' hours where they choose
 * people (`Person/search` with `availableDuring`).
 */

/** Volunteers hold the feature (spec 01 §6): read their own, write their own. */
const ownDeclarations = { feature: "availability", write: false } as const;

/** A declaration as the API answers it. */
export const availabilityAnswerSchema = v.object({
  id: idValue,
  kind: v.picklist(availabilityKinds),
  repeat: v.picklist(availabilityRepeats),
  /** A one-off period; null for a weekly declaration. */
  start: v.nullable(instantText),
  end: v.nullable(instantText),
  /** ISO weekdays of a weekly declaration (1 Monday … 7 Sunday), in order; empty for a one-off. */
  weekdays: v.pipe(v.array(answerInteger({ min: 1, max: 7 })), v.maxLength(7)),
  startTime: v.nullable(answerText(5)),
  endTime: v.nullable(answerText(5)),
  from: v.nullable(dateText),
  to: v.nullable(dateText),
  comment: answerText(availabilityLimits.comment),
  createdAt: instantText,
});

export const mine = defineCall({
  method: "GET",
  path: "Availability/Mine",
  ...ownDeclarations,
  summary: "The signed-in person's availability declarations, one-off periods then weekly ones",
  response: v.object({
    items: v.pipe(v.array(availabilityAnswerSchema), v.maxLength(availabilityLimits.perPerson)),
  }),
});

export const create = defineCall({
  method: "POST",
  path: "Availability",
  ...ownDeclarations,
  summary: "Declares the signed-in volunteer available or unavailable, once or every week",
  write: true,
  form: availabilitySchema,
  successStatus: 201,
  response: availabilityAnswerSchema,
});

export const remove = defineCall({
  method: "DELETE",
  path: "Availability/:id",
  ...ownDeclarations,
  write: true,
  summary: "Removes one of the signed-in volunteer's availability declarations",
  successStatus: 204,
  response: noContent,
});
