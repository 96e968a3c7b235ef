import { beforeAll, describe, expect, it } from "vitest";
import {
  insertMeansHighestIdFirst,
  insertSeries,
  lockedWhileWaiting,
  recurrenceBody,
} from "./support/activity-fixtures.js";
import { demoPlaces, insertMeans, insertPerson } from "./support/fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
let inScope: { entityId: number; activityId: number };
let outOfScope: { entityId: number; activityId: number };

beforeAll(async () => {
  const { paris15, lyon7, publicEvent, course } = await demoPlaces(server.database.db);
  inScope = { entityId: paris15, activityId: publicEvent };
  outOfScope = { entityId: lyon7, activityId: course };
});

/** Registers a person, pending, on a new means of an occurrence. */
async function registerSomeoneOn(operationalActivityId: number) {
  const { db } = server.database;
  const means = await insertMeans(db, operationalActivityId, "open");
  await db
    .insertInto("registration")
    .values({
      person_id: await insertPerson(db, "volunteer"),
      means_of_intervention_id: means,
      status: "pending",
      start_at: "2027-03-10T08:00:00+01:00",
      end_at: "2027-03-10T20:00:00+01:00",
    })
    .execute();
  return means;
}

describe("creating a series (spec 02 §2, §5, §9)", () => {
  it("creates one draft per occurrence, keeping the wall-clock times across the DST change", async () => {
    const created = await server.call(
      manager,
      "POST",
      "Recurrence",
      recurrenceBody(
        inScope,
        { start: "2027-03-21" },
        { registrationDeadline: "2027-04-03T18:00" },
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: "weekly",
      start: "2027-03-21",
      end: null,
      occurrenceCount: 3,
      weekdays: 64,
      dayOfMonth: null,
      nth: null,
    });
    const occurrences = created.body.occurrences;
    expect(
      occurrences.map((occurrence: { start: string; end: string }) => [
        occurrence.start,
        occurrence.end,
      ]),
    ).toEqual([
      ["2027-03-21T07:00:00+01:00", "2027-03-21T15:00:00+01:00"],
      ["2027-03-28T07:00:00+02:00", "2027-03-28T15:00:00+02:00"],
      ["2027-04-04T07:00:00+02:00", "2027-04-04T15:00:00+02:00"],
    ]);
    expect(
      occurrences.map(
        (occurrence: { registrationDeadline: string }) => occurrence.registrationDeadline,
      ),
    ).toEqual([
      "2027-03-20T18:00:00+01:00",
      "2027-03-27T18:00:00+01:00",
      "2027-04-03T18:00:00+02:00",
    ]);
    for (const occurrence of occurrences) {
      expect(occurrence).toMatchObject({
        status: "draft",
        recurrenceId: created.body.id,
        title: "Poste de secours du dimanche",
        entityId: inScope.entityId,
      });
    }
    const audit = await server.database.db
      .selectFrom("status_change")
      .select(["action", "from_status", "to_status"])
      .where("subject", "=", "operationalActivity")
      .where(
        "subject_id",
        "in",
        occurrences.map((occurrence: { id: number }) => occurrence.id),
      )
      .execute();
    expect(audit).toEqual(
      Array.from({ length: 3 }, () => ({
        action: "create",
        from_status: null,
        to_status: "draft",
      })),
    );
  });

  it("expands monthly series by day and by nth weekday", async () => {
    const byDay = await server.call(
      manager,
      "POST",
      "Recurrence",
      recurrenceBody(inScope, {
        type: "monthlyByDay",
        start: "2027-01-31",
        weekdays: 0,
        dayOfMonth: 31,
      }),
    );
    expect(byDay.status).toBe(201);
    expect(
      byDay.body.occurrences.map((item: { start: string }) => item.start.slice(0, 10)),
    ).toEqual(["2027-01-31", "2027-02-28", "2027-03-31"]);
    const nth = await server.call(
      manager,
      "POST",
      "Recurrence",
      recurrenceBody(inScope, {
        type: "monthlyNth",
        start: "2027-01-01",
        weekdays: 0,
        occurrenceCount: 2,
        nth: { value: -1, type: "friday" },
      }),
    );
    expect(nth.body).toMatchObject({ nth: { value: -1, type: "friday" } });
    expect(nth.body.occurrences.map((item: { start: string }) => item.start.slice(0, 10))).toEqual([
      "2027-01-29",
      "2027-02-26",
    ]);
  });

  it("refuses more occurrences than the type allows with validation.invalidForm", async () => {
    const refused = await server.call(
      manager,
      "POST",
      "Recurrence",
      recurrenceBody(inScope, { occurrenceCount: 27 }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidForm" },
    });
    expect(refused.body.data.findings).toContainEqual({
      field: "recurrence.occurrenceCount",
      code: "recurrence.tooManyOccurrences",
      params: { max: 26 },
      severity: "blocking",
    });
  });

  it("refuses a period longer than the type allows", async () => {
    const refused = await server.call(
      manager,
      "POST",
      "Recurrence",
      recurrenceBody(inScope, { type: "daily", occurrenceCount: null, end: "2027-08-01" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "recurrence.end", code: "recurrence.periodTooLong" }),
    );
  });

  it("refuses a malformed recurrence with validation.invalidForm on its field", async () => {
    const refused = await server.call(
      manager,
      "POST",
      "Recurrence",
      recurrenceBody(inScope, { type: "yearly" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "recurrence.type", severity: "blocking" }),
    );
  });

  it("refuses a series outside the role's scope with operationalActivity.forbidden", async () => {
    const refused = await server.call(manager, "POST", "Recurrence", recurrenceBody(outOfScope));
    expect(refused).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden" },
    });
  });

  it("refuses a role that cannot create activities with authorization.forbidden", async () => {
    const refused = await server.call("demo-d", "POST", "Recurrence", recurrenceBody(inScope));
    expect(refused).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "operationalActivity.create", write: true },
      },
    });
  });
});

