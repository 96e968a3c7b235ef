import type { MeansOfInterventionType } from "./entities.js";
import { blocking, type Finding } from "./findings.js";
import { entityAncestry, type ScopeReference } from "./permissions/scope.js";

/**
 * Which means types a means of intervention may use (spec 01 §3, §4: a type carries entities and
 * departures; disabled types are not offered when creating means).
 */

/** What the offer reads of a means type. */
export type OfferedMeansType = Pick<
  MeansOfInterventionType,
  "id" | "visibility" | "entityIds" | "departureIds"
>;

/**
 * Whether a type applies at an entity. A type without entities applies everywhere. Otherwise one
 * of its entities must be the entity, one of its ancestors (a type of a region is used by the
 * region's rescue centres) or one of its descendants (an activity planned by a section is staffed
 * by the means of its centres).
 */
export function meansTypeAppliesAt(
  type: Pick<MeansOfInterventionType, "entityIds">,
  entityId: number,
  entityParent: ScopeReference["entityParent"],
): boolean {
  if (type.entityIds.length === 0) return true;
  const ancestry = entityAncestry(entityId, entityParent);
  return type.entityIds.some(
    (typeEntityId) =>
      ancestry.includes(typeEntityId) ||
      entityAncestry(typeEntityId, entityParent).includes(entityId),
  );
}

/**
 * The types offered for new means of an operational activity at an entity: the enabled types
 * that apply there. An empty offer is the planner's message `client.noMeansTypeForActivity`.
 */
export function meansTypesOfferedFor<T extends OfferedMeansType>(
  types: readonly T[],
  entityId: number,
  entityParent: ScopeReference["entityParent"],
): T[] {
  return types.filter(
    (type) => type.visibility === "enabled" && meansTypeAppliesAt(type, entityId, entityParent),
  );
}

/** What {@link checkMeansTypeChoice} needs besides the chosen ids. */
export interface MeansTypeChoiceContext {
  /** The chosen type, `undefined` when no type has its id. */
  type: OfferedMeansType | undefined;
  /** Whether a departure has the chosen departure id (ignored without departure). */
  departureExists: boolean;
  /** The entity of the operational activity the means belongs to. */
  entityId: number;
  entityParent: ScopeReference["entityParent"];
  /**
   * When editing: the type and departure the means already has. Keeping them is never refused,
   * so a means whose type was disabled since, or lost a departure, stays editable.
   */
  kept?: { typeId: number; departureId: number | null };
}

/**
 * The means type and departure chosen on the means form (spec 01 §3, §4; spec 02 §5 "means of
 * intervention type required"): a type that does not exist (`means.typeUnknown`), is disabled
 * (`means.typeDisabled`) or does not apply at the activity's entity (`means.typeNotOffered`); a
 * departure that does not exist (`means.departureUnknown`), or is not one of the type's departures
 * when the type lists some (`means.departureNotOfType`).
 */
export function checkMeansTypeChoice(
  choice: { typeId: number; departureId: number | null },
  context: MeansTypeChoiceContext,
): Finding[] {
  const findings: Finding[] = [];
  const { type, kept } = context;
  const keepsType = kept?.typeId === choice.typeId;
  if (!type) {
    findings.push(blocking("typeId", "means.typeUnknown"));
  } else if (!keepsType && type.visibility !== "enabled") {
    findings.push(blocking("typeId", "means.typeDisabled"));
  } else if (!keepsType && !meansTypeAppliesAt(type, context.entityId, context.entityParent)) {
    findings.push(blocking("typeId", "means.typeNotOffered"));
  }
  const { departureId } = choice;
  if (departureId === null) return findings;
  if (!context.departureExists) {
    findings.push(blocking("departureId", "means.departureUnknown"));
  } else if (
    type &&
    type.departureIds.length > 0 &&
    !type.departureIds.includes(departureId) &&
    !(keepsType && kept?.departureId === departureId)
  ) {
    findings.push(blocking("departureId", "means.departureNotOfType"));
  }
  return findings;
}
