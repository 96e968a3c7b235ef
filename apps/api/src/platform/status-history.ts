import type { Instant } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database, StatusChangeSubject } from "../db/schema.js";
import { instantOf } from "./instants.js";

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
export async function historyOf(
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
