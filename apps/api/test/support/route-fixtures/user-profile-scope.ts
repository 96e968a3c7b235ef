import { addPrivilege, grantRole, insertUser } from "../security-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

/**
 * A volunteer's privilege of role V at the place (where they serve), and the privilege form of
 * a role every manager of the role table may give.
 */
export const userProfileScopeFixture: RouteFixtureMaker = async (db, route, place) => {
  const user = await insertUser(db, "volunteer");
  const form = {
    personId: user.personId,
    roleCode: "V",
    activityTypeId: null,
    activityId: place.activityId,
    entityTypeId: null,
    entityId: place.entityId,
    validFrom: "2027-01-01",
    validTo: "2027-12-31",
  };
  if (route.method === "POST" && route.path === "UserProfileScope") return { id: 0, body: form };
  const authorizationId = await grantRole(db, user.profileId, "V", "byFunctions");
  const id = await addPrivilege(db, authorizationId, place);
  const body = route.path.endsWith("search")
    ? { personIds: [user.personId], pageSize: 100 }
    : route.method === "PUT"
      ? form
      : undefined;
  return { id, body };
};
