import * as v from "valibot";
import type { Finding } from "../findings.js";
import { isFieldStaffRole, roleCodes } from "../roles.js";
import {
  calendarDateSchema,
  idSchema,
  optionalCalendarDateSchema,
  optionalIdSchema,
} from "./fields.js";
import { checkEndAfterStart, checkRequired } from "./rules.js";
import { createValidator } from "./validation.js";

/**
 * The user profile scope (privilege) form (spec 02 §2, §3; spec 01 §3, §6): a role for a user,
 * within a scope of activity and entity (an item, or only its type), for a validity period of whole
 * days (`YYYY-MM-DD`, both ends included; no end: valid until revoked).
 */
export const userProfileScopeSchema = v.object({
  personId: idSchema,
  roleCode: v.picklist(roleCodes),
  activityTypeId: optionalIdSchema,
  activityId: optionalIdSchema,
  entityTypeId: optionalIdSchema,
  entityId: optionalIdSchema,
  validFrom: calendarDateSchema,
  validTo: optionalCalendarDateSchema,
});

/** The values of the user profile scope form. */
export type UserProfileScopeValues = v.InferOutput<typeof userProfileScopeSchema>;

/**
 * Every rule on a privilege: a scope needs an activity (type or item) and an entity (type or item),
 * `required` on `activityTypeId` / `entityTypeId`, except for field staff roles (S, V), whose
 * scope derives from their functions (spec 01 §6 byFunctions); the period ends on or after its
 * first day (`date.endBeforeStart` on `validTo`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkUserProfileScope(values: Partial<UserProfileScopeValues>): Finding[] {
  const findings: Finding[] = [];
  if (values.roleCode && !isFieldStaffRole(values.roleCode)) {
    findings.push(...checkRequired(values.activityTypeId ?? values.activityId, "activityTypeId"));
    findings.push(...checkRequired(values.entityTypeId ?? values.entityId, "entityTypeId"));
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

/** Parses and checks a privilege; the API refuses it when a finding is blocking. */
export const validateUserProfileScope = createValidator(
  userProfileScopeSchema,
  checkUserProfileScope,
);
