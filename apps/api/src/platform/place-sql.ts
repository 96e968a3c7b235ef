import { type Expression, expressionBuilder, type SqlBool } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * Where an operational activity lies, as the lists filter it (spec 01 §4): an activity of one of
 * these types, one of these activities, an entity of one of these types, one of these entities.
 * Combined with "and"; an absent or empty list asks nothing.
 */
export interface PlaceCriteria {
  activityTypeIds?: number[] | undefined;
  activityIds?: number[] | undefined;
  entityTypeIds?: number[] | undefined;
  entityIds?: number[] | undefined;
}

/** The condition an operational activity meets when it lies where `criteria` say. */
export function placeCriteria(criteria: PlaceCriteria): Expression<SqlBool> {
  const eb = expressionBuilder<Database, "operational_activity">();
  const conditions: Expression<SqlBool>[] = [];
  if (criteria.activityTypeIds?.length) {
    conditions.push(
      eb(
        "operational_activity.activity_id",
        "in",
        eb
          .selectFrom("activity as typed_activity")
          .select("typed_activity.id")
          .where("typed_activity.type_id", "in", criteria.activityTypeIds),
      ),
    );
  }
  if (criteria.activityIds?.length) {
    conditions.push(eb("operational_activity.activity_id", "in", criteria.activityIds));
  }
  if (criteria.entityTypeIds?.length) {
    conditions.push(
      eb(
        "operational_activity.entity_id",
        "in",
        eb
          .selectFrom("entity as typed_entity")
          .select("typed_entity.id")
          .where("typed_entity.type_id", "in", criteria.entityTypeIds),
      ),
    );
  }
  if (criteria.entityIds?.length) {
    conditions.push(eb("operational_activity.entity_id", "in", criteria.entityIds));
  }
  return eb.and(conditions);
}
