import { planningConflicts } from "@releve/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { demoPlaces, insertActivity, insertMeans } from "./support/fixtures.js";
import { placedUser } from "./support/security-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // B: Paris × first-aid posts (public events, sports) and street outreach
let paris15: number;
let lyon7: number;
let publicEvent: number;
let course: number;

beforeAll(async () => {
  ({ paris15, lyon7, publicEvent, course } = await demoPlaces(server.database.db));
});

const week = { from: "2027-03-08T00:00:00+01:00", to: "2027-03-15T00:00:00+01:00" };
const planning = (body: unknown, subject = manager) =>
  server.call(subject, "POST", "Person/Planning", body);

/** A registration of `personId` on `means`, from `start` to `end`. */
async function register(
  personId: number,
  means: number,
  status: "pending" | "validated" | "cancelled",
  start: string,
  end: string,
) {
  const row = await server.database.db
    .insertInto("registration")
    .values({
      person_id: personId,
      means_of_intervention_id: means,
      status,
      start_at: start,
      end_at: end,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("the personnel planning (Person/Planning)", () => {
  it("gives each person of the page their live registrations, absences and work schedules of the period", async () => {
    const { db } = server.database;
    const nurse = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    const activity = await insertActivity(db, {
      entityId: paris15,
      activityId: publicEvent,
      title: "Semi-marathon de Paris",
    });
    const means = await insertMeans(db, activity, "open");
    const other = await insertMeans(db, activity, "open");
    const kept = await register(
      nurse.personId,
      means,
      "validated",
      "2027-03-10T08:00:00+01:00",
      "2027-03-10T20:00:00+01:00",
    );
    // Cancelled, or outside the week: not shown.
    await register(
      nurse.personId,
      other,
      "cancelled",
      "2027-03-10T08:00:00+01:00",
      "2027-03-10T20:00:00+01:00",
    );
    const pending = await register(
      nurse.personId,
      other,
      "pending",
      "2027-03-16T08:00:00+01:00",
      "2027-03-16T12:00:00+01:00",
    );
    const absence = await db
      .insertInto("absence")
      .values({
        person_id: nurse.personId,
        type: "PART",
        is_pending: true,
        start_at: "2027-03-10T14:00:00+01:00",
        end_at: "2027-03-10T18:00:00+01:00",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const shift = await db
      .insertInto("work_schedule")
      .values({
        person_id: nurse.personId,
        start_at: "2027-03-14T22:00:00+01:00",
        end_at: "2027-03-15T06:00:00+01:00",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const found = await planning({ ...week, text: nurse.lastName });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(found.body.items).toEqual([
      {
        id: nurse.personId,
        lastName: nurse.lastName,
        firstName: expect.any(String),
        function: null,
        staffType: "employee",
        registrations: [
          {
            id: kept,
            meansOfInterventionId: means,
            meansTypeName: expect.any(String),
            plateNumber: null,
            operationalActivityId: activity,
            operationalActivityTitle: "Semi-marathon de Paris",
            status: "validated",
            isProposed: false,
            start: "2027-03-10T08:00:00+01:00",
            end: "2027-03-10T20:00:00+01:00",
          },
        ],
        absences: [
          {
            id: absence.id,
            type: "PART",
            pending: true,
            start: "2027-03-10T14:00:00+01:00",
            end: "2027-03-10T18:00:00+01:00",
          },
        ],
        // A night shift across the week's end is within it.
        workSchedules: [
          { id: shift.id, start: "2027-03-14T22:00:00+01:00", end: "2027-03-15T06:00:00+01:00" },
        ],
        // An employee declares no availability (decision 046).
        availability: [],
      },
    ]);
    const next = await planning({
      from: "2027-03-15T00:00:00+01:00",
      to: "2027-03-22T00:00:00+01:00",
      text: nurse.lastName,
    });
    expect(next.body.items[0].registrations.map((item: { id: number }) => item.id)).toEqual([
      pending,
    ]);
  });

  it("names the means' type in the caller's language", async () => {
    const { db } = server.database;
    const person = await placedUser(
      db,
      { entityId: paris15, activityId: publicEvent },
      "volunteer",
    );
    const activity = await insertActivity(db, { entityId: paris15, activityId: publicEvent });
    const means = await insertMeans(db, activity, "open");
    await register(
      person.personId,
      means,
      "pending",
      "2027-03-10T08:00:00+01:00",
      "2027-03-10T20:00:00+01:00",
    );
    const type = await db
      .selectFrom("means_of_intervention")
      .innerJoin(
        "means_of_intervention_type",
        "means_of_intervention_type.id",
        "means_of_intervention.type_id",
      )
      .select("means_of_intervention_type.label")
      .where("means_of_intervention.id", "=", means)
      .executeTakeFirstOrThrow();
    const label = type.label as Record<string, string>;
    const french = await planning({ ...week, text: person.lastName });
    expect(french.body.items[0].registrations[0].meansTypeName).toBe(label.fr);
    await server.call(manager, "PUT", "UserProfile/Me", { language: "de" });
    try {
      const german = await planning({ ...week, text: person.lastName });
      expect(german.body.items[0].registrations[0].meansTypeName).toBe(label.de ?? label.fr);
    } finally {
      await server.call(manager, "PUT", "UserProfile/Me", { language: "fr" });
    }
  });

  it("pages the persons of the role's scope as the person search does, and leaves out the others", async () => {
    const { db } = server.database;
    const inside = await placedUser(
      db,
      { entityId: paris15, activityId: publicEvent },
      "volunteer",
    );
    const outside = await placedUser(db, { entityId: lyon7, activityId: course }, "volunteer");
    expect((await planning({ ...week, text: outside.lastName })).body.total).toBe(0);
    const admin = await planning({ ...week, text: outside.lastName }, "demo-admin");
    expect(admin.body.items.map((item: { id: number }) => item.id)).toEqual([outside.personId]);
    const search = await server.call(manager, "POST", "Person/search", {
      staffTypes: ["volunteer"],
      pageSize: 10,
      page: 2,
    });
    const page = await planning({ ...week, staffTypes: ["volunteer"], pageSize: 10, page: 2 });
    expect(page.body.total).toBe(search.body.total);
    expect(page.body.items.map((item: { id: number }) => item.id)).toEqual(
      search.body.items.map((item: { id: number }) => item.id),
    );
    expect((await planning({ ...week, text: inside.lastName })).body.total).toBe(1);
  });

  it("lists only the persons with a registration in conflict that week when asked, as the domain's rule finds them", async () => {
    const { db } = server.database;
    const place = { entityId: paris15, activityId: publicEvent };
    const [overlapping, partlyAbsent, clear, cancelledOverlap] = [
      await placedUser(db, place, "volunteer"),
      await placedUser(db, place, "volunteer"),
      await placedUser(db, place, "volunteer"),
      await placedUser(db, place, "volunteer"),
    ];
    const activity = await insertActivity(db, place);
    const means = () => insertMeans(db, activity, "open");
    const morning = ["2027-03-10T08:00:00+01:00", "2027-03-10T14:00:00+01:00"] as const;
    const noon = ["2027-03-10T12:00:00+01:00", "2027-03-10T18:00:00+01:00"] as const;
    await register(overlapping.personId, await means(), "validated", ...morning);
    await register(overlapping.personId, await means(), "pending", ...noon);
    await register(partlyAbsent.personId, await means(), "pending", ...morning);
    await register(clear.personId, await means(), "validated", ...morning);
    await register(cancelledOverlap.personId, await means(), "validated", ...morning);
    await register(cancelledOverlap.personId, await means(), "cancelled", ...noon);
    await db
      .insertInto("absence")
      .values([
        // Partly during her registration: in conflict.
        { person_id: partlyAbsent.personId, type: "PART", start_at: noon[0], end_at: noon[1] },
        // The day after his: no conflict.
        {
          person_id: clear.personId,
          type: "FULL",
          start_at: "2027-03-11T00:00:00+01:00",
          end_at: "2027-03-12T00:00:00+01:00",
        },
      ])
      .execute();
    const ids = [overlapping, partlyAbsent, clear, cancelledOverlap].map((user) => user.personId);
    const all = await planning({ ...week, pageSize: 100 });
    const inConflict = await planning({ ...week, pageSize: 100, withConflicts: true });
    expect(inConflict.status).toBe(200);
    const found = new Set(inConflict.body.items.map((item: { id: number }) => item.id));
    expect(ids.filter((id) => found.has(id))).toEqual([
      overlapping.personId,
      partlyAbsent.personId,
    ]);
    // The same as the domain's rule over the whole answer: a person is listed exactly when one of
    // their registrations meets a conflict.
    const everyone = await planning({ ...week, pageSize: 100, page: 1 });
    const pages = Math.ceil(everyone.body.total / 100);
    const flagged: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = page === 1 ? everyone : await planning({ ...week, pageSize: 100, page });
      for (const person of answer.body.items) {
        if (planningConflicts(person.id, person.registrations, person.absences).size > 0) {
          flagged.push(person.id);
        }
      }
    }
    expect(inConflict.body.items.map((item: { id: number }) => item.id)).toEqual(flagged);
    expect(all.body.total).toBeGreaterThan(inConflict.body.total);
    // Another week: nobody of these.
    const next = await planning({
      from: "2027-03-15T00:00:00+01:00",
      to: "2027-03-22T00:00:00+01:00",
      withConflicts: true,
      pageSize: 100,
    });
    expect(next.body.items.filter((item: { id: number }) => ids.includes(item.id))).toEqual([]);
  });

  it("refuses a period missing, reversed or longer than two weeks, and roles without the personnel feature", async () => {
    expect(await planning({ from: week.from })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
    const reversed = await planning({ from: week.to, to: week.from });
    expect(reversed).toMatchObject({ status: 400, body: { code: "invalidRequest" } });
    expect(JSON.stringify(reversed.body.data)).toContain("date.endBeforeStart");
    const long = await planning({ from: week.from, to: "2027-03-24T00:00:00+01:00" });
    expect(long).toMatchObject({ status: 400, body: { code: "invalidRequest" } });
    expect(JSON.stringify(long.body.data)).toContain("date.periodTooLong");
    // Fifteen days is the most, an hour more when the clocks go back.
    expect(
      (await planning({ from: "2027-10-25T00:00:00+02:00", to: "2027-11-09T00:00:00+01:00" }))
        .status,
    ).toBe(200);
    expect(await planning(week, "demo-v")).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden", data: { feature: "personnel" } },
    });
  });
});
