import {
  liveRegistrationRefusal,
  type RegistrationStatus,
  scheduleChangeTransition,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { StatusChange } from "../../platform/audit.js";

/** A registration whose status has just changed, with the status it took. */
export interface ChangedRegistration {
  registrationId: number;
  status: RegistrationStatus;
  isProposed: boolean;
}

/**
 * Rejects the pending schedule changes of the registrations among `changed` that are no longer
 * live — cancelled, unregistered, rejected: those that can no longer take a schedule change
 * (`liveRegistrationRefusal`; decision 011: one pending change per *live* registration). Such a
 * change could only fail when validated, yet it would stay in the follow-up and in the
 * new-proposed-schedule count. Run in the transaction that changes the registrations: each change
 * is decided by the person who ended its registration, now. Answers the audit rows to record,
 * each with the registration's new status as comment (`registration.cancelled`, …) so the
 * history says why the change was rejected.
 */
export async function rejectPendingScheduleChanges(
  trx: Kysely<Database> | Transaction<Database>,
  changed: readonly ChangedRegistration[],
  decidedBy: number,
): Promise<StatusChange[]> {
  const ended = changed.filter(
    (registration) => liveRegistrationRefusal(registration, "applySchedule") !== undefined,
  );
  if (ended.length === 0) return [];
  const statusOf = new Map(
    ended.map((registration) => [registration.registrationId, registration.status]),
  );
  const pending = await trx
    .selectFrom("schedule_change")
    .select(["id", "registration_id"])
    .where("registration_id", "in", [...statusOf.keys()])
    .where("status", "=", "pending")
    .orderBy("id")
    .forUpdate()
    .execute();
  if (pending.length === 0) return [];
  const result = scheduleChangeTransition({ status: "pending" }, "reject");
  // A pending change can always be rejected; the machine says so.
  if (!result.ok) throw new Error("A pending schedule change cannot be rejected");
  await trx
    .updateTable("schedule_change")
    .set({ status: result.status, decided_by: decidedBy, decided_at: sql`now()` })
    .where(
      "id",
      "in",
      pending.map((change) => change.id),
    )
    .execute();
  return pending.map((change) => ({
    subject: "scheduleChange",
    subjectId: change.id,
    action: "reject",
    from: "pending",
    to: result.status,
    comment: `registration.${statusOf.get(change.registration_id) ?? "ended"}`,
    changedBy: decidedBy,
  }));
}
