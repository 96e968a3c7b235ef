import { describe, expect, it } from "vitest";
import type { Authorization } from "../authorization.js";
import type { FeatureCode } from "../features.js";
import { canUseRoute, matchRoute, routeHref, routes, routeTable } from "./route-table.js";

const withRights = (rights: Partial<Record<FeatureCode, "read" | "write">>): Authorization => ({
  role: { code: "A" },
  scopeType: "none",
  accessRights: Object.fromEntries(
    Object.entries(rights).map(([featureCode, right]) => [
      featureCode,
      { featureCode, mayWrite: right === "write" },
    ]),
  ),
  scopes: [],
});

/**
 * Spec 01 §2, route by route, as written there: path (feature, write); and the privilege's edit,
 * which the spec's privilege form names without a route (decision 051).
 */
const specRoutes: [path: string, feature: FeatureCode | null, write?: "write"][] = [
  ["home", null],
  ["release-note-page", null],
  ["it", null],
  ["test", null],
  ["profile-selection", null],
  ["profile-page", null],
  ["human-resources", "humanResources"],
  ["automated-jobs", "automatedJobs"],
  ["operational-activity/list", "operationalActivity"],
  ["operational-activity/create", "operationalActivity"],
  ["operational-activity/edit/{id}", "operationalActivity", "write"],
  ["operational-activity-detail-page/{id?}", "operationalActivity"],
  ["means-of-intervention/create/{operationalActivityId}", "meansOfIntervention"],
  ["means-of-intervention/edit/{operationalActivityId}/{id}", "meansOfIntervention", "write"],
  ["means-of-intervention/duplicate/{id}", "meansOfIntervention", "write"],
  ["means-of-intervention-detail-page/{id?}", "meansOfIntervention"],
  ["means-of-intervention-multiple-assignment-page", "meansOfIntervention"],
  ["means-of-intervention/list", "meansOfIntervention"],
  ["registration/edit/{id}", "registration.manage", "write"],
  ["registration/schedule-proposition/{id}", "registration.schedule.propose", "write"],
  ["registration/schedule-change-list", "registration.schedule"],
  ["registration/user-registration", "registration.self"],
  ["registration/personnel-calendar-page", "registration.self"],
  ["registration/personnel-filter-page", "registration.self"],
  ["registration/recent-change-list", "registration.manage"],
  ["registration/personnel-planning", "personnel"],
  ["means-of-intervention-types/list", "meansOfInterventionType"],
  ["means-of-intervention-type/create", "meansOfInterventionType"],
  ["means-of-intervention-type/edit/{id}", "meansOfInterventionType", "write"],
  ["security/user-profile-scope-list", "security"],
  ["security/user-profile-scope/create", "security.manage"],
  ["security/user-profile-scope/edit/{id}", "security.manage", "write"],
  ["security/user-profile-management/{id}", "security.manage"],
  ["reinforcements/notification/list", "reinforcement.manage"],
  ["reinforcements/notification/create", "reinforcement.manage"],
  ["alert/list", "alert.manage"],
  ["alert/create", "alert.manage"],
  ["alert/edit/{id}", "alert.manage", "write"],
];
/**
 * Where the table deliberately departs from the spec's notes (see routeTable): creation routes
 * require write, and operational activity creation the feature of its sidebar entry.
 */
const decisions: Record<string, [FeatureCode, "write"]> = {
  "operational-activity/create": ["operationalActivity.create", "write"],
  "means-of-intervention/create/{operationalActivityId}": ["meansOfIntervention", "write"],
  "means-of-intervention-type/create": ["meansOfInterventionType", "write"],
  "security/user-profile-scope/create": ["security.manage", "write"],
  "reinforcements/notification/create": ["reinforcement.manage", "write"],
  "alert/create": ["alert.manage", "write"],
};
const pattern = (specPath: string) => specPath.replace(/\{(\w+\??)\}/g, ":$1");

describe("route table (spec 01 §2)", () => {
  it("has every main-layout route of the spec, with its feature and write requirement", () => {
    const main = routeTable.filter((route) => route.layout === "main");
    expect(main.map(({ path, feature, requiresWrite }) => [path, feature, requiresWrite])).toEqual(
      specRoutes.map(([path, ...guard]) => {
        const [feature, write] = decisions[path] ?? guard;
        return [pattern(path), feature, write === "write"];
      }),
    );
  });

  it("requires sign-in on every main-layout route, alerts and reinforcements included", () => {
    const main = routeTable.filter((route) => route.layout === "main");
    expect(main.every((route) => route.requiresAuthentication)).toBe(true);
    expect(routes["alert-edit"].requiresAuthentication).toBe(true);
    expect(routes["reinforcements-notification-create"].requiresAuthentication).toBe(true);
  });

  it("has the two blank-layout routes, open without sign-in", () => {
    const blank = routeTable.filter((route) => route.layout === "blank");
    expect(
      blank.map(({ path, name, feature, requiresAuthentication }) => ({
        path,
        name,
        feature,
        requiresAuthentication,
      })),
    ).toEqual([
      {
        path: "notification-feedback",
        name: "notification-feedback",
        feature: null,
        requiresAuthentication: false,
      },
      {
        path: "access-denied/site",
        name: "site-access-denied",
        feature: null,
        requiresAuthentication: false,
      },
    ]);
  });

  it("names the profile selection route profile, as the spec does", () => {
    expect(routes.profile.path).toBe("profile-selection");
  });

  it("gives each route a unique name and path", () => {
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((route) => route.path)).size).toBe(routeTable.length);
  });

  it("declares the query parameters and inputs the spec names", () => {
    expect(routes["means-of-intervention-list"].search).toEqual(["tab"]);
    expect(routes["operational-activity-detail-page"].search).toEqual(["isAbsence"]);
    expect(routes["means-of-intervention-detail-page"].search).toEqual(["isAbsence"]);
    expect(routes["means-of-intervention-multiple-assignment-page"].search).toEqual([
      "ids",
      "typeId",
      "scope",
    ]);
  });
});

