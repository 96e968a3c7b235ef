import type { AuthorizationScope } from "../authorization.js";
import type { Entity, ReferenceItem } from "../reference-data.js";

/** An item whose scope is checked: an operational activity, a means, a registration… */
export interface ScopedItem {
  entityId: number;
  activityId: number;
}

/** One entity type × activity type pair of a `byTypes` scope. */
export interface TypeScope {
  entityTypeId: number;
  activityTypeId: number;
}

/**
 * The scope of an authorization, by scope type (spec 01 §6: none, byTypes, byItems,
 * byFunctions).
 * - `none`: no scope restriction — every item is in scope. This is the scope of roles whose
 *   rights are unrestricted (Admin, coordination A, human resources RH). A role restricted to
 *   nothing is `byItems` with no pair, which is the "no scope for this role" case of spec 02 §8.
 * - `byTypes`: pairs of entity type × activity type.
 * - `byItems`: pairs of entity × activity; an entity covers its descendants.
 * - `byFunctions`: field staff, whose scope is deduced from their activities (their
 *   registrations and functions), given as activity ids.
 */
export type Scope =
  | { type: "none" }
  | { type: "byTypes"; pairs: readonly TypeScope[] }
  | { type: "byItems"; pairs: readonly AuthorizationScope[] }
  | { type: "byFunctions"; activityIds: readonly number[] };

/**
 * The reference data a scope check reads. Each lookup answers `undefined` for an unknown id, and
 * `entityParent` answers `null` for a root entity.
 */
export interface ScopeReference {
  entityParent(entityId: number): number | null | undefined;
  entityType(entityId: number): number | undefined;
  activityType(activityId: number): number | undefined;
}

/**
 * Whether an item is in a scope (spec 01 §6: "an item is in scope when an entity and activity
 * pair matches").
 * - `byTypes`: the item's entity has the pair's entity type and its activity the pair's activity
 *   type. Only the item's own entity type counts, not its ancestors'.
 * - `byItems`: the item's activity is the pair's, and its entity is the pair's or a descendant
 *   of it (region → section → rescue centre): a regional coordinator covers the region's centres.
 * - `byFunctions`: the item's activity is one of the person's, whatever its entity; whether the
 *   person may register at that entity is the API's check (`registrationInvalidPersonScope`).
 *
 * The reference data only lends types and ancestors: an item whose entity or activity it does
 * not know is out of every scope by types, and matches a scope by items or by functions by its
 * ids alone, the unknown entity having no ancestor. (The foreign keys keep such ids out of the
 * database; a scope's SQL form must still answer the same for them.)
 */
export function isInScope(item: ScopedItem, scope: Scope, reference: ScopeReference): boolean {
  switch (scope.type) {
    case "none":
      return true;
    case "byTypes": {
      const entityTypeId = reference.entityType(item.entityId);
      const activityTypeId = reference.activityType(item.activityId);
      return scope.pairs.some(
        (pair) =>
          entityTypeId !== undefined &&
          pair.entityTypeId === entityTypeId &&
          activityTypeId !== undefined &&
          pair.activityTypeId === activityTypeId,
      );
    }
    case "byItems": {
      const ancestry = entityAncestry(item.entityId, reference.entityParent);
      return scope.pairs.some(
        (pair) => pair.activityId === item.activityId && ancestry.includes(pair.entityId),
      );
    }
    case "byFunctions":
      return scope.activityIds.includes(item.activityId);
  }
}

/**
 * An entity followed by its ancestors, nearest first: a rescue centre, its section, its region.
 * Stops at a root, at an unknown entity, or where the parent links loop back, so bad reference
 * data cannot hang the check.
 */
export function entityAncestry(
  entityId: number,
  entityParent: ScopeReference["entityParent"],
): number[] {
  const ancestry: number[] = [];
  for (
    let id: number | null | undefined = entityId;
    id !== null && id !== undefined && !ancestry.includes(id);
    id = entityParent(id)
  ) {
    ancestry.push(id);
  }
  return ancestry;
}

/** The lookups of {@link ScopeReference} over the reference data the API serves. */
export function scopeReference(
  entities: readonly Entity[],
  activities: readonly ReferenceItem[],
): ScopeReference {
  const entityById = new Map(entities.map((entity) => [entity.id, entity]));
  const activityById = new Map(activities.map((activity) => [activity.id, activity]));
  return {
    entityParent: (entityId) => entityById.get(entityId)?.parentId,
    entityType: (entityId) => entityById.get(entityId)?.typeId,
    activityType: (activityId) => activityById.get(activityId)?.typeId,
  };
}
