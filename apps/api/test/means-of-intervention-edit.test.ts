import { Refusal } from "@releve/domain";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema.js";
import { refusalStatus } from "../src/http/refusal-statuses.js";
import { writingMeans } from "../src/subjects/means/form.js";
import {
  demoPlaces,
  idOf,
  insertActivity,
  insertMeans,
  insertPerson,
  meansBody,
  meansTypeId,
} from "./support/fixtures.js";
import { insertDeparture, insertMeansType, insertVehicle } from "./support/means-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // B: Paris × first-aid posts
let db: Kysely<Database>;
let paris15: number;
let lyon7: number;
let publicEvent: number;
let course: number;

beforeAll(async () => {
  db = server.database.db;
  ({ paris15, lyon7, publicEvent, course } = await demoPlaces(db));
});

const activityInScope = (status: "draft" | "public" | "cancelled" = "public") =>
  insertActivity(db, { entityId: paris15, activityId: publicEvent, status });

/** The edit form's body for a means of the default activity (2027-03-10 08:00–18:00). */
async function editBody(fields: Record<string, unknown> = {}) {
  const {
    operationalActivityId: _activity,
    teamCount: _teams,
    ...body
  } = meansBody(0, await meansTypeId(db));
  return { ...body, ...fields };
}

/** A live registration of a new person on a means, 2027-03-10 between the given hours. */
async function register(meansId: number, status: "pending" | "validated", from = 8, to = 14) {
  const hour = (value: number) => `2027-03-10T${String(value).padStart(2, "0")}:00:00+01:00`;
  await db
    .insertInto("registration")
    .values({
      person_id: await insertPerson(db, "volunteer"),
      means_of_intervention_id: meansId,
      status,
      start_at: hour(from),
      end_at: hour(to),
    })
    .execute();
}

const auditOf = (id: number, action: string) =>
  db
    .selectFrom("status_change")
    .select(["from_status", "to_status", "changed_by"])
    .where("subject", "=", "meansOfIntervention")
    .where("subject_id", "=", id)
    .where("action", "=", action)
    .execute();

const refusedFinding = (field: string, code: string) => ({
  status: 400,
  body: {
    category: "validation",
    code: "invalidForm",
    data: { findings: expect.arrayContaining([expect.objectContaining({ field, code })]) },
  },
});