describe("route matching", () => {
  it("finds the route of a path with its parameters", () => {
    expect(matchRoute("/means-of-intervention/edit/12/345")).toEqual({
      route: routes["means-of-intervention-edit"],
      params: { operationalActivityId: "12", id: "345" },
    });
  });

  it("ignores slashes at either end and the query string", () => {
    expect(matchRoute("means-of-intervention/list/?tab=calendar")?.route).toBe(
      routes["means-of-intervention-list"],
    );
  });

  it("matches an optional id whether it is there or not", () => {
    expect(matchRoute("/operational-activity-detail-page")).toEqual({
      route: routes["operational-activity-detail-page"],
      params: {},
    });
    expect(matchRoute("/operational-activity-detail-page/8")?.params).toEqual({ id: "8" });
  });

  it("decodes parameters, and keeps those that cannot be decoded as they are", () => {
    expect(matchRoute("/alert/edit/a%20b")?.params).toEqual({ id: "a b" });
    expect(matchRoute("/alert/edit/%E0%A4%A")?.params).toEqual({ id: "%E0%A4%A" });
  });

  it("finds no route for an unknown path, a missing id or an extra segment (404)", () => {
    expect(matchRoute("/nowhere")).toBeUndefined();
    expect(matchRoute("/alert/edit")).toBeUndefined();
    expect(matchRoute("/alert/edit/1/2")).toBeUndefined();
    expect(matchRoute("/")).toBeUndefined();
  });
});

describe("route access (spec 01 §5, §6)", () => {
  const manager = withRights({ "security.manage": "write" });

  it("lets a user with the feature open a route whose id is an integer", () => {
    const { route, params } = matchRoute("/security/user-profile-management/42") ?? {};
    expect(route && canUseRoute(route, manager, params)).toBe(true);
  });

  it("blocks security/user-profile-management when the person id is not an integer", () => {
    for (const id of ["abc", "4.2", "42x"]) {
      const match = matchRoute(`/security/user-profile-management/${id}`);
      expect(match && canUseRoute(match.route, manager, match.params)).toBe(false);
    }
  });

  it("blocks a route whose id input in the query is not an integer", () => {
    const route = routes["means-of-intervention-multiple-assignment-page"];
    const reader = withRights({ meansOfIntervention: "read" });
    expect(canUseRoute(route, reader, { ids: "1,2", typeId: "3", scope: "all" })).toBe(true);
    expect(canUseRoute(route, reader, { ids: "1,2", typeId: "car" })).toBe(false);
  });

  it("refuses a route whose feature the authorization lacks", () => {
    expect(canUseRoute(routes["alert-list"], manager)).toBe(false);
    expect(canUseRoute(routes["alert-list"], undefined)).toBe(false);
  });

  it("refuses a write route to a read-only user, and lets them read", () => {
    const reader = withRights({ operationalActivity: "read" });
    expect(canUseRoute(routes["operational-activity-edit"], reader, { id: "1" })).toBe(false);
    expect(canUseRoute(routes["operational-activity-list"], reader)).toBe(true);
  });

  it("opens routes without feature to any authorization, or none", () => {
    expect(canUseRoute(routes.home, undefined)).toBe(true);
    expect(canUseRoute(routes["site-access-denied"], undefined)).toBe(true);
  });

  it("keeps the activities' list and form from field staff, and lets them open an activity's page", () => {
    for (const code of ["S", "V"] as const) {
      const fieldStaff = { ...withRights({ operationalActivity: "write" }), role: { code } };
      expect(canUseRoute(routes["operational-activity-list"], fieldStaff)).toBe(false);
      expect(canUseRoute(routes["operational-activity-edit"], fieldStaff, { id: "1" })).toBe(false);
      expect(canUseRoute(routes["operational-activity-detail-page"], fieldStaff, { id: "1" })).toBe(
        true,
      );
    }
    const reader = withRights({ operationalActivity: "read" });
    expect(
      canUseRoute(routes["operational-activity-list"], { ...reader, role: { code: "D" } }),
    ).toBe(true);
  });

  it("opens operational activity creation only with operationalActivity.create", () => {
    const planner = withRights({ operationalActivity: "write" });
    expect(canUseRoute(routes["operational-activity-create"], planner)).toBe(false);
    const creator = withRights({
      operationalActivity: "write",
      "operationalActivity.create": "write",
    });
    expect(canUseRoute(routes["operational-activity-create"], creator)).toBe(true);
  });
});

describe("routeHref", () => {
  it("writes a route's address from the table, its parameters filled in", () => {
    expect(routeHref("home")).toBe("/home");
    expect(routeHref("operational-activity-edit", { id: 12 })).toBe(
      "/operational-activity/edit/12",
    );
    expect(routeHref("means-of-intervention-list", {}, { tab: "calendar" })).toBe(
      "/means-of-intervention/list?tab=calendar",
    );
  });

  it("encodes what it fills in, and leads back to the same route and parameters", () => {
    for (const route of routeTable) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, 42]),
      );
      const href = routeHref(route.name, params);
      expect(matchRoute(href)?.route.name, href).toBe(route.name);
    }
    expect(routeHref("notification-feedback", {}, { note: "a&b c" })).toBe(
      "/notification-feedback?note=a%26b%20c",
    );
  });

  it("refuses to write an address without a required parameter", () => {
    expect(() => routeHref("operational-activity-edit")).toThrow(/needs the parameter id/);
  });
});
