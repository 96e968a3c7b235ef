import { beforeAll, describe, expect, it } from "vitest";
import { demoPlaces, idOf } from "./support/fixtures.js";
import {
  addPrivilege,
  demoUser,
  grantRole,
  insertUser,
  placedUser,
  typeIdOf,
  whileRoleIsGiven,
} from "./support/security-fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // B: Paris × first-aid posts (public events, sports) and street outreach
let paris15: number;
let lyon7: number;
let publicEvent: number;
let course: number;
let rescueCentre: number;
let firstAidPost: number;

beforeAll(async () => {
  const { db } = server.database;
  ({ paris15, lyon7, publicEvent, course } = await demoPlaces(db));
  rescueCentre = await typeIdOf(db, "entity_type", "rescueCentre");
  firstAidPost = await typeIdOf(db, "activity_type", "firstAidPost");
});

/** A privilege form: by items at Paris 15 × public events unless told. */
const form = (personId: number, values: Record<string, unknown> = {}) => ({
  personId,
  roleCode: "D",
  activityTypeId: null,
  activityId: publicEvent,
  entityTypeId: null,
  entityId: paris15,
  validFrom: "2026-01-01",
  validTo: "2027-12-31",
  ...values,
});

const create = (body: unknown, subject = manager) =>
  server.call(subject, "POST", "UserProfileScope", body);

const securityChanges = (subjectId: number) =>
  server.database.db
    .selectFrom("security_change")
    .selectAll()
    .where("subject", "=", "userProfileScope")
    .where("subject_id", "=", subjectId)
    .orderBy("id")
    .execute();

