import { placedUser } from "../security-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

export const personFixture: RouteFixtureMaker = async (db, route, place) => {
  const user = await placedUser(db, place, "volunteer");
  const body = route.path.endsWith("search") ? { text: user.lastName, pageSize: 100 } : undefined;
  return { id: user.personId, body };
};
