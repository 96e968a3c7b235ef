import { describe, expect, it } from "vitest";
import { activity, entity } from "../test-support/reference.js";
import { entityAncestry, isInScope, type Scope, scopeReference } from "./scope.js";

const [regionType, sectionType, centreType] = [1, 2, 3];
const [firstAidType, transportType] = [10, 20];
// Region 1 → section 11 → rescue centres 111 and 112; region 2 → rescue centre 21.
const reference = scopeReference(
  [
    entity(1, regionType, null),
    entity(11, sectionType, 1),
    entity(111, centreType, 11),
    entity(112, centreType, 11),
    entity(2, regionType, null),
    entity(21, centreType, 2),
  ],
  [activity(100, firstAidType), activity(200, transportType)],
);

describe("scope (spec 01 §6)", () => {
  it("puts every item in a scope of type none, unknown ones included", () => {
    expect(isInScope({ entityId: 999, activityId: 999 }, { type: "none" }, reference)).toBe(true);
  });

  describe("by types", () => {
    const scope: Scope = {
      type: "byTypes",
      pairs: [{ entityTypeId: centreType, activityTypeId: firstAidType }],
    };

    it("puts an item in scope when its entity type and activity type match a pair", () => {
      expect(isInScope({ entityId: 21, activityId: 100 }, scope, reference)).toBe(true);
    });

    it("leaves an item out when only one of the two types matches", () => {
      expect(isInScope({ entityId: 21, activityId: 200 }, scope, reference)).toBe(false);
      expect(isInScope({ entityId: 11, activityId: 100 }, scope, reference)).toBe(false);
    });

    it("does not match an entity by the type of its ancestors", () => {
      const regions: Scope = {
        type: "byTypes",
        pairs: [{ entityTypeId: regionType, activityTypeId: firstAidType }],
      };
      expect(isInScope({ entityId: 111, activityId: 100 }, regions, reference)).toBe(false);
    });

    it("leaves out an item whose entity or activity is unknown", () => {
      expect(isInScope({ entityId: 999, activityId: 100 }, scope, reference)).toBe(false);
      expect(isInScope({ entityId: 21, activityId: 999 }, scope, reference)).toBe(false);
    });
  });

  describe("by items", () => {
    const regional: Scope = { type: "byItems", pairs: [{ entityId: 1, activityId: 100 }] };

    it("puts an item in scope when its entity and activity are a pair", () => {
      expect(isInScope({ entityId: 1, activityId: 100 }, regional, reference)).toBe(true);
    });

    it("lets a regional scope cover the region's sections and rescue centres", () => {
      expect(isInScope({ entityId: 11, activityId: 100 }, regional, reference)).toBe(true);
      expect(isInScope({ entityId: 112, activityId: 100 }, regional, reference)).toBe(true);
    });

    it("does not let a scope cover another region, a parent entity or another activity", () => {
      const centre: Scope = { type: "byItems", pairs: [{ entityId: 111, activityId: 100 }] };
      expect(isInScope({ entityId: 21, activityId: 100 }, regional, reference)).toBe(false);
      expect(isInScope({ entityId: 11, activityId: 100 }, centre, reference)).toBe(false);
      expect(isInScope({ entityId: 111, activityId: 200 }, regional, reference)).toBe(false);
    });

    it("puts nothing in a scope without pair", () => {
      const nothing: Scope = { type: "byItems", pairs: [] };
      expect(isInScope({ entityId: 1, activityId: 100 }, nothing, reference)).toBe(false);
    });
  });

  describe("by functions", () => {
    const fieldStaff: Scope = { type: "byFunctions", activityIds: [100] };

    it("puts an item of the person's activities in scope, whatever its entity", () => {
      expect(isInScope({ entityId: 21, activityId: 100 }, fieldStaff, reference)).toBe(true);
      expect(isInScope({ entityId: 111, activityId: 100 }, fieldStaff, reference)).toBe(true);
    });

    it("leaves out an item of another activity", () => {
      expect(isInScope({ entityId: 21, activityId: 200 }, fieldStaff, reference)).toBe(false);
    });
  });
});

describe("entity ancestry", () => {
  it("lists an entity then its ancestors, nearest first", () => {
    expect(entityAncestry(111, reference.entityParent)).toEqual([111, 11, 1]);
  });

  it("stops at an unknown entity", () => {
    expect(entityAncestry(999, reference.entityParent)).toEqual([999]);
  });

  it("stops where parent links loop back", () => {
    const looping = (id: number) => (id === 5 ? 6 : 5);
    expect(entityAncestry(5, looping)).toEqual([5, 6]);
  });
});
