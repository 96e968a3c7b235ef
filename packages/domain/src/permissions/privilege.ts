import type { ScopeType } from "../enums.js";
import { blocking, type Finding } from "../findings.js";
import { isFieldStaffRole, type RoleCode } from "../roles.js";
import { isInScope, type Scope, type ScopeReference } from "./scope.js";
import { isPersonInScope, type PersonPlace } from "./scope-sources.js";

/** The scope a privilege (user profile scope) names: activity and entity, as items or types. */
export interface PrivilegeScope {
  activityTypeId: number | null;
  activityId: number | null;
  entityTypeId: number | null;
  entityId: number | null;
}

/**
 * How a privilege names its scope: entity × activity `items`, entity type × activity type
 * `types`, or `nothing` (field staff, whose scope comes from their functions).
 */
export type PrivilegeKind = "items" | "types" | "nothing";

/** A privilege's scope reduced to what is stored: the items, or the types, or nothing. */
export type PrivilegePair =
  | { kind: "items"; entityId: number; activityId: number }
  | { kind: "types"; entityTypeId: number; activityTypeId: number }
  | { kind: "nothing" };

/** The reference data a privilege's scope is checked against. */
export interface PrivilegeReference extends ScopeReference {
  entityTypeIds: readonly number[];
  activityTypeIds: readonly number[];
}

/**
 * The stored form of a privilege's scope, or `undefined` when it mixes an item on one side with
 * a type on the other (an entity × activity pair is either two items or two types, spec 01 §6).
 * An item sets its type (spec 02 §4), so a type given with its item adds nothing.
 */
export function privilegePair(scope: PrivilegeScope): PrivilegePair | undefined {
  const { activityTypeId, activityId, entityTypeId, entityId } = scope;
  if (activityId !== null && entityId !== null) return { kind: "items", entityId, activityId };
  if (activityId !== null || entityId !== null) return undefined;
  if (activityTypeId !== null && entityTypeId !== null) {
    return { kind: "types", entityTypeId, activityTypeId };
  }
  return activityTypeId === null && entityTypeId === null ? { kind: "nothing" } : undefined;
}

/**
 * The privilege kinds an authorization of a scope type reads: items for `byItems`, types for
 * `byTypes`, items or nothing for field staff (`byFunctions`: the items name where they serve),
 * any for `none`, which nothing restricts.
 */
export function privilegeKindsOf(scopeType: ScopeType): readonly PrivilegeKind[] {
  switch (scopeType) {
    case "none":
      return ["items", "types", "nothing"];
    case "byItems":
      return ["items"];
    case "byTypes":
      return ["types"];
    case "byFunctions":
      return ["items", "nothing"];
  }
}

/**
 * The scope type a role is given when its first privilege is created: by functions for field
 * staff, otherwise by types or by items as the privilege names its scope.
 */
export function scopeTypeForPrivilege(role: RoleCode, pair: PrivilegePair): ScopeType {
  if (isFieldStaffRole(role)) return "byFunctions";
  return pair.kind === "types" ? "byTypes" : "byItems";
}

/**
 * The rules on a privilege's scope beyond the form's (`checkUserProfileScope`), against the
 * reference data and the scope type of the authorization it belongs to:
 * - unknown ids: `scope.unknownActivity`, `scope.unknownActivityType`, `scope.unknownEntity`,
 *   `scope.unknownEntityType` on their field;
 * - a type given with its item that is not the item's type: `scope.typeMismatch`;
 * - an item on one side and a type on the other: `scope.itemsOrTypes` on the type's side;
 * - a kind the authorization's scope type does not read: `scope.kindMismatch { scopeType }`.
 */
export function checkPrivilegeScope(
  scope: PrivilegeScope,
  scopeType: ScopeType,
  reference: PrivilegeReference,
): Finding[] {
  const findings: Finding[] = [];
  const sides = [
    {
      item: "activityId",
      type: "activityTypeId",
      itemId: scope.activityId,
      typeId: scope.activityTypeId,
      typeOf: (id: number) => reference.activityType(id),
      typeIds: reference.activityTypeIds,
      unknownItem: "scope.unknownActivity",
      unknownType: "scope.unknownActivityType",
    },
    {
      item: "entityId",
      type: "entityTypeId",
      itemId: scope.entityId,
      typeId: scope.entityTypeId,
      typeOf: (id: number) => reference.entityType(id),
      typeIds: reference.entityTypeIds,
      unknownItem: "scope.unknownEntity",
      unknownType: "scope.unknownEntityType",
    },
  ] as const;
  for (const side of sides) {
    const itemType = side.itemId === null ? undefined : side.typeOf(side.itemId);
    if (side.itemId !== null && itemType === undefined) {
      findings.push(blocking(side.item, side.unknownItem));
    } else if (side.typeId !== null && !side.typeIds.includes(side.typeId)) {
      findings.push(blocking(side.type, side.unknownType));
    } else if (itemType !== undefined && side.typeId !== null && side.typeId !== itemType) {
      findings.push(blocking(side.type, "scope.typeMismatch"));
    }
  }
  if (findings.length > 0) return findings;
  const pair = privilegePair(scope);
  if (pair === undefined) {
    const typeSide = scope.activityId === null ? "activityId" : "entityId";
    return [blocking(typeSide, "scope.itemsOrTypes")];
  }
  if (!privilegeKindsOf(scopeType).includes(pair.kind)) {
    return [blocking("entityId", "scope.kindMismatch", { scopeType })];
  }
  return [];
}

/**
 * Whether a manager's scope reaches a privilege, to see, grant, change or revoke it:
 * - by items: when the pair is within the scope ({@link isInScope});
 * - by types: only for an unrestricted manager, or one holding that very pair by types — a
 *   pair of types reaches every entity of its type, wider than any pair of items;
 * - naming nothing (field staff): where its person is ({@link isPersonInScope}).
 */
export function isPrivilegeInScope(
  pair: PrivilegePair,
  personPlaces: readonly PersonPlace[],
  scope: Scope,
  reference: ScopeReference,
): boolean {
  switch (pair.kind) {
    case "items":
      return isInScope(pair, scope, reference);
    case "types":
      return (
        scope.type === "none" ||
        (scope.type === "byTypes" &&
          scope.pairs.some(
            (held) =>
              held.entityTypeId === pair.entityTypeId &&
              held.activityTypeId === pair.activityTypeId,
          ))
      );
    case "nothing":
      return isPersonInScope(personPlaces, scope, reference);
  }
}
