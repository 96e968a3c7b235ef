import { beforeAll, describe, expect, it } from "vitest";
import { demoPlaces, idOf, insertActivity, insertMeans } from "./support/fixtures.js";
import {
  addPrivilege,
  grantRole,
  insertUser,
  placedUser,
  typeIdOf,
} from "./support/security-fixtures.js";
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

const search = (body: unknown, subject = manager) =>
  server.call(subject, "POST", "Person/search", body);
const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

describe("searching persons (feature personnel)", () => {
  it("finds a person of the role's scope by first and last name, whatever the case", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "volunteer", {
      firstName: "Éloïse",
      lastName: "Dépannage-Cœur",
    });
    const held = await grantRole(db, user.profileId, "D", "byItems");
    await addPrivilege(db, held, { entityId: paris15, activityId: publicEvent });
    const found = await search({ text: "dépannage" });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(found.body.items[0]).toMatchObject({
      id: user.personId,
      firstName: "Éloïse",
      lastName: "Dépannage-Cœur",
      staffType: "volunteer",
      emails: [],
      userProfileId: user.profileId,
    });
    expect(idsOf((await search({ text: "éloïse DÉPANNAGE" })).body)).toEqual([user.personId]);
    expect((await search({ text: "éloïse martin" })).body.total).toBe(0);
  });

  it("finds a person by one of their e-mail addresses", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    await db
      .insertInto("person_email")
      .values([
        { person_id: user.personId, type: "professional", address: "k.zanetti@releve.example" },
        { person_id: user.personId, type: "private", address: "kz.1984@mail.example" },
      ])
      .execute();
    const found = await search({ text: "kz.1984" });
    expect(idsOf(found.body)).toEqual([user.personId]);
    expect(found.body.items[0].emails).toEqual([
      { type: "private", address: "kz.1984@mail.example" },
      { type: "professional", address: "k.zanetti@releve.example" },
    ]);
    // `_` and `%` are taken literally, not as wildcards.
    expect((await search({ text: "kz_1984" })).body.total).toBe(0);
  });

  it("finds a person by their function, beside their name", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    await db
      .updateTable("person")
      .set({ function: "Infirmière anesthésiste" })
      .where("id", "=", user.personId)
      .execute();
    expect(idsOf((await search({ text: "ANESTHÉSISTE" })).body)).toEqual([user.personId]);
    expect(idsOf((await search({ text: `infirmière ${user.lastName}` })).body)).toEqual([
      user.personId,
    ]);
  });

  it("leaves out persons outside the role's scope, whom an unrestricted role finds", async () => {
    const { db } = server.database;
    const outside = await placedUser(db, { entityId: lyon7, activityId: course }, "volunteer");
    expect((await search({ text: outside.lastName })).body.total).toBe(0);
    const admin = await search({ text: outside.lastName }, "demo-admin");
    expect(idsOf(admin.body)).toEqual([outside.personId]);
  });

  it("places a person by their live registrations", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "volunteer");
    const activity = await insertActivity(db, { entityId: paris15, activityId: publicEvent });
    const means = await insertMeans(db, activity, "open");
    const registration = await db
      .insertInto("registration")
      .values({
        person_id: user.personId,
        means_of_intervention_id: means,
        status: "pending",
        start_at: "2027-03-10T08:00:00+01:00",
        end_at: "2027-03-10T20:00:00+01:00",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(idsOf((await search({ text: user.lastName })).body)).toEqual([user.personId]);
    await db
      .updateTable("registration")
      .set({ status: "cancelled" })
      .where("id", "=", registration.id)
      .execute();
    expect((await search({ text: user.lastName })).body.total).toBe(0);
  });

  it("places a person by the activities of their functions, at any entity", async () => {
    const { db } = server.database;
    const firstAider = await insertUser(db, "volunteer");
    await db
      .insertInto("person_activity")
      .values({ person_id: firstAider.personId, activity_id: publicEvent })
      .execute();
    const trainer = await insertUser(db, "volunteer");
    await db
      .insertInto("person_activity")
      .values({ person_id: trainer.personId, activity_id: course })
      .execute();
    expect(idsOf((await search({ text: firstAider.lastName })).body)).toEqual([
      firstAider.personId,
    ]);
    expect((await search({ text: trainer.lastName })).body.total).toBe(0);
  });

  it("places a person by privileges by types at every entity and activity of those types", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    const held = await grantRole(db, user.profileId, "C", "byTypes");
    await addPrivilege(db, held, {
      entityTypeId: await typeIdOf(db, "entity_type", "rescueCentre"),
      activityTypeId: await typeIdOf(db, "activity_type", "firstAidPost"),
    });
    expect(idsOf((await search({ text: user.lastName })).body)).toEqual([user.personId]);
    // demo-c holds transports at Nanterre and Boulogne only: first-aid posts are not in reach.
    expect((await search({ text: user.lastName }, "demo-c")).body.total).toBe(0);
  });

  it("filters by staff type and by the entities and activities of privileges", async () => {
    const { db } = server.database;
    const paris19 = await idOf(db, "entity", "paris19");
    const sport = await idOf(db, "activity", "dpsSport");
    const tag = `Filtre ${Date.now()}`;
    const volunteer = await insertUser(db, "volunteer", { lastName: `${tag} Un` });
    const employee = await insertUser(db, "employee", { lastName: `${tag} Deux` });
    await addPrivilege(db, await grantRole(db, volunteer.profileId, "D", "byItems"), {
      entityId: paris15,
      activityId: publicEvent,
    });
    await addPrivilege(db, await grantRole(db, employee.profileId, "D", "byItems"), {
      entityId: paris19,
      activityId: sport,
    });
    const all = await search({ text: tag });
    expect(all.body.total).toBe(2);
    expect(idsOf((await search({ text: tag, staffTypes: ["employee"] })).body)).toEqual([
      employee.personId,
    ]);
    expect(idsOf((await search({ text: tag, entityIds: [paris15] })).body)).toEqual([
      volunteer.personId,
    ]);
    expect(idsOf((await search({ text: tag, activityIds: [sport] })).body)).toEqual([
      employee.personId,
    ]);
    expect(
      (await search({ text: tag, entityIds: [paris15], activityIds: [sport] })).body.total,
    ).toBe(0);
  });

  it("sorts and pages the results", async () => {
    const { db } = server.database;
    const tag = `Tri ${Date.now()}`;
    const place = { entityId: paris15, activityId: publicEvent };
    const made = [];
    for (const [firstName, lastName] of [
      ["Zoé", `${tag} Bertin`],
      ["Anne", `${tag} Carré`],
      ["Marc", `${tag} Abadie`],
    ] as const) {
      const user = await insertUser(db, "volunteer", { firstName, lastName });
      await addPrivilege(db, await grantRole(db, user.profileId, "D", "byItems"), place);
      made.push(user);
    }
    const byLastName = await search({ text: tag });
    expect(byLastName.body.items.map((item: { lastName: string }) => item.lastName)).toEqual([
      `${tag} Abadie`,
      `${tag} Bertin`,
      `${tag} Carré`,
    ]);
    const byFirstName = await search({
      text: tag,
      sort: { field: "firstName", direction: "desc" },
      page: 2,
      pageSize: 1,
    });
    expect(byFirstName.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(byFirstName.body.items.map((item: { firstName: string }) => item.firstName)).toEqual([
      "Marc",
    ]);
  });

  it("refuses malformed criteria and roles without the personnel feature", async () => {
    expect(await search({ staffTypes: ["contractor"] })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
    expect(await search({ entityIds: [99_999_999_999] })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
    expect(await search({ pageSize: 101 })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
    expect(await search({}, "demo-v")).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "personnel", write: false, role: "V" },
      },
    });
  });
});

