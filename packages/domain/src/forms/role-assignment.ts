import * as v from "valibot";
import { scopeTypes } from "../enums.js";
import { blocking, type Finding } from "../findings.js";
import { scopeTypesOfRole } from "../permissions/role-assignment.js";
import { roleCodes } from "../roles.js";
import { calendarDateSchema, idSchema, optionalCalendarDateSchema } from "./fields.js";
import { checkEndAfterStart } from "./rules.js";
import { createValidator } from "./validation.js";

/**
 * The role assign dialog (spec 02 §2): a role for a user (by person), with its scope type, for a
 * validity period of whole days (`YYYY-MM-DD`, both ends included; no end: until unassigned).
 */
export const roleAssignmentSchema = v.object({
  personId: idSchema,
  roleCode: v.picklist(roleCodes),
  scopeType: v.picklist(scopeTypes),
  validFrom: calendarDateSchema,
  validTo: optionalCalendarDateSchema,
});

/** The values of the role assign dialog. */
export type RoleAssignmentValues = v.InferOutput<typeof roleAssignmentSchema>;

/**
 * The rules of the role assign dialog: the scope type suits the role (`scope.typeNotForRole`
 * on `scopeType`, with the `allowed` ones: field staff are scoped by functions, the others are
 * not), and the period ends on or after its first day (`date.endBeforeStart` on `validTo`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkRoleAssignment(values: Partial<RoleAssignmentValues>): Finding[] {
  const findings: Finding[] = [];
  if (values.roleCode && values.scopeType) {
    const allowed = scopeTypesOfRole(values.roleCode);
    if (!allowed.includes(values.scopeType)) {
      findings.push(blocking("scopeType", "scope.typeNotForRole", { allowed: allowed.join(",") }));
    }
  }
  if (values.validTo) {
    findings.push(
      ...checkEndAfterStart(values.validFrom, values.validTo, {
        field: "validTo",
        allowEqual: true,
      }),
    );
  }
  return findings;
}

/** Parses and checks a role assignment; the API refuses it when a finding is blocking. */
export const validateRoleAssignment = createValidator(roleAssignmentSchema, checkRoleAssignment);

/** The role unassign dialog: the role taken away from a user (by person). */
export const roleUnassignmentSchema = v.object({
  personId: idSchema,
  roleCode: v.picklist(roleCodes),
});
