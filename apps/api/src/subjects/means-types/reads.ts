import {
  forbidden,
  isInScope,
  type MeansOfInterventionType,
  meansTypesOfferedFor,
  notFound,
  Refusal,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { isStorableId } from "../../platform/references.js";

/**
 * Means of intervention types (spec 01 §3, §4): organisation-wide reference data. The entities a
 * type carries say where it is offered, not who manages it: any role holding the feature reads
 * and manages every type (the coordination role manages them "unrestricted", spec 02 §6).
 */

/** A connection or a transaction: the reads and the form's checks run on either. */
export type Db = Kysely<Database> | Transaction<Database>;

/** The link tables of a type: its operational roles, departures and entities. */
export const links = [
  ["means_of_intervention_type_operational_role", "operational_role_id", "operationalRoleIds"],
  ["means_of_intervention_type_departure", "departure_id", "departureIds"],
  ["means_of_intervention_type_entity", "entity_id", "entityIds"],
] as const;

/** The types with these ids (every type without ids), with their roles, departures, entities. */
export async function loadMeansTypes(
  db: Db,
  ids?: readonly number[],
): Promise<MeansOfInterventionType[]> {
  // A number no id can take names no type, and is not sent to the database.
  const wanted = ids?.filter(isStorableId);
  if (wanted?.length === 0) return [];
  const rows = await db
    .selectFrom("means_of_intervention_type")
    .selectAll()
    .$if(wanted !== undefined, (query) => query.where("id", "in", wanted ?? []))
    .orderBy("id")
    .execute();
  const typeIds = rows.map((row) => row.id);
  const lists = new Map(
    typeIds.map((id) => [
      id,
      {
        operationalRoleIds: [] as number[],
        departureIds: [] as number[],
        entityIds: [] as number[],
      },
    ]),
  );
  for (const [table, column, field] of links) {
    if (typeIds.length === 0) break;
    const linked = await db
      .selectFrom(table)
      .select(["type_id", sql<number>`${sql.ref(column)}`.as("linked_id")])
      .where("type_id", "in", typeIds)
      .orderBy("type_id")
      .orderBy(sql.ref(column))
      .execute();
    for (const link of linked) lists.get(link.type_id)?.[field].push(link.linked_id);
  }
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    defaultRequiredStaffCount: row.default_required_staff_count,
    visibility: row.visibility,
    operationalRoleIds: [],
    departureIds: [],
    entityIds: [],
    ...lists.get(row.id),
  }));
}

/** One type; `meansOfInterventionType.notFound` when none has the id. */
export async function getMeansType(db: Db, id: number): Promise<MeansOfInterventionType> {
  const [type] = await loadMeansTypes(db, [id]);
  if (!type) throw new Refusal(notFound("meansOfInterventionType", { id }));
  return type;
}

/**
 * The types offered for new means of an operational activity of the role's scope (spec 01 §4):
 * enabled, applying at the activity's entity. `operationalActivity.notFound` for an unknown
 * activity; outside the scope, the types offered there are `meansOfInterventionType.forbidden`.
 */
export async function meansTypesOfferedForActivity(
  db: Kysely<Database>,
  access: Access,
  operationalActivityId: number,
): Promise<MeansOfInterventionType[]> {
  const activity = await db
    .selectFrom("operational_activity")
    .select(["entity_id", "activity_id"])
    .where("id", "=", operationalActivityId)
    .executeTakeFirst();
  if (!activity) {
    throw new Refusal(notFound("operationalActivity", { id: operationalActivityId }));
  }
  const item = { entityId: activity.entity_id, activityId: activity.activity_id };
  if (!isInScope(item, access.scope, access.reference)) {
    throw new Refusal(forbidden("meansOfInterventionType", { operationalActivityId }));
  }
  return meansTypesOfferedFor(
    await loadMeansTypes(db),
    activity.entity_id,
    access.reference.entityParent,
  );
}
