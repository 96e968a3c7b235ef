import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { outboxPreparationJob } from "../../platform/audit.js";
import type { JobDefinition } from "../../platform/job-queue.js";
import { purgeActionLinks } from "./action-links.js";
import { type MailSettings, prepareOutbox } from "./preparation.js";

/**
 * The job that turns outbox rows into messages and their delivery tasks: woken by each
 * notification written, and every minute for any wake-up lost (a process stopped between the
 * commit and the wake-up).
 */
export function outboxJob(settings: MailSettings): JobDefinition {
  return {
    name: outboxPreparationJob,
    cron: "* * * * *",
    run: (context) => prepareOutbox(context, settings),
  };
}

/** How long the history of runs and messages is kept (decision 025). */
export const historyDays = 90;

/**
 * The nightly clean-up: runs and settled messages older than {@link historyDays} (their outbox
 * rows go with them once every message of theirs is gone), and action links a month after they
 * expired.
 */
export const housekeepingJob: JobDefinition = {
  name: "housekeeping",
  cron: "30 3 * * *",
  run: ({ db, now }) => purgeHistory(db, now),
};

async function purgeHistory(db: Kysely<Database>, now: Date): Promise<Record<string, number>> {
  const before = new Date(now.getTime() - historyDays * 86_400_000);
  const runs = await db
    .deleteFrom("job_run")
    .where("started_at", "<", before)
    .where("outcome", "!=", "running")
    .executeTakeFirst();
  const messages = await db
    .deleteFrom("mail_message")
    .where("created_at", "<", before)
    .where("status", "!=", "queued")
    .executeTakeFirst();
  const events = await db
    .deleteFrom("outbox")
    .where("created_at", "<", before)
    .where("prepared_at", "is not", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("mail_message")
            .select("id")
            .whereRef("mail_message.outbox_id", "=", "outbox.id"),
        ),
      ),
    )
    .executeTakeFirst();
  // An answered or expired link is kept a month, for the answer's record; then it goes.
  const links = await purgeActionLinks(db, now, 30);
  return {
    links,
    runs: Number(runs.numDeletedRows),
    messages: Number(messages.numDeletedRows),
    events: Number(events.numDeletedRows),
  };
}
