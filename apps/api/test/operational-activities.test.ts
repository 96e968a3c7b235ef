import { Refusal } from "@releve/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { refusalStatus } from "../src/http/refusal-statuses.js";
import { maxAttempts, retryingTransaction } from "../src/platform/retrying-transaction.js";
import {
  insertMeansHighestIdFirst,
  insertSeries,
  lockedWhileWaiting,
} from "./support/activity-fixtures.js";
import { activityBody, demoPlaces, insertActivity, insertMeans } from "./support/fixtures.js";
import { freshDay, personsServing } from "./support/registration-fixtures.js";
import { bearer, signToken, useTestServer } from "./support/server.js";

const server = useTestServer();
let paris15: number;
let lyon7: number;
let publicEvent: number;
let course: number;

beforeAll(async () => {
  const { db } = server.database;
  ({ paris15, lyon7, publicEvent, course } = await demoPlaces(db));
});

/** Calls the API as a demo user. */
const call = (
  subject: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) => server.call(subject, method, url, payload);

const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach

describe("creating an operational activity", () => {
  it("creates a draft in the role's scope and records it in the audit trail", async () => {
    const created = await call(
      manager,
      "POST",
      "OperationalActivity",
      activityBody(paris15, publicEvent),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Marathon de Paris",
      status: "draft",
      start: "2027-04-04T07:00:00+02:00",
      end: "2027-04-04T15:00:00+02:00",
      entityId: paris15,
    });
    const audit = await server.database.db
      .selectFrom("status_change")
      .selectAll()
      .where("subject", "=", "operationalActivity")
      .where("subject_id", "=", created.body.id)
      .execute();
    expect(audit).toMatchObject([{ action: "create", from_status: null, to_status: "draft" }]);
  });

  it("refuses an activity outside the role's scope with operationalActivity.forbidden", async () => {
    const refused = await call(manager, "POST", "OperationalActivity", activityBody(lyon7, course));
    expect(refused).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden" },
    });
  });

  it("refuses a form with a blocking finding, naming the field and the rule", async () => {
    const body = { ...activityBody(paris15, publicEvent), end: "2027-04-04T06:00" };
    const refused = await call(manager, "POST", "OperationalActivity", body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ category: "validation", code: "invalidForm" });
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "end", code: "time.endBeforeStart", severity: "blocking" }),
    );
  });

  it("refuses a role without operationalActivity.create with authorization.forbidden", async () => {
    const refused = await call(
      "demo-d",
      "POST",
      "OperationalActivity",
      activityBody(paris15, publicEvent),
    );
    expect(refused).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "operationalActivity.create" },
      },
    });
  });
});

