import { noPredefinedScheduleFile, Refusal } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema.js";
import { enqueueNotification } from "../src/platform/audit.js";
import { type JobDefinition, JobQueue } from "../src/platform/job-queue.js";
import { applyMeansAction } from "../src/subjects/means/lifecycle.js";
import {
  createMailTransport,
  housekeepingJob,
  mailDelivery,
  messageIdOf,
  outboxJob,
} from "../src/subjects/notifications/index.js";
import { openTestDatabase, type TestDatabase } from "./support/database.js";
import {
  createMeans,
  createScope,
  insertRegistration,
  registration,
} from "./support/planning-fixtures.js";
import { type SmtpCatcher, startSmtpCatcher } from "./support/smtp-catcher.js";

const publicUrl = "https://releve.example.org";
const timeZone = "Europe/Paris";

let database: TestDatabase;
let db: Kysely<Database>;
let smtp: SmtpCatcher;
let queue: JobQueue | undefined;
let transport: ReturnType<typeof createMailTransport> | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  smtp = await startSmtpCatcher();
});

afterEach(async () => {
  await queue?.stop(2000);
  queue = undefined;
  transport?.close();
  transport = undefined;
  smtp.messages.length = 0;
  smtp.refuse(0);
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

/** Starts a queue whose delivery goes to the catcher, retrying fast. */
async function startQueue(
  options: { retryLimit?: number; jobs?: JobDefinition[] } = {},
): Promise<JobQueue> {
  transport = createMailTransport(smtp.url);
  queue = new JobQueue({
    database: database.queue,
    db,
    clock: () => new Date(),
    timeZone,
    pollingIntervalSeconds: 0.5,
    jobs: options.jobs ?? [outboxJob({ publicUrl, timeZone }), housekeepingJob],
    tasks: [
      mailDelivery({
        db,
        clock: () => new Date(),
        sender: {
          transport,
          from: "planning@releve.example.org",
          messageIdDomain: "releve.example.org",
        },
        retryLimit: options.retryLimit ?? 4,
        retryDelaySeconds: 1,
      }),
    ],
    log: () => {},
  });
  await queue.start();
  return queue;
}

/** A person with an address and, when given, a profile in `language`. */
async function person(name: string, language?: "fr" | "en" | "de"): Promise<number> {
  const row = await db
    .insertInto("person")
    .values({
      first_name: name,
      last_name: "Durand",
      staff_type: "volunteer",
      email: `${name.toLowerCase()}.${Date.now()}@example.org`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (language) {
    await db
      .insertInto("user_profile")
      .values({ person_id: row.id, subject: `subject-${row.id}`, language })
      .execute();
  }
  return row.id;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("notifications by e-mail", () => {
  it("a cancelled means reaches each validated person once, in their language, with a stable Message-ID", async () => {
    const scope = await createScope(db);
    const meansId = await createMeans(db, scope);
    const camille = await person("Camille", "de");
    const louis = await person("Louis");
    for (const personId of [camille, louis]) {
      await insertRegistration(db, registration(personId, meansId, { status: "validated" }));
    }
    await startQueue();
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom("means_of_intervention")
        .selectAll()
        .where("id", "=", meansId)
        .executeTakeFirstOrThrow();
      await applyMeansAction(trx, current, "cancel", "Tempête annoncée", louis);
    });

    const caught = await smtp.waitFor(2);
    const rows = await db
      .selectFrom("mail_message")
      .selectAll()
      .where("recipient_person_id", "in", [camille, louis])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.recipient_person_id, row.language, row.kind])).toEqual([
      [camille, "de", "cancellation"],
      [louis, "fr", "cancellation"],
    ]);
    const settled = await until(
      () =>
        db
          .selectFrom("mail_message")
          .select("status")
          .where(
            "id",
            "in",
            rows.map((row) => row.id),
          )
          .execute(),
      (statuses) => statuses.every((row) => row.status === "sent"),
    );
    expect(settled).toHaveLength(2);
    for (const row of rows) {
      const message = caught.find((item) => item.idempotencyKey === `mail-${row.id}`);
      expect(message?.messageId).toBe(messageIdOf(row.id, "releve.example.org"));
      expect(message?.language).toBe(row.language);
      expect(message?.text).toContain("Tempête annoncée");
    }
    expect(caught.find((item) => item.idempotencyKey === `mail-${rows[0]?.id}`)?.subject).not.toBe(
      caught.find((item) => item.idempotencyKey === `mail-${rows[1]?.id}`)?.subject,
    );

    // The wake-up ran the preparation, and the run is recorded with what it counted.
    const runs = await until(
      () =>
        db
          .selectFrom("job_run")
          .selectAll()
          .where("job", "=", "outboxPreparation")
          .where("trigger", "=", "event")
          .execute(),
      (found) => found.some((run) => run.outcome === "succeeded" && (run.counts.messages ?? 0) > 0),
    );
    expect(runs.some((run) => run.counts.events === 1 && run.counts.messages === 2)).toBe(true);
  });

  it("a server refusing for a while then accepting gets every message once", async () => {
    const ids = await Promise.all(["Anna", "Bruno", "Chloé"].map((name) => person(name, "en")));
    const scope = await createScope(db);
    const meansId = await createMeans(db, scope);
    smtp.refuse(2, 421);
    await startQueue();
    await db.transaction().execute((trx) =>
      enqueueNotification(trx, "cancellation", {
        meansOfInterventionId: meansId,
        personIds: ids,
        comment: "",
      }),
    );
    const caught = await smtp.waitFor(3, 30_000);
    // A little longer: nothing more may come.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(caught).toHaveLength(3);
    expect(new Set(caught.map((item) => item.idempotencyKey)).size).toBe(3);
    const rows = await db
      .selectFrom("mail_message")
      .select(["status", "attempts"])
      .where("recipient_person_id", "in", ids)
      .execute();
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(3 + 2);
  }, 40_000);

  it("a permanent refusal fails the message at once with the server's reason; a temporary one after the last try", async () => {
    const [first, second] = [await person("Denis"), await person("Emma")];
    const scope = await createScope(db);
    const meansId = await createMeans(db, scope);
    smtp.refuse(1, 550);
    await startQueue({ retryLimit: 1 });
    await db.transaction().execute((trx) =>
      enqueueNotification(trx, "cancellation", {
        meansOfInterventionId: meansId,
        personIds: [first],
        comment: "",
      }),
    );
    const failed = await until(
      () =>
        db
          .selectFrom("mail_message")
          .select(["status", "attempts", "last_error"])
          .where("recipient_person_id", "=", first)
          .executeTakeFirst(),
      (row) => row?.status === "failed",
    );
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed?.last_error).toMatch(/550/);

    smtp.refuse(10, 421);
    await db.transaction().execute((trx) =>
      enqueueNotification(trx, "cancellation", {
        meansOfInterventionId: meansId,
        personIds: [second],
        comment: "",
      }),
    );
    const given = await until(
      () =>
        db
          .selectFrom("mail_message")
          .select(["status", "attempts", "last_error"])
          .where("recipient_person_id", "=", second)
          .executeTakeFirst(),
      (row) => row?.status === "failed",
    );
    expect(given).toMatchObject({ status: "failed", attempts: 2 });
    expect(given?.last_error).toMatch(/421/);
    expect(smtp.messages).toHaveLength(0);
  }, 40_000);

  it("a job that fails is recorded with its error, and one that succeeds with its counts", async () => {
    const broken: JobDefinition = {
      name: "brokenJob",
      cron: null,
      run: async () => {
        throw new Error("The folder is not there");
      },
    };
    const counting: JobDefinition = {
      name: "countingJob",
      cron: null,
      run: async () => ({ done: 7 }),
    };
    const started = await startQueue({ jobs: [broken, counting] });
    const someone = await db.selectFrom("person").select("id").executeTakeFirstOrThrow();
    await started.runByHand("brokenJob", someone.id);
    const asked = await started.runByHand("countingJob", someone.id);
    const runs = await until(
      () =>
        db
          .selectFrom("job_run")
          .selectAll()
          .where("job", "in", ["brokenJob", "countingJob"])
          .where("outcome", "not in", ["queued", "running"])
          .execute(),
      (found) => new Set(found.map((run) => run.job)).size === 2,
    );
    const brokenRun = runs.find((run) => run.job === "brokenJob");
    expect(brokenRun).toMatchObject({
      outcome: "failed",
      trigger: "manual",
      error: "The folder is not there",
    });
    expect(brokenRun?.ended_at).not.toBeNull();
    // Asked for by hand: the run recorded as queued is the one that ran.
    const counted = runs.find((run) => run.job === "countingJob");
    expect(String(counted?.id)).toBe(asked);
    expect(counted).toMatchObject({
      trigger: "manual",
      requested_by: someone.id,
      outcome: "succeeded",
      counts: { done: 7 },
    });
  });

  it("a job refused by the state of things is not retried: the next run by hand is taken at once", async () => {
    let calls = 0;
    const refusing: JobDefinition = {
      name: "refusingJob",
      cron: null,
      run: async () => {
        calls += 1;
        throw new Refusal(noPredefinedScheduleFile({ kind: "absences" }));
      },
    };
    const started = await startQueue({ jobs: [refusing] });
    const someone = await db.selectFrom("person").select("id").executeTakeFirstOrThrow();
    const runsDone = () =>
      db
        .selectFrom("job_run")
        .selectAll()
        .where("job", "=", "refusingJob")
        .where("outcome", "=", "failed")
        .execute();
    await started.runByHand("refusingJob", someone.id);
    await until(runsDone, (found) => found.length === 1);
    // Its task on the queue is done, not waiting for a retry that would hold the queue's one
    // waiting place for half a minute and meet the same refusal.
    const states = await sql<{ state: string }>`
      select state from pgboss.job where name = 'refusingJob'`.execute(db);
    expect(states.rows.map((row) => row.state)).toEqual(["completed"]);
    expect(await started.runByHand("refusingJob", someone.id)).not.toBeNull();
    const failed = await until(runsDone, (found) => found.length === 2, 10_000);
    expect(failed.map((run) => run.error)).toEqual([
      "importExport.noPredefinedScheduleFile",
      "importExport.noPredefinedScheduleFile",
    ]);
    expect(calls).toBe(2);
  });
});