describe("editing a means of intervention (spec 02 §2)", () => {
  it("saves the edit form, bumps the version and records the edit", async () => {
    const id = await insertMeans(db, await activityInScope(), "open");
    const before = await server.call(manager, "GET", `MeansOfIntervention/${id}`);
    const edited = await server.call(
      manager,
      "PUT",
      `MeansOfIntervention/${id}`,
      await editBody({
        staffPerTeam: 4,
        start: "2027-03-10T09:00",
        end: "2027-03-10T17:00",
        ultimateStart: "2027-03-10T08:30",
        ultimateEnd: null,
        comment: "Renfort",
        version: before.body.version,
      }),
    );
    expect(edited).toMatchObject({
      status: 200,
      body: {
        id,
        status: "open",
        start: "2027-03-10T09:00:00+01:00",
        end: "2027-03-10T17:00:00+01:00",
        ultimateStart: "2027-03-10T08:30:00+01:00",
        ultimateEnd: null,
        staff: { required: 4 },
        comment: "Renfort",
        version: before.body.version + 1,
      },
    });
    expect(await auditOf(id, "edit")).toEqual([
      { from_status: "open", to_status: "open", changed_by: expect.any(Number) },
    ]);
  });

  it("refuses an edit made on an older version, and accepts one without version", async () => {
    const id = await insertMeans(db, await activityInScope());
    const unversioned = await editBody();
    const body = { ...unversioned, version: 1 };
    expect((await server.call(manager, "PUT", `MeansOfIntervention/${id}`, body)).status).toBe(200);
    expect(await server.call(manager, "PUT", `MeansOfIntervention/${id}`, body)).toMatchObject({
      status: 409,
      body: { category: "meansOfIntervention", code: "concurrentChange", data: { id, version: 2 } },
    });
    expect(
      await server.call(manager, "PUT", `MeansOfIntervention/${id}`, unversioned),
    ).toMatchObject({ status: 200, body: { version: 3 } });
  });

  it("refuses a version that is not a whole number as an invalid request", async () => {
    const id = await insertMeans(db, await activityInScope());
    expect(
      await server.call(
        manager,
        "PUT",
        `MeansOfIntervention/${id}`,
        await editBody({ version: "2" }),
      ),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });

  it("refuses to edit a cancelled means (means lifecycle)", async () => {
    const id = await insertMeans(db, await activityInScope(), "cancelled");
    expect(
      await server.call(manager, "PUT", `MeansOfIntervention/${id}`, await editBody()),
    ).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: { status: "cancelled", action: "edit" },
      },
    });
  });

  it("refuses a required staff below the people already validated", async () => {
    const id = await insertMeans(db, await activityInScope(), "open");
    await register(id, "validated");
    await register(id, "validated");
    const refused = await server.call(
      manager,
      "PUT",
      `MeansOfIntervention/${id}`,
      await editBody({ staffPerTeam: 1 }),
    );
    expect(refused).toMatchObject(refusedFinding("staffPerTeam", "staff.belowValidated"));
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ params: { min: 2 } }),
    );
    expect(
      (
        await server.call(
          manager,
          "PUT",
          `MeansOfIntervention/${id}`,
          await editBody({ staffPerTeam: 2 }),
        )
      ).status,
    ).toBe(200);
  });

  it("turns the database's staff maximum into the form's refusal, never a 500", async () => {
    const id = await insertMeans(db, await activityInScope(), "open");
    await register(id, "validated");
    const lowering = () =>
      writingMeans(
        () =>
          db
            .updateTable("means_of_intervention")
            .set({ required_staff: 0 })
            .where("id", "=", id)
            .execute(),
        1,
      );
    const refusal = await lowering().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusalStatus((refusal as Refusal).error)).toBe(400);
    expect(refusal).toMatchObject({
      error: {
        code: "invalidForm",
        data: { findings: [{ field: "staffPerTeam", code: "staff.belowValidated" }] },
      },
    });
  });

  it("refuses dates that leave a registration outside the 4-hour window (datesOutOfBounds)", async () => {
    const id = await insertMeans(db, await activityInScope(), "open");
    await register(id, "pending", 8, 14);
    const refused = await server.call(
      manager,
      "PUT",
      `MeansOfIntervention/${id}`,
      await editBody({
        start: "2027-03-10T12:05",
        end: "2027-03-10T18:00",
        ultimateStart: null,
        ultimateEnd: null,
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      body: {
        category: "meansOfIntervention",
        code: "datesOutOfBounds",
        data: {
          expectedMin: "2027-03-10T12:00:00+01:00",
          expectedMax: "2027-03-10T10:00:00+01:00",
          start: "2027-03-10T12:05:00+01:00",
          end: "2027-03-10T18:00:00+01:00",
        },
      },
    });
    const within = await editBody({
      start: "2027-03-10T12:00",
      end: "2027-03-10T18:00",
      ultimateStart: null,
      ultimateEnd: null,
    });
    expect((await server.call(manager, "PUT", `MeansOfIntervention/${id}`, within)).status).toBe(
      200,
    );
  });

  it("refuses the domain's blocking rules with their findings", async () => {
    const id = await insertMeans(db, await activityInScope());
    expect(
      await server.call(
        manager,
        "PUT",
        `MeansOfIntervention/${id}`,
        await editBody({ end: "2027-03-10T07:00", ultimateEnd: null }),
      ),
    ).toMatchObject(refusedFinding("end", "time.endBeforeStart"));
    expect(
      await server.call(
        manager,
        "PUT",
        `MeansOfIntervention/${id}`,
        await editBody({ typeId: 999999 }),
      ),
    ).toMatchObject(refusedFinding("typeId", "means.typeUnknown"));
    expect(
      await server.call(manager, "PUT", `MeansOfIntervention/${id}`, await editBody({ typeId: 0 })),
    ).toMatchObject(refusedFinding("typeId", "number.tooSmall"));
  });

  it("lets a means keep a type disabled since, but refuses switching to a disabled type", async () => {
    const disabled = await insertMeansType(db);
    const id = await insertMeans(db, await activityInScope());
    await db
      .updateTable("means_of_intervention")
      .set({ type_id: disabled })
      .where("id", "=", id)
      .execute();
    await db
      .updateTable("means_of_intervention_type")
      .set({ visibility: "disabled" })
      .where("id", "=", disabled)
      .execute();
    const keeping = await editBody({ typeId: disabled });
    expect((await server.call(manager, "PUT", `MeansOfIntervention/${id}`, keeping)).status).toBe(
      200,
    );
    const other = await insertMeans(db, await activityInScope());
    expect(
      await server.call(manager, "PUT", `MeansOfIntervention/${other}`, keeping),
    ).toMatchObject(refusedFinding("typeId", "means.typeDisabled"));
  });

  it("answers notFound for an unknown means and forbidden outside the scope", async () => {
    const outside = await insertMeans(
      db,
      await insertActivity(db, { entityId: lyon7, activityId: course }),
    );
    expect(
      await server.call(manager, "PUT", "MeansOfIntervention/987654", await editBody()),
    ).toMatchObject({ status: 404, body: { category: "meansOfIntervention", code: "notFound" } });
    expect(
      await server.call(manager, "PUT", `MeansOfIntervention/${outside}`, await editBody()),
    ).toMatchObject({ status: 403, body: { category: "meansOfIntervention", code: "forbidden" } });
  });

  it("is refused to a role that only reads means", async () => {
    const id = await insertMeans(db, await activityInScope());
    expect(
      await server.call("demo-d", "PUT", `MeansOfIntervention/${id}`, await editBody()),
    ).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "meansOfIntervention" },
      },
    });
  });
});

