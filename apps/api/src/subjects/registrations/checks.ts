import {
  type ApiError,
  type Conflict,
  checkOperationalRole,
  conflictRefusal,
  forbidden,
  isInScope,
  isPersonInScope,
  type MeansAction,
  meansTransition,
  notFound,
  Refusal,
  registrationInvalidMeansOfInterventionScope,
  registrationInvalidPersonScope,
  staffMaximumRefusal,
  validationStaffMaximumRefusal,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { invalidForm } from "../../platform/forms.js";
import { requireReferences } from "../../platform/references.js";
import { personPlaces } from "../persons/index.js";
import type { StaffedMeans } from "./locks.js";
import { actsForThemselves, type Db, type PlacedRegistration, personOf } from "./reads.js";

/**
 * The checks every registration action shares, each answering with the domain's refusal: where
 * the means and the persons lie, the means' status, the staff maximum, blocking conflicts and the
 * operational role.
 */

/** The place of a means, as scopes read it. */
const placeOf = (means: StaffedMeans) => ({
  id: means.id,
  entityId: means.entity_id,
  activityId: means.activity_id,
});

/**
 * The means of `ids`, all found (`meansOfIntervention.notFound`, 404) and all within the active
 * role's scope (`registration.registrationInvalidMeansOfInterventionScope`, 403).
 */
export function requireMeansInScope(
  access: Access,
  means: ReadonlyMap<number, StaffedMeans>,
  ids: readonly number[],
): StaffedMeans[] {
  return ids.map((id) => {
    const found = means.get(id);
    if (!found) throw new Refusal(notFound("meansOfIntervention", { id }));
    if (!isInScope(placeOf(found), access.scope, access.reference)) {
      throw new Refusal(registrationInvalidMeansOfInterventionScope({ meansOfInterventionId: id }));
    }
    return found;
  });
}

/**
 * The persons of `ids` exist (`person.notFound`, 404) and lie within the active role's scope
 * (`registration.registrationInvalidPersonScope`, 403): one of their places — privileges, live
 * registrations, functions — is within it (`isPersonInScope`, as the person lists read it).
 */
export async function requirePersonsInScope(
  db: Db,
  access: Access,
  personIds: readonly number[],
): Promise<void> {
  await requireReferences(db, { person: personIds });
  if (access.scope.type === "none") return;
  for (const personId of personIds) {
    const places = await personPlaces(db, personId);
    if (!isPersonInScope(places, access.scope, access.reference)) {
      throw new Refusal(registrationInvalidPersonScope({ personId }));
    }
  }
}

/**
 * A registration of the role's scope (`registration.forbidden`, 403); field staff reach their
 * own wherever they are, and no one else's (the same refusal: they may not know others'
 * registrations exist).
 */
export function requireReachable(access: Access, registration: PlacedRegistration): void {
  if (actsForThemselves(access)) {
    if (registration.person_id !== personOf(access)) {
      throw new Refusal(forbidden("registration", { id: registration.id }));
    }
    return;
  }
  requireInScope(access, "registration", {
    id: registration.id,
    entityId: registration.entity_id,
    activityId: registration.activity_id,
  });
}

/** A registration of the signed-in person (`registration.forbidden`, 403, otherwise). */
export function requireOwn(access: Access, registration: PlacedRegistration): void {
  requireReachable(access, registration);
  if (registration.person_id !== personOf(access)) {
    throw new Refusal(forbidden("registration", { id: registration.id }));
  }
}

/** The means' status allows the action (`meansOfIntervention.unexpectedStatus`, 409). */
export function requireMeansAllows(means: StaffedMeans, action: MeansAction): void {
  // A split half is still staffed like any means: only its status matters here.
  const result = meansTransition({ status: means.status, splitSiblingId: null }, action);
  if (!result.ok) throw new Refusal(withId(result.error, means.id));
}

/** The people added fit the means' required staff (`registration.staffMaximumReached`, 409). */
export function requireStaffRoom(means: StaffedMeans, adding: number): void {
  const refusal = staffMaximumRefusal(
    means.id,
    {
      required: means.required_staff,
      validated: means.validated_staff,
      pending: means.pending_staff,
    },
    adding,
  );
  if (refusal) throw new Refusal(refusal);
}

/**
 * The pending registrations validated fit the means' required staff (`registration
 * .staffMaximumReached`, 409): they hold their places already, but the required count may have
 * been lowered since they came.
 */
export function requireRoomToValidate(means: StaffedMeans, validating: number): void {
  const refusal = validationStaffMaximumRefusal(
    means.id,
    {
      required: means.required_staff,
      validated: means.validated_staff,
      pending: means.pending_staff,
    },
    validating,
  );
  if (refusal) throw new Refusal(refusal);
}

/** No conflict blocks the action (`registration.{type}Conflict`, 409, with every conflict). */
export function requireNoBlockingConflict(conflicts: readonly Conflict[]): void {
  const refusal = conflictRefusal(conflicts);
  if (refusal) throw new Refusal(refusal);
}

/**
 * The operational role given, if any, exists (`operationalRole.notFound`, 404) and is one of the
 * means types' roles (`validation.invalidForm` with `registration.operationalRoleNotOfType`).
 */
export async function requireOperationalRole(
  db: Db | Kysely<Database>,
  operationalRoleId: number | null | undefined,
  means: readonly StaffedMeans[],
): Promise<void> {
  if (operationalRoleId == null) return;
  await requireReferences(db, { operationalRole: operationalRoleId });
  const typeIds = [...new Set(means.map((item) => item.type_id))];
  const rows = await db
    .selectFrom("means_of_intervention_type_operational_role")
    .select(["type_id", "operational_role_id"])
    .where("type_id", "in", typeIds)
    .execute();
  for (const typeId of typeIds) {
    const roles = rows.filter((row) => row.type_id === typeId);
    const findings = checkOperationalRole(
      operationalRoleId,
      roles.map((row) => row.operational_role_id),
    );
    if (findings.length > 0) throw invalidForm(findings);
  }
}

/** A refusal about a means, naming it. */
function withId(error: ApiError, id: number): ApiError {
  return { ...error, data: { ...error.data, id } };
}
