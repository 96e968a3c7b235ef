import type {
  AccessRight,
  Authorization,
  FeatureCode,
  MyUserAuthorization,
  RoleCode,
  User,
} from "@releve/domain";
import { refusal } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** The signed-in user's profile and person, as the API needs them for every call. */
export interface CurrentUser {
  profileId: number;
  activeRoleCode: RoleCode | null;
  language: "fr" | "en" | "de";
  user: User;
}

/**
 * The user a token's subject designates. A valid token for a person Relève does not know is
 * refused with `authorization.unknownUser` (403): signed in, but not a user of the product.
 */
export async function findCurrentUser(db: Kysely<Database>, subject: string): Promise<CurrentUser> {
  const row = await db
    .selectFrom("user_profile")
    .innerJoin("person", "person.id", "user_profile.person_id")
    .select([
      "user_profile.id as profileId",
      "user_profile.active_role_code as activeRoleCode",
      "user_profile.language",
      "person.id as personId",
      "person.person_id_central_db as personIdCentralDb",
      "person.staff_type as staffType",
      "person.first_name as firstName",
      "person.last_name as lastName",
    ])
    .where("user_profile.subject", "=", subject)
    .executeTakeFirst();
  if (!row) throw refusal("authorization", "unknownUser");
  return currentUserOf(row);
}

/** The columns of a user's profile and person the current user is made of. */
export interface CurrentUserRow {
  profileId: number;
  activeRoleCode: RoleCode | null;
  language: CurrentUser["language"];
  personId: number;
  personIdCentralDb: string | null;
  staffType: User["staffType"];
  firstName: string;
  lastName: string;
}

/** The current user a row of their profile and person describes. */
export function currentUserOf(row: CurrentUserRow): CurrentUser {
  return {
    profileId: row.profileId,
    activeRoleCode: row.activeRoleCode,
    language: row.language,
    user: {
      personId: row.personId,
      personIdCentralDb: row.personIdCentralDb,
      staffType: row.staffType,
      firstName: row.firstName,
      lastName: row.lastName,
    },
  };
}

/**
 * The rows of an authorization or a privilege valid now: started (a privilege without a start
 * of its own follows its authorization's) and not ended.
 */
export function validNow(table: "user_authorization" | "user_authorization_scope") {
  const from = sql.ref(`${table}.valid_from`);
  const to = sql.ref(`${table}.valid_to`);
  return sql<boolean>`(${from} is null or ${from} <= now()) and (${to} is null or ${to} > now())`;
}

/**
 * The authorizations a user holds today (validity period includes now), each with its access
 * rights by feature code and its scopes — the entity × activity pairs of its privileges by items
 * valid today — in the order of the role table.
 */
export async function findAuthorizations(
  db: Kysely<Database>,
  profileId: number,
): Promise<Authorization[]> {
  const authorizations = await db
    .selectFrom("user_authorization")
    .innerJoin("role", "role.code", "user_authorization.role_code")
    .select([
      "user_authorization.id",
      "user_authorization.role_code",
      "user_authorization.scope_type",
    ])
    .where("user_authorization.user_profile_id", "=", profileId)
    .where(validNow("user_authorization"))
    .orderBy("role.sort_order")
    .execute();
  if (authorizations.length === 0) return [];

  const roleCodes = authorizations.map((authorization) => authorization.role_code);
  const [rights, scopes] = await Promise.all([
    db
      .selectFrom("role_access_right")
      .select(["role_code", "feature_code", "may_write"])
      .where("role_code", "in", roleCodes)
      .orderBy("feature_code")
      .execute(),
    db
      .selectFrom("user_authorization_scope")
      .select(["authorization_id", "entity_id", "activity_id"])
      .where(
        "authorization_id",
        "in",
        authorizations.map((authorization) => authorization.id),
      )
      .where("entity_id", "is not", null)
      .where("activity_id", "is not", null)
      .where(validNow("user_authorization_scope"))
      .orderBy("entity_id")
      .orderBy("activity_id")
      .$narrowType<{ entity_id: number; activity_id: number }>()
      .execute(),
  ]);

  return authorizations.map((authorization) => ({
    role: { code: authorization.role_code },
    accessRights: Object.fromEntries(
      rights
        .filter((right) => right.role_code === authorization.role_code)
        .map((right): [FeatureCode, AccessRight] => [
          right.feature_code as FeatureCode,
          { featureCode: right.feature_code as FeatureCode, mayWrite: right.may_write },
        ]),
    ),
    scopeType: authorization.scope_type,
    scopes: scopes
      .filter((scope) => scope.authorization_id === authorization.id)
      .map((scope) => ({ entityId: scope.entity_id, activityId: scope.activity_id })),
  }));
}

/** Answer of `GET authorization/GetMyUserAuthorization`. */
export async function getMyUserAuthorization(
  db: Kysely<Database>,
  current: CurrentUser,
): Promise<MyUserAuthorization> {
  const userProfileAuthorizations = await findAuthorizations(db, current.profileId);
  return { user: current.user, userProfileAuthorizations, activeRoleCode: current.activeRoleCode };
}
