import { describe, expect, it } from "vitest";
import type { Authorization } from "../authorization.js";
import { type RoleCode, roleCodes } from "../roles.js";
import { isFieldStaff, userType } from "./user-type.js";

const authorization = (code: RoleCode): Authorization => ({
  role: { code },
  scopeType: "none",
  accessRights: {},
  scopes: [],
});

describe("field staff (spec 01 §6)", () => {
  it("are the employee and volunteer roles, S and V", () => {
    const fieldStaff = roleCodes.filter((code) => isFieldStaff(authorization(code)));
    expect(fieldStaff).toEqual(["S", "V"]);
  });

  it("is nobody without an authorization", () => {
    expect(isFieldStaff(undefined)).toBe(false);
  });
});

describe("user type (spec 01 §6)", () => {
  it("is manager under every role that is not field staff, whatever the staff type", () => {
    for (const code of ["Admin", "A", "B", "BAPS", "C", "CAPS", "D", "RH"] as const) {
      expect(userType("volunteer", code)).toBe("manager");
      expect(userType("employee", code)).toBe("manager");
    }
  });

  it("follows the staff type under a field-staff role", () => {
    expect(userType("volunteer", "V")).toBe("volunteer");
    expect(userType("employee", "S")).toBe("employee");
  });

  it("is personnel for external staff under a field-staff role", () => {
    expect(userType("external", "S")).toBe("personnel");
    expect(userType("external", "V")).toBe("personnel");
  });
});
