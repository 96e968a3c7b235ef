import { describe, expect, it } from "vitest";
import { untilSomeoneWaitsForALock } from "./support/activity-fixtures.js";
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
 * A series edit's guards (decision 031): the role's scope and right, two edits at once, the bounds
 * of its form and of its answer.
 */

const server = useTestServer();
const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
const { places, insertOccurrences, form, rowsOf, editsRecorded } = useSeriesEditFixtures(server);

describe("the scope of a series edit", () => {
  it("refuses an occurrence of the scope outside the role's scope, naming it", async () => {
    const ids = await insertOccurrences([
      { day: april[0] as string },
      { day: april[1] as string },
      { day: april[2] as string, place: places.outOfScope },
    ]);
    const [first, second, outside] = ids as [number, number, number];
    const before = await rowsOf(ids);
    for (const [method, path] of [
      ["PUT", applyPath(first)],
      ["POST", previewPath(first)],
    ] as const) {
      expect(
        await server.call(manager, method, path, form(april[0] as string, "following")),
      ).toMatchObject({
        status: 403,
        body: { category: "operationalActivity", code: "forbidden", data: { id: outside } },
      });
    }
    expect(await rowsOf(ids)).toEqual(before);
    // The occurrence itself, alone, is the manager's.
    expect(
      (await server.call(manager, "PUT", applyPath(second), form(april[1] as string, "one")))
        .status,
    ).toBe(200);
    // From the occurrence outside, nothing.
    expect(
      await server.call(manager, "PUT", applyPath(outside), form(april[2] as string, "one")),
    ).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden", data: { id: outside } },
    });
  });

  it("refuses to move the occurrences to a place outside the role's scope", async () => {
    const ids = await insertOccurrences(april.slice(0, 2).map((day) => ({ day })));
    const elsewhere = form(april[0] as string, "series", { ...places.outOfScope });
    expect(await server.call(manager, "PUT", applyPath(ids[0] as number), elsewhere)).toMatchObject(
      {
        status: 403,
        body: { category: "operationalActivity", code: "forbidden" },
      },
    );
    expect(await editsRecorded(ids)).toEqual([]);
  });

  it("refuses a role without the right to edit activities, the preview included", async () => {
    const ids = await insertOccurrences(april.slice(0, 2).map((day) => ({ day })));
    for (const [method, path] of [
      ["PUT", applyPath(ids[0] as number)],
      ["POST", previewPath(ids[0] as number)],
    ] as const) {
      expect(
        await server.call("demo-d", method, path, form(april[0] as string, "series")),
      ).toMatchObject({
        status: 403,
        body: {
          category: "authorization",
          code: "forbidden",
          data: { feature: "operationalActivity", write: true },
        },
      });
    }
  });

  it("answers operationalActivity.notFound for an unknown occurrence", async () => {
    expect(
      await server.call(manager, "POST", previewPath(999_999), form(april[0] as string, "one")),
    ).toMatchObject({
      status: 404,
      body: { category: "operationalActivity", code: "notFound", data: { id: 999_999 } },
    });
  });
});

