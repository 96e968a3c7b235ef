import {
  instantMaxLength,
  isInstant,
  languages,
  roleAssignmentSchema,
  roleCodes,
  roleUnassignmentSchema,
  withinSupportedRange,
} from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { assignRole, unassignRole } from "../services/role-assignment.js";
import { getMyUserProfile, getRoleTable, updateMyUserProfile } from "../services/user-profiles.js";

/**
 * Whether an ISO instant names a real moment (no 30 February) within the dates the product
 * handles (`supportedDateRange`, decision 007): one that moving into the range leaves as it is.
 */
function isRealInstant(value: string): boolean {
  return isInstant(value) && withinSupportedRange(value).getTime() === Date.parse(value);
}

/** An instant with its offset that names a real moment (`2027-04-04T07:00:00+02:00`). */
export const realInstant = v.pipe(
  v.string(),
  v.maxLength(instantMaxLength),
  v.isoTimestamp(),
  v.check(isRealInstant, "date.invalid"),
);

/** `PUT UserProfile/Me`: each field present is changed, the others are left as they are. */
const myProfileSchema = v.object({
  language: v.optional(v.picklist(languages)),
  activeRoleCode: v.optional(v.nullable(v.picklist(roleCodes))),
  lastSeenReleaseDate: v.optional(v.nullable(realInstant)),
});

/** The signed-in user's own profile, and the role table and role assignment of security. */
export const userProfileRoutes: ApiRoute[] = [
  apiRoute({
    method: "GET",
    path: "UserProfile/Me",
    feature: null,
    write: false,
    summary: "The signed-in user's language, active role, last seen release date and person",
    handler: ({ db, access, timeZone }) => getMyUserProfile(db, access, timeZone),
  }),
  apiRoute({
    method: "PUT",
    path: "UserProfile/Me",
    feature: null,
    write: false,
    summary: "Sets the signed-in user's language, active role (one held) or last seen release date",
    changesAccess: "caller",
    body: myProfileSchema,
    handler: ({ db, access, body, timeZone }) => updateMyUserProfile(db, access, body, timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "UserProfile/AssignRole",
    feature: "security.manage",
    write: true,
    changesAccess: "anyone",
    summary: "Gives a user a role with a scope type and validity, or changes those of a role held",
    form: roleAssignmentSchema,
    handler: ({ db, access, body, timeZone }) => assignRole(db, access, body, timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "UserProfile/UnassignRole",
    feature: "security.manage",
    write: true,
    changesAccess: "anyone",
    summary: "Takes a role and its privileges away from a user",
    body: roleUnassignmentSchema,
    successStatus: 204,
    handler: async ({ db, access, body }) => {
      await unassignRole(db, access, body);
    },
  }),
  apiRoute({
    method: "GET",
    path: "Role",
    feature: "security",
    write: false,
    summary:
      "The role table: access rights by feature, scope types, and which roles one may assign",
    handler: ({ db, access }) => getRoleTable(db, access),
  }),
];