describe("reading operational activities", () => {
  it("finds the activities of the role's scope, and only those", async () => {
    const inScope = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
      title: "Fête de la musique",
    });
    const outOfScope = await insertActivity(server.database.db, {
      entityId: lyon7,
      activityId: course,
      title: "Fête des lumières",
    });
    const found = await call(manager, "POST", "OperationalActivity/search", {
      text: "Fête",
      pageSize: 50,
    });
    expect(found.status).toBe(200);
    const ids = found.body.items.map((item: { id: number }) => item.id);
    expect(ids).toContain(inScope);
    expect(ids).not.toContain(outOfScope);
    expect(found.body).toMatchObject({ page: 1, pageSize: 50 });
  });

  it("takes a searched % or _ literally, and finds activities overlapping the period", async () => {
    const discount = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
      title: "Braderie -50% du centre",
      start: "2027-05-01T22:00:00+02:00",
      end: "2027-05-02T06:00:00+02:00",
    });
    const percent = await call(manager, "POST", "OperationalActivity/search", { text: "50%" });
    expect(percent.body.items.map((item: { id: number }) => item.id)).toEqual([discount]);
    const underscore = await call(manager, "POST", "OperationalActivity/search", { text: "_" });
    expect(underscore.body.items).toEqual([]);
    const overlapping = (from: string, to: string) =>
      call(manager, "POST", "OperationalActivity/search", { text: "Braderie", from, to });
    // The night runs across midnight: the next morning overlaps it, the next evening does not.
    expect(
      (await overlapping("2027-05-02T05:00:00+02:00", "2027-05-02T07:00:00+02:00")).body.total,
    ).toBe(1);
    expect(
      (await overlapping("2027-05-02T06:00:00+02:00", "2027-05-02T20:00:00+02:00")).body.total,
    ).toBe(0);
    expect(
      (await overlapping("2027-05-01T08:00:00+02:00", "2027-05-01T22:00:00+02:00")).body.total,
    ).toBe(0);
  });

  it("pages and sorts the results", async () => {
    for (const title of ["Zéphyr", "Alizé", "Mistral"]) {
      await insertActivity(server.database.db, {
        entityId: paris15,
        activityId: publicEvent,
        title: `Vent ${title}`,
      });
    }
    const first = await call(manager, "POST", "OperationalActivity/search", {
      text: "Vent",
      sort: { field: "title", direction: "asc" },
      pageSize: 2,
    });
    expect(first.body.total).toBe(3);
    expect(first.body.items.map((item: { title: string }) => item.title)).toEqual([
      "Vent Alizé",
      "Vent Mistral",
    ]);
    const second = await call(manager, "POST", "OperationalActivity/search", {
      text: "Vent",
      sort: { field: "title", direction: "asc" },
      pageSize: 2,
      page: 2,
    });
    expect(second.body.items.map((item: { title: string }) => item.title)).toEqual(["Vent Zéphyr"]);
    const beyond = await call(manager, "POST", "OperationalActivity/search", {
      text: "Vent",
      pageSize: 2,
      page: 3,
    });
    expect(beyond.body).toMatchObject({ items: [], total: 3, page: 3 });
  });

  it("refuses text with a NUL character or malformed JSON as validation.invalidRequest", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/OperationalActivity/search",
      headers: {
        ...bearer(await signToken({ key: server.key, subject: manager })),
        "content-type": "application/json",
      },
      payload: JSON.stringify({ text: "abc\u0000def" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      category: "validation",
      code: "invalidRequest",
      data: { reason: "nulCharacter" },
    });
    const malformed = await server.app.inject({
      method: "POST",
      url: "/api/OperationalActivity/search",
      headers: {
        ...bearer(await signToken({ key: server.key, subject: manager })),
        "content-type": "application/json",
      },
      payload: "{ not json",
    });
    expect(malformed.json()).toMatchObject({
      code: "invalidRequest",
      data: { reason: "malformedJson" },
    });
  });

  it("refuses malformed criteria with validation.invalidRequest and the field", async () => {
    const refused = await call(manager, "POST", "OperationalActivity/search", { pageSize: 1000 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ category: "validation", code: "invalidRequest" });
    expect(refused.body.data.issues[0].path).toBe("pageSize");
    const farPage = await call(manager, "POST", "OperationalActivity/search", {
      page: 368934881474191040,
    });
    expect(farPage).toMatchObject({ status: 400, body: { code: "invalidRequest" } });
  });

  it("answers notFound for an unknown id, forbidden outside the scope, invalidId for a non-integer", async () => {
    const outOfScope = await insertActivity(server.database.db, {
      entityId: lyon7,
      activityId: course,
    });
    expect(await call(manager, "GET", "OperationalActivity/999999")).toMatchObject({
      status: 404,
      body: { category: "operationalActivity", code: "notFound", data: { id: 999999 } },
    });
    expect(await call(manager, "GET", `OperationalActivity/${outOfScope}`)).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden" },
    });
    expect(await call(manager, "GET", "OperationalActivity/abc")).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidId" },
    });
    expect(await call(manager, "GET", "OperationalActivity/99999999999")).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidId" },
    });
  });
});

