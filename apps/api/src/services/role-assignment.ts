import {
  type ApiError,
  blocking,
  forbidden,
  formatInstant,
  hasBlocking,
  type Instant,
  isPrivilegeInScope,
  notFound,
  type PrivilegePair,
  privilegePair,
  type RoleAssignmentValues,
  type RoleCode,
  roleAssignmentRefusal,
  type ScopeType,
  type StaffType,
  toZonedInstant,
  type ValidityInstants,
  validateRoleAssignment,
  validityInstants,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiFailure, fail } from "../http/errors.js";
import type { Access } from "./access.js";
import { personPlaces, requirePersonInScope } from "./persons.js";

/**
 * Role assignment (spec 02 §2 role assign and unassign dialogs, §6), and what the privileges
 * share with it: the user profile of a person, the validity period of whole days, the refusals of
 * the domain, the audit trail of security.
 */

type Db = Kysely<Database> | Transaction<Database>;

const instantOf = (value: Date | null, timeZone: string): Instant | null =>
  value === null ? null : formatInstant(toZonedInstant(value, timeZone));

/** A person who may sign in: their profile and staff type. */
export interface ProfileHolder {
  personId: number;
  profileId: number;
  staffType: StaffType;
}

/** The user profile of a person: `person.notFound`, or `userProfile.notFound` for one who has none. */
export async function findProfileHolder(db: Db, personId: number): Promise<ProfileHolder> {
  // Ids are PostgreSQL integers: a larger number names nobody.
  if (Math.abs(personId) > 2_147_483_647) {
    throw new ApiFailure(404, notFound("person", { id: personId }));
  }
  const row = await db
    .selectFrom("person")
    .leftJoin("user_profile", "user_profile.person_id", "person.id")
    .select(["person.id", "person.staff_type", "user_profile.id as profile_id"])
    .where("person.id", "=", personId)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(404, notFound("person", { id: personId }));
  if (row.profile_id === null) {
    throw new ApiFailure(404, notFound("userProfile", { personId }));
  }
  return { personId: row.id, profileId: row.profile_id, staffType: row.staff_type };
}

/**
 * The instants of a validity period of whole days, or `validation.invalidForm` with
 * `date.invalid` on the day the product cannot keep (beyond four-digit years).
 */
export function validityPeriod(
  days: { validFrom: string; validTo: string | null },
  timeZone: string,
): ValidityInstants {
  const period = validityInstants(days, timeZone);
  if (period) return period;
  const field = validityInstants({ ...days, validTo: null }, timeZone) ? "validTo" : "validFrom";
  throw fail(400, "validation", "invalidForm", { findings: [blocking(field, "date.invalid")] });
}

/** Refuses a role assignment the domain refuses: 403 for `forbidden`, 409 for a staff type. */
export function throwRefusal(refusal: ApiError | null): void {
  if (refusal) throw new ApiFailure(refusal.code === "forbidden" ? 403 : 409, refusal);
}

/** Records a role or a privilege given, changed or taken away, in the caller's transaction. */
export async function recordSecurityChange(
  trx: Db,
  change: {
    subject: "userAuthorization" | "userProfileScope";
    subjectId: number;
    personId: number;
    roleCode: RoleCode;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    changedBy: number;
  },
): Promise<void> {
  await trx
    .insertInto("security_change")
    .values({
      subject: change.subject,
      subject_id: change.subjectId,
      person_id: change.personId,
      role_code: change.roleCode,
      action: change.action,
      before: change.before,
      after: change.after,
      changed_by: change.changedBy,
    })
    .execute();
}

/** A role held by a user (an authorization), as the role assign dialog answers it. */
export interface UserAuthorizationView {
  id: number;
  personId: number;
  roleCode: RoleCode;
  scopeType: ScopeType;
  validFrom: Instant;
  /** Exclusive: the first instant the role is no longer held; `null` until unassigned. */
  validTo: Instant | null;
}

type AuthorizationRow = {
  id: number;
  role_code: RoleCode;
  scope_type: ScopeType;
  valid_from: Date;
  valid_to: Date | null;
};

const auditOf = (row: AuthorizationRow) => ({
  scopeType: row.scope_type,
  validFrom: row.valid_from.toISOString(),
  validTo: row.valid_to?.toISOString() ?? null,
});

/**
 * Gives a user (by person) a role with a scope type and a validity period, or changes the scope
 * type and period of a role the user holds (spec 02 §2 role assign dialog, §6). Refused:
 * `validation.invalidForm` (the dialog's rules), `person.notFound`, `userProfile.notFound`,
 * `person.forbidden` (the person is outside the manager's scope), `securityRole.forbidden` (a
 * role the manager may not give), `scope.forbidden` (a scope type wider than the manager's),
 * `userProfile.unexpectedUserStaffType` (409).
 */