describe("creating a privilege", () => {
  it("gives the role with the privilege's scope type when the user does not hold it", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    const created = await create(form(user.personId));
    expect(created).toMatchObject({
      status: 201,
      body: {
        personId: user.personId,
        roleCode: "D",
        activityTypeId: firstAidPost,
        activityId: publicEvent,
        entityTypeId: rescueCentre,
        entityId: paris15,
        validFrom: "2026-01-01T00:00:00+01:00",
        validTo: "2028-01-01T00:00:00+01:00",
        firstName: "Alex",
        lastName: user.lastName,
        scopeType: "byItems",
      },
    });
    const rights = await server.call(user.subject, "GET", "authorization/GetMyUserAuthorization");
    expect(rights.body.userProfileAuthorizations).toMatchObject([
      { role: { code: "D" }, scopes: [{ entityId: paris15, activityId: publicEvent }] },
    ]);
    const { personId: by } = await demoUser(db, manager);
    expect(await securityChanges(created.body.id)).toMatchObject([
      {
        person_id: user.personId,
        role_code: "D",
        action: "create",
        before: null,
        after: { entityId: paris15, activityId: publicEvent },
        changed_by: by,
      },
    ]);
  });

  it("adds a privilege to a role held, and refuses the same scope twice", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "volunteer");
    const sport = await idOf(db, "activity", "dpsSport");
    const added = await create(form(user.personId, { activityId: sport }));
    expect(added).toMatchObject({ status: 201, body: { activityId: sport, scopeType: "byItems" } });
    const again = await create(form(user.personId, { activityId: sport }));
    expect(again).toMatchObject({
      status: 400,
      body: {
        category: "validation",
        code: "invalidForm",
        data: {
          findings: [expect.objectContaining({ field: "entityId", code: "value.duplicate" })],
        },
      },
    });
  });

  it("lets an unrestricted manager give a privilege by types, not a manager scoped by items", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    const byTypes = form(user.personId, {
      roleCode: "C",
      activityId: null,
      entityId: null,
      activityTypeId: firstAidPost,
      entityTypeId: rescueCentre,
    });
    expect(await create(byTypes)).toMatchObject({
      status: 403,
      body: {
        category: "scope",
        code: "forbidden",
        data: { scopeType: "byTypes", grantable: ["byItems", "byFunctions"] },
      },
    });
    const created = await create(byTypes, "demo-admin");
    expect(created).toMatchObject({
      status: 201,
      body: { scopeType: "byTypes", entityTypeId: rescueCentre, entityId: null },
    });
  });

  it("gives field staff a privilege naming nothing, placed where the person serves", async () => {
    const { db } = server.database;
    const volunteer = await insertUser(db, "volunteer");
    const nothing = form(volunteer.personId, { roleCode: "V", activityId: null, entityId: null });
    expect(await create(nothing)).toMatchObject({
      status: 403,
      body: { category: "scope", code: "forbidden", data: { kind: "nothing" } },
    });
    await db
      .insertInto("person_activity")
      .values({ person_id: volunteer.personId, activity_id: publicEvent })
      .execute();
    expect(await create(nothing)).toMatchObject({
      status: 201,
      body: { roleCode: "V", scopeType: "byFunctions", activityId: null, entityId: null },
    });
  });

  it("refuses a form breaking its rules, and a scope the role's type does not read", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    const missing = await create(form(user.personId, { activityId: null, validTo: "2025-12-31" }));
    expect(missing.status).toBe(400);
    expect(missing.body.data.findings).toEqual([
      expect.objectContaining({ field: "activityTypeId", code: "required" }),
      expect.objectContaining({ field: "validTo", code: "date.endBeforeStart" }),
    ]);
    const mixed = await create(form(user.personId, { entityId: null, entityTypeId: rescueCentre }));
    expect(mixed.body.data.findings).toEqual([
      expect.objectContaining({ field: "entityId", code: "scope.itemsOrTypes" }),
    ]);
    const types = await create(
      form(user.personId, {
        activityId: null,
        entityId: null,
        activityTypeId: firstAidPost,
        entityTypeId: rescueCentre,
      }),
    );
    expect(types.body.data.findings).toEqual([
      expect.objectContaining({
        field: "entityId",
        code: "scope.kindMismatch",
        params: { scopeType: "byItems" },
      }),
    ]);
    const ancient = await create(form(user.personId, { validFrom: "0999-12-31" }));
    expect(ancient.body.data.findings).toEqual([
      expect.objectContaining({
        field: "validFrom",
        code: "date.outOfRange",
        params: { min: "1970-01-01", max: "9999-12-31" },
      }),
    ]);
    const unknown = await create(form(user.personId, { entityId: 999999 }));
    expect(unknown.body.data.findings).toEqual([
      expect.objectContaining({ field: "entityId", code: "scope.unknownEntity" }),
    ]);
  });

  it("refuses an unknown person, a person who may not sign in, a role or place out of reach", async () => {
    const { db } = server.database;
    expect(await create(form(999999))).toMatchObject({
      status: 404,
      body: { category: "person", code: "notFound" },
    });
    const withoutProfile = await db
      .insertInto("person")
      .values({ first_name: "Sans", last_name: "Profil", staff_type: "employee" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await create(form(withoutProfile.id))).toMatchObject({
      status: 404,
      body: { category: "userProfile", code: "notFound" },
    });
    const user = await insertUser(db, "employee");
    expect(await create(form(user.personId, { roleCode: "A" }))).toMatchObject({
      status: 403,
      body: { category: "securityRole", code: "forbidden", data: { roleCode: "A" } },
    });
    expect(
      await create(form(user.personId, { entityId: lyon7, activityId: course })),
    ).toMatchObject({
      status: 403,
      body: { category: "scope", code: "forbidden", data: { entityId: lyon7, activityId: course } },
    });
    expect(await create(form(user.personId, { roleCode: "V" }))).toMatchObject({
      status: 409,
      body: { category: "userProfile", code: "unexpectedUserStaffType" },
    });
    expect(await create(form(user.personId), "demo-c")).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden", data: { feature: "security.manage" } },
    });
    const granted = await db
      .selectFrom("user_authorization")
      .select("id")
      .where("user_profile_id", "=", user.profileId)
      .execute();
    expect(granted).toEqual([]);
  });
});

describe("a privilege whose role another manager gives at the same moment", () => {
  it("is checked against the role as it is then held", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    const answer = await whileRoleIsGiven(
      server.database,
      { profileId: user.profileId, roleCode: "C", scopeType: "none" },
      () => create(form(user.personId, { roleCode: "C" })),
    );
    expect(answer).toMatchObject({
      status: 403,
      body: { category: "scope", code: "forbidden", data: { scopeType: "none" } },
    });
    const privileges = await db
      .selectFrom("user_authorization_scope")
      .innerJoin("user_authorization", "user_authorization.id", "authorization_id")
      .select("user_authorization_scope.id")
      .where("user_profile_id", "=", user.profileId)
      .execute();
    expect(privileges).toEqual([]);
  });
});

