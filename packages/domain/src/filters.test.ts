import { describe, expect, it } from "vitest";
import {
  changePersonnelMobileFilter,
  changeScopeFilter,
  noPersonnelMobileFilter,
  type PersonnelMobileFilter,
  personnelMobileCriteria,
  type ScopeFilter,
} from "./filters.js";

const filter: ScopeFilter = {
  activityTypeId: 1,
  activityId: 11,
  entityTypeId: 3,
  entityId: 31,
  page: 4,
};

describe("scope filters (spec 01 §4)", () => {
  it("clears a selected activity of another type when another activity type is chosen", () => {
    expect(changeScopeFilter(filter, { kind: "activityType", id: 2 })).toMatchObject({
      activityTypeId: 2,
      activityId: null,
    });
  });

  it("keeps the selected activity when its own type is chosen again", () => {
    expect(changeScopeFilter(filter, { kind: "activityType", id: 1 })).toMatchObject({
      activityTypeId: 1,
      activityId: 11,
    });
  });

  it("sets the type of a chosen activity", () => {
    expect(changeScopeFilter(filter, { kind: "activity", id: 25, typeId: 2 })).toMatchObject({
      activityTypeId: 2,
      activityId: 25,
    });
  });

  it("clears a selected entity of another type, and sets the type of a chosen entity", () => {
    expect(changeScopeFilter(filter, { kind: "entityType", id: 2 })).toMatchObject({
      entityTypeId: 2,
      entityId: null,
    });
    expect(changeScopeFilter(filter, { kind: "entity", id: 7, typeId: 1 })).toMatchObject({
      entityTypeId: 1,
      entityId: 7,
    });
  });

  it("lets a type or an item be cleared without touching the rest", () => {
    expect(changeScopeFilter(filter, { kind: "activityType", id: null })).toMatchObject({
      activityTypeId: null,
      activityId: 11,
    });
    expect(changeScopeFilter(filter, { kind: "activity", id: null, typeId: null })).toMatchObject({
      activityTypeId: 1,
      activityId: null,
    });
    expect(changeScopeFilter(filter, { kind: "entityType", id: null })).toMatchObject({
      entityTypeId: null,
      entityId: 31,
    });
    expect(changeScopeFilter(filter, { kind: "entity", id: null, typeId: null })).toMatchObject({
      entityTypeId: 3,
      entityId: null,
    });
  });

  it("resets the page to 1 on any change, and the registration filter's status-change page", () => {
    expect(changeScopeFilter(filter, { kind: "entityType", id: 3 }).page).toBe(1);
    const registrationFilter = { ...filter, statusChangePage: 3 };
    expect(changeScopeFilter(registrationFilter, { kind: "activityType", id: 1 })).toMatchObject({
      page: 1,
      statusChangePage: 1,
    });
    expect(changeScopeFilter(filter, { kind: "activityType", id: 1 })).not.toHaveProperty(
      "statusChangePage",
    );
  });
});

describe("the personnel mobile filter's lists (spec 01 §3, §4)", () => {
  // Activities 1 and 2 are of type 10, activity 3 of type 20; entity 5 of type 50.
  const typeOf = (id: number) => ({ 1: 10, 2: 10, 3: 20, 5: 50 })[id] ?? null;
  type Next =
    | { kind: "activityType" | "entityType"; id: number | null }
    | { kind: "activities" | "entities"; ids: readonly number[] };
  const change = (filter: PersonnelMobileFilter, next: Next) =>
    changePersonnelMobileFilter(filter, { ...next, typeOf });

  it("sets the type of an item chosen, keeping the items of that type", () => {
    const one = change(noPersonnelMobileFilter, { kind: "activities", ids: [1] });
    expect(one).toMatchObject({ activityTypeId: 10, activityIds: [1] });
    const two = change(one, { kind: "activities", ids: [1, 2] });
    expect(two).toMatchObject({ activityTypeId: 10, activityIds: [1, 2] });
    // An item of another type clears those of the first.
    expect(change(two, { kind: "activities", ids: [1, 2, 3] })).toMatchObject({
      activityTypeId: 20,
      activityIds: [3],
    });
  });

  it("clears the items of another type when a type is chosen; every type keeps them", () => {
    const chosen = { ...noPersonnelMobileFilter, activityTypeId: 10, activityIds: [1, 2] };
    expect(change(chosen, { kind: "activityType", id: 20 })).toMatchObject({
      activityTypeId: 20,
      activityIds: [],
    });
    expect(change(chosen, { kind: "activityType", id: 10 }).activityIds).toEqual([1, 2]);
    expect(change(chosen, { kind: "activityType", id: null })).toMatchObject({
      activityTypeId: null,
      activityIds: [1, 2],
    });
  });

  it("leaves the type as it is when items are taken out, and the other list untouched", () => {
    const chosen = { ...noPersonnelMobileFilter, activityTypeId: 10, activityIds: [1, 2] };
    expect(change(chosen, { kind: "activities", ids: [] })).toMatchObject({
      activityTypeId: 10,
      activityIds: [],
    });
    expect(change(chosen, { kind: "entities", ids: [5] })).toEqual({
      activityTypeId: 10,
      activityIds: [1, 2],
      entityTypeId: 50,
      entityIds: [5],
    });
  });

  it("asks the searches for the items chosen, or else their type", () => {
    expect(personnelMobileCriteria(noPersonnelMobileFilter)).toEqual({});
    expect(
      personnelMobileCriteria({
        activityTypeId: 10,
        activityIds: [1, 2],
        entityTypeId: 50,
        entityIds: [],
      }),
    ).toEqual({ activityIds: [1, 2], entityTypeIds: [50] });
  });
});
