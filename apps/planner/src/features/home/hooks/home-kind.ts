import { type Authorization, hasFeature } from "@releve/domain";
import { useSession } from "../../../lib/session";

/**
 * What the start page offers: field staff their registrations and the open means, managers the
 * means lacking staff, every other role a way into the features it holds.
 */
export type HomeKind = "fieldStaff" | "manager" | "other";

/**
 * The start page of an authorization, decided by its features rather than by role codes, so a
 * role whose rights change gets the page that fits: registering oneself (`registration.self`)
 * makes field staff, whose means are read-only; the means feature otherwise makes a manager.
 */
export function homeKind(authorization: Authorization | undefined): HomeKind {
  if (hasFeature(authorization, "registration.self")) return "fieldStaff";
  if (hasFeature(authorization, "meansOfIntervention")) return "manager";
  return "other";
}

/** The start page of the active authorization. */
export function useHomeKind(): HomeKind {
  return homeKind(useSession().activeAuthorization);
}