describe("the life of an operational activity (spec 01 §4)", () => {
  it("publishes once: publishing is irreversible", async () => {
    const id = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
    });
    expect(await call(manager, "POST", `OperationalActivity/Publish/${id}`)).toMatchObject({
      status: 200,
      body: { status: "public" },
    });
    expect(await call(manager, "POST", `OperationalActivity/Publish/${id}`)).toMatchObject({
      status: 409,
      body: {
        category: "operationalActivity",
        code: "unexpectedStatus",
        data: { status: "public", action: "publish" },
      },
    });
  });

  it("cancels its means with it and writes one notification for the people assigned", async () => {
    const id = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
      status: "public",
    });
    const { db } = server.database;
    const means = await insertMeans(db, id, "open");
    const people = await db.selectFrom("person").select("id").orderBy("id").limit(2).execute();
    const period = { start_at: "2027-03-10T08:00:00+01:00", end_at: "2027-03-10T20:00:00+01:00" };
    await db
      .insertInto("registration")
      .values([
        {
          person_id: people[0]?.id ?? 0,
          means_of_intervention_id: means,
          status: "validated",
          ...period,
        },
        {
          person_id: people[1]?.id ?? 0,
          means_of_intervention_id: means,
          status: "pending",
          is_proposed: true,
          ...period,
        },
      ])
      .execute();
    const cancelled = await call(manager, "POST", `OperationalActivity/Cancel/${id}`, {
      comment: "Arrêté préfectoral",
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: "cancelled" } });
    const registrations = await db
      .selectFrom("registration")
      .select(["status", "is_proposed"])
      .where("means_of_intervention_id", "=", means)
      .execute();
    expect(registrations).toEqual([
      { status: "cancelled", is_proposed: false },
      { status: "cancelled", is_proposed: false },
    ]);
    const staff = await db
      .selectFrom("means_of_intervention")
      .select(["status", "validated_staff", "pending_staff"])
      .where("id", "=", means)
      .executeTakeFirstOrThrow();
    expect(staff).toEqual({ status: "cancelled", validated_staff: 0, pending_staff: 0 });
    const outbox = await server.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "cancellation")
      .execute();
    expect(outbox.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({
        operationalActivityId: id,
        comment: "Arrêté préfectoral",
        personIds: people.map((person) => person.id),
      }),
    );
    const audit = await server.database.db
      .selectFrom("status_change")
      .select(["action", "from_status", "to_status", "comment"])
      .where("subject", "=", "operationalActivity")
      .where("subject_id", "=", id)
      .execute();
    expect(audit).toEqual([
      {
        action: "cancel",
        from_status: "public",
        to_status: "cancelled",
        comment: "Arrêté préfectoral",
      },
    ]);
    expect(await call(manager, "POST", `OperationalActivity/Cancel/${id}`)).toMatchObject({
      status: 409,
      body: { code: "unexpectedStatus" },
    });
  });

  it("edits a draft, and refuses to edit a cancelled activity", async () => {
    const id = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
    });
    const edited = await call(
      manager,
      "PUT",
      `OperationalActivity/${id}`,
      activityBody(paris15, publicEvent, "Semi-marathon"),
    );
    expect(edited).toMatchObject({ status: 200, body: { title: "Semi-marathon" } });
    const cancelled = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
      status: "cancelled",
    });
    expect(
      await call(
        manager,
        "PUT",
        `OperationalActivity/${cancelled}`,
        activityBody(paris15, publicEvent),
      ),
    ).toMatchObject({
      status: 409,
      body: { code: "unexpectedStatus" },
    });
  });

  it("deletes an activity without means, and refuses one that has means with isInUse", async () => {
    const empty = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
    });
    expect((await call(manager, "DELETE", `OperationalActivity/${empty}`)).status).toBe(204);
    expect((await call(manager, "GET", `OperationalActivity/${empty}`)).status).toBe(404);

    const used = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
    });
    const type = await server.database.db
      .insertInto("means_of_intervention_type")
      .values({
        label: { fr: "Binôme", en: "Pair", de: "Zweierteam" },
        default_required_staff_count: 2,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto("means_of_intervention")
      .values({
        operational_activity_id: used,
        type_id: type.id,
        start_at: "2027-03-10T08:00:00+01:00",
        end_at: "2027-03-10T12:00:00+01:00",
        required_staff: 2,
      })
      .execute();
    expect(await call(manager, "DELETE", `OperationalActivity/${used}`)).toMatchObject({
      status: 409,
      body: { category: "operationalActivity", code: "isInUse", data: { id: used, means: 1 } },
    });
  });
});

const threeShifts = [
  [8, 10],
  [11, 13],
  [14, 16],
] as const;

/** A public activity with three open means at different hours of a day of its own. */
async function activityWithThreeMeans() {
  const { db } = server.database;
  const day = freshDay();
  const operationalActivityId = await insertActivity(db, {
    entityId: paris15,
    activityId: publicEvent,
    status: "public",
    start: `${day}T00:00:00Z`,
    end: `${day}T23:00:00Z`,
  });
  const meansIds = await insertMeansHighestIdFirst(db, operationalActivityId, day, threeShifts);
  return { operationalActivityId, meansIds };
}

