import { grantRole, placedUser } from "../security-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

/**
 * A volunteer placed within the scope, who is given (or loses) the field volunteer role V: a
 * role every manager of the role table may assign (spec 02 §6).
 */
export const userProfileFixture: RouteFixtureMaker = async (db, route, place) => {
  if (route.path === "UserProfile/Me") {
    return { id: 0, body: route.method === "PUT" ? { language: "fr" } : undefined };
  }
  const user = await placedUser(db, place, "volunteer");
  if (route.path === "UserProfile/UnassignRole") {
    await grantRole(db, user.profileId, "V", "byFunctions");
    return { id: 0, body: { personId: user.personId, roleCode: "V" } };
  }
  return {
    id: 0,
    body: {
      personId: user.personId,
      roleCode: "V",
      scopeType: "byFunctions",
      validFrom: "2027-01-01",
      validTo: null,
    },
  };
};
