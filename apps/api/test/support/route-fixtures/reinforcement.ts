import { insertActivity, insertMeans } from "../fixtures.js";
import { insertSharedAddress, uniqueSuffix } from "../notices.js";
import type { RouteFixtureMaker } from "./index.js";

/**
 * A shared address registered at the place; for `Send`, an open means lacking staff at the place
 * (2 required, nobody registered, in 2027) whose address hears of it.
 */
export const reinforcementFixture: RouteFixtureMaker = async (db, route, place) => {
  const id = await insertSharedAddress(db, place);
  if (route.path.endsWith("/Send")) {
    const means = await insertMeans(db, await insertActivity(db, place), "open");
    return { id, body: { meansOfInterventionIds: [means], message: "Renfort demandé" } };
  }
  const body =
    route.method === "POST" && route.path === "ReinforcementNotification"
      ? {
          ...place,
          name: "Astreinte",
          email: `astreinte-${uniqueSuffix()}@releve.example`,
          emailType: "shared",
        }
      : route.path.endsWith("search")
        ? { entityIds: [place.entityId], pageSize: 100 }
        : undefined;
  return { id, body };
};
