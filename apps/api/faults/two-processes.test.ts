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
  processes.push(await startApiProcess({ databaseUrl: url, smtpUrl: smtp.url }));
  processes.push(await startApiProcess({ databaseUrl: url, smtpUrl: smtp.url }));

  const personIds = await cancellationBurst(database.db, 200);
  await smtp.waitFor(200, 60_000);

  // Two minutes of schedules: every minute, each of the per-minute jobs runs once, not twice.
  const perMinute = () =>
    database.db
      .selectFrom("job_run")
      .select([
        "job",
        sql<string>`to_char(date_trunc('minute', started_at), 'HH24:MI')`.as("minute"),
        sql<number>`count(*)::int`.as("runs"),
      ])
      .where("trigger", "=", "schedule")
      .where("job", "in", ["meansOpening", "outboxPreparation"])
      .groupBy(["job", sql`date_trunc('minute', started_at)`])
      .execute();
  const occurrences = await eventually(
    perMinute,
    (rows) => rows.filter((row) => row.job === "meansOpening").length >= 2,
    200_000,
    "two scheduled minutes",
  );
  expect(occurrences.every((row) => row.runs === 1)).toBe(true);

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
    `two processes: ${occurrences.length} scheduled job-minutes, each run once; 200 messages, 200 received`,
  );
});
