import { operation, type RouteFixtureMaker } from "./index.js";

/**
 * The automated jobs belong to no entity × activity pair: the feature alone decides. A run by
 * hand names a job; a run is read by its id.
 */
export const automatedJobFixture: RouteFixtureMaker = async (db, route) => {
  if (operation(route, "Run")) {
    return { id: 0, body: undefined, params: { job: "housekeeping" }, unscoped: true };
  }
  if (route.method === "GET" && operation(route, "Runs")) {
    const run = await db
      .insertInto("job_run")
      .values({ job: "housekeeping", trigger: "schedule", started_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: Number(run.id), body: undefined, unscoped: true };
  }
  return { id: 0, body: route.path.endsWith("search") ? {} : undefined, unscoped: true };
};
