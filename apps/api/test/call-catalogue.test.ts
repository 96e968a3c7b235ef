import { callList, calls } from "@releve/domain";
import { describe, expect, it } from "vitest";
import { apiRouteTable } from "../src/api.js";
import { testVersion } from "./support/server.js";

const table = apiRouteTable(testVersion);

describe("the call catalogue and the API", () => {
  it("serves every call of the catalogue exactly once, and nothing else", () => {
    const served = table.map((route) => route.call);
    const catalogue = callList();
    expect(catalogue.length).toBeGreaterThan(90);
    for (const call of catalogue) {
      expect(
        served.filter((item) => item === call),
        `${call.method} ${call.path}`,
      ).toHaveLength(1);
    }
    for (const route of table) {
      expect(catalogue, `${route.method} ${route.path}`).toContain(route.call);
    }
  });

  it("names each method and path once", () => {
    const names = callList().map((call) => `${call.method} ${call.path}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it("registers each route as its call says", () => {
    for (const route of table) {
      expect(route).toMatchObject({
        method: route.call.method,
        path: route.call.path,
        feature: route.call.feature,
        write: route.call.write,
        response: route.call.response,
      });
    }
    expect(table.find((route) => route.call === calls.alert.current)?.path).toBe(
      "Alert/GetCurrent",
    );
    // The means list and its calendars read under the means' feature (decision 034).
    for (const call of [calls.meansOfIntervention.search, calls.meansOfIntervention.calendar]) {
      expect(table.find((route) => route.call === call)).toMatchObject({
        method: "POST",
        feature: "meansOfIntervention",
        write: false,
        body: call.body,
      });
    }
  });
});
