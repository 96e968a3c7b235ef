import { notFound, Refusal } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { historyOf, type StatusHistoryEntry } from "../../platform/status-history.js";

/**
 * The status history of a means of intervention of the role's scope (the scope of its activity);
 * `notFound` when it does not exist, `forbidden` outside the scope.
 */
export async function meansOfInterventionHistory(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<StatusHistoryEntry[]> {
  const place = await db
    .selectFrom("means_of_intervention")
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .select(["operational_activity.entity_id", "operational_activity.activity_id"])
    .where("means_of_intervention.id", "=", id)
    .executeTakeFirst();
  if (!place) throw new Refusal(notFound("meansOfIntervention", { id }));
  requireInScope(access, "meansOfIntervention", {
    id,
    entityId: place.entity_id,
    activityId: place.activity_id,
  });
  return historyOf(db, "meansOfIntervention", id, timeZone);
}
