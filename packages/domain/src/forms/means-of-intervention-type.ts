import * as v from "valibot";
import { meansTypeVisibilities } from "../enums.js";
import type { Finding } from "../findings.js";
import { numberRanges, textMaxLengths } from "../limits.js";
import { idListSchema, integerInRangeSchema, requiredTextSchema } from "./fields.js";
import { checkNoDuplicates } from "./rules.js";
import { createValidator } from "./validation.js";

/**
 * The means of intervention type form, create and edit (spec 02 §2, §3: label, default required
 * staff count, operational roles, departures, visibility, entities). The label is given in each
 * language of the product (spec 01 §1: fr, en, de), as every label of the reference data is.
 */
const labelSchema = requiredTextSchema(textMaxLengths.label);

export const meansOfInterventionTypeSchema = v.object({
  label: v.object({ fr: labelSchema, en: labelSchema, de: labelSchema }),
  defaultRequiredStaffCount: integerInRangeSchema(numberRanges.staffCount),
  operationalRoleIds: idListSchema,
  departureIds: idListSchema,
  visibility: v.optional(v.picklist(meansTypeVisibilities), "enabled"),
  entityIds: idListSchema,
});

/** The values of the means of intervention type form. */
export type MeansOfInterventionTypeValues = v.InferOutput<typeof meansOfInterventionTypeSchema>;

/**
 * Every rule of spec 02 §5 on a means of intervention type: no operational role, departure or
 * entity chosen twice (`value.duplicate`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkMeansOfInterventionType(
  values: Partial<MeansOfInterventionTypeValues>,
): Finding[] {
  return [
    ...checkNoDuplicates(values.operationalRoleIds ?? [], "operationalRoleIds"),
    ...checkNoDuplicates(values.departureIds ?? [], "departureIds"),
    ...checkNoDuplicates(values.entityIds ?? [], "entityIds"),
  ];
}

/** Parses and checks a means of intervention type. */
export const validateMeansOfInterventionType = createValidator(
  meansOfInterventionTypeSchema,
  checkMeansOfInterventionType,
);
