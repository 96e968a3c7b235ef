import { operation, type RouteFixtureMaker } from "./index.js";

/**
 * The automated jobs belong to no entity × activity pair: the feature alone decides. A run by
 * hand names a job.
 */
export const automatedJobFixture: RouteFixtureMaker = async (_db, route) => {
  if (operation(route, "Run")) {
    return { id: 0, body: undefined, params: { job: "housekeeping" }, unscoped: true };
  }
  return { id: 0, body: route.path.endsWith("search") ? {} : undefined, unscoped: true };
};
