import type { Authorization, AuthorizationScope } from "../authorization.js";
import type { ScopeType } from "../enums.js";
import type { FeatureCode } from "../features.js";
import { isFieldStaffRole, type RoleCode } from "../roles.js";

/** A feature a role holds, read-only (`read`) or with write (`write`). */
export type DefaultRights = Partial<Record<FeatureCode, "read" | "write">>;

const fieldStaff: DefaultRights = {
  operationalActivity: "read",
  meansOfIntervention: "read",
  registration: "write",
  "registration.self": "write",
};

/** Managing registrations: validate, reject, propose schedules. */
const registrationManagement: DefaultRights = {
  registration: "write",
  "registration.manage": "write",
  "registration.schedule": "write",
  "registration.schedule.propose": "write",
};

/** Planning activities and their means, with their registrations. */
const planning: DefaultRights = {
  operationalActivity: "write",
  "operationalActivity.create": "write",
  meansOfIntervention: "write",
  ...registrationManagement,
};

/** Coordination: everything but the time-and-attendance exchanges. */
const coordination: DefaultRights = {
  ...planning,
  personnel: "write",
  meansOfInterventionType: "write",
  "alert.manage": "write",
  security: "write",
  "security.manage": "write",
  "reinforcement.manage": "write",
};

const staffAssigner: DefaultRights = {
  operationalActivity: "read",
  meansOfIntervention: "read",
  ...registrationManagement,
  personnel: "write",
};

/**
 * The default access rights of each role, from the role table of spec 01 §6 and spec 02 §6
 * (see docs/decisions/002-default-access-rights.md). The role table can be changed later by the
 * roles that manage it; this is what a new installation starts with.
 */
export const defaultAccessRights: Record<RoleCode, DefaultRights> = {
  Admin: { ...coordination, automatedJobs: "write", humanResources: "write" },
  A: coordination,
  B: {
    ...planning,
    personnel: "read",
    security: "write",
    "security.manage": "write",
    "reinforcement.manage": "write",
  },
  BAPS: { ...staffAssigner, security: "read", "security.manage": "write" },
  C: {
    operationalActivity: "read",
    meansOfIntervention: "write",
    ...registrationManagement,
    personnel: "read",
    security: "read",
    "reinforcement.manage": "write",
  },
  CAPS: { ...staffAssigner, security: "read" },
  D: {
    operationalActivity: "read",
    meansOfIntervention: "read",
    registration: "read",
    "registration.manage": "read",
    "registration.schedule": "read",
    personnel: "read",
    meansOfInterventionType: "read",
  },
  S: fieldStaff,
  // Volunteers manage their own availability (spec 01 §6).
  V: { ...fieldStaff, availability: "write" },
  RH: { personnel: "read", humanResources: "write", automatedJobs: "write" },
};

/**
 * The authorization a role has with its default rights, for a scope: field staff by their
 * functions, others by the items given, or unrestricted without any.
 */
export function defaultAuthorization(
  code: RoleCode,
  scopes: AuthorizationScope[] = [],
  scopeType: ScopeType = isFieldStaffRole(code)
    ? "byFunctions"
    : scopes.length > 0
      ? "byItems"
      : "none",
): Authorization {
  return {
    role: { code },
    scopeType,
    accessRights: Object.fromEntries(
      Object.entries(defaultAccessRights[code]).map(([featureCode, right]) => [
        featureCode,
        { featureCode: featureCode as FeatureCode, mayWrite: right === "write" },
      ]),
    ),
    scopes,
  };
}