export async function assignRole(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
  timeZone: string,
): Promise<UserAuthorizationView> {
  const { values, findings } = validateRoleAssignment(body, undefined);
  if (!values || hasBlocking(findings)) {
    throw fail(400, "validation", "invalidForm", {
      findings: findings.filter((finding) => finding.severity === "blocking"),
    });
  }
  const holder = await findProfileHolder(db, values.personId);
  await requirePersonInScope(db, access, holder.personId);
  throwRefusal(
    roleAssignmentRefusal({
      managerRole: access.authorization?.role.code,
      managerScopeType: access.scope.type,
      role: values.roleCode,
      scopeType: values.scopeType,
      staffType: holder.staffType,
    }),
  );
  const period = validityPeriod(values, timeZone);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("user_authorization")
      .select(["id", "role_code", "scope_type", "valid_from", "valid_to"])
      .where("user_profile_id", "=", holder.profileId)
      .where("role_code", "=", values.roleCode)
      .forUpdate()
      .executeTakeFirst();
    const row = await trx
      .insertInto("user_authorization")
      .values({
        user_profile_id: holder.profileId,
        role_code: values.roleCode,
        scope_type: values.scopeType,
        valid_from: period.from,
        valid_to: period.to,
      })
      .onConflict((oc) =>
        oc.columns(["user_profile_id", "role_code"]).doUpdateSet({
          scope_type: values.scopeType,
          valid_from: period.from,
          valid_to: period.to,
        }),
      )
      .returning(["id", "role_code", "scope_type", "valid_from", "valid_to"])
      .executeTakeFirstOrThrow();
    await recordSecurityChange(trx, {
      subject: "userAuthorization",
      subjectId: row.id,
      personId: holder.personId,
      roleCode: row.role_code,
      action: before ? "change" : "assign",
      before: before ? auditOf(before) : null,
      after: auditOf(row),
      changedBy: access.user.user.personId,
    });
    return toAuthorizationView(row, holder.personId, timeZone);
  });
}

function toAuthorizationView(
  row: AuthorizationRow,
  personId: number,
  timeZone: string,
): UserAuthorizationView {
  return {
    id: row.id,
    personId,
    roleCode: row.role_code,
    scopeType: row.scope_type,
    validFrom: instantOf(row.valid_from, timeZone) as Instant,
    validTo: instantOf(row.valid_to, timeZone),
  };
}

/**
 * Takes a role away from a user (by person), with all its privileges (spec 02 §2 role unassign
 * dialog, §6). Refused: `person.notFound`, `userProfile.notFound`, `securityRole.notFound` (a
 * role the user does not hold), `person.forbidden`, `securityRole.forbidden`, `scope.forbidden`
 * (a role held with a wider scope type than the manager's), `userProfileScope.forbidden` (one of
 * its privileges lies outside the manager's scope). The user's active role falls back to the
 * first role held when it was this one.
 */
export async function unassignRole(
  db: Kysely<Database>,
  access: Access,
  values: Pick<RoleAssignmentValues, "personId" | "roleCode">,
): Promise<void> {
  const holder = await findProfileHolder(db, values.personId);
  await requirePersonInScope(db, access, holder.personId);
  await db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom("user_authorization")
      .select(["id", "role_code", "scope_type", "valid_from", "valid_to"])
      .where("user_profile_id", "=", holder.profileId)
      .where("role_code", "=", values.roleCode)
      .forUpdate()
      .executeTakeFirst();
    if (!held) {
      throw new ApiFailure(
        404,
        notFound("securityRole", { personId: values.personId, roleCode: values.roleCode }),
      );
    }
    throwRefusal(
      roleAssignmentRefusal({
        managerRole: access.authorization?.role.code,
        managerScopeType: access.scope.type,
        role: values.roleCode,
        scopeType: held.scope_type,
      }),
    );
    const privileges = await trx
      .selectFrom("user_authorization_scope")
      .select(["id", "entity_id", "activity_id", "entity_type_id", "activity_type_id"])
      .where("authorization_id", "=", held.id)
      .execute();
    const places = privileges.some((privilege) => privilege.entity_id === null)
      ? await personPlaces(trx, holder.personId)
      : [];
    const outside = privileges.find(
      (privilege) =>
        !isPrivilegeInScope(pairOfRow(privilege), places, access.scope, access.reference),
    );
    if (outside) {
      throw new ApiFailure(403, forbidden("userProfileScope", { id: outside.id }));
    }
    await trx.deleteFrom("user_authorization").where("id", "=", held.id).execute();
    await trx
      .updateTable("user_profile")
      .set({ active_role_code: null })
      .where("id", "=", holder.profileId)
      .where("active_role_code", "=", values.roleCode)
      .execute();
    await recordSecurityChange(trx, {
      subject: "userAuthorization",
      subjectId: held.id,
      personId: holder.personId,
      roleCode: held.role_code,
      action: "unassign",
      before: { ...auditOf(held), privileges: privileges.length },
      after: null,
      changedBy: access.user.user.personId,
    });
  });
}

/** The stored form of a privilege row's scope (the database keeps it items, types or nothing). */
export function pairOfRow(row: {
  entity_id: number | null;
  activity_id: number | null;
  entity_type_id: number | null;
  activity_type_id: number | null;
}): PrivilegePair {
  const pair = privilegePair({
    activityTypeId: row.activity_type_id,
    activityId: row.activity_id,
    entityTypeId: row.entity_type_id,
    entityId: row.entity_id,
  });
  if (!pair) throw new Error("A stored privilege mixes an item and a type");
  return pair;
}
