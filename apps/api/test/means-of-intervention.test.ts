import { beforeAll, describe, expect, it } from "vitest";
import {
  demoPlaces,
  insertActivity,
  insertMeans,
  insertPerson,
  meansBody,
  meansTypeId,
} from "./support/fixtures.js";
import { insertMeansType } from "./support/means-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach
let paris15: number;
let lyon7: number;
let publicEvent: number;
let course: number;

beforeAll(async () => {
  const { db } = server.database;
  ({ paris15, lyon7, publicEvent, course } = await demoPlaces(db));
});

const activityInScope = () =>
  insertActivity(server.database.db, {
    entityId: paris15,
    activityId: publicEvent,
    status: "public",
  });

describe("creating means of intervention (spec 02 §3)", () => {
  it("creates one draft means per team, each requiring the staff per team", async () => {
    const activity = await activityInScope();
    const type = await meansTypeId(server.database.db);
    const created = await server.call(
      manager,
      "POST",
      "MeansOfIntervention",
      meansBody(activity, type, 3),
    );
    expect(created.status).toBe(201);
    expect(created.body).toHaveLength(3);
    for (const means of created.body) {
      expect(means).toMatchObject({
        operationalActivityId: activity,
        status: "draft",
        staff: { required: 2, validated: 0, pending: 0 },
        staffCompleteness: "noneStaffed",
        start: "2027-03-10T08:00:00+01:00",
        ultimateStart: "2027-03-10T07:30:00+01:00",
      });
    }
    const audit = await server.database.db
      .selectFrom("status_change")
      .select("subject_id")
      .where("subject", "=", "meansOfIntervention")
      .where("action", "=", "create")
      .where(
        "subject_id",
        "in",
        created.body.map((means: { id: number }) => means.id),
      )
      .execute();
    expect(audit).toHaveLength(3);
  });

  it("refuses a rendezvous after the start, naming the field", async () => {
    const activity = await activityInScope();
    const body = {
      ...meansBody(activity, await meansTypeId(server.database.db)),
      ultimateStart: "2027-03-10T08:30",
    };
    const refused = await server.call(manager, "POST", "MeansOfIntervention", body);
    expect(refused.status).toBe(400);
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "ultimateStart", code: "means.rendezvousAfterStart" }),
    );
  });

  it("refuses a disabled means type (spec 01 §4)", async () => {
    const activity = await activityInScope();
    const disabled = await server.database.db
      .insertInto("means_of_intervention_type")
      .values({
        label: { fr: "Ancien VSAV", en: "Old ambulance", de: "Alter RTW" },
        default_required_staff_count: 3,
        visibility: "disabled",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const refused = await server.call(
      manager,
      "POST",
      "MeansOfIntervention",
      meansBody(activity, disabled.id),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "typeId", code: "means.typeDisabled" }),
    );
  });

  it("refuses a type that does not apply at the activity's entity, or an expired schedule", async () => {
    const { db } = server.database;
    const activity = await activityInScope();
    const ofLyon = await insertMeansType(db, { entityIds: [lyon7] });
    const foreign = await server.call(
      manager,
      "POST",
      "MeansOfIntervention",
      meansBody(activity, ofLyon),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "typeId", code: "means.typeNotOffered" }),
    );
    const expired = await db
      .insertInto("predefined_schedule")
      .values({
        label: { fr: "Ancien cycle", en: "Former cycle", de: "Alter Zyklus" },
        start_time: "07:00:00",
        end_time: "19:00:00",
        valid_from: "2020-01-01",
        valid_to: "2021-01-01",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const stale = await server.call(manager, "POST", "MeansOfIntervention", {
      ...meansBody(activity, await meansTypeId(db)),
      scheduleType: "PREDEFINED",
      predefinedScheduleId: expired.id,
    });
    expect(stale.status).toBe(400);
    expect(stale.body.data.findings).toContainEqual(
      expect.objectContaining({
        field: "predefinedScheduleId",
        code: "means.predefinedScheduleNotCurrent",
      }),
    );
  });

  it("refuses means on an activity outside the role's scope, or cancelled", async () => {
    const outside = await insertActivity(server.database.db, {
      entityId: lyon7,
      activityId: course,
    });
    const type = await meansTypeId(server.database.db);
    expect(
      await server.call(manager, "POST", "MeansOfIntervention", meansBody(outside, type)),
    ).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden" },
    });
    const cancelled = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
      status: "cancelled",
    });
    expect(
      await server.call(manager, "POST", "MeansOfIntervention", meansBody(cancelled, type)),
    ).toMatchObject({
      status: 409,
      body: { category: "operationalActivity", code: "unexpectedStatus" },
    });
  });
});

