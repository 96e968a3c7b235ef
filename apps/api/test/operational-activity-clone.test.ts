import type { Insertable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { MeansOfInterventionTable } from "../src/db/schema.js";
import { insertAttachment } from "./support/activity-fixtures.js";
import {
  activityBody,
  demoPlaces,
  idOf,
  insertActivity,
  insertPerson,
  meansTypeId,
} from "./support/fixtures.js";
import { insertDeparture, insertMeansType } from "./support/means-fixtures.js";
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

/** A public activity on Sunday 21 March 2027, 07:00–15:00 in Paris (before the DST change). */
const sourceActivity = (place = inScope) =>
  insertActivity(server.database.db, {
    ...place,
    status: "public",
    title: "Semi-marathon",
    start: "2027-03-21T07:00:00+01:00",
    end: "2027-03-21T15:00:00+01:00",
  });

/** The clone form: the source's values, a week later, after the DST change. */
const cloneBody = (fields: Record<string, unknown> = {}) => ({
  ...activityBody(inScope.entityId, inScope.activityId, "Semi-marathon (bis)"),
  start: "2027-03-28T07:00",
  end: "2027-03-28T15:00",
  ...fields,
});

async function insertMeansOn(
  activityId: number,
  status: "draft" | "open" | "cancelled" = "open",
  fields: Partial<Insertable<MeansOfInterventionTable>> = {},
): Promise<number> {
  const row = await server.database.db
    .insertInto("means_of_intervention")
    .values({
      operational_activity_id: activityId,
      type_id: await meansTypeId(server.database.db),
      start_at: "2027-03-21T08:00:00+01:00",
      end_at: "2027-03-21T14:00:00+01:00",
      ultimate_start_at: "2027-03-21T07:30:00+01:00",
      registration_deadline: "2027-03-20T18:00:00+01:00",
      required_staff: 3,
      plate_number: "AB-123-CD",
      status,
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("cloning an operational activity (spec 02 §2)", () => {
  it("creates a draft from the form's values, leaving the means unless asked", async () => {
    const source = await sourceActivity();
    await insertMeansOn(source);
    const cloned = await server.call(
      manager,
      "POST",
      `OperationalActivity/Clone/${source}`,
      cloneBody(),
    );
    expect(cloned.status).toBe(201);
    expect(cloned.body).toMatchObject({
      title: "Semi-marathon (bis)",
      status: "draft",
      start: "2027-03-28T07:00:00+02:00",
      recurrenceId: null,
      attachments: [],
    });
    expect(cloned.body.id).not.toBe(source);
    const means = await server.database.db
      .selectFrom("means_of_intervention")
      .select("id")
      .where("operational_activity_id", "=", cloned.body.id)
      .execute();
    expect(means).toEqual([]);
    const audit = await server.database.db
      .selectFrom("status_change")
      .select(["action", "from_status", "to_status"])
      .where("subject", "=", "operationalActivity")
      .where("subject_id", "=", cloned.body.id)
      .execute();
    expect(audit).toEqual([{ action: "clone", from_status: null, to_status: "draft" }]);
  });

  it("copies the means as drafts, moved with the activity on the wall clock, without registrations", async () => {
    const { db } = server.database;
    const source = await sourceActivity();
    const open = await insertMeansOn(source, "open");
    await insertMeansOn(source, "cancelled");
    await db
      .insertInto("registration")
      .values({
        person_id: await insertPerson(db, "volunteer"),
        means_of_intervention_id: open,
        status: "validated",
        start_at: "2027-03-21T08:00:00+01:00",
        end_at: "2027-03-21T14:00:00+01:00",
      })
      .execute();
    const cloned = await server.call(
      manager,
      "POST",
      `OperationalActivity/Clone/${source}`,
      cloneBody({ copyMeans: true }),
    );
    expect(cloned.status).toBe(201);
    const copies = await server.call(manager, "POST", "MeansOfIntervention/search", {
      operationalActivityIds: [cloned.body.id],
    });
    expect(copies.body.items).toEqual([
      expect.objectContaining({
        status: "draft",
        start: "2027-03-28T08:00:00+02:00",
        end: "2027-03-28T14:00:00+02:00",
        ultimateStart: "2027-03-28T07:30:00+02:00",
        registrationDeadline: "2027-03-27T18:00:00+01:00",
        plateNumber: "AB-123-CD",
        staff: { required: 3, validated: 0, pending: 0 },
        splitSiblingId: null,
      }),
    ]);
    const audit = await db
      .selectFrom("status_change")
      .select(["action", "to_status"])
      .where("subject", "=", "meansOfIntervention")
      .where("subject_id", "=", copies.body.items[0].id)
      .execute();
    expect(audit).toEqual([{ action: "clone", to_status: "draft" }]);
  });

  it("refuses to copy means a new means could no longer take, naming each copy", async () => {
    const { db } = server.database;
    const paris19 = await idOf(db, "entity", "paris19");
    const source = await sourceActivity();
    const offeredInParis15 = await insertMeansType(db, { entityIds: [inScope.entityId] });
    const departure = await insertDeparture(db, inScope.entityId);
    const otherDeparture = await insertDeparture(db, inScope.entityId);
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
    const means = [
      await insertMeansOn(source),
      await insertMeansOn(source, "open", {
        type_id: await insertMeansType(db, { visibility: "disabled" }),
      }),
      await insertMeansOn(source, "open", { type_id: offeredInParis15 }),
      await insertMeansOn(source, "open", {
        type_id: await insertMeansType(db, { departureIds: [departure] }),
        departure_id: otherDeparture,
      }),
      // Cancelled on a public activity: not copied, so not checked.
      await insertMeansOn(source, "cancelled", {
        type_id: await insertMeansType(db, { visibility: "disabled" }),
      }),
      await insertMeansOn(source, "open", {
        schedule_type: "PREDEFINED",
        predefined_schedule_id: expired.id,
      }),
    ];
    const counts = async () => {
      const [activities, allMeans] = await Promise.all([
        db
          .selectFrom("operational_activity")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("means_of_intervention")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .executeTakeFirstOrThrow(),
      ]);
      return [Number(activities.count), Number(allMeans.count)];
    };
    const before = await counts();
    // Into Paris 19, where the type offered in Paris 15 only is not.
    const refused = await server.call(
      manager,
      "POST",
      `OperationalActivity/Clone/${source}`,
      cloneBody({ entityId: paris19, copyMeans: true }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidForm" },
    });
    const finding = (index: number, field: string, code: string, meansId: number) => ({
      field: `means.${index}.${field}`,
      code,
      params: { meansOfInterventionId: meansId },
      severity: "blocking",
    });
    expect(refused.body.data.findings).toEqual([
      finding(1, "typeId", "means.typeDisabled", means[1] as number),
      finding(2, "typeId", "means.typeNotOffered", means[2] as number),
      finding(3, "departureId", "means.departureNotOfType", means[3] as number),
      finding(4, "predefinedScheduleId", "means.predefinedScheduleNotCurrent", means[5] as number),
    ]);
    expect(await counts()).toEqual(before);

    // Without its means, the same activity clones.
    expect(
      await server.call(
        manager,
        "POST",
        `OperationalActivity/Clone/${source}`,
        cloneBody({ entityId: paris19 }),
      ),
    ).toMatchObject({ status: 201, body: { entityId: paris19 } });
  });

  it("copies the source's attachments the form keeps, with their content", async () => {
    const { db } = server.database;
    const source = await sourceActivity();
    const kept = await insertAttachment(db, source, "plan.pdf", Buffer.from("%PDF plan"));
    await insertAttachment(db, source, "ancien.pdf");
    const cloned = await server.call(
      manager,
      "POST",
      `OperationalActivity/Clone/${source}`,
      cloneBody({
        attachments: [{ id: kept, fileName: "plan.pdf", type: "application/pdf", size: 9 }],
      }),
    );
    expect(cloned.body.attachments).toEqual([
      { id: expect.any(Number), fileName: "plan.pdf", type: "application/pdf", size: 9 },
    ]);
    expect(cloned.body.attachments[0].id).not.toBe(kept);
    const copy = await db
      .selectFrom("attachment")
      .select("content")
      .where("id", "=", cloned.body.attachments[0].id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(copy.content).toString()).toBe("%PDF plan");
  });

  it("refuses an attachment that is not the source's with attachment.notFound", async () => {
    const source = await sourceActivity();
    const other = await insertAttachment(server.database.db, await sourceActivity());
    const refused = await server.call(
      manager,
      "POST",
      `OperationalActivity/Clone/${source}`,
      cloneBody({ attachments: [{ id: other, fileName: "x.pdf", size: 1 }] }),
    );
    expect(refused).toMatchObject({
      status: 404,
      body: { category: "attachment", code: "notFound", data: { id: other } },
    });
  });

  it("refuses a form with a blocking finding with validation.invalidForm", async () => {
    const refused = await server.call(
      manager,
      "POST",
      `OperationalActivity/Clone/${await sourceActivity()}`,
      cloneBody({ end: "2027-03-28T06:00" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ category: "validation", code: "invalidForm" });
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "end", code: "time.endBeforeStart" }),
    );
  });

  it("answers notFound for an unknown source, forbidden for a source or a clone outside the scope", async () => {
    expect(
      await server.call(manager, "POST", "OperationalActivity/Clone/999999", cloneBody()),
    ).toMatchObject({
      status: 404,
      body: { category: "operationalActivity", code: "notFound" },
    });
    const outside = await sourceActivity(outOfScope);
    expect(
      await server.call(manager, "POST", `OperationalActivity/Clone/${outside}`, cloneBody()),
    ).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden", data: { id: outside } },
    });
    const elsewhere = cloneBody(activityBody(outOfScope.entityId, outOfScope.activityId));
    expect(
      await server.call(
        manager,
        "POST",
        `OperationalActivity/Clone/${await sourceActivity()}`,
        elsewhere,
      ),
    ).toMatchObject({
      status: 403,
      body: { category: "operationalActivity", code: "forbidden" },
    });
  });

  it("refuses a role that cannot create activities, and copies of means without means write", async () => {
    const source = await sourceActivity();
    expect(
      await server.call("demo-d", "POST", `OperationalActivity/Clone/${source}`, cloneBody()),
    ).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "operationalActivity.create" },
      },
    });
    const { db } = server.database;
    const meansRight = db
      .updateTable("role_access_right")
      .where("role_code", "=", "B")
      .where("feature_code", "=", "meansOfIntervention");
    await meansRight.set({ may_write: false }).execute();
    try {
      expect(
        await server.call(
          manager,
          "POST",
          `OperationalActivity/Clone/${source}`,
          cloneBody({ copyMeans: true }),
        ),
      ).toMatchObject({
        status: 403,
        body: {
          category: "authorization",
          code: "forbidden",
          data: { feature: "meansOfIntervention", write: true },
        },
      });
    } finally {
      await meansRight.set({ may_write: true }).execute();
    }
  });
});