describe("reading and searching privileges", () => {
  it("reads a privilege of the scope, also as C who may only view", async () => {
    const { db } = server.database;
    const nanterre = await idOf(db, "entity", "nanterre");
    const urgent = await idOf(db, "activity", "urgentTransport");
    const user = await placedUser(db, { entityId: nanterre, activityId: urgent }, "employee");
    const read = await server.call("demo-c", "GET", `UserProfileScope/${user.privilegeId}`);
    expect(read).toMatchObject({
      status: 200,
      body: {
        id: user.privilegeId,
        personId: user.personId,
        roleCode: "D",
        entityId: nanterre,
        activityId: urgent,
        validFrom: "2026-01-01T01:00:00+01:00",
        validTo: null,
      },
    });
  });

  it("refuses an unknown privilege and one outside the scope", async () => {
    const { db } = server.database;
    expect(await server.call(manager, "GET", "UserProfileScope/999999")).toMatchObject({
      status: 404,
      body: { category: "userProfileScope", code: "notFound", data: { id: 999999 } },
    });
    const outside = await placedUser(db, { entityId: lyon7, activityId: course }, "employee");
    expect(
      await server.call(manager, "GET", `UserProfileScope/${outside.privilegeId}`),
    ).toMatchObject({
      status: 403,
      body: { category: "userProfileScope", code: "forbidden", data: { id: outside.privilegeId } },
    });
    expect(
      await server.call("demo-d", "GET", `UserProfileScope/${outside.privilegeId}`),
    ).toMatchObject({ status: 403, body: { category: "authorization", code: "forbidden" } });
  });

  it("lists the privileges of the scope by user, role, place and validity", async () => {
    const { db } = server.database;
    const tag = `Liste ${Date.now()}`;
    const user = await insertUser(db, "volunteer", { lastName: tag });
    const d = await grantRole(db, user.profileId, "D", "byItems");
    const v = await grantRole(db, user.profileId, "V", "byFunctions");
    const current = await addPrivilege(db, d, { entityId: paris15, activityId: publicEvent });
    const ended = await addPrivilege(
      db,
      v,
      { entityId: paris15, activityId: publicEvent },
      { from: "2025-01-01T00:00:00Z", to: "2025-06-01T00:00:00Z" },
    );
    const outside = await addPrivilege(db, d, { entityId: lyon7, activityId: course });
    const types = await addPrivilege(db, await grantRole(db, user.profileId, "C", "byTypes"), {
      entityTypeId: rescueCentre,
      activityTypeId: firstAidPost,
    });
    const nothing = await addPrivilege(db, v);
    const search = async (criteria: Record<string, unknown>, subject = manager) => {
      const found = await server.call(subject, "POST", "UserProfileScope/search", {
        text: tag,
        ...criteria,
      });
      expect(found.status).toBe(200);
      return found.body.items.map((item: { id: number }) => item.id);
    };
    // The privilege naming nothing is placed where its person is: Paris 15, by their privileges.
    expect(await search({})).toEqual(expect.arrayContaining([current, ended, nothing]));
    expect(await search({})).toHaveLength(3);
    expect(await search({}, "demo-admin")).toHaveLength(5);
    expect(await search({ roleCodes: ["V"] })).toEqual(expect.arrayContaining([ended, nothing]));
    expect(await search({ validAt: "2027-01-01T00:00:00+01:00" })).toEqual(
      expect.arrayContaining([current, nothing]),
    );
    expect(await search({ validAt: "2027-01-01T00:00:00+01:00" })).toHaveLength(2);
    expect(await search({ entityIds: [lyon7] }, "demo-admin")).toEqual([outside]);
    expect(
      await search({ personIds: [user.personId], activityIds: [course] }, "demo-admin"),
    ).toEqual([outside]);
    expect(
      await search({ sort: { field: "validFrom", direction: "asc" }, pageSize: 1 }, "demo-admin"),
    ).toEqual([ended]);
    expect(await search({ sort: { field: "roleCode", direction: "desc" } }, "demo-admin")).toEqual(
      expect.arrayContaining([types]),
    );
  });

  it("refuses malformed criteria", async () => {
    expect(
      await server.call(manager, "POST", "UserProfileScope/search", { roleCodes: ["Z"] }),
    ).toMatchObject({ status: 400, body: { category: "validation", code: "invalidRequest" } });
  });
});

