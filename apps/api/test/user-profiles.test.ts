import { roleCodes } from "@releve/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { demoPlaces } from "./support/fixtures.js";
import {
  addPrivilege,
  demoUser,
  grantRole,
  insertUser,
  placedUser,
  whileRoleIsGiven,
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

const inParis = () => ({ entityId: paris15, activityId: publicEvent });
const inLyon = () => ({ entityId: lyon7, activityId: course });

const securityChanges = (personId: number) =>
  server.database.db
    .selectFrom("security_change")
    .selectAll()
    .where("person_id", "=", personId)
    .orderBy("id")
    .execute();

describe("the signed-in user's own profile", () => {
  it("reads the language, active role, roles held, user type and person", async () => {
    const { personId } = await demoUser(server.database.db, "demo-a");
    const me = await server.call("demo-a", "GET", "UserProfile/Me");
    expect(me).toMatchObject({
      status: 200,
      body: {
        language: "fr",
        activeRoleCode: "A",
        lastSeenReleaseDate: null,
        roleCodes: ["A", "D"],
        userType: "manager",
        person: {
          id: personId,
          firstName: "Claire",
          lastName: "Martin",
          staffType: "employee",
          email: "claire.martin@releve.example",
        },
      },
    });
    const volunteer = await server.call("demo-v", "GET", "UserProfile/Me");
    expect(volunteer.body).toMatchObject({ roleCodes: ["V"], userType: "volunteer" });
  });

  it("sets the language, the last seen release date and an active role the user holds", async () => {
    const { db } = server.database;
    const user = await insertUser(db, "employee");
    await grantRole(db, user.profileId, "C", "byItems");
    await grantRole(db, user.profileId, "D", "byItems");
    const changed = await server.call(user.subject, "PUT", "UserProfile/Me", {
      language: "de",
      activeRoleCode: "D",
      lastSeenReleaseDate: "2027-03-01T09:30:00Z",
    });
    expect(changed).toMatchObject({
      status: 200,
      body: {
        language: "de",
        activeRoleCode: "D",
        lastSeenReleaseDate: "2027-03-01T10:30:00+01:00",
        roleCodes: ["C", "D"],
      },
    });
    // Without the role header, the API now acts under the chosen role.
    const authorization = await server.call(
      user.subject,
      "GET",
      "authorization/GetMyUserAuthorization",
    );
    expect(authorization.body.activeRoleCode).toBe("D");
    const partial = await server.call(user.subject, "PUT", "UserProfile/Me", {
      lastSeenReleaseDate: null,
    });
    expect(partial.body).toMatchObject({
      language: "de",
      activeRoleCode: "D",
      lastSeenReleaseDate: null,
    });
    const unchanged = await server.call(user.subject, "PUT", "UserProfile/Me", {});
    expect(unchanged.body).toMatchObject({ language: "de", activeRoleCode: "D" });
    const first = await server.call(user.subject, "PUT", "UserProfile/Me", {
      activeRoleCode: null,
    });
    expect(first.body.activeRoleCode).toBeNull();
  });

  it("refuses an active role the user does not hold with securityRole.forbidden", async () => {
    const refused = await server.call("demo-b", "PUT", "UserProfile/Me", { activeRoleCode: "A" });
    expect(refused).toMatchObject({
      status: 403,
      body: { category: "securityRole", code: "forbidden", data: { roleCode: "A", held: ["B"] } },
    });
    const me = await server.call("demo-b", "GET", "UserProfile/Me");
    expect(me.body.activeRoleCode).toBe("B");
  });

  it("keeps a last seen release date on the first and the last day the product handles", async () => {
    const user = await insertUser(server.database.db, "volunteer");
    for (const [sent, kept] of [
      ["1970-01-01T00:00:00Z", "1970-01-01T01:00:00+01:00"],
      ["9999-12-31T00:00:00Z", "9999-12-31T01:00:00+01:00"],
    ]) {
      expect(
        await server.call(user.subject, "PUT", "UserProfile/Me", { lastSeenReleaseDate: sent }),
      ).toMatchObject({ status: 200, body: { lastSeenReleaseDate: kept } });
    }
  });

  it("refuses a language or a date it does not know", async () => {
    for (const body of [
      { language: "it" },
      { activeRoleCode: "Z" },
      { lastSeenReleaseDate: "yesterday" },
      { lastSeenReleaseDate: "2027-02-30T10:00:00Z" },
      { lastSeenReleaseDate: "0000-01-01T00:00:00Z" },
      // Before the first day the product handles (decision 007), and after its last.
      { lastSeenReleaseDate: "1969-12-31T23:59:59Z" },
      { lastSeenReleaseDate: "1970-01-01T00:30:00+01:00" },
      { lastSeenReleaseDate: "1000-06-01T00:00:00Z" },
      { lastSeenReleaseDate: "9999-12-31T12:00:00Z" },
    ]) {
      expect(await server.call("demo-v", "PUT", "UserProfile/Me", body)).toMatchObject({
        status: 400,
        body: { category: "validation", code: "invalidRequest" },
      });
    }
  });
});

describe("the role table", () => {
  it("lists the roles with their access rights and which ones the active role may assign", async () => {
    const table = await server.call(manager, "GET", "Role");
    expect(table.status).toBe(200);
    expect(table.body.map((role: { code: string }) => role.code)).toEqual([...roleCodes]);
    const byCode = Object.fromEntries(
      table.body.map((role: { code: string }) => [role.code, role]),
    );
    expect(byCode.V).toMatchObject({
      scopeTypes: ["byFunctions"],
      assignable: true,
      accessRights: expect.arrayContaining([{ featureCode: "registration.self", mayWrite: true }]),
    });
    expect(byCode.A).toMatchObject({
      assignable: false,
      scopeTypes: ["none", "byTypes", "byItems"],
    });
    expect(
      table.body
        .filter((role: { assignable: boolean }) => role.assignable)
        .map((role: { code: string }) => role.code),
    ).toEqual(["BAPS", "C", "CAPS", "D", "S", "V"]);
  });

  it("shows C its rights without any role to assign, and refuses roles without security", async () => {
    const table = await server.call("demo-c", "GET", "Role");
    expect(table.body.some((role: { assignable: boolean }) => role.assignable)).toBe(false);
    expect(await server.call("demo-d", "GET", "Role")).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden", data: { feature: "security" } },
    });
  });
});

