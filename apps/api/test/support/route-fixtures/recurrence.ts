import { insertSeries, recurrenceBody } from "../activity-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

export const recurrenceFixture: RouteFixtureMaker = async (db, route, place) => {
  if (route.method === "POST") return { id: 0, body: recurrenceBody(place) };
  const { recurrenceId } = await insertSeries(db, place);
  return { id: recurrenceId, body: undefined };
};
