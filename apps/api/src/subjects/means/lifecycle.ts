import { type MeansAction, meansTransition, Refusal, refusal } from "@releve/domain";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
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
    return applyMeansAction(trx, current, action, comment, access.user.user.personId);
  });
}

/**
 * Applies a status action to a means read in the caller's transaction: the transition's rule,
 * the guarded update, its audit row and its notification. `changedBy` is null for the system
 * (an automatic opening).
 */
export async function applyMeansAction(
  trx: Transaction<Database>,
  current: Row,
  action: Extract<MeansAction, "publish" | "open" | "cancel">,
  comment: string,
  changedBy: number | null,
): Promise<Row> {
  const id = current.id;
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
  const change = { from: current.status, to: result.status, comment, changedBy };
  await recordStatusChanges(trx, [
    { subject: "meansOfIntervention", subjectId: id, action, ...change },
  ]);
  if (action === "open") {
    await enqueueNotification(trx, "opening", { meansOfInterventionId: id });
  }
  if (action === "cancel") {
    // Only a person cancels (the system only opens): the people notified learn who did.
    if (changedBy === null) throw new TypeError("A means is cancelled by a person");
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
}