describe("series edits at once", () => {
  it("skips an occurrence cancelled while the edit waited for its lock", async () => {
    const { db, backend } = server.database;
    const ids = await insertOccurrences(april.slice(0, 3).map((day) => ({ day })));
    const [first, , third] = ids as [number, number, number];
    const cancel = (trx: typeof db) =>
      trx
        .updateTable("operational_activity")
        .set({ status: "cancelled" })
        .where("id", "=", third)
        .execute();
    const edit = () =>
      server.call(manager, "PUT", applyPath(first), form(april[0] as string, "series"));
    let answer: Awaited<ReturnType<typeof edit>>;
    if (backend === "postgres") {
      // Another transaction holds the third occurrence, cancels it, and commits while the edit,
      // holding the first two, waits for it.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db.transaction().execute(async (trx) => {
        await trx
          .selectFrom("operational_activity")
          .select("id")
          .where("id", "=", third)
          .forUpdate()
          .execute();
        locked();
        await released;
        await cancel(trx);
      });
      await isLocked;
      const pending = edit();
      await untilSomeoneWaitsForALock(db);
      release();
      await holder;
      answer = await pending;
    } else {
      // PGlite runs one transaction at a time: the cancellation simply comes first.
      await cancel(db);
      answer = await edit();
    }
    expect(answer).toMatchObject({ status: 200, body: { activityCount: 2, skippedIds: [third] } });
    expect((await rowsOf([third]))[0]).toMatchObject({
      status: "cancelled",
      title: "Poste de secours du dimanche",
    });
    expect(await editsRecorded(ids)).toEqual(ids.slice(0, 2));
  });

  it("queue on the occurrences' locks: each applies whole, the later one last", async () => {
    const ids = await insertOccurrences(april.map((day) => ({ day })));
    const [first, , third] = ids as [number, number, number];
    const [before] = await rowsOf([first]);
    const answers = await Promise.all([
      server.call(
        manager,
        "PUT",
        applyPath(first),
        form(april[0] as string, "series", { title: "Édition A" }),
      ),
      server.call(
        manager,
        "PUT",
        applyPath(third),
        form(april[2] as string, "series", { title: "Édition B", start: `${april[2]}T10:00` }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await rowsOf(ids);
    // Every occurrence carries the same edit, whichever came last, and was written twice.
    const titles = new Set(rows.map((row) => row.title));
    expect(titles.size).toBe(1);
    const last = [...titles][0] === "Édition A" ? "09:00" : "10:00";
    for (const [index, row] of rows.entries()) {
      expect(row.start_at.toISOString()).toBe(
        new Date(paris(`${april[index]}T${last}`)).toISOString(),
      );
      expect(row.version).toBe((before?.version ?? 0) + 2);
    }
    expect(await editsRecorded(ids)).toEqual([...ids, ...ids].sort((a, b) => a - b));
  });
});

describe("the bounds of a series edit", () => {
  it("refuses a form beyond its bounds or without a known scope, on the field", async () => {
    const [first] = await insertOccurrences(april.slice(0, 1).map((day) => ({ day })));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "x".repeat(121) }, "title", "text.tooLong"],
      [{ scope: "everything" }, "scope", "value.invalid"],
      [{ scope: undefined }, "scope", "required"],
      [{ start: "1969-12-31T09:00" }, "start", "date.outOfRange"],
    ];
    for (const [changes, field, code] of cases) {
      const refused = await server.call(
        manager,
        "POST",
        previewPath(first as number),
        form(april[0] as string, "series", changes),
      );
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(refused.body.data.findings, JSON.stringify(changes)).toContainEqual(
        expect.objectContaining({ field, code, severity: "blocking" }),
      );
    }
  });

  it("lists at most the answer's maximum of registrations outside, and counts them all", async () => {
    const { db } = server.database;
    const [occurrence] = (await insertOccurrences([{ day: april[0] as string }])) as [number];
    const means = await insertMeans(db, occurrence, "open");
    const persons = await db
      .insertInto("person")
      .values(
        Array.from({ length: 101 }, (_, index) => ({
          first_name: "Dominique",
          last_name: `Nombreux ${index}`,
          staff_type: "volunteer" as const,
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("registration")
      .values(
        persons.map((person) => ({
          person_id: person.id,
          means_of_intervention_id: means,
          status: "pending" as const,
          start_at: paris(`${april[0]}T08:00`),
          end_at: paris(`${april[0]}T18:00`),
        })),
      )
      .execute();
    const answer = await server.call(
      manager,
      "POST",
      previewPath(occurrence),
      form(april[0] as string, "one"),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ registrationCount: 101, outsidePeriodCount: 101 });
    expect(answer.body.outsidePeriod).toHaveLength(100);
  });
});
