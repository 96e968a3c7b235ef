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
  // A server taking 25 ms a message: a burst of 500 lasts seconds, time enough to kill mid-way.
  smtp = await startSmtpCatcher({ delayMs: 25 });
});

afterAll(async () => {
  for (const api of processes) await api.stop().catch(() => {});
  await smtp.close();
  await database.close();
});

function databaseUrl(): string {
  if (database.queue.kind !== "postgres") throw new Error("PostgreSQL only");
  return database.queue.url;
}

it("an API killed (SIGKILL) in the middle of a burst of 500 messages, then started again, delivers every message, by idempotency key", async () => {
  const first = await startApiProcess({ databaseUrl: databaseUrl(), smtpUrl: smtp.url });
  processes.push(first);
  const personIds = await cancellationBurst(database.db, 500);
  await smtp.waitFor(120, 60_000);
  await first.kill();
  const atKill = smtp.messages.length;
  expect(atKill).toBeLessThan(500);

  const second = await startApiProcess({ databaseUrl: databaseUrl(), smtpUrl: smtp.url });
  processes.push(second);
  const keys = () => new Set(smtp.messages.map((message) => message.idempotencyKey));
  await eventually(keys, (found) => found.size >= 500, 330_000, "500 distinct messages");

  const rows = await database.db
    .selectFrom("mail_message")
    .select(["id", "status"])
    .where("recipient_person_id", "in", personIds)
    .execute();
  expect(rows).toHaveLength(500);
  await eventually(
    async () =>
      database.db
        .selectFrom("mail_message")
        .select("status")
        .where("recipient_person_id", "in", personIds)
        .where("status", "!=", "sent")
        .execute(),
    (left) => left.length === 0,
    // The tasks the kill left running are attempted again once they expire (2 minutes).
    240_000,
    "every message recorded as sent",
  );
  // Every message arrived; a copy can only be one accepted by the server in the instant before
  // the kill, and it carries the same Message-ID as the first.
  expect([...keys()].sort()).toEqual(rows.map((row) => `mail-${row.id}`).sort());
  const byKey = new Map<string, Set<string>>();
  for (const message of smtp.messages) {
    const ids = byKey.get(message.idempotencyKey) ?? new Set();
    ids.add(message.messageId);
    byKey.set(message.idempotencyKey, ids);
  }
  expect([...byKey.values()].every((ids) => ids.size === 1)).toBe(true);
  const copies = smtp.messages.length - byKey.size;
  expect(copies).toBeLessThanOrEqual(4);
  console.info(
    `delivery crash: ${atKill} received before the kill, ${smtp.messages.length} in all, ${byKey.size} distinct, ${copies} second copies`,
  );
});
