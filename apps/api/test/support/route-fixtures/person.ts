import { placedUser } from "../security-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

export const personFixture: RouteFixtureMaker = async (db, route, place) => {
  const user = await placedUser(db, place, "volunteer");
  const body = route.path.endsWith("search")
    ? { text: user.lastName, pageSize: 100 }
    : route.path.endsWith("Planning")
      ? {
          text: user.lastName,
          from: "2027-03-08T00:00:00+01:00",
          to: "2027-03-15T00:00:00+01:00",
        }
      : undefined;
  return { id: user.personId, body };
};
