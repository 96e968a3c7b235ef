import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import {
  createUserProfileScope,
  deleteUserProfileScope,
  updateUserProfileScope,
} from "./user-profile-scope-changes.js";
import { getUserProfileScope, searchUserProfileScopes } from "./user-profile-scopes.js";

/** The privileges (user profile scopes) of the security screens, within the role's scope. */
export const userProfileScopeRoutes: ApiRoute[] = [
  callRoute(calls.security.searchScopes, ({ db, access, body, timeZone }) =>
    searchUserProfileScopes(db, access, body, timeZone),
  ),
  callRoute(calls.security.getScope, ({ db, access, params, timeZone }) =>
    getUserProfileScope(db, access, Number(params.id), timeZone),
  ),
  callRoute(calls.security.createScope, ({ db, access, body, timeZone }) =>
    createUserProfileScope(db, access, body, timeZone),
  ),
  callRoute(calls.security.updateScope, ({ db, access, params, body, timeZone }) =>
    updateUserProfileScope(db, access, Number(params.id), body, timeZone),
  ),
  callRoute(calls.security.removeScope, async ({ db, access, params }) => {
    await deleteUserProfileScope(db, access, Number(params.id));
  }),
];