describe("changing a privilege", () => {
  it("changes the period and the place, and records before and after", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    const paris19 = await idOf(db, "entity", "paris19");
    const changed = await server.call(
      manager,
      "PUT",
      `UserProfileScope/${user.privilegeId}`,
      form(user.personId, { entityId: paris19, validFrom: "2027-01-01", validTo: null }),
    );
    expect(changed).toMatchObject({
      status: 200,
      body: {
        id: user.privilegeId,
        entityId: paris19,
        validFrom: "2027-01-01T00:00:00+01:00",
        validTo: null,
      },
    });
    expect(await securityChanges(user.privilegeId)).toMatchObject([
      {
        action: "update",
        before: { entityId: paris15, validFrom: null },
        after: { entityId: paris19, validFrom: "2026-12-31T23:00:00.000Z" },
      },
    ]);
  });

  it("moves a privilege to another role, given first when not held", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    const moved = await server.call(
      manager,
      "PUT",
      `UserProfileScope/${user.privilegeId}`,
      form(user.personId, { roleCode: "C" }),
    );
    expect(moved).toMatchObject({ status: 200, body: { roleCode: "C", scopeType: "byItems" } });
  });

  it("refuses an unknown privilege, one out of reach, one of a role above, a broken form", async () => {
    const { db } = server.database;
    const put = (id: number, body: unknown) =>
      server.call(manager, "PUT", `UserProfileScope/${id}`, body);
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    expect(await put(999999, form(user.personId))).toMatchObject({
      status: 404,
      body: { category: "userProfileScope", code: "notFound" },
    });
    const outside = await placedUser(db, { entityId: lyon7, activityId: course }, "employee");
    expect(await put(outside.privilegeId, form(outside.personId))).toMatchObject({
      status: 403,
      body: { category: "userProfileScope", code: "forbidden" },
    });
    const coordinator = await grantRole(db, user.profileId, "A", "byItems");
    const above = await addPrivilege(db, coordinator, {
      entityId: paris15,
      activityId: publicEvent,
    });
    expect(await put(above, form(user.personId))).toMatchObject({
      status: 403,
      body: { category: "securityRole", code: "forbidden", data: { roleCode: "A" } },
    });
    expect(await put(user.privilegeId, form(user.personId, { validFrom: "" }))).toMatchObject({
      status: 400,
      body: {
        category: "validation",
        code: "invalidForm",
        data: { findings: [expect.objectContaining({ field: "validFrom", code: "required" })] },
      },
    });
  });
});

describe("a privilege of a role held more widely than the manager may grant", () => {
  it("is neither changed nor deleted, only by a manager who may grant that scope type", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    const unrestricted = await grantRole(db, user.profileId, "C", "none");
    const privilegeId = await addPrivilege(db, unrestricted, {
      entityId: paris15,
      activityId: publicEvent,
    });
    const wider = {
      status: 403,
      body: {
        category: "scope",
        code: "forbidden",
        data: { scopeType: "none", grantable: ["byItems", "byFunctions"] },
      },
    };
    const change = (subject: string) =>
      server.call(
        subject,
        "PUT",
        `UserProfileScope/${privilegeId}`,
        form(user.personId, { roleCode: "C", validTo: "2026-12-31" }),
      );
    expect(await change(manager)).toMatchObject(wider);
    expect(await server.call(manager, "DELETE", `UserProfileScope/${privilegeId}`)).toMatchObject(
      wider,
    );
    const kept = await db
      .selectFrom("user_authorization_scope")
      .select(["authorization_id", "valid_to"])
      .where("id", "=", privilegeId)
      .executeTakeFirst();
    expect(kept).toEqual({ authorization_id: unrestricted, valid_to: null });
    expect(await securityChanges(privilegeId)).toEqual([]);

    expect(await change("demo-admin")).toMatchObject({
      status: 200,
      body: { id: privilegeId, roleCode: "C", scopeType: "none" },
    });
    expect(
      await server.call("demo-admin", "DELETE", `UserProfileScope/${privilegeId}`),
    ).toMatchObject({ status: 204 });
    expect(await securityChanges(privilegeId)).toMatchObject([
      { action: "update" },
      { action: "delete" },
    ]);
  });
});

describe("deleting a privilege", () => {
  it("deletes it and records it; the role stays held", async () => {
    const { db } = server.database;
    const user = await placedUser(db, { entityId: paris15, activityId: publicEvent }, "employee");
    expect(
      await server.call(manager, "DELETE", `UserProfileScope/${user.privilegeId}`),
    ).toMatchObject({ status: 204 });
    expect(await securityChanges(user.privilegeId)).toMatchObject([
      { action: "delete", before: { entityId: paris15 }, after: null },
    ]);
    const me = await server.call(user.subject, "GET", "UserProfile/Me");
    expect(me.body.roleCodes).toEqual(["D"]);
    expect(
      await server.call(manager, "DELETE", `UserProfileScope/${user.privilegeId}`),
    ).toMatchObject({ status: 404, body: { category: "userProfileScope", code: "notFound" } });
  });

  it("refuses one out of reach and one of a role above the manager's", async () => {
    const { db } = server.database;
    const outside = await placedUser(db, { entityId: lyon7, activityId: course }, "employee");
    expect(
      await server.call(manager, "DELETE", `UserProfileScope/${outside.privilegeId}`),
    ).toMatchObject({ status: 403, body: { category: "userProfileScope", code: "forbidden" } });
    const user = await insertUser(db, "employee");
    const above = await addPrivilege(db, await grantRole(db, user.profileId, "B", "byItems"), {
      entityId: paris15,
      activityId: publicEvent,
    });
    expect(await server.call(manager, "DELETE", `UserProfileScope/${above}`)).toMatchObject({
      status: 403,
      body: { category: "securityRole", code: "forbidden", data: { roleCode: "B" } },
    });
    expect(await server.call("demo-caps", "DELETE", `UserProfileScope/${above}`)).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden" },
    });
  });
});
