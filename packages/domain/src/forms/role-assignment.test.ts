import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { blocking } from "../findings.js";
import { roleUnassignmentSchema, validateRoleAssignment } from "./role-assignment.js";

const valid = {
  personId: 7,
  roleCode: "V",
  scopeType: "byFunctions",
  validFrom: "2027-01-01",
  validTo: "2027-12-31",
};

describe("role assign dialog", () => {
  it("accepts a role with a scope type that suits it and a period", () => {
    expect(validateRoleAssignment(valid, undefined)).toEqual({ values: valid, findings: [] });
    const { values } = validateRoleAssignment({ ...valid, validTo: null }, undefined);
    expect(values?.validTo).toBeNull();
  });

  it("requires a person, a known role, a known scope type and the first day", () => {
    const { findings } = validateRoleAssignment(
      { roleCode: "Z", scopeType: "everywhere", validFrom: "" },
      undefined,
    );
    expect(findings).toEqual([
      blocking("personId", "required"),
      blocking("roleCode", "value.invalid"),
      blocking("scopeType", "value.invalid"),
      blocking("validFrom", "required"),
    ]);
  });

  it("refuses a scope type that does not suit the role", () => {
    expect(validateRoleAssignment({ ...valid, scopeType: "byItems" }, undefined).findings).toEqual([
      blocking("scopeType", "scope.typeNotForRole", { allowed: "byFunctions" }),
    ]);
    expect(
      validateRoleAssignment({ ...valid, roleCode: "B", scopeType: "byFunctions" }, undefined)
        .findings,
    ).toEqual([blocking("scopeType", "scope.typeNotForRole", { allowed: "none,byTypes,byItems" })]);
  });

  it("refuses a period ending before it starts", () => {
    expect(validateRoleAssignment({ ...valid, validTo: "2026-12-31" }, undefined).findings).toEqual(
      [blocking("validTo", "date.endBeforeStart")],
    );
  });
});

describe("role unassign dialog", () => {
  it("names the person and the role", () => {
    expect(v.safeParse(roleUnassignmentSchema, { personId: 7, roleCode: "V" }).success).toBe(true);
    expect(v.safeParse(roleUnassignmentSchema, { personId: 7, roleCode: "X" }).success).toBe(false);
  });
});
