import { describe, expect, it } from "vitest";
import { changeScopeFilter, type ScopeFilter } from "./filters.js";

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