describe("cloning a means of intervention (spec 02 §2)", () => {
  it("creates a draft on the same activity with the clone form's values and the vehicle", async () => {
    const activity = await activityInScope();
    const source = await insertMeans(db, activity, "open");
    const vehicle = await insertVehicle(db, paris15);
    await db
      .updateTable("means_of_intervention")
      .set({ vehicle_id: vehicle })
      .where("id", "=", source)
      .execute();
    const cloned = await server.call(
      manager,
      "POST",
      `MeansOfIntervention/Clone/${source}`,
      await editBody({ staffPerTeam: 5, comment: "Copie" }),
    );
    expect(cloned).toMatchObject({
      status: 201,
      body: {
        operationalActivityId: activity,
        status: "draft",
        vehicleId: vehicle,
        staff: { required: 5, validated: 0, pending: 0 },
        start: "2027-03-10T08:00:00+01:00",
        comment: "Copie",
        version: 1,
      },
    });
    expect(cloned.body.id).not.toBe(source);
    expect(await auditOf(cloned.body.id, "clone")).toEqual([
      { from_status: null, to_status: "draft", changed_by: expect.any(Number) },
    ]);
  });

  it("refuses a clone on a cancelled activity", async () => {
    const activity = await activityInScope();
    const source = await insertMeans(db, activity, "cancelled");
    await db
      .updateTable("operational_activity")
      .set({ status: "cancelled" })
      .where("id", "=", activity)
      .execute();
    expect(
      await server.call(manager, "POST", `MeansOfIntervention/Clone/${source}`, await editBody()),
    ).toMatchObject({
      status: 409,
      body: { category: "operationalActivity", code: "unexpectedStatus" },
    });
  });

  it("refuses a disabled type, a type of another region and a departure the type does not list", async () => {
    const source = await insertMeans(db, await activityInScope());
    const clone = (fields: Record<string, unknown>) =>
      editBody(fields).then((body) =>
        server.call(manager, "POST", `MeansOfIntervention/Clone/${source}`, body),
      );
    const disabled = await insertMeansType(db, { visibility: "disabled" });
    expect(await clone({ typeId: disabled })).toMatchObject(
      refusedFinding("typeId", "means.typeDisabled"),
    );
    const lyonType = await insertMeansType(db, { entityIds: [lyon7] });
    expect(await clone({ typeId: lyonType })).toMatchObject(
      refusedFinding("typeId", "means.typeNotOffered"),
    );
    const departure = await insertDeparture(db, paris15);
    const otherDeparture = await insertDeparture(db, paris15);
    const withDeparture = await insertMeansType(db, {
      entityIds: [await idOf(db, "entity", "paris")],
      departureIds: [departure],
    });
    expect(await clone({ typeId: withDeparture, departureId: otherDeparture })).toMatchObject(
      refusedFinding("departureId", "means.departureNotOfType"),
    );
    expect(await clone({ typeId: withDeparture, departureId: 987654 })).toMatchObject(
      refusedFinding("departureId", "means.departureUnknown"),
    );
    expect((await clone({ typeId: withDeparture, departureId: departure })).status).toBe(201);
  });

  it("answers notFound for an unknown source and forbidden outside the scope", async () => {
    const outside = await insertMeans(
      db,
      await insertActivity(db, { entityId: lyon7, activityId: course }),
    );
    expect(
      await server.call(manager, "POST", "MeansOfIntervention/Clone/987654", await editBody()),
    ).toMatchObject({ status: 404, body: { category: "meansOfIntervention", code: "notFound" } });
    expect(
      await server.call(manager, "POST", `MeansOfIntervention/Clone/${outside}`, await editBody()),
    ).toMatchObject({ status: 403, body: { category: "meansOfIntervention", code: "forbidden" } });
  });
});

