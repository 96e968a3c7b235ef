import { type Instant, notFound } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database, StatusChangeSubject } from "../db/schema.js";
import { ApiFailure } from "../http/errors.js";
import { type Access, requireInScope } from "./access.js";
import { instantOf } from "./instants.js";
import { getOperationalActivity } from "./operational-activities.js";

/** One change of status as the audit trail recorded it: what, from, to, why, when and who. */
export interface StatusHistoryEntry {
  action: string;
  /** `null` on creation. */
  from: string | null;
  to: string;
  comment: string;
  at: Instant;
  /** The person who made the change; `null` for an automated change. */
  by: { personId: number; firstName: string; lastName: string } | null;
}

/** The recorded changes of an object, oldest first. */
async function historyOf(
  db: Kysely<Database>,
  subject: StatusChangeSubject,
  subjectId: number,
  timeZone: string,
): Promise<StatusHistoryEntry[]> {
  const rows = await db
    .selectFrom("status_change")
    .leftJoin("person", "person.id", "status_change.changed_by")
    .select([
      "status_change.action",
      "status_change.from_status",
      "status_change.to_status",
      "status_change.comment",
      "status_change.changed_at",
      "person.id as personId",
      "person.first_name",
      "person.last_name",
    ])
    .where("status_change.subject", "=", subject)
    .where("status_change.subject_id", "=", subjectId)
    .orderBy("status_change.changed_at")
    .orderBy("status_change.id")
    .execute();
  return rows.map((row) => ({
    action: row.action,
    from: row.from_status,
    to: row.to_status,
    comment: row.comment,
    at: instantOf(row.changed_at, timeZone),
    by:
      row.personId === null
        ? null
        : {
            personId: row.personId,
            firstName: row.first_name ?? "",
            lastName: row.last_name ?? "",
          },
  }));
}

/** The status history of an operational activity of the role's scope. */
export async function operationalActivityHistory(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<StatusHistoryEntry[]> {
  await getOperationalActivity(db, access, id);
  return historyOf(db, "operationalActivity", id, timeZone);
}

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
  if (!place) throw new ApiFailure(404, notFound("meansOfIntervention", { id }));
  requireInScope(access, "meansOfIntervention", {
    id,
    entityId: place.entity_id,
    activityId: place.activity_id,
  });
  return historyOf(db, "meansOfIntervention", id, timeZone);
}
