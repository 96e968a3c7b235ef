import { insertSeries, uploadForm } from "../activity-fixtures.js";
import { activityBody, insertActivity } from "../fixtures.js";
import { operation, type RouteFixtureMaker } from "./index.js";

export const operationalActivityFixture: RouteFixtureMaker = async (db, route, place) => {
  if (operation(route, "EditSeries") || operation(route, "PreviewSeriesEdit")) {
    // An occurrence of a series, edited with the whole series (decision 031).
    const { occurrenceIds } = await insertSeries(db, place);
    const body = { ...activityBody(place.entityId, place.activityId), scope: "series" };
    return { id: occurrenceIds[0] as number, body };
  }
  const id = await insertActivity(db, {
    ...place,
    status: operation(route, "Cancel") ? "public" : "draft",
  });
  const isForm =
    (route.method === "POST" && route.path === "OperationalActivity") ||
    route.method === "PUT" ||
    operation(route, "Clone");
  const body = isForm
    ? activityBody(place.entityId, place.activityId)
    : route.method === "POST" && operation(route, "Attachments")
      ? uploadForm([{ name: "plan.png", content: "image", type: "image/png" }])
      : route.path.endsWith("search")
        ? { entityIds: [place.entityId], pageSize: 100 }
        : undefined;
  return { id, body };
};
