import { callList } from "@releve/domain";
import { apiRouteTable } from "../../src/api.js";
import type { ApiRoute } from "../../src/http/api-route.js";
import { testVersion } from "./server.js";

/**
 * Every call of the catalogue (`@releve/domain` `callList`), each with the route that serves it:
 * what the authorization and fuzz tests walk, so that a call the API forgot is a failure, not a
 * call nobody tests.
 */
export function catalogueRoutes(): ApiRoute[] {
  const table = apiRouteTable(testVersion);
  return callList().map((call) => {
    const route = table.find((item) => item.call === call);
    if (!route) throw new Error(`No route serves ${call.method} ${call.path}`);
    return route;
  });
}
