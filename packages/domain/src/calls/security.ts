import * as v from "valibot";
import { scopeTypes } from "../enums.js";
import { roleAssignmentSchema, roleUnassignmentSchema } from "../forms/role-assignment.js";
import { userProfileScopeSchema } from "../forms/user-profile-scope.js";
import { roleCodes } from "../roles.js";
import { defineCall } from "./call.js";
import { personAnswerSchema } from "./person.js";
import { choices, optionalIds, paging, searchText } from "./request-parts.js";
import {
  idValue,
  instantText,
  integerValue,
  nameText,
  noContent,
  pageOf,
} from "./response-parts.js";

import { accessRight, realInstant } from "./security-me.js";

export {
  myAuthorization,
  myProfile,
  myUserAuthorizationAnswerSchema,
  myUserProfileAnswerSchema,
  myUserProfileChangesSchema,
  realInstant,
  updateMyProfile,
} from "./security-me.js";

/**
 * Security: the signed-in user's own profile and authorizations, the role table, the roles held
 * (role assignment) and the privileges (user profile scopes) of the security screens.
 */

const manage = { feature: "security.manage", write: true, changesAccess: "anyone" } as const;

const roleCode = v.picklist(roleCodes);
const scopeType = v.picklist(scopeTypes);
/** One row of the role table, for the security screens. */
export const roleAnswerSchema = v.object({
  code: roleCode,
  sortOrder: integerValue,
  /** Its access rights, in the order of the feature codes. */
  accessRights: v.array(accessRight),
  /** The scope types it may be given with. */
  scopeTypes: v.array(scopeType),
  /** Whether the active role may assign and unassign it (spec 02 §6). */
  assignable: v.boolean(),
});

/** A role held by a user (an authorization), as the role assign dialog answers it. */
export const userAuthorizationAnswerSchema = v.object({
  id: idValue,
  personId: idValue,
  roleCode,
  scopeType,
  validFrom: instantText,
  /** Exclusive: the first instant the role is no longer held; `null` until unassigned. */
  validTo: v.nullable(instantText),
});

/**
 * A role a person holds, as the person's management page shows it: the authorization, how many
 * privileges restrict it, and whether the active role may change or take it away (decision 051).
 */
export const heldRoleAnswerSchema = v.object({
  ...userAuthorizationAnswerSchema.entries,
  /** Its privileges (whatever their validity); a role scoped `none` is restricted by none. */
  privilegeCount: integerValue,
  /** Whether the active role may change or unassign it (role table, scope type, privileges). */
  manageable: v.boolean(),
});

/** A person and the roles they hold, for the person's management page (decision 051). */
export const personRolesAnswerSchema = v.object({
  person: personAnswerSchema,
  /** Every role held, whatever its validity, in the order of the role table. */
  roles: v.array(heldRoleAnswerSchema),
});

/**
 * A privilege as the API answers it (spec 01 §3): an item's type is the item's; a privilege
 * without a start of its own starts with its role; `validTo` is exclusive (midnight ending the
 * last day). With its person's names and the scope type of its role, which decides whether it
 * restricts.
 */
export const userProfileScopeAnswerSchema = v.object({
  id: idValue,
  personId: idValue,
  roleCode,
  activityTypeId: v.nullable(idValue),
  activityId: v.nullable(idValue),
  entityTypeId: v.nullable(idValue),
  entityId: v.nullable(idValue),
  validFrom: instantText,
  validTo: v.nullable(instantText),
  firstName: nameText,
  lastName: nameText,
  scopeType,
});

/** What the privileges' search sorts on. */
export const searchScopesSortFields = ["lastName", "roleCode", "validFrom"] as const;

/** Criteria of `POST UserProfileScope/search` (decision 006). */
export const userProfileScopeSearchSchema = v.object({
  personIds: optionalIds,
  roleCodes: choices(roleCodes),
  entityIds: optionalIds,
  activityIds: optionalIds,
  /** Words each found in the first or last name of the user. */
  text: searchText,
  /** Only the privileges valid at this instant, with their role. */
  validAt: v.optional(realInstant),
  ...paging(searchScopesSortFields),
});

export const assignRole = defineCall({
  method: "POST",
  path: "UserProfile/AssignRole",
  ...manage,
  summary: "Gives a user a role with a scope type and validity, or changes those of a role held",
  form: roleAssignmentSchema,
  response: userAuthorizationAnswerSchema,
});

export const unassignRole = defineCall({
  method: "POST",
  path: "UserProfile/UnassignRole",
  ...manage,
  summary: "Takes a role and its privileges away from a user",
  body: roleUnassignmentSchema,
  successStatus: 204,
  response: noContent,
});

export const personRoles = defineCall({
  method: "GET",
  path: "Person/:id/Roles",
  feature: "security.manage",
  write: false,
  summary:
    "Reads a person of the role's scope and the roles they hold, and which ones one may manage",
  response: personRolesAnswerSchema,
});

export const roles = defineCall({
  method: "GET",
  path: "Role",
  feature: "security",
  write: false,
  summary: "The role table: access rights by feature, scope types, and which roles one may assign",
  response: v.array(roleAnswerSchema),
});

export const searchScopes = defineCall({
  method: "POST",
  path: "UserProfileScope/search",
  feature: "security",
  write: false,
  summary: "Searches the privileges of the role's scope by user, role, place and validity",
  body: userProfileScopeSearchSchema,
  response: pageOf(userProfileScopeAnswerSchema),
});

export const getScope = defineCall({
  method: "GET",
  path: "UserProfileScope/:id",
  feature: "security",
  write: false,
  summary: "Reads a privilege: user, role, scope and validity period",
  response: userProfileScopeAnswerSchema,
});

export const createScope = defineCall({
  method: "POST",
  path: "UserProfileScope",
  ...manage,
  summary: "Creates a privilege, giving the user its role first when not held",
  form: userProfileScopeSchema,
  successStatus: 201,
  response: userProfileScopeAnswerSchema,
});

export const updateScope = defineCall({
  method: "PUT",
  path: "UserProfileScope/:id",
  ...manage,
  summary: "Changes a privilege's user, role, scope or validity period",
  form: userProfileScopeSchema,
  response: userProfileScopeAnswerSchema,
});

export const removeScope = defineCall({
  method: "DELETE",
  path: "UserProfileScope/:id",
  ...manage,
  summary: "Deletes a privilege; the role stays held",
  successStatus: 204,
  response: noContent,
});
