import { describe, expect, it } from "vitest";
import { activity, entity } from "../test-support/reference.js";
import { type Scope, scopeReference } from "./scope.js";
import {
  coversActivity,
  deriveScope,
  isPersonInScope,
  type ScopeSources,
} from "./scope-sources.js";

const [sectionType, centreType] = [2, 3];
const [firstAidType, transportType] = [10, 20];
// Section 11 → rescue centres 111 and 112; section 21 → rescue centre 211.
const reference = scopeReference(
  [
    entity(11, sectionType, null),
    entity(111, centreType, 11),
    entity(112, centreType, 11),
    entity(21, sectionType, null),
    entity(211, centreType, 21),
  ],
  [activity(100, firstAidType), activity(101, firstAidType), activity(200, transportType)],
);

const sources: ScopeSources = {
  itemPairs: [{ entityId: 11, activityId: 100 }],
  typePairs: [{ entityTypeId: centreType, activityTypeId: transportType }],
  functionActivityIds: [200, 101],
};

describe("the scope an authorization derives from what is stored (spec 01 §6)", () => {
  it("is unrestricted for scope type none, whatever privileges it has", () => {
    expect(deriveScope("none", sources)).toEqual({ type: "none" });
  });

  it("reads the privileges by items for byItems, and only them", () => {
    expect(deriveScope("byItems", sources)).toEqual({
      type: "byItems",
      pairs: [{ entityId: 11, activityId: 100 }],
    });
  });

  it("reads the privileges by types for byTypes, and only them", () => {
    expect(deriveScope("byTypes", sources)).toEqual({
      type: "byTypes",
      pairs: [{ entityTypeId: centreType, activityTypeId: transportType }],
    });
  });

  it("gives field staff the activities of their functions and of their privileges by items", () => {
    expect(deriveScope("byFunctions", sources)).toEqual({
      type: "byFunctions",
      activityIds: [100, 101, 200],
    });
    const noFunction = { ...sources, itemPairs: [], functionActivityIds: [] };
    expect(deriveScope("byFunctions", noFunction)).toEqual({
      type: "byFunctions",
      activityIds: [],
    });
  });
});

describe("whether a scope reaches an activity somewhere", () => {
  it("follows the scope type", () => {
    expect(coversActivity({ type: "none" }, 999, reference)).toBe(true);
    const byItems: Scope = { type: "byItems", pairs: [{ entityId: 11, activityId: 100 }] };
    expect(coversActivity(byItems, 100, reference)).toBe(true);
    expect(coversActivity(byItems, 101, reference)).toBe(false);
    const byTypes: Scope = {
      type: "byTypes",
      pairs: [{ entityTypeId: centreType, activityTypeId: firstAidType }],
    };
    expect(coversActivity(byTypes, 101, reference)).toBe(true);
    expect(coversActivity(byTypes, 200, reference)).toBe(false);
    expect(coversActivity(byTypes, 999, reference)).toBe(false);
    const byFunctions: Scope = { type: "byFunctions", activityIds: [200] };
    expect(coversActivity(byFunctions, 200, reference)).toBe(true);
    expect(coversActivity(byFunctions, 100, reference)).toBe(false);
  });
});

describe("whether a person is within a scope", () => {
  const paris: Scope = { type: "byItems", pairs: [{ entityId: 11, activityId: 100 }] };

  it("places a person by the entity × activity pairs that link them, descendants included", () => {
    expect(isPersonInScope([{ entityId: 112, activityId: 100 }], paris, reference)).toBe(true);
    expect(isPersonInScope([{ entityId: 211, activityId: 100 }], paris, reference)).toBe(false);
    expect(isPersonInScope([{ entityId: 111, activityId: 200 }], paris, reference)).toBe(false);
  });

  it("places a person by the activities of their functions at any entity", () => {
    expect(isPersonInScope([{ entityId: null, activityId: 100 }], paris, reference)).toBe(true);
    expect(isPersonInScope([{ entityId: null, activityId: 101 }], paris, reference)).toBe(false);
  });

  it("leaves a person with no place out of every scope but the unrestricted one", () => {
    expect(isPersonInScope([], paris, reference)).toBe(false);
    expect(isPersonInScope([], { type: "none" }, reference)).toBe(true);
  });
});
