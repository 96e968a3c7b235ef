import { activityBody, insertActivity } from "../fixtures.js";
import { operation, type RouteFixtureMaker } from "./index.js";

export const operationalActivityFixture: RouteFixtureMaker = async (db, route, place) => {
  const id = await insertActivity(db, {
    ...place,
    status: operation(route, "Cancel") ? "public" : "draft",
  });
  const body =
    (route.method === "POST" && route.path === "OperationalActivity") || route.method === "PUT"
      ? activityBody(place.entityId, place.activityId)
      : route.path.endsWith("search")
        ? { entityIds: [place.entityId], pageSize: 100 }
        : undefined;
  return { id, body };
};
