import { roleCodes, userProfileScopeSchema } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { choices, ids, paging, searchText } from "../http/schemas.js";
import {
  createUserProfileScope,
  deleteUserProfileScope,
  updateUserProfileScope,
} from "../services/user-profile-scope-changes.js";
import { getUserProfileScope, searchUserProfileScopes } from "../services/user-profile-scopes.js";
import { realInstant } from "./user-profiles.js";

/** Criteria of `POST UserProfileScope/search` (decision 006). */
const searchSchema = v.object({
  personIds: ids,
  roleCodes: choices(roleCodes),
  entityIds: ids,
  activityIds: ids,
  text: searchText,
  validAt: v.optional(realInstant),
  ...paging(["lastName", "roleCode", "validFrom"]),
});

/** The privileges (user profile scopes) of the security screens, within the role's scope. */
export const userProfileScopeRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "UserProfileScope/search",
    feature: "security",
    write: false,
    summary: "Searches the privileges of the role's scope by user, role, place and validity",
    body: searchSchema,
    handler: ({ db, access, body, timeZone }) =>
      searchUserProfileScopes(db, access, body, timeZone),
  }),
  apiRoute({
    method: "GET",
    path: "UserProfileScope/:id",
    feature: "security",
    write: false,
    summary: "Reads a privilege: user, role, scope and validity period",
    handler: ({ db, access, params, timeZone }) =>
      getUserProfileScope(db, access, Number(params.id), timeZone),
  }),
  apiRoute({
    method: "POST",
    path: "UserProfileScope",
    feature: "security.manage",
    write: true,
    changesAccess: "anyone",
    summary: "Creates a privilege, giving the user its role first when not held",
    form: userProfileScopeSchema,
    successStatus: 201,
    handler: ({ db, access, body, timeZone }) => createUserProfileScope(db, access, body, timeZone),
  }),
  apiRoute({
    method: "PUT",
    path: "UserProfileScope/:id",
    feature: "security.manage",
    write: true,
    changesAccess: "anyone",
    summary: "Changes a privilege's user, role, scope or validity period",
    form: userProfileScopeSchema,
    handler: ({ db, access, params, body, timeZone }) =>
      updateUserProfileScope(db, access, Number(params.id), body, timeZone),
  }),
  apiRoute({
    method: "DELETE",
    path: "UserProfileScope/:id",
    feature: "security.manage",
    write: true,
    changesAccess: "anyone",
    summary: "Deletes a privilege; the role stays held",
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteUserProfileScope(db, access, Number(params.id));
    },
  }),
];
