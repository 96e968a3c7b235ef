import {
  isInUse,
  type MeansOfInterventionType,
  type MeansOfInterventionTypeValues,
  Refusal,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { validateMeansTypeForm } from "./form.js";
import { getMeansType, links } from "./reads.js";

/** Replaces the operational roles, departures and entities of a type by the form's. */
async function writeLinks(
  trx: Transaction<Database>,
  id: number,
  values: MeansOfInterventionTypeValues,
): Promise<void> {
  for (const [table] of links) await trx.deleteFrom(table).where("type_id", "=", id).execute();
  const { operationalRoleIds, departureIds, entityIds } = values;
  if (operationalRoleIds.length > 0) {
    await trx
      .insertInto("means_of_intervention_type_operational_role")
      .values(operationalRoleIds.map((roleId) => ({ type_id: id, operational_role_id: roleId })))
      .execute();
  }
  if (departureIds.length > 0) {
    await trx
      .insertInto("means_of_intervention_type_departure")
      .values(departureIds.map((departureId) => ({ type_id: id, departure_id: departureId })))
      .execute();
  }
  if (entityIds.length > 0) {
    await trx
      .insertInto("means_of_intervention_type_entity")
      .values(entityIds.map((entityId) => ({ type_id: id, entity_id: entityId })))
      .execute();
  }
}

/** Creates a means type from the type form. */
export async function createMeansType(
  db: Kysely<Database>,
  body: unknown,
): Promise<MeansOfInterventionType> {
  return db.transaction().execute(async (trx) => {
    const values = await validateMeansTypeForm(trx, body);
    const row = await trx
      .insertInto("means_of_intervention_type")
      .values({
        label: values.label,
        default_required_staff_count: values.defaultRequiredStaffCount,
        visibility: values.visibility,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeLinks(trx, row.id, values);
    return getMeansType(trx, row.id);
  });
}

/**
 * Edits a means type. Disabling a type in use is allowed: its means keep it, new means are not
 * offered it (spec 01 §4).
 */
export async function updateMeansType(
  db: Kysely<Database>,
  id: number,
  body: unknown,
): Promise<MeansOfInterventionType> {
  return db.transaction().execute(async (trx) => {
    await getMeansType(trx, id);
    const values = await validateMeansTypeForm(trx, body);
    await trx
      .updateTable("means_of_intervention_type")
      .set({
        label: values.label,
        default_required_staff_count: values.defaultRequiredStaffCount,
        visibility: values.visibility,
      })
      .where("id", "=", id)
      .execute();
    await writeLinks(trx, id, values);
    return getMeansType(trx, id);
  });
}

/** PostgreSQL's foreign key violation. */
const foreignKeyViolation = "23503";

/**
 * Deletes a means type no means uses, whatever the means' status; `meansOfInterventionType.isInUse`
 * otherwise (spec 02 §8), also when a means takes it meanwhile.
 */
export async function deleteMeansType(db: Kysely<Database>, id: number): Promise<void> {
  await getMeansType(db, id);
  const used = await db
    .selectFrom("means_of_intervention")
    .select("id")
    .where("type_id", "=", id)
    .limit(1)
    .executeTakeFirst();
  if (used) throw new Refusal(isInUse("meansOfInterventionType", { id }));
  try {
    await db.deleteFrom("means_of_intervention_type").where("id", "=", id).execute();
  } catch (error) {
    if ((error as { code?: unknown }).code === foreignKeyViolation) {
      throw new Refusal(isInUse("meansOfInterventionType", { id }));
    }
    throw error;
  }
}
