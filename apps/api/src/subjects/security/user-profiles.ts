import {
  activeAuthorization,
  type calls,
  type FeatureCode,
  forbidden,
  type Instant,
  type Language,
  mayAssignRole,
  Refusal,
  type RoleCode,
  scopeTypesOfRole,
  type UserType,
  userType,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { findAuthorizations } from "../../platform/users.js";
import { findPerson, type PersonView } from "../persons/index.js";

/** The signed-in user's own profile (spec 01 §3 profile state), `GET UserProfile/Me`. */
export interface MyUserProfile {
  language: Language;
  /** The role chosen on the profile page; `null`: the first role held. */
  activeRoleCode: RoleCode | null;
  lastSeenReleaseDate: Instant | null;
  /** The roles held today, in the order of the role table. */
  roleCodes: RoleCode[];
  /** The user type under the active role (spec 01 §6), `null` without any role. */
  userType: UserType | null;
  person: PersonView;
}

/** The signed-in user's profile. */
export async function getMyUserProfile(
  db: Kysely<Database>,
  access: Access,
  timeZone: string,
): Promise<MyUserProfile> {
  const [profile, authorizations, person] = await Promise.all([
    db
      .selectFrom("user_profile")
      .select(["language", "active_role_code", "last_seen_release_date"])
      .where("id", "=", access.user.profileId)
      .executeTakeFirstOrThrow(),
    findAuthorizations(db, access.user.profileId),
    findPerson(db, access.user.user.personId),
  ]);
  const active = activeAuthorization(authorizations, profile.active_role_code);
  return {
    language: profile.language,
    activeRoleCode: profile.active_role_code,
    lastSeenReleaseDate: instantOf(profile.last_seen_release_date, timeZone),
    roleCodes: authorizations.map((authorization) => authorization.role.code),
    userType: active ? userType(person.staffType, active.role.code) : null,
    person,
  };
}

/** What `PUT UserProfile/Me` changes; an absent field is left as it is. */
export interface MyUserProfileChanges {
  language?: Language | undefined;
  activeRoleCode?: RoleCode | null | undefined;
  lastSeenReleaseDate?: string | null | undefined;
}

/**
 * Changes the signed-in user's language, active role or last seen release date. The active role
 * must be one the user holds today: `securityRole.forbidden { roleCode, held }` otherwise.
 */
export async function updateMyUserProfile(
  db: Kysely<Database>,
  access: Access,
  changes: MyUserProfileChanges,
  timeZone: string,
): Promise<MyUserProfile> {
  const { activeRoleCode } = changes;
  if (activeRoleCode) {
    const held = (await findAuthorizations(db, access.user.profileId)).map(
      (authorization) => authorization.role.code,
    );
    if (!held.includes(activeRoleCode)) {
      throw new Refusal(forbidden("securityRole", { roleCode: activeRoleCode, held }));
    }
  }
  const set = {
    ...(changes.language === undefined ? {} : { language: changes.language }),
    ...(activeRoleCode === undefined ? {} : { active_role_code: activeRoleCode }),
    ...(changes.lastSeenReleaseDate === undefined
      ? {}
      : { last_seen_release_date: changes.lastSeenReleaseDate }),
  };
  if (Object.keys(set).length > 0) {
    await db.updateTable("user_profile").set(set).where("id", "=", access.user.profileId).execute();
  }
  return getMyUserProfile(db, access, timeZone);
}

/** One row of the role table (`GET Role`), for the security screens. */
export type RoleView = v.InferOutput<typeof calls.security.roleAnswerSchema>;

/** The role table with the access rights of each role. */
export async function getRoleTable(db: Kysely<Database>, access: Access): Promise<RoleView[]> {
  const [roles, rights] = await Promise.all([
    db.selectFrom("role").select(["code", "sort_order"]).orderBy("sort_order").execute(),
    db
      .selectFrom("role_access_right")
      .select(["role_code", "feature_code", "may_write"])
      .orderBy("feature_code")
      .execute(),
  ]);
  return roles.map((role) => ({
    code: role.code,
    sortOrder: role.sort_order,
    accessRights: rights
      .filter((right) => right.role_code === role.code)
      .map((right) => ({
        featureCode: right.feature_code as FeatureCode,
        mayWrite: right.may_write,
      })),
    scopeTypes: [...scopeTypesOfRole(role.code)],
    assignable: mayAssignRole(access.authorization?.role.code, role.code),
  }));
}
