import { beforeAll, describe, expect, it } from "vitest";
import { loadAccess } from "../src/platform/access.js";
import { findCurrentUser } from "../src/platform/users.js";
import { demoPlaces, idOf, insertActivity } from "./support/fixtures.js";
import { addPrivilege, grantRole, insertUser, typeIdOf } from "./support/security-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
let paris15: number;
let paris: number;
let lyon7: number;
let publicEvent: number;
let sport: number;
let course: number;
let rescueCentre: number;
let firstAidPost: number;
let training: number;

beforeAll(async () => {
  const { db } = server.database;
  ({ paris15, lyon7, publicEvent, course } = await demoPlaces(db));
  paris = await idOf(db, "entity", "paris");
  sport = await idOf(db, "activity", "dpsSport");
  rescueCentre = await typeIdOf(db, "entity_type", "rescueCentre");
  firstAidPost = await typeIdOf(db, "activity_type", "firstAidPost");
  training = await typeIdOf(db, "activity_type", "training");
});

/** The scope of a user acting under a role, as every route loads it. */
async function scopeOf(subject: string, role?: string) {
  const { db } = server.database;
  const access = await loadAccess(db, await findCurrentUser(db, subject), role);
  return access.scope;
}

const ended = { from: "2025-01-01T00:00:00Z", to: "2025-12-31T00:00:00Z" };
const future = { from: "2099-01-01T00:00:00Z" };

describe("the scope of the active authorization, by scope type (spec 01 §6)", () => {
  it("none: unrestricted, whatever privileges the role has", async () => {
    expect(await scopeOf("demo-admin")).toEqual({ type: "none" });
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    const held = await grantRole(db, user.profileId, "RH", "none");
    await addPrivilege(db, held, { entityId: paris15, activityId: publicEvent });
    expect(await scopeOf(user.subject)).toEqual({ type: "none" });
  });

  it("byItems: the pairs of the privileges by items valid today, and only those", async () => {
    expect(await scopeOf("demo-b")).toEqual({
      type: "byItems",
      pairs: expect.arrayContaining([
        { entityId: paris, activityId: publicEvent },
        { entityId: paris, activityId: sport },
      ]),
    });
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    const held = await grantRole(db, user.profileId, "D", "byItems");
    await addPrivilege(db, held, { entityId: paris15, activityId: publicEvent });
    await addPrivilege(db, held, { entityId: paris15, activityId: sport }, ended);
    await addPrivilege(db, held, { entityId: lyon7, activityId: course }, future);
    await addPrivilege(db, held, { entityTypeId: rescueCentre, activityTypeId: training });
    expect(await scopeOf(user.subject)).toEqual({
      type: "byItems",
      pairs: [{ entityId: paris15, activityId: publicEvent }],
    });
  });

  it("byTypes: the type pairs of the privileges by types valid today, and only those", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    const held = await grantRole(db, user.profileId, "A", "byTypes");
    await addPrivilege(db, held, { entityTypeId: rescueCentre, activityTypeId: firstAidPost });
    await addPrivilege(db, held, { entityTypeId: rescueCentre, activityTypeId: training }, ended);
    await addPrivilege(db, held, { entityId: lyon7, activityId: course });
    expect(await scopeOf(user.subject)).toEqual({
      type: "byTypes",
      pairs: [{ entityTypeId: rescueCentre, activityTypeId: firstAidPost }],
    });
  });

  it("byFunctions: the activities of the person's functions and of their privileges", async () => {
    // Emma PETIT (V), a first aider: the activities of her function, seeded with the demo.
    const demoV = await scopeOf("demo-v");
    expect(demoV.type).toBe("byFunctions");
    expect(demoV.type === "byFunctions" && demoV.activityIds).toContain(publicEvent);
    expect(demoV.type === "byFunctions" && demoV.activityIds).not.toContain(course);
    const { db } = server.database;
    const user = await insertUser(db, "volunteer");
    await db
      .insertInto("person_activity")
      .values([
        { person_id: user.personId, activity_id: sport },
        { person_id: user.personId, activity_id: publicEvent },
      ])
      .execute();
    const held = await grantRole(db, user.profileId, "V", "byFunctions");
    await addPrivilege(db, held, { entityId: lyon7, activityId: course });
    const shelter = await idOf(db, "activity", "shelter");
    await addPrivilege(db, held, { entityId: paris15, activityId: shelter }, ended);
    expect(await scopeOf(user.subject)).toEqual({
      type: "byFunctions",
      activityIds: [publicEvent, sport, course].sort((a, b) => a - b),
    });
  });

  it("follows the role header, and a role whose period has ended is not held", async () => {
    expect(await scopeOf("demo-a", "D")).toMatchObject({ type: "byItems" });
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    await grantRole(db, user.profileId, "D", "none", { from: "2025-01-01", to: "2025-12-31" });
    expect(await scopeOf(user.subject)).toEqual({ type: "byItems", pairs: [] });
  });
});

describe("searches under a scope by types", () => {
  it("find what lies at an entity and an activity of the pair's types, nothing else", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    const held = await grantRole(db, user.profileId, "A", "byTypes");
    await addPrivilege(db, held, { entityTypeId: rescueCentre, activityTypeId: firstAidPost });
    const title = `Types ${Date.now()}`;
    const centre = await insertActivity(db, { entityId: lyon7, activityId: sport, title });
    const section = await insertActivity(db, { entityId: paris, activityId: sport, title });
    const firstAidCourse = await insertActivity(db, {
      entityId: paris15,
      activityId: course,
      title,
    });
    const found = await server.call(user.subject, "POST", "OperationalActivity/search", {
      text: title,
      pageSize: 100,
    });
    expect(found.status).toBe(200);
    const ids = found.body.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([centre]);
    expect(ids).not.toContain(section);
    expect(ids).not.toContain(firstAidCourse);
    expect(
      await server.call(user.subject, "GET", `OperationalActivity/${firstAidCourse}`),
    ).toMatchObject({ status: 403, body: { category: "operationalActivity", code: "forbidden" } });
  });

  it("reach privileges by types of the same pair only", async () => {
    const { db } = server.database;
    const manager = await insertUser(db, "employee");
    const held = await grantRole(db, manager.profileId, "A", "byTypes");
    await addPrivilege(db, held, { entityTypeId: rescueCentre, activityTypeId: firstAidPost });
    const other = await insertUser(db, "employee");
    const otherHeld = await grantRole(db, other.profileId, "D", "byTypes");
    const same = await addPrivilege(db, otherHeld, {
      entityTypeId: rescueCentre,
      activityTypeId: firstAidPost,
    });
    const wider = await addPrivilege(db, otherHeld, {
      entityTypeId: rescueCentre,
      activityTypeId: training,
    });
    expect(await server.call(manager.subject, "GET", `UserProfileScope/${same}`)).toMatchObject({
      status: 200,
      body: { id: same, entityTypeId: rescueCentre, activityTypeId: firstAidPost },
    });
    expect(await server.call(manager.subject, "GET", `UserProfileScope/${wider}`)).toMatchObject({
      status: 403,
      body: { category: "userProfileScope", code: "forbidden" },
    });
  });
});