describe("assigning a role (spec 02 §6)", () => {
  const assign = (body: unknown, subject = manager) =>
    server.call(subject, "POST", "UserProfile/AssignRole", body);

  it("gives a volunteer of the scope the volunteer role, and records who did it", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "volunteer");
    const assigned = await assign({
      personId: user.personId,
      roleCode: "V",
      scopeType: "byFunctions",
      validFrom: "2026-01-15",
      validTo: null,
    });
    expect(assigned).toMatchObject({
      status: 200,
      body: {
        personId: user.personId,
        roleCode: "V",
        scopeType: "byFunctions",
        validFrom: "2026-01-15T00:00:00+01:00",
        validTo: null,
      },
    });
    const me = await server.call(user.subject, "GET", "UserProfile/Me");
    expect(me.body.roleCodes).toEqual(["D", "V"]);
    const { personId: by } = await demoUser(db, manager);
    expect(await securityChanges(user.personId)).toMatchObject([
      {
        subject: "userAuthorization",
        subject_id: assigned.body.id,
        role_code: "V",
        action: "assign",
        before: null,
        after: { scopeType: "byFunctions", validTo: null },
        changed_by: by,
      },
    ]);
  });

  it("changes the scope type and validity of a role already held", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "employee");
    const changed = await assign({
      personId: user.personId,
      roleCode: "D",
      scopeType: "byItems",
      validFrom: "2026-01-01",
      validTo: "2027-06-30",
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { id: user.authorizationId, validTo: "2027-07-01T00:00:00+02:00" },
    });
    expect(await securityChanges(user.personId)).toMatchObject([
      {
        action: "change",
        before: { validTo: null },
        after: { validTo: "2027-06-30T22:00:00.000Z" },
      },
    ]);
  });

  it("refuses a dialog breaking its rules with the findings", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "volunteer");
    const refused = await assign({
      personId: user.personId,
      roleCode: "V",
      scopeType: "byItems",
      validFrom: "2027-02-01",
      validTo: "2027-01-31",
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidForm" },
    });
    expect(refused.body.data.findings).toEqual([
      expect.objectContaining({ field: "scopeType", code: "scope.typeNotForRole" }),
      expect.objectContaining({ field: "validTo", code: "date.endBeforeStart" }),
    ]);
  });

  it("refuses a day beyond the years the product keeps", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "volunteer");
    const refused = await assign({
      personId: user.personId,
      roleCode: "V",
      scopeType: "byFunctions",
      validFrom: "2027-01-01",
      validTo: "9999-12-31",
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        category: "validation",
        code: "invalidForm",
        data: { findings: [expect.objectContaining({ field: "validTo", code: "date.invalid" })] },
      },
    });
  });

  it("refuses an unknown person, a person who may not sign in, and one outside the scope", async () => {
    const { db } = server.database;
    const body = { roleCode: "V", scopeType: "byFunctions", validFrom: "2027-01-01" };
    expect(await assign({ ...body, personId: 999999 })).toMatchObject({
      status: 404,
      body: { category: "person", code: "notFound", data: { id: 999999 } },
    });
    // No row has an id past PostgreSQL's integer: the form refuses it (decision 020).
    expect(await assign({ ...body, personId: 99_999_999_999 })).toMatchObject({
      status: 400,
      body: {
        category: "validation",
        code: "invalidForm",
        data: {
          findings: [expect.objectContaining({ field: "personId", code: "number.tooLarge" })],
        },
      },
    });
    const withoutProfile = await db
      .insertInto("person")
      .values({ first_name: "Sans", last_name: "Profil", staff_type: "volunteer" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await assign({ ...body, personId: withoutProfile.id })).toMatchObject({
      status: 404,
      body: { category: "userProfile", code: "notFound", data: { personId: withoutProfile.id } },
    });
    const outside = await placedUser(db, inLyon(), "volunteer");
    expect(await assign({ ...body, personId: outside.personId })).toMatchObject({
      status: 403,
      body: { category: "person", code: "forbidden" },
    });
  });

  it("refuses a role above the manager's, a wider scope type, and the wrong staff type", async () => {
    const { db } = server.database;
    const volunteer = await placedUser(db, inParis(), "volunteer");
    const employee = await placedUser(db, inParis(), "employee");
    const base = { validFrom: "2027-01-01", validTo: null };
    expect(
      await assign({ ...base, personId: volunteer.personId, roleCode: "A", scopeType: "byItems" }),
    ).toMatchObject({
      status: 403,
      body: {
        category: "securityRole",
        code: "forbidden",
        data: { roleCode: "A", assignable: ["BAPS", "C", "CAPS", "D", "S", "V"] },
      },
    });
    expect(
      await assign({ ...base, personId: volunteer.personId, roleCode: "D", scopeType: "none" }),
    ).toMatchObject({
      status: 403,
      body: { category: "scope", code: "forbidden", data: { scopeType: "none" } },
    });
    expect(
      await assign({
        ...base,
        personId: employee.personId,
        roleCode: "V",
        scopeType: "byFunctions",
      }),
    ).toMatchObject({
      status: 409,
      body: {
        category: "userProfile",
        code: "unexpectedUserStaffType",
        data: { roleCode: "V", staffType: "employee", expected: ["volunteer", "external"] },
      },
    });
    expect(await securityChanges(volunteer.personId)).toEqual([]);
  });

  it("changes a role held only as it could take it away: held scope type and privileges within reach", async () => {
    const { db } = server.database;
    const authorizationOf = (profileId: number, roleCode: "C" | "D") =>
      db
        .selectFrom("user_authorization")
        .select(["scope_type", "valid_from", "valid_to"])
        .where("user_profile_id", "=", profileId)
        .where("role_code", "=", roleCode)
        .executeTakeFirstOrThrow();
    const unrestricted = await placedUser(db, inParis(), "employee");
    await grantRole(db, unrestricted.profileId, "C", "none");
    const narrowing = {
      personId: unrestricted.personId,
      roleCode: "C",
      scopeType: "byItems",
      validFrom: "2027-01-01",
      validTo: "2027-06-30",
    };
    expect(await assign(narrowing)).toMatchObject({
      status: 403,
      body: { category: "scope", code: "forbidden", data: { scopeType: "none" } },
    });
    expect(await authorizationOf(unrestricted.profileId, "C")).toMatchObject({
      scope_type: "none",
      valid_to: null,
    });
    expect(await securityChanges(unrestricted.personId)).toEqual([]);
    expect(await assign(narrowing, "demo-admin")).toMatchObject({
      status: 200,
      body: { roleCode: "C", scopeType: "byItems" },
    });

    const twoRegions = await placedUser(db, inParis(), "employee");
    const outsideId = await addPrivilege(db, twoRegions.authorizationId, inLyon());
    const ending = {
      personId: twoRegions.personId,
      roleCode: "D",
      scopeType: "byItems",
      validFrom: "2026-01-01",
      validTo: "2026-12-31",
    };
    expect(await assign(ending)).toMatchObject({
      status: 403,
      body: { category: "userProfileScope", code: "forbidden", data: { id: outsideId } },
    });
    expect(await authorizationOf(twoRegions.profileId, "D")).toMatchObject({ valid_to: null });
    expect(await securityChanges(twoRegions.personId)).toEqual([]);
    expect(await assign(ending, "demo-admin")).toMatchObject({
      status: 200,
      body: { id: twoRegions.authorizationId, validTo: "2027-01-01T00:00:00+01:00" },
    });
  });

  it("guards a role another manager gives at the same moment as a role already held", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "employee");
    const answer = await whileRoleIsGiven(
      server.database,
      { profileId: user.profileId, roleCode: "C", scopeType: "none" },
      () =>
        assign({
          personId: user.personId,
          roleCode: "C",
          scopeType: "byItems",
          validFrom: "2027-01-01",
        }),
    );
    expect(answer).toMatchObject({
      status: 403,
      body: { category: "scope", code: "forbidden", data: { scopeType: "none" } },
    });
    const held = await db
      .selectFrom("user_authorization")
      .select("scope_type")
      .where("user_profile_id", "=", user.profileId)
      .where("role_code", "=", "C")
      .execute();
    expect(held).toEqual([{ scope_type: "none" }]);
  });

  it("lets BAPS give field staff roles only, and C none", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "employee");
    const body = { personId: user.personId, validFrom: "2027-01-01" };
    expect(
      await assign({ ...body, roleCode: "S", scopeType: "byFunctions" }, "demo-baps"),
    ).toMatchObject({ status: 200, body: { roleCode: "S" } });
    expect(
      await assign({ ...body, roleCode: "D", scopeType: "byItems" }, "demo-baps"),
    ).toMatchObject({ status: 403, body: { category: "securityRole", code: "forbidden" } });
    expect(
      await assign({ ...body, roleCode: "S", scopeType: "byFunctions" }, "demo-c"),
    ).toMatchObject({
      status: 403,
      body: {
        category: "authorization",
        code: "forbidden",
        data: { feature: "security.manage", write: true, role: "C" },
      },
    });
  });
});