describe("the life of a means of intervention (spec 01 §4)", () => {
  it("is published, then opened to volunteers with an opening notification; both are irreversible", async () => {
    const id = await insertMeans(server.database.db, await activityInScope());
    expect(await server.call(manager, "POST", `MeansOfIntervention/Open/${id}`)).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: { status: "draft" },
      },
    });
    expect(await server.call(manager, "POST", `MeansOfIntervention/Publish/${id}`)).toMatchObject({
      status: 200,
      body: { status: "public" },
    });
    expect(await server.call(manager, "POST", `MeansOfIntervention/Open/${id}`)).toMatchObject({
      status: 200,
      body: { status: "open" },
    });
    expect((await server.call(manager, "POST", `MeansOfIntervention/Publish/${id}`)).status).toBe(
      409,
    );
    const opening = await server.database.db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "opening")
      .execute();
    expect(opening.map((row) => row.payload)).toContainEqual({ meansOfInterventionId: id });
  });

  it("is cancelled with its registrations and a notification for the people assigned", async () => {
    const { db } = server.database;
    const id = await insertMeans(db, await activityInScope(), "open");
    const person = await db
      .selectFrom("person")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("registration")
      .values({
        person_id: person.id,
        means_of_intervention_id: id,
        status: "validated",
        start_at: "2027-03-10T08:00:00+01:00",
        end_at: "2027-03-10T20:00:00+01:00",
      })
      .execute();
    const cancelled = await server.call(manager, "POST", `MeansOfIntervention/Cancel/${id}`, {
      comment: "Météo",
    });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { status: "cancelled", staff: { validated: 0, pending: 0 } },
    });
    const registrations = await db
      .selectFrom("registration")
      .select(["id", "status"])
      .where("means_of_intervention_id", "=", id)
      .execute();
    expect(registrations.map((registration) => registration.status)).toEqual(["cancelled"]);
    const audit = await db
      .selectFrom("status_change")
      .select(["action", "from_status", "to_status", "comment", "changed_by"])
      .where("subject", "=", "registration")
      .where("subject_id", "=", registrations[0]?.id ?? 0)
      .execute();
    expect(audit).toEqual([
      {
        action: "cancel",
        from_status: "validated",
        to_status: "cancelled",
        comment: "Météo",
        changed_by: expect.any(Number),
      },
    ]);
    const notification = await db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "cancellation")
      .execute();
    expect(notification.map((row) => row.payload)).toContainEqual({
      meansOfInterventionId: id,
      personIds: [person.id],
      comment: "Météo",
    });
  });

  it("answers notFound for an unknown means and forbidden outside the scope", async () => {
    const outside = await insertMeans(
      server.database.db,
      await insertActivity(server.database.db, { entityId: lyon7, activityId: course }),
    );
    expect(await server.call(manager, "GET", "MeansOfIntervention/987654")).toMatchObject({
      status: 404,
      body: { category: "meansOfIntervention", code: "notFound" },
    });
    expect(await server.call(manager, "GET", `MeansOfIntervention/${outside}`)).toMatchObject({
      status: 403,
      body: { category: "meansOfIntervention", code: "forbidden" },
    });
  });
});

