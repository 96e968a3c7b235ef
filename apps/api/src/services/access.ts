import {
  type Authorization,
  activeAuthorization,
  type FeatureCode,
  forbidden,
  hasFeature,
  isInScope,
  type Scope,
  type ScopedItem,
  type ScopeReference,
  type ScopeType,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiFailure, fail } from "../http/errors.js";
import { type CurrentUser, findAuthorizations } from "./users.js";

/** What the signed-in user may do under the active role, as every service sees it. */
export interface Access {
  user: CurrentUser;
  /** The authorization of the active role (`x-activeRoleCode`, else the first). */
  authorization: Authorization | undefined;
  scope: Scope;
  reference: ScopeReference;
  /** Every entity id, to list the descendants a scope covers. */
  entityIds: number[];
}

/**
 * Loads the access of a user acting under a role code: the active authorization (spec 01 §6),
 * its scope, and the reference data scopes are checked against.
 */
export async function loadAccess(
  db: Kysely<Database>,
  user: CurrentUser,
  activeRoleCode: string | undefined,
): Promise<Access> {
  const authorizations = await findAuthorizations(db, user.profileId);
  const authorization = activeAuthorization(authorizations, activeRoleCode ?? user.activeRoleCode);
  const [scopeRow, entities, activities] = await Promise.all([
    authorization
      ? db
          .selectFrom("user_authorization")
          .select("scope_type")
          .where("user_profile_id", "=", user.profileId)
          .where("role_code", "=", authorization.role.code)
          .executeTakeFirst()
      : undefined,
    db.selectFrom("entity").select(["id", "type_id", "parent_id"]).execute(),
    db.selectFrom("activity").select(["id", "type_id"]).execute(),
  ]);
  const entityById = new Map(entities.map((entity) => [entity.id, entity]));
  const activityType = new Map(activities.map((activity) => [activity.id, activity.type_id]));
  const reference: ScopeReference = {
    entityParent: (id) => entityById.get(id)?.parent_id,
    entityType: (id) => entityById.get(id)?.type_id,
    activityType: (id) => activityType.get(id),
  };
  return {
    user,
    authorization,
    scope: scopeOf(scopeRow?.scope_type ?? "byItems", authorization),
    reference,
    entityIds: entities.map((entity) => entity.id),
  };
}

/**
 * The scope of an authorization. Pairs are stored as entity × activity items; `byTypes` reads
 * them as the types of those items. Field staff (`byFunctions`) see the activities of their
 * authorization's pairs.
 */
function scopeOf(type: ScopeType, authorization: Authorization | undefined): Scope {
  const pairs = authorization?.scopes ?? [];
  switch (type) {
    case "none":
      return { type: "none" };
    case "byFunctions":
      return { type: "byFunctions", activityIds: pairs.map((pair) => pair.activityId) };
    default:
      return { type: "byItems", pairs };
  }
}

/** Refuses with `authorization.forbidden` unless the active role holds the feature (and write). */
export function requireFeature(access: Access, feature: FeatureCode, write: boolean): void {
  if (!hasFeature(access.authorization, feature, write)) {
    throw fail(403, "authorization", "forbidden", {
      feature,
      write,
      role: access.authorization?.role.code ?? null,
    });
  }
}

/** Refuses with `{subject}.forbidden` when an object lies outside the active role's scope. */
export function requireInScope(
  access: Access,
  subject: Parameters<typeof forbidden>[0],
  item: ScopedItem & { id: number },
): void {
  if (!isInScope(item, access.scope, access.reference)) {
    throw new ApiFailure(403, forbidden(subject, { id: item.id }));
  }
}