describe("cancelling or deleting while people are assigned on several means", () => {
  type Answer = { status: number; body: { category?: string; code?: string } };

  /** Every answer is a success or a clean refusal among `allowed`, never a 500. */
  function refusalsOf(answers: readonly Answer[], allowed: readonly string[]): string[] {
    const refusals: string[] = [];
    for (const answer of answers) {
      if (answer.status < 300) continue;
      const key = `${answer.body.category}.${answer.body.code}`;
      expect([404, 409], key).toContain(answer.status);
      expect(allowed).toContain(key);
      refusals.push(key);
    }
    return refusals;
  }

  const liveOnCancelledMeans = (meansIds: readonly number[]) =>
    server.database.db
      .selectFrom("registration")
      .innerJoin(
        "means_of_intervention",
        "means_of_intervention.id",
        "registration.means_of_intervention_id",
      )
      .select("registration.id")
      .where("means_of_intervention.id", "in", meansIds)
      .where("means_of_intervention.status", "=", "cancelled")
      .where("registration.status", "in", ["pending", "validated"])
      .execute();

  it("cancels each activity and its means, every assignment before it cancelled with it", async () => {
    const { db } = server.database;
    const activities = [];
    for (let index = 0; index < 6; index += 1) activities.push(await activityWithThreeMeans());
    const persons = await personsServing(db, publicEvent, activities.length * 3);
    const attempts = activities.flatMap(({ operationalActivityId, meansIds }, index) => [
      () =>
        call(manager, "POST", `OperationalActivity/Cancel/${operationalActivityId}`, {
          comment: "Arrêté préfectoral",
        }),
      ...persons.slice(index * 3, index * 3 + 3).map(
        (person) => () =>
          call(manager, "POST", "Registration/Assign", {
            personIds: [person],
            // Highest id first: the order of the request is not the order of the locks.
            meansOfInterventionIds: [...meansIds].reverse(),
          }),
      ),
    ]);
    const answers = await Promise.all(attempts.map((attempt) => attempt()));
    refusalsOf(answers, ["meansOfIntervention.unexpectedStatus", "registration.concurrentChange"]);
    const cancels = answers.filter((_, index) => index % 4 === 0);
    expect(cancels.map((answer) => answer.status)).toEqual(activities.map(() => 200));
    const allMeans = activities.flatMap((activity) => activity.meansIds);
    const means = await db
      .selectFrom("means_of_intervention")
      .select(["status", "validated_staff", "pending_staff"])
      .where("id", "in", allMeans)
      .execute();
    expect(means).toEqual(
      allMeans.map(() => ({ status: "cancelled", validated_staff: 0, pending_staff: 0 })),
    );
    expect(await liveOnCancelledMeans(allMeans)).toEqual([]);
  });

  it("deletes each occurrence nobody is registered on, and keeps those assigned first", async () => {
    const { db } = server.database;
    const occurrences: { id: number; meansIds: number[] }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { occurrenceIds } = await insertSeries(
        db,
        { entityId: paris15, activityId: publicEvent },
        2,
      );
      for (const id of occurrenceIds) {
        const meansIds = await insertMeansHighestIdFirst(db, id, freshDay(), threeShifts);
        occurrences.push({ id, meansIds });
      }
    }
    const persons = await personsServing(db, publicEvent, occurrences.length * 2);
    const attempts = occurrences.flatMap(({ id, meansIds }, index) => [
      () => call(manager, "DELETE", `OperationalActivity/${id}`),
      ...persons.slice(index * 2, index * 2 + 2).map(
        (person) => () =>
          call(manager, "POST", "Registration/Assign", {
            personIds: [person],
            meansOfInterventionIds: [...meansIds].reverse(),
          }),
      ),
    ]);
    const answers = await Promise.all(attempts.map((attempt) => attempt()));
    refusalsOf(answers, [
      "operationalActivity.isInUse",
      "meansOfIntervention.notFound",
      "registration.concurrentChange",
    ]);
    for (const [index, { id, meansIds }] of occurrences.entries()) {
      const deleted = answers[index * 3]?.status === 204;
      const left = await db
        .selectFrom("means_of_intervention")
        .select("id")
        .where("operational_activity_id", "=", id)
        .execute();
      const live = await db
        .selectFrom("registration")
        .select("id")
        .where("means_of_intervention_id", "in", meansIds)
        .where("status", "in", ["pending", "validated"])
        .execute();
      // Either the occurrence went with its means, or people were assigned before and it stayed.
      expect(deleted ? [left.length, live.length] : [left.length, live.length > 0]).toEqual(
        deleted ? [0, 0] : [3, true],
      );
    }
  });
});

