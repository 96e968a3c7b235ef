import { locationSourceAt } from "../means-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

/** A location source serving `locations/fixture/types` and `locations/fixture/items`. */
export const locationsFixture: RouteFixtureMaker = async (db) => {
  await locationSourceAt(db, {
    uri: "locations/fixture/items",
    typeUri: "locations/fixture/types",
  });
  return { id: 0, body: undefined, params: { source: "fixture" } };
};
