import { automatedJobNames } from "@releve/domain";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { insertFailedMessage } from "./support/notification-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const admin = "demo-admin";

describe("the automated-jobs calls (decision 025)", () => {
  it("list every job with its schedule, next run in the organisation's zone and latest run", async () => {
    const db = server.database.db;
    await db
      .insertInto("job_run")
      .values([
        { job: "meansOpening", trigger: "schedule", started_at: new Date("2027-01-10T07:00:00Z") },
        {
          job: "meansOpening",
          trigger: "manual",
          requested_by: (await db.selectFrom("person").select("id").executeTakeFirstOrThrow()).id,
          started_at: new Date("2027-01-10T08:00:00Z"),
          ended_at: new Date("2027-01-10T08:00:01Z"),
          outcome: "succeeded",
          counts: { opened: 3 },
        },
      ])
      .execute();
    const { status, body } = await server.call(admin, "GET", "AutomatedJob", undefined, "Admin");
    expect(status).toBe(200);
    expect(body.map((job: { name: string }) => job.name)).toEqual([...automatedJobNames]);
    const opening = body.find((job: { name: string }) => job.name === "meansOpening");
    expect(opening).toMatchObject({
      cron: "* * * * *",
      lastRun: {
        trigger: "manual",
        outcome: "succeeded",
        counts: { opened: 3 },
        startedAt: "2027-01-10T09:00:00+01:00",
        requestedBy: { personId: expect.any(Number) },
      },
    });
    expect(opening.nextRunAt).toMatch(/\+0[12]:00$/);
    const housekeeping = body.find((job: { name: string }) => job.name === "housekeeping");
    expect(housekeeping.nextRunAt).toMatch(/T03:30:00\+0[12]:00$/);
  });

  it("run a job by hand: queued for the workers, once however often asked", async () => {
    const first = await server.call(
      admin,
      "POST",
      "AutomatedJob/Run/housekeeping",
      undefined,
      "Admin",
    );
    expect(first).toMatchObject({
      status: 202,
      body: { job: "housekeeping", queued: true, runId: expect.any(Number) },
    });
    // Its run is in the history at once, waiting.
    const waiting = await server.call(
      admin,
      "POST",
      "AutomatedJob/Runs/search",
      { jobs: ["housekeeping"] },
      "Admin",
    );
    expect(waiting.body.items[0]).toMatchObject({
      id: first.body.runId,
      trigger: "manual",
      outcome: "queued",
      requestedBy: { firstName: "Nathalie", lastName: "Roux" },
    });
    // The page follows that one run by its id.
    const followed = await server.call(
      admin,
      "GET",
      `AutomatedJob/Runs/${first.body.runId}`,
      undefined,
      "Admin",
    );
    expect(followed).toMatchObject({
      status: 200,
      body: { id: first.body.runId, job: "housekeeping", outcome: "queued", endedAt: null },
    });
    const missing = await server.call(admin, "GET", "AutomatedJob/Runs/999999", undefined, "Admin");
    expect(missing).toMatchObject({
      status: 404,
      body: { category: "automatedJob", code: "notFound", data: { id: 999999 } },
    });
    // One run already waits: asking again adds none, not even to the history.
    const again = await server.call(
      admin,
      "POST",
      "AutomatedJob/Run/housekeeping",
      undefined,
      "Admin",
    );
    expect(again.body).toEqual({ job: "housekeeping", queued: false, runId: null });
    const after = await server.call(
      admin,
      "POST",
      "AutomatedJob/Runs/search",
      { jobs: ["housekeeping"] },
      "Admin",
    );
    expect(after.body.total).toBe(1);
    const { rows } = await sql<{ count: string; data: { trigger: string; requestedBy: number } }>`
      select count(*) over () as count, data from pgboss.job
       where name = 'housekeeping' and state = 'created'`.execute(server.database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({
      trigger: "manual",
      requestedBy: expect.any(Number),
      runId: String(first.body.runId),
    });

    const unknown = await server.call(
      admin,
      "POST",
      "AutomatedJob/Run/everything",
      undefined,
      "Admin",
    );
    expect(unknown).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidId" },
    });
  });

  it("search the runs and the messages, newest first, by status, kind and words", async () => {
    const failed = await insertFailedMessage(server.database.db);
    const messages = await server.call(
      admin,
      "POST",
      "Notification/Messages/search",
      { statuses: ["failed"], kinds: ["reinforcement"], text: `renfort-` },
      "Admin",
    );
    expect(messages.status).toBe(200);
    expect(messages.body.items[0]).toMatchObject({
      id: failed,
      status: "failed",
      attempts: 9,
      lastError: "Message failed: 421 Try again later",
      language: "fr",
    });
    const none = await server.call(
      admin,
      "POST",
      "Notification/Messages/search",
      { statuses: ["sent"], text: "renfort-" },
      "Admin",
    );
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const runs = await server.call(
      admin,
      "POST",
      "AutomatedJob/Runs/search",
      { jobs: ["meansOpening"], outcomes: ["succeeded"], pageSize: 5 },
      "Admin",
    );
    expect(runs.body.items.every((run: { job: string }) => run.job === "meansOpening")).toBe(true);
  });

  it("send a failed message again as the same message, and refuse one that did not fail", async () => {
    const id = await insertFailedMessage(server.database.db);
    const sent = await server.call(admin, "POST", `Notification/Resend/${id}`, undefined, "Admin");
    expect(sent).toMatchObject({
      status: 200,
      body: { id, status: "queued", attempts: 0, failedAt: null },
    });
    const { rows } = await sql<{ data: { messageId: string } }>`
      select data from pgboss.job where name = 'mailDelivery'`.execute(server.database.db);
    expect(rows.map((row) => row.data.messageId)).toContain(String(id));

    const twice = await server.call(admin, "POST", `Notification/Resend/${id}`, undefined, "Admin");
    expect(twice).toMatchObject({
      status: 409,
      body: {
        category: "notification",
        code: "unexpectedStatus",
        data: { status: "queued", action: "resend", allowedFrom: ["failed"] },
      },
    });
    const missing = await server.call(
      admin,
      "POST",
      "Notification/Resend/999999",
      undefined,
      "Admin",
    );
    expect(missing).toMatchObject({
      status: 404,
      body: { category: "notification", code: "notFound" },
    });
  });

  it("are the automated-jobs feature's: a role without it is refused", async () => {
    const refused = await server.call("demo-b", "GET", "AutomatedJob", undefined, "B");
    expect(refused).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });
});
