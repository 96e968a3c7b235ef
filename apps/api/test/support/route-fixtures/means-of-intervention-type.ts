import { insertActivity } from "../fixtures.js";
import { insertMeansType, meansTypeBody } from "../means-fixtures.js";
import { operation, type RouteFixtureMaker } from "./index.js";

/**
 * Means types are organisation-wide (no entity × activity pair): every role holding the feature
 * reaches every type (`unscoped`), and the search names none (id 0). Only the offer for an
 * activity is placed, by the activity.
 */
export const meansOfInterventionTypeFixture: RouteFixtureMaker = async (db, route, place) => {
  if (operation(route, "OfferedFor")) {
    return { id: await insertActivity(db, place), body: undefined };
  }
  if (route.path.endsWith("search")) {
    return { id: 0, body: { entityIds: [place.entityId], pageSize: 100 }, unscoped: true };
  }
  const id = await insertMeansType(db, { entityIds: [place.entityId] });
  const body =
    route.method === "PUT" || (route.method === "POST" && route.path === "MeansOfInterventionType")
      ? meansTypeBody({ entityIds: [place.entityId] })
      : undefined;
  return { id, body, unscoped: true };
};
