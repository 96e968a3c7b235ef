import { randomUUID } from "node:crypto";
import type { RoleCode, ScopeType, StaffType } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.js";
import { untilSomeoneWaitsForALock } from "./activity-fixtures.js";
import type { TestDatabase } from "./database.js";

/** Where a privilege or an object lies: an entity × activity pair. */
export interface Place {
  entityId: number;
  activityId: number;
}

let sequence = 0;

/** Inserts a person who may sign in (with a user profile of their own subject). */
export async function insertUser(
  db: Kysely<Database>,
  staffType: StaffType,
  names: { firstName?: string; lastName?: string; email?: string | null } = {},
): Promise<{ personId: number; profileId: number; subject: string; lastName: string }> {
  sequence += 1;
  const lastName = names.lastName ?? `Sécurité ${sequence} ${randomUUID().slice(0, 8)}`;
  const person = await db
    .insertInto("person")
    .values({
      first_name: names.firstName ?? "Alex",
      last_name: lastName,
      staff_type: staffType,
      email: names.email ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const subject = `test-${randomUUID()}`;
  const profile = await db
    .insertInto("user_profile")
    .values({ person_id: person.id, subject, language: "fr" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { personId: person.id, profileId: profile.id, subject, lastName };
}

/** Gives a user profile a role directly (valid since 2026 and until revoked unless told). */
export async function grantRole(
  db: Kysely<Database>,
  profileId: number,
  roleCode: RoleCode,
  scopeType: ScopeType,
  validity: { from?: string; to?: string | null } = {},
): Promise<number> {
  const row = await db
    .insertInto("user_authorization")
    .values({
      user_profile_id: profileId,
      role_code: roleCode,
      scope_type: scopeType,
      valid_from: validity.from ?? "2026-01-01T00:00:00Z",
      valid_to: validity.to ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a privilege to an authorization: by items, by types, or naming nothing. */
export async function addPrivilege(
  db: Kysely<Database>,
  authorizationId: number,
  scope: Place | { entityTypeId: number; activityTypeId: number } | Record<string, never> = {},
  validity: { from?: string | null; to?: string | null } = {},
): Promise<number> {
  const row = await db
    .insertInto("user_authorization_scope")
    .values({
      authorization_id: authorizationId,
      entity_id: "entityId" in scope ? scope.entityId : null,
      activity_id: "activityId" in scope ? scope.activityId : null,
      entity_type_id: "entityTypeId" in scope ? scope.entityTypeId : null,
      activity_type_id: "activityTypeId" in scope ? scope.activityTypeId : null,
      valid_from: validity.from ?? null,
      valid_to: validity.to ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A user placed at a place by a read-only role D privilege there: within the scope of every
 * manager whose scope holds the place.
 */
export async function placedUser(db: Kysely<Database>, place: Place, staffType: StaffType) {
  const user = await insertUser(db, staffType);
  const authorizationId = await grantRole(db, user.profileId, "D", "byItems");
  const privilegeId = await addPrivilege(db, authorizationId, place);
  return { ...user, authorizationId, privilegeId };
}

/** The id of an entity type or an activity type of the demo organisation, by code. */
export async function typeIdOf(
  db: Kysely<Database>,
  table: "entity_type" | "activity_type",
  code: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user profile id and person id of a demo user, by subject. */
export async function demoUser(
  db: Kysely<Database>,
  subject: string,
): Promise<{ personId: number; profileId: number }> {
  const row = await db
    .selectFrom("user_profile")
    .select(["id", "person_id"])
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  return { personId: row.person_id, profileId: row.id };
}

/**
 * Runs `action` while another manager gives a user a role in a transaction still open when the
 * action starts, committed once the action waits for it: on PostgreSQL, whose pool runs
 * transactions side by side. PGlite runs one transaction at a time: there the role is given
 * before the action.
 */
export async function whileRoleIsGiven<Answer>(
  database: TestDatabase,
  role: { profileId: number; roleCode: RoleCode; scopeType: ScopeType },
  action: () => Promise<Answer>,
): Promise<Answer> {
  const { db, backend } = database;
  const give = (trx: Kysely<Database>) =>
    grantRole(trx, role.profileId, role.roleCode, role.scopeType);
  if (backend !== "postgres") {
    await give(db);
    return action();
  }
  let commit = () => {};
  const committed = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let given = () => {};
  const isGiven = new Promise<void>((resolve) => {
    given = resolve;
  });
  const other = db.transaction().execute(async (trx) => {
    await give(trx);
    given();
    await committed;
  });
  await Promise.race([isGiven, other]);
  const pending = action();
  try {
    await untilSomeoneWaitsForALock(db);
  } finally {
    commit();
    await other;
  }
  return pending;
}
