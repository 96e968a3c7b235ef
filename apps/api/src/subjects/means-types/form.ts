import {
  blocking,
  type Finding,
  hasBlocking,
  type MeansOfInterventionTypeValues,
  validateMeansOfInterventionType,
} from "@releve/domain";
import { invalidForm } from "../../platform/forms.js";
import { existingIds } from "../../platform/references.js";
import type { Db } from "./reads.js";

/**
 * The type form's values, validated by the domain's rules; every operational role, departure and
 * entity it names must exist (`value.unknown` on the list item). Blocking findings refuse it.
 */
export async function validateMeansTypeForm(
  db: Db,
  body: unknown,
): Promise<MeansOfInterventionTypeValues> {
  const { values, findings } = validateMeansOfInterventionType(body, undefined);
  if (values) findings.push(...(await unknownReferences(db, values)));
  if (!values || hasBlocking(findings)) throw invalidForm(findings);
  return values;
}

async function unknownReferences(
  db: Db,
  values: MeansOfInterventionTypeValues,
): Promise<Finding[]> {
  const lists = [
    ["operationalRole", "operationalRoleIds"],
    ["departure", "departureIds"],
    ["entity", "entityIds"],
  ] as const;
  const findings: Finding[] = [];
  for (const [subject, field] of lists) {
    const wanted = values[field];
    const known = await existingIds(db, subject, wanted);
    wanted.forEach((id, index) => {
      if (!known.has(id)) findings.push(blocking(`${field}.${index}`, "value.unknown"));
    });
  }
  return findings;
}
