import {
  checkPrivilegeScope,
  forbidden,
  hasBlocking,
  type Instant,
  isPrivilegeInScope,
  notFound,
  type PrivilegePair,
  type PrivilegeReference,
  privilegePair,
  Refusal,
  roleAssignmentRefusal,
  type ScopeType,
  scopeTypeForPrivilege,
  type UserProfileScopeValues,
  validateUserProfileScope,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { invalidForm } from "../../platform/forms.js";
import { personPlaces } from "../persons/index.js";
import {
  findProfileHolder,
  type ProfileHolder,
  throwRefusal,
  validityPeriod,
} from "./grant-checks.js";

/** Checking a privilege form (spec 02 §2) before the privilege is written. */

type Db = Kysely<Database> | Transaction<Database>;

/** The reference data a privilege's scope is checked against. */
async function privilegeReference(db: Db, access: Access): Promise<PrivilegeReference> {
  const [entityTypes, activityTypes] = await Promise.all([
    db.selectFrom("entity_type").select("id").execute(),
    db.selectFrom("activity_type").select("id").execute(),
  ]);
  return {
    ...access.reference,
    entityTypeIds: entityTypes.map((type) => type.id),
    activityTypeIds: activityTypes.map((type) => type.id),
  };
}

/** A privilege ready to be written: checked against the domain's rules and the manager's rights. */
export interface PreparedPrivilege {
  values: UserProfileScopeValues;
  holder: ProfileHolder;
  /** The authorization of the role the user already holds, if any. */
  authorizationId: number | undefined;
  scopeType: ScopeType;
  pair: PrivilegePair;
  from: Instant;
  to: Instant | null;
}

/**
 * Checks a privilege form (spec 02 §2): the form's rules (`validateUserProfileScope`), the person
 * and their user profile, the scope against the reference data and the scope type of the role
 * (`checkPrivilegeScope`; a role not held yet takes the scope type the privilege names), the
 * manager's right to give that role (`roleAssignmentRefusal`), and the manager's scope
 * (`scope.forbidden` for a privilege outside it).
 */
async function preparePrivilege(
  db: Db,
  access: Access,
  body: unknown,
  timeZone: string,
): Promise<PreparedPrivilege> {
  const { values, findings } = validateUserProfileScope(body, undefined);
  if (!values || hasBlocking(findings)) throw invalidForm(findings);
  const holder = await findProfileHolder(db, values.personId);
  // Locked: the role's scope type stays the one checked until the privilege is written.
  const held = await db
    .selectFrom("user_authorization")
    .select(["id", "scope_type"])
    .where("user_profile_id", "=", holder.profileId)
    .where("role_code", "=", values.roleCode)
    .forUpdate()
    .executeTakeFirst();
  const scopeType =
    held?.scope_type ??
    scopeTypeForPrivilege(values.roleCode, privilegePair(values) ?? { kind: "nothing" });
  const scopeFindings = checkPrivilegeScope(
    values,
    scopeType,
    await privilegeReference(db, access),
  );
  const pair = privilegePair(values);
  if (!pair || hasBlocking(scopeFindings)) throw invalidForm(scopeFindings);
  throwRefusal(
    roleAssignmentRefusal({
      managerRole: access.authorization?.role.code,
      managerScopeType: access.scope.type,
      role: values.roleCode,
      scopeType,
      staffType: holder.staffType,
    }),
  );
  const places = pair.kind === "nothing" ? await personPlaces(db, holder.personId) : [];
  if (!isPrivilegeInScope(pair, places, access.scope, access.reference)) {
    throw new Refusal(forbidden("scope", { ...pair, personId: holder.personId }));
  }
  const period = validityPeriod(values, timeZone);
  return {
    values,
    holder,
    authorizationId: held?.id,
    scopeType,
    pair,
    from: period.from,
    to: period.to,
  };
}

/**
 * Checks a privilege form (`preparePrivilege`) and gives the user its role when they do not hold
 * it yet (with the privilege's scope type, from its first day, until unassigned). A role given
 * meanwhile by another manager is checked again, as a role held.
 */
export async function prepareWithRole(
  trx: Transaction<Database>,
  access: Access,
  body: unknown,
  timeZone: string,
): Promise<PreparedPrivilege & { authorizationId: number }> {
  const prepared = await preparePrivilege(trx, access, body, timeZone);
  if (prepared.authorizationId !== undefined) {
    return { ...prepared, authorizationId: prepared.authorizationId };
  }
  const given = await trx
    .insertInto("user_authorization")
    .values({
      user_profile_id: prepared.holder.profileId,
      role_code: prepared.values.roleCode,
      scope_type: prepared.scopeType,
      valid_from: prepared.from,
      valid_to: null,
    })
    .onConflict((oc) => oc.columns(["user_profile_id", "role_code"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (given) return { ...prepared, authorizationId: given.id };
  const again = await preparePrivilege(trx, access, body, timeZone);
  if (again.authorizationId === undefined) {
    throw new Refusal(
      notFound("securityRole", {
        personId: prepared.holder.personId,
        roleCode: prepared.values.roleCode,
      }),
    );
  }
  return { ...again, authorizationId: again.authorizationId };
}
