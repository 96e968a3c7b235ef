import { registrationTransition } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import type { StatusChange } from "./audit.js";

/**
 * Cancels the live registrations (pending, proposed, validated) of cancelled means (spec 02 §4:
 * the registration's `cancel`), releasing their staff counts. Answers the people concerned, for
 * the cancellation notification, and the registrations' status changes, for the audit trail.
 */
export async function cancelRegistrationsOf(
  trx: Kysely<Database>,
  meansIds: readonly number[],
  change: { comment: string; changedBy: number },
): Promise<{ personIds: number[]; changes: StatusChange[] }> {
  if (meansIds.length === 0) return { personIds: [], changes: [] };
  const live = await trx
    .selectFrom("registration")
    .select(["id", "person_id", "status", "is_proposed"])
    .where("means_of_intervention_id", "in", meansIds)
    .where("status", "in", ["pending", "validated"])
    .orderBy("id")
    .forUpdate()
    .execute();
  const changes: StatusChange[] = live.map((registration) => {
    const state = { status: registration.status, isProposed: registration.is_proposed };
    const result = registrationTransition(state, "cancel");
    // Pending and validated registrations can always be cancelled; the machine says so.
    if (!result.ok) throw new Error(`Registration ${registration.id} cannot be cancelled`);
    return {
      subject: "registration",
      subjectId: registration.id,
      action: "cancel",
      from: registration.status,
      to: "cancelled",
      comment: change.comment,
      changedBy: change.changedBy,
    };
  });
  if (live.length > 0) {
    await trx
      .updateTable("registration")
      .set({
        status: "cancelled",
        is_proposed: false,
        latest_status_change_at: sql`now()`,
        version: sql`version + 1`,
      })
      .where(
        "id",
        "in",
        live.map((registration) => registration.id),
      )
      .execute();
  }
  return {
    personIds: [...new Set(live.map((registration) => registration.person_id))],
    changes,
  };
}
