import { blocking, type PrivilegePair, roleAssignmentRefusal } from "@releve/domain";
import { type Kysely, type SqlBool, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { invalidForm } from "../../platform/forms.js";
import { throwRefusal } from "./grant-checks.js";
import { recordSecurityChange } from "./security-audit.js";
import { type PreparedPrivilege, prepareWithRole } from "./user-profile-scope-form.js";
import {
  findPrivilege,
  getPrivilegeRow,
  type PrivilegeRow,
  toView,
  type UserProfileScopeView,
} from "./user-profile-scopes.js";

/** Creating, changing and deleting privileges (spec 02 §2 privilege form). */

/** The columns of a privilege's scope as stored. */
function pairColumns(pair: PrivilegePair) {
  return {
    entity_id: pair.kind === "items" ? pair.entityId : null,
    activity_id: pair.kind === "items" ? pair.activityId : null,
    entity_type_id: pair.kind === "types" ? pair.entityTypeId : null,
    activity_type_id: pair.kind === "types" ? pair.activityTypeId : null,
  };
}

const auditOf = (row: PrivilegeRow) => ({
  authorizationId: row.authorization_id,
  entityId: row.entity_id,
  activityId: row.activity_id,
  entityTypeId: row.entity_type_id,
  activityTypeId: row.activity_type_id,
  validFrom: row.valid_from?.toISOString() ?? null,
  validTo: row.valid_to?.toISOString() ?? null,
});

const duplicate = () => invalidForm([blocking("entityId", "value.duplicate")]);

/**
 * Writes a prepared privilege (a new one, or over `id`) on its role. The same scope twice in one
 * role is refused as `value.duplicate`.
 */
async function writePrivilege(
  trx: Transaction<Database>,
  prepared: PreparedPrivilege & { authorizationId: number },
  id: number | undefined,
): Promise<number> {
  const { authorizationId } = prepared;
  const scope = pairColumns(prepared.pair);
  const columns = {
    authorization_id: authorizationId,
    ...scope,
    valid_from: prepared.from,
    valid_to: prepared.to,
  };
  const same = await trx
    .selectFrom("user_authorization_scope")
    .select("id")
    .where("authorization_id", "=", authorizationId)
    .where(
      sql<SqlBool>`(entity_id, activity_id, entity_type_id, activity_type_id)
        is not distinct from (${scope.entity_id}::int, ${scope.activity_id}::int,
          ${scope.entity_type_id}::int, ${scope.activity_type_id}::int)`,
    )
    .$if(id !== undefined, (q) => q.where("id", "<>", id ?? 0))
    .executeTakeFirst();
  if (same) throw duplicate();
  try {
    if (id === undefined) {
      const row = await trx
        .insertInto("user_authorization_scope")
        .values(columns)
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    }
    await trx.updateTable("user_authorization_scope").set(columns).where("id", "=", id).execute();
    return id;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") throw duplicate();
    throw error;
  }
}

/** Creates a privilege, `POST UserProfileScope` (refusals: see `preparePrivilege`). */
export async function createUserProfileScope(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
  timeZone: string,
): Promise<UserProfileScopeView> {
  return db.transaction().execute(async (trx) => {
    const prepared = await prepareWithRole(trx, access, body, timeZone);
    const id = await writePrivilege(trx, prepared, undefined);
    const row = (await findPrivilege(trx, id)) as PrivilegeRow;
    await recordSecurityChange(trx, {
      subject: "userProfileScope",
      subjectId: id,
      personId: row.person_id,
      roleCode: row.role_code,
      action: "create",
      before: null,
      after: auditOf(row),
      changedBy: access.user.user.personId,
    });
    return toView(row, timeZone);
  });
}

/**
 * A privilege the manager reaches and whose role, as it is held, they may manage
 * (`userProfileScope.notFound`, `userProfileScope.forbidden`, `securityRole.forbidden`,
 * `scope.forbidden`).
 */
async function getManageablePrivilegeRow(trx: Transaction<Database>, access: Access, id: number) {
  const row = await getPrivilegeRow(trx, access, id);
  throwRefusal(
    roleAssignmentRefusal({
      managerRole: access.authorization?.role.code,
      managerScopeType: access.scope.type,
      role: row.role_code,
      scopeType: row.scope_type,
    }),
  );
  return row;
}

/**
 * Changes a privilege, `PUT UserProfileScope/:id`: the manager must reach it and may manage its
 * current role as it is held (`userProfileScope.notFound`, `userProfileScope.forbidden`,
 * `securityRole.forbidden`, `scope.forbidden` for a role held with a scope type wider than the
 * manager may grant), then the new values are checked as on creation. Changing its user
 * or role moves it to that user's role, given first when not held.
 */
export async function updateUserProfileScope(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  timeZone: string,
): Promise<UserProfileScopeView> {
  return db.transaction().execute(async (trx) => {
    const before = await getManageablePrivilegeRow(trx, access, id);
    const prepared = await prepareWithRole(trx, access, body, timeZone);
    await writePrivilege(trx, prepared, id);
    const row = (await findPrivilege(trx, id)) as PrivilegeRow;
    await recordSecurityChange(trx, {
      subject: "userProfileScope",
      subjectId: id,
      personId: row.person_id,
      roleCode: row.role_code,
      action: "update",
      before: { ...auditOf(before), personId: before.person_id, roleCode: before.role_code },
      after: auditOf(row),
      changedBy: access.user.user.personId,
    });
    return toView(row, timeZone);
  });
}

/**
 * Deletes a privilege, `DELETE UserProfileScope/:id` (`userProfileScope.notFound`,
 * `userProfileScope.forbidden`, `securityRole.forbidden`, `scope.forbidden` for a role held with
 * a scope type wider than the manager may grant). The role stays held: taking it away is the role
 * unassign dialog's.
 */
export async function deleteUserProfileScope(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getManageablePrivilegeRow(trx, access, id);
    await trx.deleteFrom("user_authorization_scope").where("id", "=", id).execute();
    await recordSecurityChange(trx, {
      subject: "userProfileScope",
      subjectId: id,
      personId: before.person_id,
      roleCode: before.role_code,
      action: "delete",
      before: auditOf(before),
      after: null,
      changedBy: access.user.user.personId,
    });
  });
}