describe("unassigning a role", () => {
  const unassign = (body: unknown, subject = manager) =>
    server.call(subject, "POST", "UserProfile/UnassignRole", body);

  it("takes the role and its privileges away, and the active role falls back", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "volunteer");
    const held = await grantRole(db, user.profileId, "V", "byFunctions");
    await addPrivilege(db, held, inParis());
    await db
      .updateTable("user_profile")
      .set({ active_role_code: "V" })
      .where("id", "=", user.profileId)
      .execute();
    expect(await unassign({ personId: user.personId, roleCode: "V" })).toMatchObject({
      status: 204,
    });
    const left = await db
      .selectFrom("user_authorization_scope")
      .select("id")
      .where("authorization_id", "=", held)
      .execute();
    expect(left).toEqual([]);
    const me = await server.call(user.subject, "GET", "UserProfile/Me");
    expect(me.body).toMatchObject({ activeRoleCode: null, roleCodes: ["D"] });
    expect(await securityChanges(user.personId)).toMatchObject([
      {
        subject: "userAuthorization",
        subject_id: held,
        action: "unassign",
        before: { scopeType: "byFunctions", privileges: 1 },
        after: null,
      },
    ]);
  });

  it("refuses a role the user does not hold, or the manager may not manage", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "volunteer");
    expect(await unassign({ personId: user.personId, roleCode: "V" })).toMatchObject({
      status: 404,
      body: {
        category: "securityRole",
        code: "notFound",
        data: { personId: user.personId, roleCode: "V" },
      },
    });
    await grantRole(db, user.profileId, "A", "byItems");
    expect(await unassign({ personId: user.personId, roleCode: "A" })).toMatchObject({
      status: 403,
      body: { category: "securityRole", code: "forbidden", data: { roleCode: "A" } },
    });
  });

  it("refuses a role held more widely than the manager's scope reaches", async () => {
    const { db } = server.database;
    const unrestricted = await placedUser(db, inParis(), "employee");
    await grantRole(db, unrestricted.profileId, "C", "none");
    expect(await unassign({ personId: unrestricted.personId, roleCode: "C" })).toMatchObject({
      status: 403,
      body: { category: "scope", code: "forbidden", data: { scopeType: "none" } },
    });
    const twoRegions = await placedUser(db, inParis(), "employee");
    const outsideId = await addPrivilege(db, twoRegions.authorizationId, inLyon());
    expect(await unassign({ personId: twoRegions.personId, roleCode: "D" })).toMatchObject({
      status: 403,
      body: { category: "userProfileScope", code: "forbidden", data: { id: outsideId } },
    });
    expect(
      await unassign({ personId: twoRegions.personId, roleCode: "D" }, "demo-admin"),
    ).toMatchObject({ status: 204 });
  });

  it("refuses unknown persons, persons outside the scope and malformed requests", async () => {
    const { db } = server.database;
    expect(await unassign({ personId: 999999, roleCode: "V" })).toMatchObject({
      status: 404,
      body: { category: "person", code: "notFound" },
    });
    const outside = await placedUser(db, inLyon(), "volunteer");
    expect(await unassign({ personId: outside.personId, roleCode: "D" })).toMatchObject({
      status: 403,
      body: { category: "person", code: "forbidden" },
    });
    expect(await unassign({ personId: outside.personId, roleCode: "Z" })).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
  });
});

