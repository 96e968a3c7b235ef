import * as v from "valibot";
import { availabilitySchema } from "../forms/availability.js";
import { availabilityLimits } from "../limits.js";
import { availabilityAnswerSchema } from "./availability-answer.js";
import { defineCall } from "./call.js";
import { noContent } from "./response-parts.js";

export { availabilityAnswerSchema };

/**
 * A volunteer's availability (decision 046): the signed-in volunteer reads, declares and
 * removes their own declarations; managers see what they say of a means' hours where they choose
 * people (`Person/search` with `availableDuring`).
 */

/** Volunteers hold the feature (spec 01 §6): read their own, write their own. */
const ownDeclarations = { feature: "availability", write: false } as const;

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