describe("reading a series", () => {
  it("answers the series and its occurrences in order", async () => {
    const { recurrenceId, occurrenceIds } = await insertSeries(server.database.db, inScope, 3);
    const read = await server.call(manager, "GET", `Recurrence/${recurrenceId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: recurrenceId, type: "weekly", start: "2027-03-07" });
    expect(read.body.occurrences.map((item: { id: number }) => item.id)).toEqual(occurrenceIds);
  });

  it("answers recurrence.notFound for an unknown series", async () => {
    expect(await server.call(manager, "GET", "Recurrence/999999")).toMatchObject({
      status: 404,
      body: { category: "recurrence", code: "notFound", data: { id: 999999 } },
    });
  });

  it("answers recurrence.forbidden for a series outside the role's scope", async () => {
    const { recurrenceId } = await insertSeries(server.database.db, outOfScope);
    expect(await server.call(manager, "GET", `Recurrence/${recurrenceId}`)).toMatchObject({
      status: 403,
      body: { category: "recurrence", code: "forbidden", data: { id: recurrenceId } },
    });
  });
});

describe("deleting a series (spec 02 §8)", () => {
  it("deletes every occurrence, their means and the series when nobody is registered", async () => {
    const { db } = server.database;
    const { recurrenceId, occurrenceIds } = await insertSeries(db, inScope, 2);
    const means = await insertMeans(db, occurrenceIds[0] as number);
    const deleted = await server.call(manager, "DELETE", `Recurrence/${recurrenceId}`);
    expect(deleted).toMatchObject({ status: 200, body: { deletedIds: occurrenceIds, kept: [] } });
    expect(await server.call(manager, "GET", `Recurrence/${recurrenceId}`)).toMatchObject({
      status: 404,
      body: { code: "notFound" },
    });
    expect(
      await db.selectFrom("means_of_intervention").select("id").where("id", "=", means).execute(),
    ).toEqual([]);
    const audit = await db
      .selectFrom("status_change")
      .select(["subject", "subject_id", "action", "to_status"])
      .where("action", "=", "delete")
      .where((eb) =>
        eb.or([
          eb.and([
            eb("subject", "=", "operationalActivity"),
            eb("subject_id", "in", occurrenceIds),
          ]),
          eb.and([eb("subject", "=", "meansOfIntervention"), eb("subject_id", "=", means)]),
        ]),
      )
      .execute();
    expect(audit).toHaveLength(3);
  });

  it("keeps the occurrences with registrations and answers them, the deletion incomplete", async () => {
    const { db } = server.database;
    const { recurrenceId, occurrenceIds } = await insertSeries(db, inScope, 3);
    const [first, second, third] = occurrenceIds as [number, number, number];
    await registerSomeoneOn(second);
    const answer = await server.call(manager, "DELETE", `Recurrence/${recurrenceId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.deletedIds).toEqual([first, third]);
    expect(answer.body.kept).toEqual([
      expect.objectContaining({ id: second, recurrenceId, status: "draft" }),
    ]);
    const still = await server.call(manager, "GET", `Recurrence/${recurrenceId}`);
    expect(still.body.occurrences.map((item: { id: number }) => item.id)).toEqual([second]);
  });

  it("locks the means of its occurrences in id order, as staffing actions do", async () => {
    const { db } = server.database;
    const { recurrenceId, occurrenceIds } = await insertSeries(db, inScope, 2);
    const meansIds = await insertMeansHighestIdFirst(db, occurrenceIds[1] as number, "2029-06-03", [
      [8, 10],
      [11, 13],
      [14, 16],
    ]);
    const { answer, locked } = await lockedWhileWaiting(server.database, meansIds, () =>
      server.call(manager, "DELETE", `Recurrence/${recurrenceId}`),
    );
    // On PostgreSQL: stopped at the middle means, it holds the first and not yet the last.
    if (locked) {
      expect(locked).toEqual({ [meansIds[0] as number]: true, [meansIds[2] as number]: false });
    }
    expect(answer).toMatchObject({ status: 200, body: { deletedIds: occurrenceIds, kept: [] } });
    expect(
      await db
        .selectFrom("means_of_intervention")
        .select("id")
        .where("id", "in", meansIds)
        .execute(),
    ).toEqual([]);
  });

  it("answers recurrence.notFound and recurrence.forbidden", async () => {
    expect(await server.call(manager, "DELETE", "Recurrence/999999")).toMatchObject({
      status: 404,
      body: { category: "recurrence", code: "notFound" },
    });
    const { recurrenceId, occurrenceIds } = await insertSeries(server.database.db, outOfScope);
    expect(await server.call(manager, "DELETE", `Recurrence/${recurrenceId}`)).toMatchObject({
      status: 403,
      body: { category: "recurrence", code: "forbidden" },
    });
    const untouched = await server.database.db
      .selectFrom("operational_activity")
      .select("id")
      .where("recurrence_id", "=", recurrenceId)
      .execute();
    expect(untouched.map((row) => row.id)).toEqual(occurrenceIds);
  });

  it("refuses a read-only role with authorization.forbidden", async () => {
    const { recurrenceId } = await insertSeries(server.database.db, inScope);
    expect(await server.call("demo-d", "DELETE", `Recurrence/${recurrenceId}`)).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "operationalActivity" },
      },
    });
  });
});