describe("duplicating a means of intervention (spec 02 §2, §5; decision 005)", () => {
  const weekly = (copyCount: number) => ({ mode: "offset", offset: { days: 7 }, copyCount });

  it("copies a means weekly as drafts, every date moved on the wall clock, nobody registered", async () => {
    const activity = await activityInScope();
    const source = await insertMeans(db, activity, "open");
    await db
      .updateTable("means_of_intervention")
      .set({
        start_at: "2027-03-18T08:00:00+01:00",
        end_at: "2027-03-18T20:00:00+01:00",
        ultimate_start_at: "2027-03-18T07:30:00+01:00",
        registration_deadline: "2027-03-16T18:00:00+01:00",
        comment: "Garde",
      })
      .where("id", "=", source)
      .execute();
    await register(source, "validated");
    const copies = await server.call(
      manager,
      "POST",
      `MeansOfIntervention/Duplicate/${source}`,
      weekly(2),
    );
    expect(copies.status).toBe(201);
    expect(copies.body).toHaveLength(2);
    expect(copies.body[0]).toMatchObject({
      operationalActivityId: activity,
      status: "draft",
      start: "2027-03-25T08:00:00+01:00",
      end: "2027-03-25T20:00:00+01:00",
      ultimateStart: "2027-03-25T07:30:00+01:00",
      registrationDeadline: "2027-03-23T18:00:00+01:00",
      staff: { required: 2, validated: 0, pending: 0 },
      comment: "Garde",
    });
    // Summer time begins on 28 March: the shift keeps its wall-clock times.
    expect(copies.body[1]).toMatchObject({
      start: "2027-04-01T08:00:00+02:00",
      end: "2027-04-01T20:00:00+02:00",
    });
    for (const copy of copies.body) {
      expect(await auditOf(copy.id, "duplicate")).toEqual([
        { from_status: null, to_status: "draft", changed_by: expect.any(Number) },
      ]);
    }
  });

  it("copies to the date of the first copy, keeping the times", async () => {
    const source = await insertMeans(db, await activityInScope());
    const copies = await server.call(manager, "POST", `MeansOfIntervention/Duplicate/${source}`, {
      mode: "targetDate",
      targetDate: "2027-03-12",
      copyCount: 1,
    });
    expect(copies).toMatchObject({
      status: 201,
      body: [{ start: "2027-03-12T08:00:00+01:00", end: "2027-03-12T20:00:00+01:00" }],
    });
  });

  it("refuses no copy, more copies than the maximum, and no offset", async () => {
    const source = await insertMeans(db, await activityInScope());
    const duplicate = (body: object) =>
      server.call(manager, "POST", `MeansOfIntervention/Duplicate/${source}`, body);
    expect(await duplicate(weekly(0))).toMatchObject(
      refusedFinding("copyCount", "duplicate.copyCountTooLow"),
    );
    const tooMany = await duplicate(weekly(53));
    expect(tooMany).toMatchObject(refusedFinding("copyCount", "duplicate.copyCountTooHigh"));
    expect(tooMany.body.data.findings[0].params).toEqual({ max: 52 });
    expect(await duplicate({ mode: "offset", offset: {}, copyCount: 1 })).toMatchObject(
      refusedFinding("offset", "duplicate.offsetRequired"),
    );
    expect(
      await duplicate({ mode: "targetDate", targetDate: "2027-03-09", copyCount: 1 }),
    ).toMatchObject(refusedFinding("targetDate", "duplicate.targetNotAfterSource"));
    const created = await db
      .selectFrom("means_of_intervention")
      .select("id")
      .where("id", ">", source)
      .execute();
    expect(created).toEqual([]);
  });

  it("refuses copies of a means whose predefined schedule is no longer current", async () => {
    const source = await insertMeans(db, await activityInScope());
    const expired = await db
      .insertInto("predefined_schedule")
      .values({
        label: { fr: "Ancien cycle", en: "Former cycle", de: "Alter Zyklus" },
        start_time: "08:00:00",
        end_time: "20:00:00",
        valid_from: "2020-01-01",
        valid_to: "2021-01-01",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("means_of_intervention")
      .set({ schedule_type: "PREDEFINED", predefined_schedule_id: expired.id })
      .where("id", "=", source)
      .execute();
    expect(
      await server.call(manager, "POST", `MeansOfIntervention/Duplicate/${source}`, weekly(1)),
    ).toMatchObject(refusedFinding("predefinedScheduleId", "means.predefinedScheduleNotCurrent"));
  });

  it("refuses copies on a cancelled activity, of an unknown means, or outside the scope", async () => {
    const activity = await activityInScope("cancelled");
    const source = await insertMeans(db, activity, "cancelled");
    expect(
      await server.call(manager, "POST", `MeansOfIntervention/Duplicate/${source}`, weekly(1)),
    ).toMatchObject({
      status: 409,
      body: { category: "operationalActivity", code: "unexpectedStatus" },
    });
    expect(
      await server.call(manager, "POST", "MeansOfIntervention/Duplicate/987654", weekly(1)),
    ).toMatchObject({ status: 404, body: { category: "meansOfIntervention", code: "notFound" } });
    const outside = await insertMeans(
      db,
      await insertActivity(db, { entityId: lyon7, activityId: course }),
    );
    expect(
      await server.call(manager, "POST", `MeansOfIntervention/Duplicate/${outside}`, weekly(1)),
    ).toMatchObject({ status: 403, body: { category: "meansOfIntervention", code: "forbidden" } });
  });
});
