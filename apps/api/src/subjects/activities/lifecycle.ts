import { type ActivityAction, activityTransition, Refusal, refusal } from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import {
  enqueueNotification,
  recordStatusChanges,
  type StatusChange,
} from "../../platform/audit.js";
import { retryingTransaction } from "../../platform/retrying-transaction.js";
import { cancelRegistrationsOf } from "../registrations/index.js";
import { getOperationalActivity } from "./reads.js";

type Row = Selectable<OperationalActivityTable>;

/**
 * Publishes or cancels an activity (spec 01 §4). Cancelling also cancels its means, records each
 * change, and writes one cancellation notification for the people assigned, in one transaction.
 * The means are locked in id order, as staffing actions lock them, so that a cancellation and an
 * assignment on several of its means queue rather than deadlock; a transaction the database
 * aborts anyway is run again, then refused as `operationalActivity.concurrentChange`.
 */
export async function changeOperationalActivityStatus(
  db: Kysely<Database>,
  access: Access,
  id: number,
  action: Extract<ActivityAction, "publish" | "cancel">,
  comment: string,
): Promise<Row> {
  const by = access.user.user.personId;
  return retryingTransaction(
    db,
    "operationalActivity",
    async (trx) => {
      const current = await getOperationalActivity(trx, access, id);
      const result = activityTransition({ status: current.status }, action);
      if (!result.ok) throw new Refusal(result.error);
      const row = await trx
        .updateTable("operational_activity")
        .set({ status: result.status, version: sql`version + 1` })
        .where("id", "=", id)
        .where("status", "=", current.status)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw refusal("operationalActivity", "concurrentChange", { id });
      const changes: StatusChange[] = [
        {
          subject: "operationalActivity",
          subjectId: id,
          action,
          from: current.status,
          to: result.status,
          comment,
          changedBy: by,
        },
      ];
      if (action === "cancel") {
        const live = await trx
          .selectFrom("means_of_intervention")
          .select(["id", "status"])
          .where("operational_activity_id", "=", id)
          .where("status", "!=", "cancelled")
          .orderBy("id")
          .forUpdate()
          .execute();
        if (live.length > 0) {
          await trx
            .updateTable("means_of_intervention")
            .set({ status: "cancelled", version: sql`version + 1` })
            .where(
              "id",
              "in",
              live.map((means) => means.id),
            )
            .execute();
        }
        for (const means of live) {
          changes.push({
            subject: "meansOfIntervention",
            subjectId: means.id,
            action: "cancel",
            from: means.status,
            to: "cancelled",
            comment,
            changedBy: by,
          });
        }
        const cancelled = await cancelRegistrationsOf(
          trx,
          live.map((means) => means.id),
          { comment, changedBy: by },
        );
        changes.push(...cancelled.changes);
        await enqueueNotification(trx, "cancellation", {
          operationalActivityId: id,
          title: row.title,
          personIds: cancelled.personIds,
          comment,
        });
      }
      await recordStatusChanges(trx, changes);
      return row;
    },
    { id, action },
  );
}
