import type { ScopeType } from "../enums.js";
import { type ApiError, forbidden, unexpectedUserStaffType } from "../errors.js";
import { isFieldStaffRole, type RoleCode, roleCodes, type StaffType } from "../roles.js";

/**
 * Who may give or take away which role (spec 02 §6), by the role the manager acts under:
 * - Admin manages the whole role table;
 * - A (coordination) manages a limited table: every operational role below it (B to V), neither
 *   Admin, nor A itself, nor the payroll role RH;
 * - B manages only the roles below its own in the role table (BAPS to V), within its scope;
 * - BAPS has a limited role management: the field staff it assigns, S and V;
 * - C and CAPS may only view their own rights; D, S, V and RH manage no role.
 *
 * The same table decides assigning and unassigning: a manager may take back what it may give.
 */
export const assignableRoles: Readonly<Record<RoleCode, readonly RoleCode[]>> = {
  Admin: roleCodes,
  A: ["B", "BAPS", "C", "CAPS", "D", "S", "V"],
  B: ["BAPS", "C", "CAPS", "D", "S", "V"],
  BAPS: ["S", "V"],
  C: [],
  CAPS: [],
  D: [],
  S: [],
  V: [],
  RH: [],
};

/** Whether a manager acting under `managerRole` may assign (or unassign) `role`. */
export function mayAssignRole(managerRole: RoleCode | undefined, role: RoleCode): boolean {
  return managerRole !== undefined && assignableRoles[managerRole].includes(role);
}

/**
 * The scope types a role may be given (spec 01 §6): field staff (S, V) are always scoped by their
 * functions; every other role by items, by types, or not at all.
 */
export function scopeTypesOfRole(role: RoleCode): readonly ScopeType[] {
  return isFieldStaffRole(role) ? ["byFunctions"] : ["none", "byTypes", "byItems"];
}

/**
 * The scope types a manager may grant, by its own scope type: never a wider one. Unrestricted
 * (`none`) grants any; by types grants types, items and functions; by items grants items and
 * functions; field staff grant nothing wider than functions.
 */
export function grantableScopeTypes(managerScopeType: ScopeType): readonly ScopeType[] {
  switch (managerScopeType) {
    case "none":
      return ["none", "byTypes", "byItems", "byFunctions"];
    case "byTypes":
      return ["byTypes", "byItems", "byFunctions"];
    case "byItems":
      return ["byItems", "byFunctions"];
    case "byFunctions":
      return ["byFunctions"];
  }
}

/**
 * The staff types a role may be held by (spec 02 §8 "unexpected user staff type"): the field
 * employee role S by employees, the field volunteer role V by volunteers, and both by external
 * staff, who are assigned like the others; the other roles by anyone.
 */
export function staffTypesOfRole(role: RoleCode): readonly StaffType[] {
  switch (role) {
    case "S":
      return ["employee", "external"];
    case "V":
      return ["volunteer", "external"];
    default:
      return ["volunteer", "employee", "external"];
  }
}

/** What a role assignment (or a privilege that implies one) is checked on. */
export interface RoleAssignment {
  /** The role the manager acts under; `undefined` without an authorization. */
  managerRole: RoleCode | undefined;
  /** The scope type of the manager's own authorization. */
  managerScopeType: ScopeType;
  /** The role given or taken away. */
  role: RoleCode;
  /** The scope type it is given with; absent when a role is taken away. */
  scopeType?: ScopeType | undefined;
  /** The staff type of the person who receives it; absent when a role is taken away. */
  staffType?: StaffType | undefined;
}

/**
 * Why a role may not be assigned or unassigned, or `null` when it may:
 * - `securityRole.forbidden { roleCode, assignable }` when the manager's role may not manage it;
 * - `scope.forbidden { scopeType, grantable }` when the scope type is wider than the manager's;
 * - `userProfile.unexpectedUserStaffType { roleCode, staffType, expected }` when the person's
 *   staff type does not fit the role.
 *
 * A scope type that does not suit the role at all is a form error ({@link scopeTypesOfRole}).
 */
export function roleAssignmentRefusal(assignment: RoleAssignment): ApiError | null {
  const { managerRole, managerScopeType, role, scopeType, staffType } = assignment;
  if (!mayAssignRole(managerRole, role)) {
    return forbidden("securityRole", {
      roleCode: role,
      assignable: managerRole ? [...assignableRoles[managerRole]] : [],
    });
  }
  const grantable = grantableScopeTypes(managerScopeType);
  if (scopeType !== undefined && !grantable.includes(scopeType)) {
    return forbidden("scope", { scopeType, grantable: [...grantable] });
  }
  if (staffType !== undefined && !staffTypesOfRole(role).includes(staffType)) {
    return unexpectedUserStaffType({
      roleCode: role,
      staffType,
      expected: [...staffTypesOfRole(role)],
    });
  }
  return null;
}
