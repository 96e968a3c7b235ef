import { describe, expect, it } from "vitest";
import { blocking } from "../findings.js";
import { validateUserProfileScope } from "./user-profile-scope.js";

const valid = {
  personId: 42,
  roleCode: "B",
  activityTypeId: 1,
  activityId: 11,
  entityTypeId: null,
  entityId: 75,
  validFrom: "2026-07-01",
  validTo: "2026-12-31",
};

describe("user profile scope form", () => {
  it("accepts a privilege with a scope and a period, with no finding", () => {
    expect(validateUserProfileScope(valid, undefined)).toEqual({ values: valid, findings: [] });
  });

  it("accepts a privilege valid one day, or until revoked", () => {
    expect(
      validateUserProfileScope({ ...valid, validTo: "2026-07-01" }, undefined).findings,
    ).toEqual([]);
    const { values } = validateUserProfileScope({ ...valid, validTo: "" }, undefined);
    expect(values?.validTo).toBeNull();
  });

  it("requires the user, a known role and the start of the period", () => {
    const { findings } = validateUserProfileScope(
      { ...valid, personId: undefined, roleCode: "Z", validFrom: "2026-02-30" },
      undefined,
    );
    expect(findings).toEqual([
      blocking("personId", "required"),
      blocking("roleCode", "value.invalid"),
      blocking("validFrom", "date.invalid"),
    ]);
  });

  it("requires an activity and an entity, as items or types", () => {
    const input = { ...valid, activityTypeId: null, activityId: null, entityId: null };
    expect(validateUserProfileScope(input, undefined).findings).toEqual([
      blocking("activityTypeId", "required"),
      blocking("entityTypeId", "required"),
    ]);
    const byTypes = { ...input, activityTypeId: 1, entityTypeId: 3 };
    expect(validateUserProfileScope(byTypes, undefined).findings).toEqual([]);
  });

  it("needs no scope for field staff, whose scope comes from their functions", () => {
    const volunteer = {
      ...valid,
      roleCode: "V",
      activityTypeId: null,
      activityId: null,
      entityId: null,
    };
    expect(validateUserProfileScope(volunteer, undefined).findings).toEqual([]);
  });

  it("refuses a period ending before it starts", () => {
    expect(
      validateUserProfileScope({ ...valid, validTo: "2026-06-30" }, undefined).findings,
    ).toEqual([blocking("validTo", "date.endBeforeStart")]);
  });
});
