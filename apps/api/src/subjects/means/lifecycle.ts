import { type MeansAction, meansTransition, Refusal, refusal } from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, MeansOfInterventionTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { enqueueNotification, recordStatusChanges } from "../../platform/audit.js";
import { cancelRegistrationsOf } from "../registrations/index.js";
import { getMeansOfIntervention } from "./reads.js";

type Row = Selectable<MeansOfInterventionTable>;

/**
 * Publishes, opens or cancels a means (spec 01 §4): opening makes it accessible to volunteers and
 * writes an opening notification; cancelling writes a cancellation notification for the people
 * assigned. The change, its audit row and its notification share one transaction.
 */
export async function changeMeansStatus(
  db: Kysely<Database>,
  access: Access,
  id: number,
  action: Extract<MeansAction, "publish" | "open" | "cancel">,
  comment: string,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const current = await getMeansOfIntervention(trx, access, id);
    const result = meansTransition(
      { status: current.status, splitSiblingId: current.split_sibling_id },
      action,
    );
    if (!result.ok) throw new Refusal(result.error);
    const row = await trx
      .updateTable("means_of_intervention")
      .set({ status: result.status, version: sql`version + 1` })
      .where("id", "=", id)
      .where("status", "=", current.status)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw refusal("meansOfIntervention", "concurrentChange", { id });
    const changedBy = access.user.user.personId;
    const change = { from: current.status, to: result.status, comment, changedBy };
    await recordStatusChanges(trx, [
      { subject: "meansOfIntervention", subjectId: id, action, ...change },
    ]);
    if (action === "open") {
      await enqueueNotification(trx, "opening", { meansOfInterventionId: id });
    }
    if (action === "cancel") {
      const cancelled = await cancelRegistrationsOf(trx, [id], { comment, changedBy });
      await recordStatusChanges(trx, cancelled.changes);
      await enqueueNotification(trx, "cancellation", {
        meansOfInterventionId: id,
        personIds: cancelled.personIds,
        comment,
      });
      // The registrations released their staff counts: answer the means as it now is.
      return trx
        .selectFrom("means_of_intervention")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    }
    return row;
  });
}
