import { randomBytes } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Database, MeansOfInterventionTypeTable } from "../../src/db/schema.js";

/**
 * Means types, departures and registrations for the means tests: every name is fresh, so a test
 * collides with nothing the seed or another test made.
 */

const fresh = (prefix: string) => `${prefix} ${randomBytes(4).toString("hex")}`;

/** A means type, enabled and applying everywhere unless told otherwise. */
export async function insertMeansType(
  db: Kysely<Database>,
  fields: Partial<Insertable<MeansOfInterventionTypeTable>> & {
    entityIds?: number[];
    departureIds?: number[];
    operationalRoleIds?: number[];
  } = {},
): Promise<number> {
  const { entityIds = [], departureIds = [], operationalRoleIds = [], ...columns } = fields;
  const name = fresh("Type");
  const row = await db
    .insertInto("means_of_intervention_type")
    .values({
      label: { fr: name, en: name, de: name },
      default_required_staff_count: 2,
      ...columns,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const entityId of entityIds) {
    await db
      .insertInto("means_of_intervention_type_entity")
      .values({ type_id: row.id, entity_id: entityId })
      .execute();
  }
  for (const departureId of departureIds) {
    await db
      .insertInto("means_of_intervention_type_departure")
      .values({ type_id: row.id, departure_id: departureId })
      .execute();
  }
  for (const roleId of operationalRoleIds) {
    await db
      .insertInto("means_of_intervention_type_operational_role")
      .values({ type_id: row.id, operational_role_id: roleId })
      .execute();
  }
  return row.id;
}

/** A departure of an entity. */
export async function insertDeparture(db: Kysely<Database>, entityId: number): Promise<number> {
  const code = fresh("DEP");
  const row = await db
    .insertInto("departure")
    .values({ entity_id: entityId, code, label: { fr: code, en: code, de: code } })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The first ids of a reference table, in id order. */
export async function firstIds(
  db: Kysely<Database>,
  table: "operational_role" | "departure" | "entity",
  count: number,
): Promise<number[]> {
  const rows = await db.selectFrom(table).select("id").orderBy("id").limit(count).execute();
  return rows.map((row) => row.id);
}

/** A valid body of the means type form. */
export function meansTypeBody(fields: Record<string, unknown> = {}) {
  const name = fresh("Équipe");
  return {
    label: { fr: name, en: `${name} (en)`, de: `${name} (de)` },
    defaultRequiredStaffCount: 3,
    operationalRoleIds: [],
    departureIds: [],
    visibility: "enabled",
    entityIds: [],
    ...fields,
  };
}

/** A location source whose paths are the given ones, made once per database. */
export async function locationSourceAt(
  db: Kysely<Database>,
  paths: { uri: string; typeUri: string },
): Promise<number> {
  const existing = await db
    .selectFrom("location_source")
    .select("id")
    .where("uri", "=", paths.uri)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto("location_source")
    .values({ name: fresh("Source"), uri: paths.uri, type_uri: paths.typeUri })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A vehicle of an entity, in service unless being fitted out. */
export async function insertVehicle(
  db: Kysely<Database>,
  entityId: number,
  isUnderConstruction = false,
): Promise<number> {
  const plate = `TT-${randomBytes(3).toString("hex").toUpperCase()}`;
  const row = await db
    .insertInto("vehicle")
    .values({
      entity_id: entityId,
      plate_number: plate,
      label: `Véhicule ${plate}`,
      is_under_construction: isUnderConstruction,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
