import {
  forbidden,
  hasBlocking,
  type Instant,
  isPrivilegeInScope,
  notFound,
  Refusal,
  type RoleAssignmentValues,
  type RoleCode,
  roleAssignmentRefusal,
  type ScopeType,
  validateRoleAssignment,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { invalidForm } from "../../platform/forms.js";
import { instantOf } from "../../platform/instants.js";
import {
  getPerson,
  type PersonView,
  personPlaces,
  requirePersonInScope,
} from "../persons/index.js";
import {
  findProfileHolder,
  type ProfileHolder,
  throwRefusal,
  validityPeriod,
} from "./grant-checks.js";
import { recordSecurityChange } from "./security-audit.js";
import { pairOfRow } from "./user-profile-scopes.js";

/** Role assignment (spec 02 §2 role assign and unassign dialogs, §6). */

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
 * `userProfile.unexpectedUserStaffType` (409). A role already held is changed only as it could
 * be taken away: held with a scope type the manager may grant, every privilege of it within the
 * manager's scope (`scope.forbidden`, `userProfileScope.forbidden`).
 */
export async function assignRole(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
  timeZone: string,
): Promise<UserAuthorizationView> {
  const { values, findings } = validateRoleAssignment(body, undefined);
  if (!values || hasBlocking(findings)) throw invalidForm(findings);
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
    const columns = { scope_type: values.scopeType, valid_from: period.from, valid_to: period.to };
    const returned = ["id", "role_code", "scope_type", "valid_from", "valid_to"] as const;
    const heldRole = () =>
      trx
        .selectFrom("user_authorization")
        .select(returned)
        .where("user_profile_id", "=", holder.profileId)
        .where("role_code", "=", values.roleCode)
        .forUpdate()
        .executeTakeFirst();
    const record = (row: AuthorizationRow, before: AuthorizationRow | undefined) =>
      recordSecurityChange(trx, {
        subject: "userAuthorization",
        subjectId: row.id,
        personId: holder.personId,
        roleCode: row.role_code,
        action: before ? "change" : "assign",
        before: before ? auditOf(before) : null,
        after: auditOf(row),
        changedBy: access.user.user.personId,
      });
    let before = await heldRole();
    if (!before) {
      const given = await trx
        .insertInto("user_authorization")
        .values({ user_profile_id: holder.profileId, role_code: values.roleCode, ...columns })
        .onConflict((oc) => oc.columns(["user_profile_id", "role_code"]).doNothing())
        .returning(returned)
        .executeTakeFirst();
      if (given) {
        await record(given, undefined);
        return toAuthorizationView(given, holder.personId, timeZone);
      }
      // Given meanwhile by another manager: then changed, with the guards of a change.
      before = await heldRole();
      if (!before) {
        throw new Refusal(
          notFound("securityRole", { personId: values.personId, roleCode: values.roleCode }),
        );
      }
    }
    await requireHeldRoleInReach(trx, access, holder, before);
    const row = await trx
      .updateTable("user_authorization")
      .set(columns)
      .where("id", "=", before.id)
      .returning(returned)
      .executeTakeFirstOrThrow();
    await record(row, before);
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
 * Why the manager may not change or take away a role the user holds, or `null` when it may: as
 * the manager could not have given it as it is held — `securityRole.forbidden` (a role the manager
 * may not manage), `scope.forbidden` (held with a scope type wider than the manager may grant),
 * `userProfileScope.forbidden` (one of its privileges lies outside the manager's scope). With the
 * role's privileges.
 */
async function heldRoleRefusal(
  trx: Kysely<Database> | Transaction<Database>,
  access: Access,
  personId: number,
  held: AuthorizationRow,
) {
  const privileges = await trx
    .selectFrom("user_authorization_scope")
    .select(["id", "entity_id", "activity_id", "entity_type_id", "activity_type_id"])
    .where("authorization_id", "=", held.id)
    .execute();
  const refusal = roleAssignmentRefusal({
    managerRole: access.authorization?.role.code,
    managerScopeType: access.scope.type,
    role: held.role_code,
    scopeType: held.scope_type,
  });
  if (refusal) return { refusal, privileges };
  const places = privileges.some((privilege) => privilege.entity_id === null)
    ? await personPlaces(trx, personId)
    : [];
  const outside = privileges.find(
    (privilege) =>
      !isPrivilegeInScope(pairOfRow(privilege), places, access.scope, access.reference),
  );
  return {
    refusal: outside ? forbidden("userProfileScope", { id: outside.id }) : null,
    privileges,
  };
}

/** Refuses to change or take away a role the manager may not ({@link heldRoleRefusal}). */
async function requireHeldRoleInReach(
  trx: Transaction<Database>,
  access: Access,
  holder: ProfileHolder,
  held: AuthorizationRow,
) {
  const { refusal, privileges } = await heldRoleRefusal(trx, access, holder.personId, held);
  throwRefusal(refusal);
  return privileges;
}

/** A role a person holds, for the person's management page (decision 051). */
export interface HeldRoleView extends UserAuthorizationView {
  privilegeCount: number;
  manageable: boolean;
}

/**
 * A person of the manager's scope and every role they hold, whatever its validity, in the order
 * of the role table, each with its number of privileges and whether the manager may change or
 * take it away ({@link heldRoleRefusal}). A person who may not sign in holds none. Refused:
 * `person.notFound`, `person.forbidden` (outside the manager's scope).
 */
export async function getPersonRoles(
  db: Kysely<Database>,
  access: Access,
  personId: number,
  timeZone: string,
): Promise<{ person: PersonView; roles: HeldRoleView[] }> {
  const person = await getPerson(db, access, personId);
  if (person.userProfileId === null) return { person, roles: [] };
  const held = await db
    .selectFrom("user_authorization")
    .innerJoin("role", "role.code", "user_authorization.role_code")
    .select([
      "user_authorization.id",
      "user_authorization.role_code",
      "user_authorization.scope_type",
      "user_authorization.valid_from",
      "user_authorization.valid_to",
    ])
    .where("user_authorization.user_profile_id", "=", person.userProfileId)
    .orderBy("role.sort_order")
    .execute();
  const roles = await Promise.all(
    held.map(async (row): Promise<HeldRoleView> => {
      const { refusal, privileges } = await heldRoleRefusal(db, access, personId, row);
      return {
        ...toAuthorizationView(row, personId, timeZone),
        privilegeCount: privileges.length,
        manageable: refusal === null,
      };
    }),
  );
  return { person, roles };
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
      throw new Refusal(
        notFound("securityRole", { personId: values.personId, roleCode: values.roleCode }),
      );
    }
    const privileges = await requireHeldRoleInReach(trx, access, holder, held);
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
