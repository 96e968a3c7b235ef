import {
  blocking,
  type Finding,
  forbidden,
  hasBlocking,
  isInScope,
  isInUse,
  type MeansOfInterventionType,
  type MeansOfInterventionTypeValues,
  type MeansTypeVisibility,
  meansTypesOfferedFor,
  notFound,
  Refusal,
  validateMeansOfInterventionType,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { invalidForm } from "../../platform/forms.js";
import { containing } from "../../platform/like.js";
import type { Page } from "../../platform/paging-sql.js";
import { existingIds, isStorableId } from "../../platform/references.js";

/**
 * Means of intervention types (spec 01 §3, §4): organisation-wide reference data. The entities a
 * type carries say where it is offered, not who manages it: any role holding the feature reads
 * and manages every type (the coordination role manages them "unrestricted", spec 02 §6).
 */

type Db = Kysely<Database> | Transaction<Database>;

const links = [
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

/** Criteria of `POST MeansOfInterventionType/search` (decision 006). */
export interface MeansTypeSearch {
  visibility?: MeansTypeVisibility | undefined;
  /** Part of the label, in any language, case-insensitive. */
  text?: string | undefined;
  /** Types carrying one of these entities. */
  entityIds?: number[] | undefined;
  sort?:
    | { field: "label" | "defaultRequiredStaffCount" | "visibility"; direction: "asc" | "desc" }
    | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const sortColumns = {
  label: sql`label ->> 'fr'`,
  defaultRequiredStaffCount: sql`default_required_staff_count`,
  visibility: sql`visibility`,
} as const;

/** `%` and `_` typed by a user are searched for, not wildcards. */

/** The types matching the criteria, a page at a time, sorted by French label by default. */
export async function searchMeansTypes(
  db: Kysely<Database>,
  search: MeansTypeSearch,
): Promise<Page<MeansOfInterventionType>> {
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? 25;
  const text = search.text?.trim();
  const query = db
    .selectFrom("means_of_intervention_type")
    .$if(search.visibility !== undefined, (q) =>
      q.where("visibility", "=", search.visibility ?? "enabled"),
    )
    .$if(Boolean(text), (q) =>
      q.where(
        sql<boolean>`exists (select 1 from jsonb_each_text(label) where value ilike ${containing(text ?? "")})`,
      ),
    )
    .$if(Boolean(search.entityIds?.length), (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("means_of_intervention_type_entity as link")
            .select("link.type_id")
            .whereRef("link.type_id", "=", "means_of_intervention_type.id")
            .where("link.entity_id", "in", search.entityIds ?? []),
        ),
      ),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  const sort = search.sort ?? { field: "label", direction: "asc" };
  const rows = await query
    .select("id")
    .orderBy(sortColumns[sort.field], sort.direction)
    .orderBy("id", sort.direction)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const types = new Map(
    (
      await loadMeansTypes(
        db,
        rows.map((row) => row.id),
      )
    ).map((type) => [type.id, type]),
  );
  return {
    items: rows.flatMap((row) => types.get(row.id) ?? []),
    total: Number(total.count),
    page,
    pageSize,
  };
}

/**
 * The type form's values, validated by the domain's rules; every operational role, departure and
 * entity it names must exist (`value.unknown` on the list item). Blocking findings refuse it.
 */
async function validate(db: Db, body: unknown): Promise<MeansOfInterventionTypeValues> {
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
    const values = await validate(trx, body);
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
    const values = await validate(trx, body);
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
