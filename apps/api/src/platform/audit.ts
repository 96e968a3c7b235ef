import type { Kysely, Transaction } from "kysely";
import type { Database, OutboxKind, StatusChangeSubject } from "../db/schema.js";
import { wakeJob } from "./job-wake-ups.js";

/** One state change, as the audit trail records it: who, when, from, to, and the comment. */
export interface StatusChange {
  subject: StatusChangeSubject;
  subjectId: number;
  action: string;
  from: string | null;
  to: string;
  comment?: string;
  /** Who made the change; `null` for the system (an automatic validation). */
  changedBy: number | null;
}

/** Records state changes, in the caller's transaction. */
export async function recordStatusChanges(
  trx: Kysely<Database> | Transaction<Database>,
  changes: readonly StatusChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto("status_change")
    .values(
      changes.map((change) => ({
        subject: change.subject,
        subject_id: change.subjectId,
        action: change.action,
        from_status: change.from,
        to_status: change.to,
        comment: change.comment ?? "",
        changed_by: change.changedBy,
      })),
    )
    .execute();
}

/**
 * Writes a notification to the outbox, in the caller's transaction: it is sent if and only if
 * the change that caused it is committed.
 */
export async function enqueueNotification(
  trx: Kysely<Database> | Transaction<Database>,
  kind: OutboxKind,
  payload: Record<string, unknown>,
): Promise<void> {
  await trx.insertInto("outbox").values({ kind, payload }).execute();
  await wakeJob(trx, outboxPreparationJob);
}

/** The job that turns outbox rows into e-mails, woken by each notification written. */
export const outboxPreparationJob = "outboxPreparation";
