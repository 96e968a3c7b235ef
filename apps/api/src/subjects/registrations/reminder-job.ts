import {
  reminderRegistrationStatuses,
  reminderSkippedMeansStatuses,
  reminderWindow,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { enqueueNotification } from "../../platform/audit.js";
import type { JobDefinition } from "../../platform/job-queue.js";

/** Registrations one run reminds at most; the next run takes the rest. */
const batchSize = 1000;

/**
 * The job that reminds each validated person of their shift `hoursBefore` hours ahead (decision
 * 025): one reminder per registration and start, never two — the `registration_reminder` row and
 * the outbox row are written together, and the row's key refuses a second. A shift moved to
 * another start is reminded again; a cancelled means or a registration no longer validated is not.
 * A shift already begun is not reminded (a server stopped for a day does not send yesterday's).
 * Which registrations are due is the domain's `isDueForReminder`, read here as SQL.
 */
export function shiftRemindersJob(hoursBefore: number): JobDefinition {
  return {
    name: "shiftReminders",
    cron: "* * * * *",
    run: ({ db, now }) => remindShifts(db, now, hoursBefore),
  };
}

/** Writes the reminders due at `now`; answers how many. */
export async function remindShifts(
  db: Kysely<Database>,
  now: Date,
  hoursBefore: number,
): Promise<{ reminded: number }> {
  const window = reminderWindow(now, hoursBefore);
  if (window === null) return { reminded: 0 };
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("registration as r")
      .innerJoin("means_of_intervention as m", "m.id", "r.means_of_intervention_id")
      .select(["r.id", "r.start_at"])
      .where("r.status", "in", [...reminderRegistrationStatuses])
      .where("m.status", "not in", [...reminderSkippedMeansStatuses])
      .where("r.start_at", ">", window.from)
      .where("r.start_at", "<=", window.to)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("registration_reminder as rr")
              .select(sql`1`.as("one"))
              .whereRef("rr.registration_id", "=", "r.id")
              .whereRef("rr.start_at", "=", "r.start_at"),
          ),
        ),
      )
      .orderBy("r.start_at")
      .orderBy("r.id")
      .limit(batchSize)
      .execute();
    if (due.length === 0) return { reminded: 0 };
    // Another process reminding at the same moment inserts the same keys: only the rows this
    // one wrote are its to announce.
    const written = await trx
      .insertInto("registration_reminder")
      .values(due.map((row) => ({ registration_id: row.id, start_at: row.start_at, sent_at: now })))
      .onConflict((conflict) => conflict.columns(["registration_id", "start_at"]).doNothing())
      .returning("registration_id")
      .execute();
    for (const { registration_id } of written) {
      await enqueueNotification(trx, "reminder", { registrationId: registration_id });
    }
    return { reminded: written.length };
  });
}
