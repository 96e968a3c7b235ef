import { beforeAll, describe, expect, it } from "vitest";
import { activityBody, demoPlaces, insertActivity, insertMeans } from "./support/fixtures.js";
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
