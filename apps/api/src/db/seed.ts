import { defaultAccessRights, featureCodes, roleCodes } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "./schema.js";
import {
  activities,
  activityTypes,
  type DemoUser,
  demoUsers,
  entities,
  entityTypes,
} from "./seed/demo-organisation.js";
import { writeDemoPlanning } from "./seed/demo-planning.js";

/**
 * The roles and feature codes of the product, and the default rights of each role. They are
 * product data rather than demo data: every installation has them. Runs at every start and only
 * adds what is missing, so rights changed by an administrator are kept.
 */
export async function seedRolesAndFeatures(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("role")
    .values(roleCodes.map((code, index) => ({ code, sort_order: index })))
    .onConflict((oc) => oc.column("code").doNothing())
    .execute();
  await db
    .insertInto("feature")
    .values(featureCodes.map((code) => ({ code })))
    .onConflict((oc) => oc.column("code").doNothing())
    .execute();
  const rights = roleCodes.flatMap((role_code) =>
    Object.entries(defaultAccessRights[role_code]).map(([feature_code, right]) => ({
      role_code,
      feature_code,
      may_write: right === "write",
    })),
  );
  await db
    .insertInto("role_access_right")
    .values(rights)
    .onConflict((oc) => oc.columns(["role_code", "feature_code"]).doNothing())
    .execute();
}

/** What the demo seed writes besides the organisation. */
export interface DemoSeedOptions {
  /** The demo planning (default scale) around `now`; default true. */
  planning?: boolean;
  /** The organisation's time zone of the planning; default Europe/Paris. */
  timeZone?: string;
}

/**
 * The demo organisation: reference data and one user per role, then the demo planning of a month
 * around `now` (see `seed/demo-planning.ts`). Deterministic for a given `now`, and written only
 * into an empty database, in one transaction.
 */
export async function seedDemoOrganisation(
  db: Kysely<Database>,
  now: Date = new Date(),
  options: DemoSeedOptions = {},
): Promise<boolean> {
  const existing = await db
    .selectFrom("person")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return false;

  await db.transaction().execute(async (trx) => {
    const activityTypeIds = await insertByCode(trx, "activity_type", activityTypes);
    const activityIds = new Map<string, number>();
    for (const activity of activities) {
      const row = await trx
        .insertInto("activity")
        .values({
          code: activity.code,
          type_id: required(activityTypeIds, activity.type),
          label: activity.label,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      activityIds.set(activity.code, row.id);
    }
    const entityTypeIds = await insertByCode(trx, "entity_type", entityTypes);
    const entityIds = new Map<string, number>();
    for (const entity of entities) {
      const row = await trx
        .insertInto("entity")
        .values({
          code: entity.code,
          type_id: required(entityTypeIds, entity.type),
          parent_id: entity.parent === null ? null : required(entityIds, entity.parent),
          label: entity.label,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      entityIds.set(entity.code, row.id);
    }
    for (const user of demoUsers) {
      await insertDemoUser(trx, user, entityIds, activityIds);
    }
    if (options.planning ?? true) {
      await writeDemoPlanning(trx, {
        now,
        ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
      });
    }
  });
  return true;
}

async function insertByCode(
  trx: Kysely<Database>,
  table: "activity_type" | "entity_type",
  rows: readonly { code: string; label: { fr: string; en: string; de: string } }[],
): Promise<Map<string, number>> {
  const inserted = await trx
    .insertInto(table)
    .values(rows.map((row) => ({ code: row.code, label: row.label })))
    .returning(["id", "code"])
    .execute();
  return new Map(inserted.map((row) => [row.code, row.id]));
}

async function insertDemoUser(
  trx: Kysely<Database>,
  user: DemoUser,
  entityIds: Map<string, number>,
  activityIds: Map<string, number>,
): Promise<void> {
  const person = await trx
    .insertInto("person")
    .values({
      person_id_central_db: user.personIdCentralDb,
      first_name: user.firstName,
      last_name: user.lastName,
      staff_type: user.staffType,
      function: user.function,
      email: user.email,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const profile = await trx
    .insertInto("user_profile")
    .values({
      person_id: person.id,
      subject: user.subject,
      language: "fr",
      active_role_code: user.authorizations[0]?.role ?? null,
      last_seen_release_date: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (user.functionActivities?.length) {
    await trx
      .insertInto("person_activity")
      .values(
        user.functionActivities.map((activity) => ({
          person_id: person.id,
          activity_id: required(activityIds, activity),
        })),
      )
      .execute();
  }
  for (const authorization of user.authorizations) {
    const row = await trx
      .insertInto("user_authorization")
      .values({
        user_profile_id: profile.id,
        role_code: authorization.role,
        scope_type: authorization.scopeType,
        valid_from: "2026-01-01T00:00:00Z",
        valid_to: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (authorization.scopes.length === 0) continue;
    await trx
      .insertInto("user_authorization_scope")
      .values(
        authorization.scopes.map((scope) => ({
          authorization_id: row.id,
          entity_id: required(entityIds, scope.entity),
          activity_id: required(activityIds, scope.activity),
        })),
      )
      .execute();
  }
}

function required(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Demo data refers to an unknown code: ${code}`);
  return id;
}
