import type { Authorization } from "../authorization.js";
import type { UserType } from "../enums.js";
import { isFieldStaffRole, type RoleCode, type StaffType } from "../roles.js";

/**
 * Whether the active authorization is a field-staff one — employee S or volunteer V — which gets
 * the simplified mobile navigation and the `byFunctions` scope (spec 01 §6). `false` without an
 * authorization.
 */
export function isFieldStaff(authorization: Authorization | undefined): boolean {
  return authorization !== undefined && isFieldStaffRole(authorization.role.code);
}

/**
 * The user type (spec 01 §6: manager, personnel, volunteer, employee) of a person acting under a
 * role. The spec lists the types without a mapping; this one follows the role first, then the
 * staff type:
 * - every role that is not field staff (Admin, A, B, BAPS, C, CAPS, D, RH) acts as `manager`,
 *   whatever the person's staff type;
 * - under a field-staff role (S, V), a volunteer is `volunteer` and an employee `employee`;
 * - external staff under a field-staff role are `personnel`: they are assigned like the others
 *   but are neither the organisation's volunteers nor its employees.
 */
export function userType(staffType: StaffType, roleCode: RoleCode): UserType {
  if (!isFieldStaffRole(roleCode)) return "manager";
  switch (staffType) {
    case "volunteer":
      return "volunteer";
    case "employee":
      return "employee";
    case "external":
      return "personnel";
  }
}
