import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { assignRole, getPersonRoles, unassignRole } from "./role-assignment.js";
import { getMyUserProfile, getRoleTable, updateMyUserProfile } from "./user-profiles.js";

/** The signed-in user's own profile, and the role table and role assignment of security. */
export const userProfileRoutes: ApiRoute[] = [
  callRoute(calls.security.myProfile, ({ db, access, timeZone }) =>
    getMyUserProfile(db, access, timeZone),
  ),
  callRoute(calls.security.updateMyProfile, ({ db, access, body, timeZone }) =>
    updateMyUserProfile(db, access, body, timeZone),
  ),
  callRoute(calls.security.assignRole, ({ db, access, body, timeZone }) =>
    assignRole(db, access, body, timeZone),
  ),
  callRoute(calls.security.unassignRole, async ({ db, access, body }) => {
    await unassignRole(db, access, body);
  }),
  callRoute(calls.security.personRoles, ({ db, access, params, timeZone }) =>
    getPersonRoles(db, access, Number(params.id), timeZone),
  ),
  callRoute(calls.security.roles, ({ db, access }) => getRoleTable(db, access)),
];
