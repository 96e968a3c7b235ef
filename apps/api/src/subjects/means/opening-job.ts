import { compareInstants, openingDate } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { JobDefinition } from "../../platform/job-queue.js";
import { applyMeansAction } from "./lifecycle.js";

/** Means one run opens at most; the next run takes the rest. */
const batchSize = 500;

/**
 * The job that opens public means to volunteers when their opening option says so (spec 02 §4):
 * `automatic` as soon as they are public, `specificDate` at that date, `specificDuration` the
 * given number of days before their start (wall-clock, in the organisation's time zone). Each
 * opening writes its status change (by the system) and its opening notification; a means whose
 * end has passed is left as it is. Runs every minute, and once at start for what fell due while
 * the server was stopped.
 */
export function meansOpeningJob(timeZone: string): JobDefinition {
  return {
    name: "meansOpening",
    cron: "* * * * *",
    run: ({ db, now }) => openDueMeans(db, now, timeZone),
  };
}

/** Opens every means due at `now`; answers how many were opened. */
export async function openDueMeans(
  db: Kysely<Database>,
  now: Date,
  timeZone: string,
): Promise<{ opened: number }> {
  // A coarse bound in SQL (a day's margin for daylight-saving changes), the exact instant from
  // the domain's rule below.
  const candidates = await db
    .selectFrom("means_of_intervention")
    .select("id")
    .where("status", "=", "public")
    .where("end_at", ">", now)
    .where((eb) =>
      eb.or([
        eb("opening_option", "=", "automatic"),
        eb.and([eb("opening_option", "=", "specificDate"), eb("opening_date", "<=", now)]),
        eb.and([
          eb("opening_option", "=", "specificDuration"),
          eb(sql`start_at - (opening_days_before_start + 1) * interval '1 day'`, "<=", now),
        ]),
      ]),
    )
    .orderBy("start_at")
    .orderBy("id")
    .limit(batchSize)
    .execute();
  let opened = 0;
  for (const { id } of candidates) {
    const done = await db.transaction().execute(async (trx) => {
      // Taken by another process, or changed since: that process (or the change) decides.
      const current = await trx
        .selectFrom("means_of_intervention")
        .selectAll()
        .where("id", "=", id)
        .where("status", "=", "public")
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!current) return false;
      const due = openingDate(
        {
          openingOption: current.opening_option,
          openingDate: current.opening_date?.toISOString() ?? null,
          openingDaysBeforeStart: current.opening_days_before_start,
        },
        current.start_at,
        timeZone,
        now,
      );
      if (due === null || compareInstants(due, now) > 0) return false;
      await applyMeansAction(trx, current, "open", "", null);
      return true;
    });
    if (done) opened++;
  }
  return { opened };
}