describe("a person's roles (decision 051)", () => {
  const rolesOf = (personId: number, subject = manager) =>
    server.call(subject, "GET", `Person/${personId}/Roles`);

  it("lists every role held in the role table's order, its privileges and which ones may be managed", async () => {
    const { db } = server.database;
    const user = await placedUser(db, inParis(), "volunteer");
    await addPrivilege(db, user.authorizationId, inLyon());
    const volunteer = await grantRole(db, user.profileId, "V", "byFunctions", {
      from: "2026-01-01T00:00:00Z",
      to: "2026-06-30T22:00:00Z",
    });
    const above = await grantRole(db, user.profileId, "A", "byItems");
    const answer = await rolesOf(user.personId);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        person: { id: user.personId, lastName: user.lastName, staffType: "volunteer" },
        roles: [
          { id: above, roleCode: "A", privilegeCount: 0, manageable: false },
          // Its privilege at Lyon lies outside B's scope (Paris): B may not take it away.
          { id: user.authorizationId, roleCode: "D", privilegeCount: 2, manageable: false },
          {
            id: volunteer,
            roleCode: "V",
            scopeType: "byFunctions",
            validFrom: "2026-01-01T01:00:00+01:00",
            validTo: "2026-07-01T00:00:00+02:00",
            privilegeCount: 0,
            manageable: true,
          },
        ],
      },
    });
    const admin = await rolesOf(user.personId, "demo-admin");
    expect(admin.body.roles.map((role: { manageable: boolean }) => role.manageable)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("answers a person who may not sign in with no role", async () => {
    const { db } = server.database;
    const person = await db
      .insertInto("person")
      .values({ first_name: "Ana", last_name: "Sans Compte", staff_type: "volunteer" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await rolesOf(person.id, "demo-admin")).toMatchObject({
      status: 200,
      body: { person: { id: person.id, userProfileId: null }, roles: [] },
    });
  });

  it("refuses unknown persons, persons outside the scope, and roles without role management", async () => {
    const { db } = server.database;
    expect(await rolesOf(2_147_483_000)).toMatchObject({
      status: 404,
      body: { category: "person", code: "notFound" },
    });
    const lyon = await placedUser(db, inLyon(), "employee");
    expect(await rolesOf(lyon.personId)).toMatchObject({
      status: 403,
      body: { category: "person", code: "forbidden", data: { id: lyon.personId } },
    });
    const paris = await placedUser(db, inParis(), "employee");
    expect(await rolesOf(paris.personId, "demo-c")).toMatchObject({
      status: 403,
      body: { category: "authorization", code: "forbidden", data: { feature: "security.manage" } },
    });
    expect(await server.call(manager, "GET", "Person/1e3/Roles")).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidId" },
    });
  });
});
