import {
  type Authorization,
  activeAuthorization,
  deriveScope,
  type FeatureCode,
  forbidden,
  hasFeature,
  isInScope,
  type Scope,
  type ScopedItem,
  type ScopeReference,
  type ScopeSources,
  type ScopeType,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiFailure, fail } from "../http/errors.js";
import { type CurrentUser, findAuthorizations, validNow } from "./users.js";

/** What the signed-in user may do under the active role, as every service sees it. */
export interface Access {
  user: CurrentUser;
  /** The authorization of the active role (`x-activeRoleCode`, else the first). */
  authorization: Authorization | undefined;
  scope: Scope;
  reference: ScopeReference;
  /** Every entity id, to list the descendants a scope covers. */
  entityIds: number[];
  /** Every activity id, to list the activities a scope reaches. */
  activityIds: number[];
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
  const [authorizationRow, entities, activities] = await Promise.all([
    authorization
      ? db
          .selectFrom("user_authorization")
          .select(["id", "scope_type"])
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
  const scopeType = authorizationRow?.scope_type ?? "byItems";
  const sources = await scopeSources(db, {
    scopeType,
    authorizationId: authorizationRow?.id,
    itemPairs: authorization?.scopes ?? [],
    personId: user.user.personId,
  });
  return {
    user,
    authorization,
    scope: deriveScope(scopeType, sources),
    reference,
    entityIds: entities.map((entity) => entity.id),
    activityIds: activities.map((activity) => activity.id),
  };
}

/**
 * What the scope of an authorization is derived from (spec 01 §6): its privileges by items valid
 * today (read with the authorization), its privileges by types valid today for `byTypes`, and
 * the activities of the person's functions for field staff (`byFunctions`). Only what the scope
 * type reads is loaded.
 */
export async function scopeSources(
  db: Kysely<Database>,
  of: {
    scopeType: ScopeType;
    authorizationId: number | undefined;
    itemPairs: ScopeSources["itemPairs"];
    personId: number;
  },
): Promise<ScopeSources> {
  const [typePairs, functions] = await Promise.all([
    of.scopeType === "byTypes" && of.authorizationId !== undefined
      ? db
          .selectFrom("user_authorization_scope")
          .select(["entity_type_id", "activity_type_id"])
          .where("authorization_id", "=", of.authorizationId)
          .where("entity_type_id", "is not", null)
          .where(validNow("user_authorization_scope"))
          .orderBy("entity_type_id")
          .orderBy("activity_type_id")
          .$narrowType<{ entity_type_id: number; activity_type_id: number }>()
          .execute()
      : [],
    of.scopeType === "byFunctions"
      ? db
          .selectFrom("person_activity")
          .select("activity_id")
          .where("person_id", "=", of.personId)
          .execute()
      : [],
  ]);
  return {
    itemPairs: of.itemPairs,
    typePairs: typePairs.map((pair) => ({
      entityTypeId: pair.entity_type_id,
      activityTypeId: pair.activity_type_id,
    })),
    functionActivityIds: functions.map((row) => row.activity_id),
  };
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