describe("reading a person", () => {
  it("returns the person with their staff type and e-mails by type", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "external");
    await db
      .updateTable("person")
      .set({ function: "Logisticien", email: "prestataire@partner.example" })
      .where("id", "=", user.personId)
      .execute();
    await db
      .insertInto("person_email")
      .values({
        person_id: user.personId,
        type: "professional",
        address: "prestataire@partner.example",
      })
      .execute();
    const read = await server.call(manager, "GET", `Person/${user.personId}`);
    expect(read).toMatchObject({
      status: 200,
      body: {
        id: user.personId,
        lastName: user.lastName,
        function: "Logisticien",
        staffType: "external",
        email: "prestataire@partner.example",
        emails: [{ type: "professional", address: "prestataire@partner.example" }],
        personIdCentralDb: null,
        userProfileId: user.profileId,
      },
    });
  });

  it("refuses an unknown person, one outside the scope, and an id that is not one", async () => {
    const { db } = server.database;
    expect(await server.call(manager, "GET", "Person/999999")).toMatchObject({
      status: 404,
      body: { category: "person", code: "notFound", data: { id: 999999 } },
    });
    const outside = await placedUser(db, { entityId: lyon7, activityId: course }, "volunteer");
    expect(await server.call(manager, "GET", `Person/${outside.personId}`)).toMatchObject({
      status: 403,
      body: { category: "person", code: "forbidden", data: { id: outside.personId } },
    });
    expect(await server.call("demo-rh", "GET", `Person/${outside.personId}`)).toMatchObject({
      status: 200,
    });
    expect(await server.call(manager, "GET", "Person/abc")).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidId" },
    });
    expect(await server.call("demo-s", "GET", `Person/${outside.personId}`)).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });
});
