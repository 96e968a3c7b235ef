import {
  type Authorization,
  activeAuthorization,
  deriveScope,
  type FeatureCode,
  forbidden,
  hasFeature,
  isInScope,
  Refusal,
  type RoleCode,
  refusal,
  type Scope,
  type ScopedItem,
  type ScopeReference,
  type ScopeType,
  type TypeScope,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { type CurrentUser, type CurrentUserRow, currentUserOf, validNow } from "./users.js";

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

/** One authorization valid today, with what its scope is derived from. */
interface HeldAuthorization {
  id: number;
  scopeType: ScopeType;
  authorization: Authorization;
  typePairs: TypeScope[];
}

/**
 * Everything a user's access is made of — profile, person, authorizations valid today with
 * their rights and privileges, the activities of their functions, and the entities and
 * activities scopes are checked against — read in one statement, once per call.
 */
export interface AccessData {
  user: CurrentUser;
  authorizations: HeldAuthorization[];
  functionActivityIds: number[];
  entities: { id: number; typeId: number; parentId: number | null }[];
  activities: { id: number; typeId: number }[];
}

interface AccessRow extends CurrentUserRow {
  authorizations: {
    id: number;
    roleCode: RoleCode;
    scopeType: ScopeType;
    rights: [FeatureCode, boolean][];
    items: [number, number][];
    types: [number, number][];
  }[];
  functionActivityIds: number[];
  entities: [number, number, number | null][];
  activities: [number, number][];
}

/** The access data of the user a token's subject, or a profile id, designates. */
export async function readAccessData(
  db: Kysely<Database>,
  by: { subject: string } | { profileId: number },
): Promise<AccessData | undefined> {
  const privilegeValid = validNow("user_authorization_scope");
  const { rows } = await sql<AccessRow>`
    select up.id as "profileId", up.active_role_code as "activeRoleCode", up.language,
           person.id as "personId", person.person_id_central_db as "personIdCentralDb",
           person.staff_type as "staffType", person.first_name as "firstName",
           person.last_name as "lastName",
           coalesce((
             select jsonb_agg(jsonb_build_object(
                      'id', user_authorization.id,
                      'roleCode', user_authorization.role_code,
                      'scopeType', user_authorization.scope_type,
                      'rights', coalesce((
                        select jsonb_agg(jsonb_build_array(feature_code, may_write) order by feature_code)
                          from role_access_right where role_code = user_authorization.role_code), '[]'),
                      'items', coalesce((
                        select jsonb_agg(jsonb_build_array(entity_id, activity_id) order by entity_id, activity_id)
                          from user_authorization_scope
                         where authorization_id = user_authorization.id
                           and entity_id is not null and activity_id is not null and ${privilegeValid}), '[]'),
                      'types', coalesce((
                        select jsonb_agg(jsonb_build_array(entity_type_id, activity_type_id)
                                         order by entity_type_id, activity_type_id)
                          from user_authorization_scope
                         where authorization_id = user_authorization.id
                           and entity_type_id is not null and ${privilegeValid}), '[]')
                    ) order by role.sort_order)
               from user_authorization join role on role.code = user_authorization.role_code
              where user_authorization.user_profile_id = up.id and ${validNow("user_authorization")}
           ), '[]') as authorizations,
           coalesce((select jsonb_agg(activity_id order by activity_id) from person_activity
                      where person_id = person.id), '[]') as "functionActivityIds",
           coalesce((select jsonb_agg(jsonb_build_array(id, type_id, parent_id) order by id)
                       from entity), '[]') as entities,
           coalesce((select jsonb_agg(jsonb_build_array(id, type_id) order by id)
                       from activity), '[]') as activities
      from user_profile up join person on person.id = up.person_id
     where ${"subject" in by ? sql`up.subject = ${by.subject}` : sql`up.id = ${by.profileId}`}`.execute(
    db,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    user: currentUserOf(row),
    authorizations: row.authorizations.map((held) => ({
      id: held.id,
      scopeType: held.scopeType,
      authorization: {
        role: { code: held.roleCode },
        scopeType: held.scopeType,
        accessRights: Object.fromEntries(
          held.rights.map(([featureCode, mayWrite]) => [featureCode, { featureCode, mayWrite }]),
        ),
        scopes: held.items.map(([entityId, activityId]) => ({ entityId, activityId })),
      },
      typePairs: held.types.map(([entityTypeId, activityTypeId]) => ({
        entityTypeId,
        activityTypeId,
      })),
    })),
    functionActivityIds: row.functionActivityIds,
    entities: row.entities.map(([id, typeId, parentId]) => ({ id, typeId, parentId })),
    activities: row.activities.map(([id, typeId]) => ({ id, typeId })),
  };
}

/**
 * The access of a user acting under a role code: the active authorization (spec 01 §6, the
 * role code sent, else the profile's active role, else the first), its scope derived from what
 * its scope type reads, and the reference data scopes are checked against.
 */
export function accessOf(data: AccessData, activeRoleCode: string | undefined): Access {
  const authorization = activeAuthorization(
    data.authorizations.map((held) => held.authorization),
    activeRoleCode ?? data.user.activeRoleCode,
  );
  const held = data.authorizations.find((candidate) => candidate.authorization === authorization);
  const scopeType = held?.scopeType ?? "byItems";
  const entityById = new Map(data.entities.map((entity) => [entity.id, entity]));
  const activityType = new Map(data.activities.map((activity) => [activity.id, activity.typeId]));
  return {
    user: data.user,
    authorization,
    scope: deriveScope(scopeType, {
      itemPairs: authorization?.scopes ?? [],
      typePairs: scopeType === "byTypes" ? (held?.typePairs ?? []) : [],
      functionActivityIds: scopeType === "byFunctions" ? data.functionActivityIds : [],
    }),
    reference: {
      entityParent: (id) => entityById.get(id)?.parentId,
      entityType: (id) => entityById.get(id)?.typeId,
      activityType: (id) => activityType.get(id),
    },
    entityIds: data.entities.map((entity) => entity.id),
    activityIds: data.activities.map((activity) => activity.id),
  };
}

/** Loads the access of a user acting under a role code (see {@link accessOf}). */
export async function loadAccess(
  db: Kysely<Database>,
  user: CurrentUser,
  activeRoleCode: string | undefined,
): Promise<Access> {
  const data = await readAccessData(db, { profileId: user.profileId });
  if (!data) throw refusal("authorization", "unknownUser");
  return accessOf({ ...data, user }, activeRoleCode);
}

/** Refuses with `authorization.forbidden` unless the active role holds the feature (and write). */
export function requireFeature(access: Access, feature: FeatureCode, write: boolean): void {
  if (!hasFeature(access.authorization, feature, write)) {
    throw refusal("authorization", "forbidden", {
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
    throw new Refusal(forbidden(subject, { id: item.id }));
  }
}