describe("splitting a 12-hour means (spec 01 §4)", () => {
  it("gives two linked halves; the employee follows both, the volunteer the half of her times", async () => {
    const { db } = server.database;
    const id = await insertMeans(db, await activityInScope(), "open");
    const employee = { id: await insertPerson(db, "employee") };
    const volunteer = { id: await insertPerson(db, "volunteer") };
    await db
      .insertInto("registration")
      .values([
        {
          person_id: employee.id,
          means_of_intervention_id: id,
          status: "validated",
          start_at: "2027-03-10T08:00:00+01:00",
          end_at: "2027-03-10T20:00:00+01:00",
        },
        {
          person_id: volunteer.id,
          means_of_intervention_id: id,
          status: "pending",
          start_at: "2027-03-10T15:00:00+01:00",
          end_at: "2027-03-10T19:00:00+01:00",
        },
      ])
      .execute();
    const split = await server.call(manager, "POST", `MeansOfIntervention/Split/${id}`, {
      splitType: "halfAndHalf",
    });
    expect(split.status).toBe(200);
    const [first, second] = split.body;
    expect(first).toMatchObject({
      id,
      start: "2027-03-10T08:00:00+01:00",
      end: "2027-03-10T14:00:00+01:00",
      splitSiblingId: second.id,
      staff: { validated: 1, pending: 0 },
    });
    expect(second).toMatchObject({
      start: "2027-03-10T14:00:00+01:00",
      end: "2027-03-10T20:00:00+01:00",
      splitSiblingId: id,
      status: "open",
      staff: { validated: 1, pending: 1 },
    });
    expect(
      await server.call(manager, "POST", `MeansOfIntervention/Split/${id}`, {
        splitType: "halfAndHalf",
      }),
    ).toMatchObject({
      status: 409,
      body: { category: "meansOfIntervention" },
    });
  });

  it("refuses a means that is not a 12-hour shift", async () => {
    const { db } = server.database;
    const id = await insertMeans(db, await activityInScope(), "public");
    await db
      .updateTable("means_of_intervention")
      .set({ end_at: "2027-03-10T14:00:00+01:00" })
      .where("id", "=", id)
      .execute();
    const refused = await server.call(manager, "POST", `MeansOfIntervention/Split/${id}`, {
      splitType: "from12To4And8",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ code: "split.notTwelveHours" }),
    );
  });
});

describe("deleting a means (spec 01 §4, spec 02 §8)", () => {
  it("deletes a means nobody is registered on", async () => {
    const id = await insertMeans(server.database.db, await activityInScope());
    expect((await server.call(manager, "DELETE", `MeansOfIntervention/${id}`)).status).toBe(204);
    expect((await server.call(manager, "GET", `MeansOfIntervention/${id}`)).status).toBe(404);
  });

  it("refuses while people are registered on it, or on the other half of its split", async () => {
    const { db } = server.database;
    const id = await insertMeans(db, await activityInScope(), "open");
    const person = await db
      .selectFrom("person")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("registration")
      .values({
        person_id: person.id,
        means_of_intervention_id: id,
        status: "pending",
        start_at: "2027-03-10T15:00:00+01:00",
        end_at: "2027-03-10T19:00:00+01:00",
      })
      .execute();
    expect(await server.call(manager, "DELETE", `MeansOfIntervention/${id}`)).toMatchObject({
      status: 409,
      body: { category: "meansOfIntervention", code: "isInUse" },
    });
    const split = await server.call(manager, "POST", `MeansOfIntervention/Split/${id}`, {
      splitType: "halfAndHalf",
    });
    expect(split.status).toBe(200);
    // The registration (15:00–19:00) followed the second half: the first is free, but its sibling is not.
    expect(await server.call(manager, "DELETE", `MeansOfIntervention/${id}`)).toMatchObject({
      status: 409,
      body: { category: "meansOfIntervention", code: "isInUseSplit" },
    });
  });
});

describe("searching means (spec 01 §4)", () => {
  it("filters by status, all except cancelled included, within the role's scope", async () => {
    const { db } = server.database;
    const activity = await activityInScope();
    const open = await insertMeans(db, activity, "open");
    const cancelled = await insertMeans(db, activity, "cancelled");
    const outside = await insertMeans(
      db,
      await insertActivity(db, { entityId: lyon7, activityId: course }),
      "open",
    );
    const search = async (criteria: object) => {
      const found = await server.call(manager, "POST", "MeansOfIntervention/search", criteria);
      expect(found.status).toBe(200);
      return found.body.items.map((means: { id: number }) => means.id);
    };
    expect(await search({ operationalActivityIds: [activity] })).toEqual([open, cancelled]);
    expect(
      await search({ operationalActivityIds: [activity], status: "allExceptCancelled" }),
    ).toEqual([open]);
    expect(await search({ operationalActivityIds: [activity], status: "cancelled" })).toEqual([
      cancelled,
    ]);
    expect(await search({ status: "open", pageSize: 100 })).not.toContain(outside);
  });
});
