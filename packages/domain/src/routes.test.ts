import { describe, expect, it } from "vitest";
import { isIdParameter, routeIdsAreValid } from "./routes.js";

describe("route id check (spec 01 §5)", () => {
  it("lets a route through when its id is an integer", () => {
    expect(routeIdsAreValid({ id: "42" })).toBe(true);
    expect(routeIdsAreValid({ operationalActivityId: "7", id: "1203" })).toBe(true);
  });

  it("lets a route through when an optional id is absent", () => {
    expect(routeIdsAreValid({ id: undefined })).toBe(true);
    expect(routeIdsAreValid({})).toBe(true);
  });

  it.each(["abc", "1.5", "12a", "", " 3", "1e3", "0x10", "99999999999999999999"])(
    "blocks a route whose id is %j",
    (id) => {
      expect(routeIdsAreValid({ id })).toBe(false);
    },
  );

  it("blocks a route when any one of its ids is not an integer", () => {
    expect(routeIdsAreValid({ operationalActivityId: "7", id: "x" })).toBe(false);
  });

  it("ignores parameters that are not ids", () => {
    expect(routeIdsAreValid({ tab: "calendar", isAbsence: "true" })).toBe(true);
  });

  it("recognises id parameters by name", () => {
    expect(isIdParameter("id")).toBe(true);
    expect(isIdParameter("operationalActivityId")).toBe(true);
    expect(isIdParameter("ids")).toBe(false);
    expect(isIdParameter("tab")).toBe(false);
  });
});
