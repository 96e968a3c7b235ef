import { entityAncestry } from "@releve/domain";
import { sql } from "kysely";
import type { Access } from "./access.js";

/**
 * The SQL form of the active role's scope (spec 01 §6) on a table with `entity_id` and
 * `activity_id`: the same pairs as `isInScope`, an entity covering its descendants; by types,
 * an entity and an activity of the pair's types (not their ancestors' types).
 */
export function scopeCondition(access: Access) {
  const { scope } = access;
  switch (scope.type) {
    case "none":
      return () => sql<boolean>`true`;
    case "byFunctions":
      return () =>
        scope.activityIds.length > 0
          ? sql<boolean>`activity_id in (${sql.join(scope.activityIds)})`
          : sql<boolean>`false`;
    case "byTypes": {
      const pairs = scope.pairs.map(
        (pair) => sql`(${pair.entityTypeId}::int, ${pair.activityTypeId}::int)`,
      );
      return () =>
        pairs.length > 0
          ? sql<boolean>`(entity_id, activity_id) in (select scope_entity.id, scope_activity.id
              from entity scope_entity cross join activity scope_activity
              where (scope_entity.type_id, scope_activity.type_id) in (values ${sql.join(pairs)}))`
          : sql<boolean>`false`;
    }
    case "byItems": {
      // A pair's own entity counts even when the reference data lacks it, as in `isInScope`
      // (the foreign keys keep such ids out of the database, but the two must not differ).
      const entityIds = new Set([...access.entityIds, ...scope.pairs.map((pair) => pair.entityId)]);
      const pairs = [...entityIds].flatMap((entityId) => {
        const ancestry = entityAncestry(entityId, access.reference.entityParent);
        return scope.pairs
          .filter((pair) => ancestry.includes(pair.entityId))
          .map((pair) => sql`(${entityId}::int, ${pair.activityId}::int)`);
      });
      return () =>
        pairs.length > 0
          ? sql<boolean>`(entity_id, activity_id) in (values ${sql.join(pairs)})`
          : sql<boolean>`false`;
    }
  }
}
