import { describe, expect, it } from "vitest";
import { scopeTypes } from "../enums.js";
import { type RoleCode, roleCodes } from "../roles.js";
import {
  assignableRoles,
  grantableScopeTypes,
  mayAssignRole,
  roleAssignmentRefusal,
  scopeTypesOfRole,
  staffTypesOfRole,
} from "./role-assignment.js";

const managers = (role: RoleCode) => roleCodes.filter((manager) => mayAssignRole(manager, role));

describe("who may assign which role (spec 02 §6)", () => {
  it("lets the administrator manage the whole role table", () => {
    expect(roleCodes.filter((role) => mayAssignRole("Admin", role))).toEqual([...roleCodes]);
  });

  it("gives coordination A a limited table: neither Admin, nor A, nor RH", () => {
    expect(assignableRoles.A).toEqual(["B", "BAPS", "C", "CAPS", "D", "S", "V"]);
  });

  it("lets B assign only the roles below its own in the role table", () => {
    const below = roleCodes.slice(roleCodes.indexOf("B") + 1).filter((role) => role !== "RH");
    expect(assignableRoles.B).toEqual(below);
    expect(mayAssignRole("B", "B")).toBe(false);
    expect(mayAssignRole("B", "A")).toBe(false);
  });

  it("limits BAPS to the field staff it assigns", () => {
    expect(assignableRoles.BAPS).toEqual(["S", "V"]);
  });

  it("lets C, CAPS, D, S, V and RH assign nothing: C and CAPS only view their own rights", () => {
    for (const role of ["C", "CAPS", "D", "S", "V", "RH"] as const) {
      expect(assignableRoles[role], role).toEqual([]);
    }
  });

  it("lets nobody but the administrator give Admin or RH, and nobody without a role", () => {
    expect(managers("Admin")).toEqual(["Admin"]);
    expect(managers("RH")).toEqual(["Admin"]);
    expect(managers("V")).toEqual(["Admin", "A", "B", "BAPS"]);
    expect(mayAssignRole(undefined, "V")).toBe(false);
  });
});

describe("scope types of a role assignment (spec 01 §6)", () => {
  it("scopes field staff by their functions, the other roles otherwise", () => {
    expect(scopeTypesOfRole("V")).toEqual(["byFunctions"]);
    expect(scopeTypesOfRole("S")).toEqual(["byFunctions"]);
    expect(scopeTypesOfRole("B")).toEqual(["none", "byTypes", "byItems"]);
  });

  it("never lets a manager grant a scope type wider than its own", () => {
    expect(grantableScopeTypes("none")).toEqual([...scopeTypes]);
    expect(grantableScopeTypes("byTypes")).toEqual(["byTypes", "byItems", "byFunctions"]);
    expect(grantableScopeTypes("byItems")).toEqual(["byItems", "byFunctions"]);
    expect(grantableScopeTypes("byFunctions")).toEqual(["byFunctions"]);
  });

  it("gives S to employees, V to volunteers, both to external staff, the rest to anyone", () => {
    expect(staffTypesOfRole("S")).toEqual(["employee", "external"]);
    expect(staffTypesOfRole("V")).toEqual(["volunteer", "external"]);
    expect(staffTypesOfRole("B")).toEqual(["volunteer", "employee", "external"]);
  });
});

describe("refusing a role assignment", () => {
  const allowed = {
    managerRole: "B",
    managerScopeType: "byItems",
    role: "V",
    scopeType: "byFunctions",
    staffType: "volunteer",
  } as const;

  it("accepts what the manager's role, scope type and the person's staff type allow", () => {
    expect(roleAssignmentRefusal(allowed)).toBeNull();
    expect(
      roleAssignmentRefusal({ managerRole: "B", managerScopeType: "byItems", role: "D" }),
    ).toBe(null);
  });

  it("refuses a role the manager may not manage with securityRole.forbidden", () => {
    expect(roleAssignmentRefusal({ ...allowed, role: "A", scopeType: "byItems" })).toEqual({
      category: "securityRole",
      code: "forbidden",
      data: { roleCode: "A", assignable: ["BAPS", "C", "CAPS", "D", "S", "V"] },
    });
    expect(roleAssignmentRefusal({ ...allowed, managerRole: undefined })).toEqual({
      category: "securityRole",
      code: "forbidden",
      data: { roleCode: "V", assignable: [] },
    });
  });

  it("refuses a scope type wider than the manager's with scope.forbidden", () => {
    expect(roleAssignmentRefusal({ ...allowed, role: "D", scopeType: "none" })).toEqual({
      category: "scope",
      code: "forbidden",
      data: { scopeType: "none", grantable: ["byItems", "byFunctions"] },
    });
  });

  it("refuses a field role that does not fit the person's staff type", () => {
    expect(roleAssignmentRefusal({ ...allowed, staffType: "employee" })).toEqual({
      category: "userProfile",
      code: "unexpectedUserStaffType",
      data: { roleCode: "V", staffType: "employee", expected: ["volunteer", "external"] },
    });
  });
});
