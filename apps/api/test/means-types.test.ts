import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema.js";
import { demoPlaces, idOf, insertActivity, insertMeans } from "./support/fixtures.js";
import { firstIds, insertMeansType, meansTypeBody } from "./support/means-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const coordinator = "demo-a"; // A: manages means types
let db: Kysely<Database>;
let paris15: number;
let lyon7: number;
let publicEvent: number;
let course: number;
let roles: number[];
let entities: number[];

beforeAll(async () => {
  db = server.database.db;
  ({ paris15, lyon7, publicEvent, course } = await demoPlaces(db));
  roles = await firstIds(db, "operational_role", 2);
  if (roles.length < 2) {
    await db
      .insertInto("operational_role")
      .values(
        ["driver", "teamLeader"].map((code) => ({
          code: `${code}-${Date.now()}`,
          label: { fr: code, en: code, de: code },
        })),
      )
      .execute();
    roles = await firstIds(db, "operational_role", 2);
  }
  entities = [paris15, lyon7];
});

const refusedFinding = (field: string, code: string) => ({
  status: 400,
  body: {
    category: "validation",
    code: "invalidForm",
    data: { findings: expect.arrayContaining([expect.objectContaining({ field, code })]) },
  },
});

describe("managing means types (spec 01 §3, spec 02 §2)", () => {
  it("creates, reads, edits and deletes a type with its label, roles, departures and entities", async () => {
    const body = meansTypeBody({ operationalRoleIds: roles, entityIds: entities });
    const created = await server.call(coordinator, "POST", "MeansOfInterventionType", body);
    expect(created).toMatchObject({
      status: 201,
      body: {
        id: expect.any(Number),
        label: body.label,
        defaultRequiredStaffCount: 3,
        operationalRoleIds: roles,
        departureIds: [],
        visibility: "enabled",
        entityIds: entities,
      },
    });
    const { id } = created.body;
    expect(await server.call(coordinator, "GET", `MeansOfInterventionType/${id}`)).toEqual({
      status: 200,
      body: created.body,
    });
    const edited = await server.call(coordinator, "PUT", `MeansOfInterventionType/${id}`, {
      ...body,
      defaultRequiredStaffCount: 5,
      visibility: "disabled",
      operationalRoleIds: [roles[1]],
      entityIds: [],
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        id,
        defaultRequiredStaffCount: 5,
        visibility: "disabled",
        operationalRoleIds: [roles[1]],
        entityIds: [],
      },
    });
    expect((await server.call(coordinator, "DELETE", `MeansOfInterventionType/${id}`)).status).toBe(
      204,
    );
    expect(await server.call(coordinator, "GET", `MeansOfInterventionType/${id}`)).toMatchObject({
      status: 404,
      body: { category: "meansOfInterventionType", code: "notFound", data: { id } },
    });
  });

  it("requires the label in each language and refuses a list naming one value twice", async () => {
    const body = meansTypeBody({
      label: { fr: "Équipe", en: " ", de: "Team" },
      operationalRoleIds: [roles[0], roles[0]],
    });
    const refused = await server.call(coordinator, "POST", "MeansOfInterventionType", body);
    expect(refused).toMatchObject(refusedFinding("label.en", "required"));
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "operationalRoleIds.1", code: "value.duplicate" }),
    );
    expect(
      await server.call(
        coordinator,
        "POST",
        "MeansOfInterventionType",
        meansTypeBody({ defaultRequiredStaffCount: 0 }),
      ),
    ).toMatchObject(refusedFinding("defaultRequiredStaffCount", "number.tooSmall"));
  });

  it("refuses operational roles, departures or entities that do not exist", async () => {
    const refused = await server.call(
      coordinator,
      "POST",
      "MeansOfInterventionType",
      meansTypeBody({ departureIds: [987654], entityIds: [paris15, 987655] }),
    );
    expect(refused).toMatchObject(refusedFinding("departureIds.0", "value.unknown"));
    expect(refused.body.data.findings).toContainEqual(
      expect.objectContaining({ field: "entityIds.1", code: "value.unknown" }),
    );
    const id = await insertMeansType(db);
    expect(
      await server.call(
        coordinator,
        "PUT",
        `MeansOfInterventionType/${id}`,
        meansTypeBody({ operationalRoleIds: [987656] }),
      ),
    ).toMatchObject(refusedFinding("operationalRoleIds.0", "value.unknown"));
  });

  it("answers notFound when editing or deleting an unknown type", async () => {
    const notFound = {
      status: 404,
      body: { category: "meansOfInterventionType", code: "notFound" },
    };
    expect(
      await server.call(coordinator, "PUT", "MeansOfInterventionType/987654", meansTypeBody()),
    ).toMatchObject(notFound);
    expect(
      await server.call(coordinator, "DELETE", "MeansOfInterventionType/987654"),
    ).toMatchObject(notFound);
  });

  it("refuses to delete a type means use, even cancelled ones (isInUse)", async () => {
    const id = await insertMeansType(db);
    const means = await insertMeans(
      db,
      await insertActivity(db, { entityId: paris15, activityId: publicEvent }),
      "cancelled",
    );
    await db
      .updateTable("means_of_intervention")
      .set({ type_id: id })
      .where("id", "=", means)
      .execute();
    expect(await server.call(coordinator, "DELETE", `MeansOfInterventionType/${id}`)).toMatchObject(
      { status: 409, body: { category: "meansOfInterventionType", code: "isInUse", data: { id } } },
    );
    expect((await server.call(coordinator, "GET", `MeansOfInterventionType/${id}`)).status).toBe(
      200,
    );
  });

  it("is managed by the roles holding the feature; means managers only read", async () => {
    const forbidden = (feature: string) => ({
      status: 403,
      body: { category: "authorization", code: "forbidden", data: { feature } },
    });
    expect(
      await server.call("demo-c", "POST", "MeansOfInterventionType", meansTypeBody()),
    ).toMatchObject(forbidden("meansOfInterventionType"));
    expect(
      await server.call("demo-d", "POST", "MeansOfInterventionType", meansTypeBody()),
    ).toMatchObject(forbidden("meansOfInterventionType"));
    const id = await insertMeansType(db);
    expect((await server.call("demo-c", "GET", `MeansOfInterventionType/${id}`)).status).toBe(200);
    const all = await server.call("demo-c", "GET", "MeansOfInterventionType");
    expect(all.status).toBe(200);
    expect(all.body.map((type: { id: number }) => type.id)).toContain(id);
    expect(await server.call("demo-rh", "GET", "MeansOfInterventionType")).toMatchObject(
      forbidden("meansOfIntervention"),
    );
  });
});