describe("deleting one occurrence (spec 02 §2 occurrence delete)", () => {
  it("deletes an occurrence with its unused means, and the series with its last one", async () => {
    const { db } = server.database;
    const { recurrenceId, occurrenceIds } = await insertSeries(db, inScope, 2);
    const [first, second] = occurrenceIds as [number, number];
    await insertMeans(db, first);
    expect((await server.call(manager, "DELETE", `OperationalActivity/${first}`)).status).toBe(204);
    const read = await server.call(manager, "GET", `Recurrence/${recurrenceId}`);
    expect(read.body.occurrences.map((item: { id: number }) => item.id)).toEqual([second]);
    expect((await server.call(manager, "DELETE", `OperationalActivity/${second}`)).status).toBe(
      204,
    );
    const series = await db
      .selectFrom("recurrence")
      .select("id")
      .where("id", "=", recurrenceId)
      .execute();
    expect(series).toEqual([]);
  });

  it("refuses an occurrence with people registered on its means with isInUse", async () => {
    const { occurrenceIds } = await insertSeries(server.database.db, inScope, 2);
    const used = occurrenceIds[0] as number;
    await registerSomeoneOn(used);
    expect(await server.call(manager, "DELETE", `OperationalActivity/${used}`)).toMatchObject({
      status: 409,
      body: {
        category: "operationalActivity",
        code: "isInUse",
        data: { id: used, registrations: 1 },
      },
    });
  });
});
