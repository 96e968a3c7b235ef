import { describe, expect, it } from "vitest";
import { blocking } from "../findings.js";
import { activity, entity } from "../test-support/reference.js";
import {
  checkPrivilegeScope,
  isPrivilegeInScope,
  type PrivilegeReference,
  type PrivilegeScope,
  privilegeKindsOf,
  privilegePair,
  scopeTypeForPrivilege,
} from "./privilege.js";
import { type Scope, scopeReference } from "./scope.js";

const [sectionType, centreType] = [2, 3];
const [firstAidType, transportType] = [10, 20];
const reference: PrivilegeReference = {
  ...scopeReference(
    [entity(11, sectionType, null), entity(111, centreType, 11), entity(211, centreType, null)],
    [activity(100, firstAidType), activity(200, transportType)],
  ),
  entityTypeIds: [sectionType, centreType],
  activityTypeIds: [firstAidType, transportType],
};

const none: PrivilegeScope = {
  activityTypeId: null,
  activityId: null,
  entityTypeId: null,
  entityId: null,
};
const items: PrivilegeScope = { ...none, activityId: 100, entityId: 111 };
const types: PrivilegeScope = { ...none, activityTypeId: firstAidType, entityTypeId: centreType };

describe("how a privilege names its scope", () => {
  it("is a pair of items, an item setting its type", () => {
    expect(privilegePair({ ...items, activityTypeId: firstAidType })).toEqual({
      kind: "items",
      entityId: 111,
      activityId: 100,
    });
  });

  it("is a pair of types when no item is given", () => {
    expect(privilegePair(types)).toEqual({
      kind: "types",
      entityTypeId: centreType,
      activityTypeId: firstAidType,
    });
  });

  it("is nothing for field staff, whose scope comes from their functions", () => {
    expect(privilegePair(none)).toEqual({ kind: "nothing" });
  });

  it("is nothing valid when it mixes an item and a type, or gives one side only", () => {
    expect(privilegePair({ ...types, activityId: 100 })).toBeUndefined();
    expect(privilegePair({ ...none, entityId: 111 })).toBeUndefined();
    expect(privilegePair({ ...none, activityTypeId: firstAidType })).toBeUndefined();
  });
});

describe("the privileges an authorization reads, by scope type", () => {
  it("reads items by items, types by types, items or nothing for field staff, all when none", () => {
    expect(privilegeKindsOf("byItems")).toEqual(["items"]);
    expect(privilegeKindsOf("byTypes")).toEqual(["types"]);
    expect(privilegeKindsOf("byFunctions")).toEqual(["items", "nothing"]);
    expect(privilegeKindsOf("none")).toEqual(["items", "types", "nothing"]);
  });

  it("gives a role first granted by a privilege the scope type the privilege names", () => {
    expect(scopeTypeForPrivilege("V", { kind: "items", entityId: 1, activityId: 2 })).toBe(
      "byFunctions",
    );
    expect(scopeTypeForPrivilege("B", { kind: "items", entityId: 1, activityId: 2 })).toBe(
      "byItems",
    );
    expect(scopeTypeForPrivilege("B", { kind: "types", entityTypeId: 1, activityTypeId: 2 })).toBe(
      "byTypes",
    );
  });
});

describe("checking a privilege's scope", () => {
  it("accepts items for byItems and types for byTypes", () => {
    expect(checkPrivilegeScope(items, "byItems", reference)).toEqual([]);
    expect(checkPrivilegeScope(types, "byTypes", reference)).toEqual([]);
    expect(checkPrivilegeScope(none, "byFunctions", reference)).toEqual([]);
  });

  it("refuses unknown reference data on their field", () => {
    expect(
      checkPrivilegeScope({ ...none, activityId: 999, entityId: 998 }, "byItems", reference),
    ).toEqual([
      blocking("activityId", "scope.unknownActivity"),
      blocking("entityId", "scope.unknownEntity"),
    ]);
    expect(
      checkPrivilegeScope({ ...none, activityTypeId: 99, entityTypeId: 98 }, "byTypes", reference),
    ).toEqual([
      blocking("activityTypeId", "scope.unknownActivityType"),
      blocking("entityTypeId", "scope.unknownEntityType"),
    ]);
  });

  it("refuses a type given with an item of another type", () => {
    expect(
      checkPrivilegeScope({ ...items, activityTypeId: transportType }, "byItems", reference),
    ).toEqual([blocking("activityTypeId", "scope.typeMismatch")]);
  });

  it("refuses an item on one side and a type on the other", () => {
    expect(checkPrivilegeScope({ ...types, activityId: 100 }, "byItems", reference)).toEqual([
      blocking("entityId", "scope.itemsOrTypes"),
    ]);
    expect(checkPrivilegeScope({ ...types, entityId: 111 }, "byItems", reference)).toEqual([
      blocking("activityId", "scope.itemsOrTypes"),
    ]);
  });

  it("refuses a kind the authorization's scope type does not read", () => {
    expect(checkPrivilegeScope(types, "byItems", reference)).toEqual([
      blocking("entityId", "scope.kindMismatch", { scopeType: "byItems" }),
    ]);
    expect(checkPrivilegeScope(items, "byTypes", reference)).toEqual([
      blocking("entityId", "scope.kindMismatch", { scopeType: "byTypes" }),
    ]);
    expect(checkPrivilegeScope(types, "byFunctions", reference)).toEqual([
      blocking("entityId", "scope.kindMismatch", { scopeType: "byFunctions" }),
    ]);
  });
});

describe("whether a manager's scope reaches a privilege", () => {
  const section: Scope = { type: "byItems", pairs: [{ entityId: 11, activityId: 100 }] };
  const centres: Scope = {
    type: "byTypes",
    pairs: [{ entityTypeId: centreType, activityTypeId: firstAidType }],
  };
  const itemPair = { kind: "items", entityId: 111, activityId: 100 } as const;
  const typePair = {
    kind: "types",
    entityTypeId: centreType,
    activityTypeId: firstAidType,
  } as const;

  it("reaches a privilege by items within the scope, descendants included", () => {
    expect(isPrivilegeInScope(itemPair, [], section, reference)).toBe(true);
    expect(isPrivilegeInScope({ ...itemPair, entityId: 211 }, [], section, reference)).toBe(false);
  });

  it("reaches a privilege by types only unrestricted, or holding the same pair by types", () => {
    expect(isPrivilegeInScope(typePair, [], { type: "none" }, reference)).toBe(true);
    expect(isPrivilegeInScope(typePair, [], centres, reference)).toBe(true);
    expect(
      isPrivilegeInScope({ ...typePair, entityTypeId: sectionType }, [], centres, reference),
    ).toBe(false);
    expect(isPrivilegeInScope(typePair, [], section, reference)).toBe(false);
  });

  it("reaches a privilege naming nothing where its person is", () => {
    const nothing = { kind: "nothing" } as const;
    expect(
      isPrivilegeInScope(nothing, [{ entityId: null, activityId: 100 }], section, reference),
    ).toBe(true);
    expect(isPrivilegeInScope(nothing, [], section, reference)).toBe(false);
  });
});