describe("searching means types (decision 006)", () => {
  it("filters by visibility, label in any language and entity, a page at a time", async () => {
    const marker = `Cherché ${Date.now()}`;
    const create = async (suffix: string, fields: Record<string, unknown>) => {
      const body = meansTypeBody({
        label: { fr: `${marker} ${suffix}`, en: `Searched ${suffix}`, de: `Gesucht ${suffix}` },
        ...fields,
      });
      const created = await server.call(coordinator, "POST", "MeansOfInterventionType", body);
      return created.body.id as number;
    };
    const a = await create("A", { entityIds: [paris15] });
    const b = await create("B", { entityIds: [lyon7], defaultRequiredStaffCount: 1 });
    const c = await create("C", { visibility: "disabled" });
    const search = async (criteria: object) => {
      const found = await server.call(
        coordinator,
        "POST",
        "MeansOfInterventionType/search",
        criteria,
      );
      expect(found.status).toBe(200);
      return found.body;
    };
    expect((await search({ text: marker })).items.map((type: { id: number }) => type.id)).toEqual([
      a,
      b,
      c,
    ]);
    expect(
      (await search({ text: marker.toUpperCase(), visibility: "enabled" })).items.map(
        (type: { id: number }) => type.id,
      ),
    ).toEqual([a, b]);
    expect(
      (await search({ text: marker, entityIds: [lyon7] })).items.map(
        (type: { id: number }) => type.id,
      ),
    ).toEqual([b]);
    const byStaff = await search({
      text: marker,
      sort: { field: "defaultRequiredStaffCount", direction: "asc" },
      page: 1,
      pageSize: 1,
    });
    expect(byStaff).toMatchObject({ items: [{ id: b }], total: 3, page: 1, pageSize: 1 });
    expect(
      (await search({ text: "Gesucht C" })).items.map((type: { id: number }) => type.id),
    ).toContain(c);
    expect((await search({ text: "100%_" })).items).toEqual([]);
  });

  it("refuses unknown criteria values as an invalid request", async () => {
    expect(
      await server.call(coordinator, "POST", "MeansOfInterventionType/search", {
        visibility: "hidden",
      }),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });
});

describe("means types offered for an operational activity (spec 01 §4)", () => {
  it("offers the enabled types that apply at the activity's entity", async () => {
    const activity = await insertActivity(db, { entityId: paris15, activityId: publicEvent });
    const paris = await idOf(db, "entity", "paris");
    const ofParis = await insertMeansType(db, { entityIds: [paris] });
    const ofLyon = await insertMeansType(db, { entityIds: [lyon7] });
    const everywhere = await insertMeansType(db);
    const disabled = await insertMeansType(db, { visibility: "disabled" });
    const offered = await server.call(
      "demo-b",
      "GET",
      `MeansOfInterventionType/OfferedFor/${activity}`,
    );
    expect(offered.status).toBe(200);
    const ids = offered.body.map((type: { id: number }) => type.id);
    expect(ids).toEqual(expect.arrayContaining([ofParis, everywhere]));
    expect(ids).not.toContain(ofLyon);
    expect(ids).not.toContain(disabled);
  });

  it("answers notFound for an unknown activity, forbidden outside the scope", async () => {
    const outside = await insertActivity(db, { entityId: lyon7, activityId: course });
    expect(
      await server.call("demo-b", "GET", "MeansOfInterventionType/OfferedFor/987654"),
    ).toMatchObject({ status: 404, body: { category: "operationalActivity", code: "notFound" } });
    expect(
      await server.call("demo-b", "GET", `MeansOfInterventionType/OfferedFor/${outside}`),
    ).toMatchObject({
      status: 403,
      body: {
        category: "meansOfInterventionType",
        code: "forbidden",
        data: { operationalActivityId: outside },
      },
    });
  });
});
