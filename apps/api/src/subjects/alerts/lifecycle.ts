import { type Alert, alertTransition, Refusal } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { findAlert, toAlerts } from "./reads.js";

/**
 * Cancels (deactivates) an alert, one-way (spec 01 §4): it stops showing, stays listed, and the
 * change is recorded in the audit trail.
 */
export async function cancelAlert(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<Alert> {
  return db.transaction().execute(async (trx) => {
    const current = await findAlert(trx, id, true);
    const allowed = alertTransition({ isActive: current.is_active }, "cancel");
    if (!allowed.ok) throw new Refusal(allowed.error);
    const row = await trx
      .updateTable("alert")
      .set({ is_active: false })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStatusChanges(trx, [
      {
        subject: "alert",
        subjectId: id,
        action: "cancel",
        from: "active",
        to: allowed.status,
        changedBy: access.user.user.personId,
      },
    ]);
    return (await toAlerts(trx, [row], timeZone))[0] as Alert;
  });
}

/** Deletes an alert and its texts, active or cancelled, recorded in the audit trail. */
export async function deleteAlert(db: Kysely<Database>, access: Access, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findAlert(trx, id, true);
    const status = current.is_active ? "active" : "cancelled";
    const allowed = alertTransition({ isActive: current.is_active }, "delete");
    if (!allowed.ok) throw new Refusal(allowed.error);
    await trx.deleteFrom("alert").where("id", "=", id).execute();
    await recordStatusChanges(trx, [
      {
        subject: "alert",
        subjectId: id,
        action: "delete",
        from: status,
        to: "deleted",
        changedBy: access.user.user.personId,
      },
    ]);
  });
}
