import type { AuthorizationScope } from "../authorization.js";
import type { ScopeType } from "../enums.js";
import { isInScope, type Scope, type ScopeReference, type TypeScope } from "./scope.js";

/**
 * What the scope of an authorization is made of (spec 01 §6), as stored: the privileges of the
 * authorization valid today, by items or by types, and the activities of the person's functions.
 */
export interface ScopeSources {
  /** Entity × activity pairs of the privileges named by items. */
  itemPairs: readonly AuthorizationScope[];
  /** Entity type × activity type pairs of the privileges named by types. */
  typePairs: readonly TypeScope[];
  /** The activities the person serves in through their functions. */
  functionActivityIds: readonly number[];
}

/**
 * The scope of an authorization by its scope type (spec 01 §6):
 * - `none`: unrestricted; privileges, if any, restrict nothing;
 * - `byItems`: the entity × activity pairs of its privileges by items;
 * - `byTypes`: the entity type × activity type pairs of its privileges by types;
 * - `byFunctions` (field staff): the activities of the person's functions, and those its
 *   privileges by items name (where the person is meant to serve), whatever the entity.
 *
 * A privilege of the other kind than the scope type reads is kept but restricts nothing.
 */
export function deriveScope(scopeType: ScopeType, sources: ScopeSources): Scope {
  switch (scopeType) {
    case "none":
      return { type: "none" };
    case "byItems":
      return { type: "byItems", pairs: sources.itemPairs };
    case "byTypes":
      return { type: "byTypes", pairs: sources.typePairs };
    case "byFunctions": {
      const activityIds = new Set([
        ...sources.functionActivityIds,
        ...sources.itemPairs.map((pair) => pair.activityId),
      ]);
      return { type: "byFunctions", activityIds: [...activityIds].sort((a, b) => a - b) };
    }
  }
}

/**
 * Whether a scope reaches an activity at some entity: every activity for `none`, the activities
 * of its pairs by items, the activities of the types of its pairs by types, its activities by
 * functions.
 */
export function coversActivity(
  scope: Scope,
  activityId: number,
  reference: Pick<ScopeReference, "activityType">,
): boolean {
  switch (scope.type) {
    case "none":
      return true;
    case "byItems":
      return scope.pairs.some((pair) => pair.activityId === activityId);
    case "byTypes": {
      const typeId = reference.activityType(activityId);
      return typeId !== undefined && scope.pairs.some((pair) => pair.activityTypeId === typeId);
    }
    case "byFunctions":
      return scope.activityIds.includes(activityId);
  }
}

/**
 * Where a person serves, as far as scopes are concerned: persons belong to no entity, so they
 * are placed by what links them to entity × activity pairs — the pairs of their privileges, the
 * activities they are registered for — or, for the activities of their functions, by an
 * activity at any entity (`entityId: null`).
 */
export interface PersonPlace {
  entityId: number | null;
  activityId: number;
}

/**
 * Whether a person is within a scope: one of their places is. A place at an entity is checked
 * like any item ({@link isInScope}); a place of a function, at no entity, is within the scope
 * when the scope reaches its activity somewhere ({@link coversActivity}). A person with no place
 * is only within the unrestricted scope.
 */
export function isPersonInScope(
  places: readonly PersonPlace[],
  scope: Scope,
  reference: ScopeReference,
): boolean {
  if (scope.type === "none") return true;
  return places.some((place) =>
    place.entityId === null
      ? coversActivity(scope, place.activityId, reference)
      : isInScope({ entityId: place.entityId, activityId: place.activityId }, scope, reference),
  );
}
