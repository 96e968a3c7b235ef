import * as v from "valibot";
import { scopeTypes, userTypes } from "../enums.js";
import { featureCodes } from "../features.js";
import { instantMaxLength } from "../limits.js";
import { languages } from "../reference-data.js";
import { roleCodes, staffTypes } from "../roles.js";
import { withinSupportedRange } from "../time/supported-range.js";
import { isInstant } from "../time/wall-clock.js";
import { defineCall } from "./call.js";
import { personAnswerSchema } from "./person.js";
import { codeText, idValue, instantText, nameText } from "./response-parts.js";

/*
 * The signed-in user's own authorizations and profile, re-exported by `security.ts`. A module of
 * their own: the planner's start-up reads them and so downloads these alone, not the security
 * screens' role table, privileges and role assignment.
 */

const anyUser = { feature: null, write: false } as const;

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

const roleCode = v.picklist(roleCodes);
const scopeType = v.picklist(scopeTypes);

/** The right to use one feature, read-only or with write (spec 01 §3). */
export const accessRight = v.object({
  featureCode: v.picklist(featureCodes),
  mayWrite: v.boolean(),
});

/** The signed-in user as the API describes it (spec 01 §3). */
const userAnswerSchema = v.object({
  personId: idValue,
  personIdCentralDb: v.nullable(codeText),
  staffType: v.picklist(staffTypes),
  firstName: nameText,
  lastName: nameText,
});

/**
 * `GET authorization/GetMyUserAuthorization` (spec 01 §7): the user, the authorizations held
 * today in the order of the role table, each with its access rights by feature code (a feature
 * the role lacks is absent) and, scoped by items, the entity × activity pairs of its privileges
 * valid today; the active role chosen on the profile (`null`: the first held).
 */
export const myUserAuthorizationAnswerSchema = v.object({
  user: userAnswerSchema,
  userProfileAuthorizations: v.array(
    v.object({
      role: v.object({ code: roleCode }),
      accessRights: v.record(v.picklist(featureCodes), accessRight),
      scopeType,
      scopes: v.array(v.object({ entityId: idValue, activityId: idValue })),
    }),
  ),
  activeRoleCode: v.nullable(roleCode),
});

/** The signed-in user's own profile (spec 01 §3 profile state). */
export const myUserProfileAnswerSchema = v.object({
  language: v.picklist(languages),
  /** The role chosen on the profile page; `null`: the first role held. */
  activeRoleCode: v.nullable(roleCode),
  lastSeenReleaseDate: v.nullable(instantText),
  /** The roles held today, in the order of the role table. */
  roleCodes: v.array(roleCode),
  /** The user type under the active role (spec 01 §6), `null` without any role. */
  userType: v.nullable(v.picklist(userTypes)),
  person: personAnswerSchema,
});

/** `PUT UserProfile/Me`: each field present is changed, the others are left as they are. */
export const myUserProfileChangesSchema = v.object({
  language: v.optional(v.picklist(languages)),
  activeRoleCode: v.optional(v.nullable(roleCode)),
  lastSeenReleaseDate: v.optional(v.nullable(realInstant)),
});

export const myAuthorization = defineCall({
  method: "GET",
  path: "authorization/GetMyUserAuthorization",
  ...anyUser,
  summary: "The signed-in user's authorizations and active role",
  response: myUserAuthorizationAnswerSchema,
});

export const myProfile = defineCall({
  method: "GET",
  path: "UserProfile/Me",
  ...anyUser,
  summary: "The signed-in user's language, active role, last seen release date and person",
  response: myUserProfileAnswerSchema,
});

export const updateMyProfile = defineCall({
  method: "PUT",
  path: "UserProfile/Me",
  ...anyUser,
  summary: "Sets the signed-in user's language, active role (one held) or last seen release date",
  changesAccess: "caller",
  body: myUserProfileChangesSchema,
  response: myUserProfileAnswerSchema,
});
