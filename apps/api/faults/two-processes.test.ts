import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/support/database.js";
import { type SmtpCatcher, startSmtpCatcher } from "../test/support/smtp-catcher.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { cancellationBurst, eventually } from "./support/burst.js";

let database: TestDatabase;
let smtp: SmtpCatcher;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpCatcher();
});

afterAll(async () => {
  for (const api of processes) await api.stop().catch(() => {});
  await smtp.close();
  await database.close();
});

it("two API processes sharing one database run each scheduled job once per occurrence and send each message once", async () => {
  if (database.queue.kind !== "postgres") throw new Error("PostgreSQL only");
  const url = database.queue.url;
  const watchedFrom = new Date();
  processes.push(await startApiProcess({ databaseUrl: url, smtpUrl: smtp.url }));
  processes.push(await startApiProcess({ databaseUrl: url, smtpUrl: smtp.url }));

  const personIds = await cancellationBurst(database.db, 200);
  await smtp.waitFor(200, 60_000);

  // Minutes of schedules: the per-minute jobs run once per occurrence, not once per process. A
  // run starts when a worker takes its occurrence, which under load may be in the next minute,
  // so runs are counted against the minutes that went by rather than grouped by their start: two
  // processes each running every occurrence would run about twice as often as minutes pass.
  const scheduledRuns = () =>
    database.db
      .selectFrom("job_run")
      .select(["job", sql<number>`count(*)::int`.as("runs")])
      .where("trigger", "=", "schedule")
      .where("job", "in", ["meansOpening", "outboxPreparation"])
      .where("started_at", ">=", watchedFrom)
      .groupBy("job")
      .execute();
  const counted = await eventually(
    scheduledRuns,
    (rows) => (rows.find((row) => row.job === "meansOpening")?.runs ?? 0) >= 3,
    240_000,
    "three scheduled minutes",
  );
  // The minutes that began since watching, and one occurrence missed before it, caught up once.
  const occurrences =
    Math.floor(Date.now() / 60_000) - Math.floor(watchedFrom.getTime() / 60_000) + 1;
  for (const { job, runs } of counted) {
    expect(runs, `${job}: ${runs} runs for ${occurrences} occurrences at most`).toBeLessThanOrEqual(
      occurrences,
    );
  }

  // Nothing more comes: each message was sent by one process only.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(smtp.messages).toHaveLength(200);
  expect(new Set(smtp.messages.map((message) => message.idempotencyKey)).size).toBe(200);
  const rows = await database.db
    .selectFrom("mail_message")
    .select("status")
    .where("recipient_person_id", "in", personIds)
    .execute();
  expect(rows.filter((row) => row.status === "sent")).toHaveLength(200);
  console.info(
    `two processes: ${counted.map(({ job, runs }) => `${job} ${runs}`).join(", ")} scheduled runs in ${occurrences} minutes; 200 messages, 200 received`,
  );
});