describe("locking the means of an activity in id order, as staffing actions do", () => {
  it("cancels an activity whose means are written out of id order", async () => {
    const { db } = server.database;
    const { operationalActivityId, meansIds } = await activityWithThreeMeans();
    const { answer, locked } = await lockedWhileWaiting(server.database, meansIds, () =>
      call(manager, "POST", `OperationalActivity/Cancel/${operationalActivityId}`, {}),
    );
    if (locked) {
      expect(locked).toEqual({ [meansIds[0] as number]: true, [meansIds[2] as number]: false });
    }
    expect(answer).toMatchObject({ status: 200, body: { status: "cancelled" } });
    const statuses = await db
      .selectFrom("means_of_intervention")
      .select("status")
      .where("id", "in", meansIds)
      .execute();
    expect(statuses).toEqual(meansIds.map(() => ({ status: "cancelled" })));
  });

  it("deletes an occurrence whose means are written out of id order", async () => {
    const { db } = server.database;
    const { occurrenceIds } = await insertSeries(db, {
      entityId: paris15,
      activityId: publicEvent,
    });
    const occurrence = occurrenceIds[0] as number;
    const meansIds = await insertMeansHighestIdFirst(db, occurrence, freshDay(), threeShifts);
    const { answer, locked } = await lockedWhileWaiting(server.database, meansIds, () =>
      call(manager, "DELETE", `OperationalActivity/${occurrence}`),
    );
    if (locked) {
      expect(locked).toEqual({ [meansIds[0] as number]: true, [meansIds[2] as number]: false });
    }
    expect(answer.status).toBe(204);
    const left = await db
      .selectFrom("means_of_intervention")
      .select("id")
      .where("id", "in", meansIds)
      .execute();
    expect(left).toEqual([]);
  });
});

describe("a transaction the database aborts under concurrency", () => {
  const abort = (code: string) => Object.assign(new Error("aborted"), { code });

  it("runs again after a deadlock or a serialization failure, and keeps only the last run", async () => {
    const { db } = server.database;
    const written: number[] = [];
    const result = await retryingTransaction(db, "operationalActivity", async (trx) => {
      const row = await trx
        .insertInto("recurrence")
        .values({ type: "weekly", start_day: "2027-03-07", occurrence_count: 2, weekdays: 64 })
        .returning("id")
        .executeTakeFirstOrThrow();
      written.push(row.id);
      if (written.length === 1) throw abort("40P01");
      if (written.length === 2) throw abort("40001");
      return row.id;
    });
    expect(written).toHaveLength(3);
    expect(result).toBe(written[2]);
    const kept = await db
      .selectFrom("recurrence")
      .select("id")
      .where("id", "in", written)
      .execute();
    expect(kept).toEqual([{ id: result }]);
  });

  it("refuses with {subject}.concurrentChange once every run was aborted", async () => {
    const { db } = server.database;
    let runs = 0;
    const refused = await retryingTransaction(
      db,
      "operationalActivity",
      async () => {
        runs += 1;
        throw abort("40P01");
      },
      { id: 7, action: "cancel" },
    ).catch((error: unknown) => error);
    expect(runs).toBe(maxAttempts);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refusalStatus((refused as Refusal).error)).toBe(409);
    expect(refused).toMatchObject({
      error: {
        category: "operationalActivity",
        code: "concurrentChange",
        data: { id: 7, action: "cancel" },
      },
    });
  });

  it("lets the action's own refusal and any other error leave at once", async () => {
    const { db } = server.database;
    for (const error of [
      new Refusal({ category: "operationalActivity", code: "isInUse", data: {} }),
      abort("23505"),
      new Error("no code"),
    ]) {
      let runs = 0;
      const thrown = await retryingTransaction(db, "operationalActivity", async () => {
        runs += 1;
        throw error;
      }).catch((caught: unknown) => caught);
      expect(thrown).toBe(error);
      expect(runs).toBe(1);
    }
  });
});
