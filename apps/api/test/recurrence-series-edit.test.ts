import { describe, expect, it } from "vitest";
import { insertMeans } from "./support/fixtures.js";
import {
  applyPath,
  april,
  paris,
  previewPath,
  useSeriesEditFixtures,
} from "./support/series-edit-fixtures.js";
import { useTestServer } from "./support/server.js";

/**
 * Editing an occurrence of a series with "this one / this and the following / the whole series",
 * previewed first (decision 031): what the preview counts, and what the edit changes. The scope,
 * concurrency and bounds are in recurrence-series-edit-guards.test.ts.
 */

const server = useTestServer();
const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
const { places, insertOccurrences, register, form, rowsOf, editsRecorded } =
  useSeriesEditFixtures(server);

/**
 * Four Sundays with staff. Each has an open means; the third also a cancelled one. Registrations
 * (08:00–18:00 is the whole day, outside 09:00–17:00): first 08–18; second 08–18 and 10–16;
 * third 10–16, a rejected 08–18, and 08–18 on the cancelled means; fourth 08–12 validated.
 */
async function staffedSeries() {
  const { db } = server.database;
  const ids = await insertOccurrences(april.map((day) => ({ day })));
  const [first, second, third, fourth] = ids as [number, number, number, number];
  const means = [];
  for (const id of ids) means.push(await insertMeans(db, id, "open"));
  const cancelledMeans = await insertMeans(db, third, "cancelled");
  const [m1, m2, m3, m4] = means as [number, number, number, number];
  const outside = {
    first: await register(m1, april[0] as string, ["08:00", "18:00"]),
    second: await register(m2, april[1] as string, ["08:00", "18:00"]),
    fourth: await register(m4, april[3] as string, ["08:00", "12:00"], "validated"),
  };
  await register(m2, april[1] as string, ["10:00", "16:00"]);
  await register(m3, april[2] as string, ["10:00", "16:00"]);
  await register(m3, april[2] as string, ["08:00", "18:00"], "rejected");
  await register(cancelledMeans, april[2] as string, ["08:00", "18:00"]);
  return { ids, first, second, third, fourth, outside };
}

describe("previewing a series edit", () => {
  it("counts the activities, means, registrations and those left outside, for each scope", async () => {
    const { ids, first, second, third, fourth, outside } = await staffedSeries();
    const before = await rowsOf(ids);
    const preview = async (scope: string) =>
      server.call(manager, "POST", previewPath(second), form(april[1] as string, scope));

    const one = await preview("one");
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      scope: "one",
      operationalActivityIds: [second],
      activityCount: 1,
      skippedIds: [],
      meansCount: 1,
      registrationCount: 2,
      outsidePeriodCount: 1,
      outsidePeriod: [
        {
          registrationId: outside.second,
          personId: expect.any(Number),
          firstName: "Camille",
          lastName: expect.stringMatching(/^Test \d+$/),
          operationalActivityId: second,
          meansOfInterventionId: expect.any(Number),
          start: "2027-04-11T08:00:00+02:00",
          end: "2027-04-11T18:00:00+02:00",
        },
      ],
      occurrenceFindings: [],
    });

    const following = await preview("following");
    expect(following.body).toMatchObject({
      operationalActivityIds: [second, third, fourth],
      activityCount: 3,
      meansCount: 3,
      registrationCount: 4,
      outsidePeriodCount: 2,
    });
    expect(
      following.body.outsidePeriod.map((item: { registrationId: number }) => item.registrationId),
    ).toEqual([outside.second, outside.fourth]);

    const series = await preview("series");
    expect(series.body).toMatchObject({
      operationalActivityIds: [first, second, third, fourth],
      activityCount: 4,
      meansCount: 4,
      registrationCount: 5,
      outsidePeriodCount: 3,
    });
    expect(
      series.body.outsidePeriod.map((item: { registrationId: number }) => item.registrationId),
    ).toEqual([outside.first, outside.second, outside.fourth]);

    // Nothing written.
    expect(await rowsOf(ids)).toEqual(before);
    expect(await editsRecorded(ids)).toEqual([]);
  });

  it("leaves nobody outside when the times stay, and answers the occurrences whose findings differ", async () => {
    const past = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const ids = await insertOccurrences([
      { day: past },
      ...april.slice(0, 2).map((day) => ({ day })),
    ]);
    const [old, edited] = ids as [number, number, number];
    const means = await insertMeans(server.database.db, edited, "open");
    await register(means, april[0] as string, ["08:00", "18:00"]);
    const sameTimes = form(april[0] as string, "series", {
      start: `${april[0]}T08:00`,
      end: `${april[0]}T18:00`,
    });
    const answer = await server.call(manager, "POST", previewPath(edited), sameTimes);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      registrationCount: 1,
      outsidePeriodCount: 0,
      outsidePeriod: [],
    });
    // The old occurrence ended long ago: its new times (in its own zone) are a start in the past.
    const moved = await server.call(
      manager,
      "POST",
      previewPath(edited),
      form(april[0] as string, "series"),
    );
    expect(moved.status).toBe(200);
    expect(
      moved.body.findings.filter((item: { severity: string }) => item.severity === "blocking"),
    ).toEqual([]);
    expect(moved.body.occurrenceFindings).toEqual([
      {
        operationalActivityId: old,
        start: expect.stringMatching(new RegExp(`^${past}T09:00:00\\+0[12]:00$`)),
        findings: expect.arrayContaining([
          expect.objectContaining({
            field: "start",
            code: "date.startInPast",
            severity: "blocking",
          }),
          expect.objectContaining({ field: "end", code: "date.periodInPast", severity: "warning" }),
        ]),
      },
    ]);
  });
});

