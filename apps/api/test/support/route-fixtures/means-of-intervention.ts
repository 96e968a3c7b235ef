import { insertActivity, insertMeans, meansBody, meansTypeId } from "../fixtures.js";
import { operation, type RouteFixtureMaker } from "./index.js";
import { meansNoticeAudience } from "./means-notices.js";

export const meansOfInterventionFixture: RouteFixtureMaker = async (db, route, place) => {
  const activityId = await insertActivity(db, place);
  const started = ["Open", "Cancel", "Split"].some((name) => operation(route, name));
  const noticed = ["NotifyMobilization", "NotifyOpening"].some((name) => operation(route, name));
  const id = await insertMeans(db, activityId, noticed ? "open" : started ? "public" : "draft");
  if (noticed) await meansNoticeAudience(db, id, place.activityId);
  const body =
    route.path === "MeansOfIntervention" || route.method === "PUT" || operation(route, "Clone")
      ? meansBody(activityId, await meansTypeId(db))
      : operation(route, "Duplicate")
        ? { mode: "offset", offset: { days: 7 }, copyCount: 2 }
        : operation(route, "Split")
          ? { splitType: "halfAndHalf" }
          : route.path.endsWith("search")
            ? { operationalActivityIds: [activityId], pageSize: 100 }
            : route.path.endsWith("calendar")
              ? {
                  operationalActivityIds: [activityId],
                  from: "2027-03-01T00:00:00+01:00",
                  to: "2027-04-01T00:00:00+02:00",
                }
              : undefined;
  return { id, body };
};