describe("applying a series edit", () => {
  it("edits the occurrence and the following ones on their own days, and nothing else", async () => {
    const { db } = server.database;
    const ids = await insertOccurrences(april.map((day) => ({ day })));
    const [, second, third, fourth] = ids as [number, number, number, number];
    const means = await insertMeans(db, third, "open");
    const before = await rowsOf(ids);
    const answer = await server.call(
      manager,
      "PUT",
      applyPath(second),
      form(april[1] as string, "following"),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      scope: "following",
      activityCount: 3,
      skippedIds: [],
      meansCount: 1,
      registrationCount: 0,
      outsidePeriodCount: 0,
    });
    expect(
      answer.body.activities.map((item: Record<string, unknown>) => [
        item.id,
        item.start,
        item.end,
        item.registrationDeadline,
      ]),
    ).toEqual([
      [
        second,
        "2027-04-11T09:00:00+02:00",
        "2027-04-11T17:00:00+02:00",
        "2027-04-10T18:00:00+02:00",
      ],
      [
        third,
        "2027-04-18T09:00:00+02:00",
        "2027-04-18T17:00:00+02:00",
        "2027-04-17T18:00:00+02:00",
      ],
      [
        fourth,
        "2027-04-25T09:00:00+02:00",
        "2027-04-25T17:00:00+02:00",
        "2027-04-24T18:00:00+02:00",
      ],
    ]);
    for (const activity of answer.body.activities) {
      expect(activity).toMatchObject({
        title: "Poste de secours — nouvel horaire",
        location: "Avenue des Champs-Élysées",
        comment: "Entrée par la porte B",
        status: "draft",
        attachments: [],
      });
    }
    // The first occurrence is as it was; the others moved on one version, each with its audit row.
    const rows = await rowsOf(ids);
    expect(rows[0]).toEqual(before[0]);
    expect(rows.map((row) => row.version)).toEqual(
      before.map((row, index) => row.version + (index === 0 ? 0 : 1)),
    );
    expect(await editsRecorded(ids)).toEqual([second, third, fourth]);
    // Means keep their periods.
    const kept = await db
      .selectFrom("means_of_intervention")
      .select("start_at")
      .where("id", "=", means)
      .executeTakeFirstOrThrow();
    expect(kept.start_at.toISOString()).toBe("2027-03-10T07:00:00.000Z");
  });

  it("edits the whole series at its wall-clock times across the change to summer time", async () => {
    const ids = await insertOccurrences([{ day: "2027-03-21" }, { day: "2027-03-28" }]);
    const [winter, summer] = ids as [number, number];
    const answer = await server.call(
      manager,
      "PUT",
      applyPath(summer),
      form("2027-03-28", "series", { registrationDeadline: null }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(
      answer.body.activities.map((item: { id: number; start: string }) => [item.id, item.start]),
    ).toEqual([
      [winter, "2027-03-21T09:00:00+01:00"],
      [summer, "2027-03-28T09:00:00+02:00"],
    ]);
  });

  it("edits one occurrence alone as typed, even on another day", async () => {
    const ids = await insertOccurrences(april.slice(0, 3).map((day) => ({ day })));
    const [first, second, third] = ids as [number, number, number];
    const before = await rowsOf([first, third]);
    const answer = await server.call(manager, "PUT", applyPath(second), form("2027-04-12", "one"));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      activityCount: 1,
      activities: [{ id: second, start: "2027-04-12T09:00:00+02:00" }],
    });
    expect(await rowsOf([first, third])).toEqual(before);
  });

  it("records each occurrence's edit in the audit trail as a single edit records its own", async () => {
    const ids = await insertOccurrences(april.slice(0, 2).map((day) => ({ day })));
    const [first, second] = ids as [number, number];
    const single = await server.call(
      manager,
      "PUT",
      `OperationalActivity/${first}`,
      form(april[0] as string, "one"),
    );
    expect(single.status).toBe(200);
    expect(await editsRecorded(ids)).toEqual([first]);
    await server.call(manager, "PUT", applyPath(second), form(april[1] as string, "one"));
    const history = await server.call(manager, "GET", `OperationalActivity/History/${second}`);
    expect(history.body).toEqual([
      expect.objectContaining({
        action: "edit",
        from: "draft",
        to: "draft",
        by: expect.objectContaining({ lastName: "Bernard" }),
      }),
    ]);
  });

  it("treats an activity of no series as a series of one", async () => {
    const { db } = server.database;
    const lone = await db
      .insertInto("operational_activity")
      .values({
        title: "Poste isolé",
        start_at: paris("2027-05-02T08:00"),
        end_at: paris("2027-05-02T18:00"),
        entity_id: places.inScope.entityId,
        activity_id: places.inScope.activityId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answer = await server.call(
      manager,
      "PUT",
      applyPath(lone.id),
      form("2027-05-02", "series"),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { activityCount: 1, activities: [{ id: lone.id, recurrenceId: null }] },
    });
  });

  it("skips a cancelled occurrence and says so, and refuses to edit from one", async () => {
    const ids = await insertOccurrences([
      { day: april[0] as string },
      { day: april[1] as string, status: "cancelled" },
      { day: april[2] as string, status: "public" },
    ]);
    const [first, cancelled, published] = ids as [number, number, number];
    const [before] = await rowsOf([cancelled]);
    const answer = await server.call(
      manager,
      "PUT",
      applyPath(first),
      form(april[0] as string, "series"),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ activityCount: 2, skippedIds: [cancelled] });
    expect(
      answer.body.activities.map((item: { id: number; status: string }) => [item.id, item.status]),
    ).toEqual([
      [first, "draft"],
      [published, "public"],
    ]);
    expect(await rowsOf([cancelled])).toEqual([before]);
    for (const [method, path] of [
      ["PUT", applyPath(cancelled)],
      ["POST", previewPath(cancelled)],
    ] as const) {
      expect(
        await server.call(manager, method, path, form(april[1] as string, "series")),
      ).toMatchObject({
        status: 409,
        body: {
          category: "operationalActivity",
          code: "unexpectedStatus",
          data: { status: "cancelled" },
        },
      });
    }
  });

  it("refuses the whole edit when one occurrence breaks a rule, naming it, and changes nothing", async () => {
    const past = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const ids = await insertOccurrences([
      { day: past },
      ...april.slice(0, 3).map((day) => ({ day })),
    ]);
    const [old, edited] = ids as [number, number];
    const before = await rowsOf(ids);
    const refused = await server.call(
      manager,
      "PUT",
      applyPath(edited),
      form(april[0] as string, "series"),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidForm", data: { operationalActivityId: old } },
    });
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "start", code: "date.startInPast", severity: "blocking" }),
    );
    expect(await rowsOf(ids)).toEqual(before);
    expect(await editsRecorded(ids)).toEqual([]);
    // The same edit from the occurrence on, leaving the past one, goes through.
    const following = await server.call(
      manager,
      "PUT",
      applyPath(edited),
      form(april[0] as string, "following"),
    );
    expect(following).toMatchObject({ status: 200, body: { activityCount: 3 } });
    expect(await editsRecorded(ids)).toEqual(ids.slice(1));
  });

  it("refuses the edited occurrence's own blocking finding on its field, naming it", async () => {
    const ids = await insertOccurrences(april.slice(0, 2).map((day) => ({ day })));
    const [first] = ids as [number];
    const endBeforeStart = form(april[0] as string, "series", { end: `${april[0]}T07:00` });
    const refused = await server.call(manager, "PUT", applyPath(first), endBeforeStart);
    expect(refused).toMatchObject({
      status: 400,
      body: { code: "invalidForm", data: { operationalActivityId: first } },
    });
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "end", code: "time.endBeforeStart", severity: "blocking" }),
    );
    // The preview answers it, so the planner can show it.
    const preview = await server.call(manager, "POST", previewPath(first), endBeforeStart);
    expect(preview.status).toBe(200);
    expect(preview.body.findings).toContainEqual(
      expect.objectContaining({ field: "end", code: "time.endBeforeStart", severity: "blocking" }),
    );
    expect(await editsRecorded(ids)).toEqual([]);
  });
});
