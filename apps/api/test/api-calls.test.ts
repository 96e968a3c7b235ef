import {
  defaultAccessRights,
  featureCodes,
  type MyUserAuthorization,
  type RoleCode,
  roleCodes,
} from "@releve/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../src/api.js";
import { activities, entities } from "../src/db/seed/demo-organisation.js";
import { installErrorHandling } from "../src/http/errors.js";
import { createJobQueue } from "../src/jobs.js";
import { openTestDatabase, type TestDatabase } from "./support/database.js";
import {
  bearer,
  createSigningKey,
  publicUrl,
  type SigningKey,
  secretsOf,
  signToken,
  startTestServer,
  temporaryDirectory,
  testConfig,
  testVersion,
} from "./support/server.js";

interface Labelled {
  id: number;
  code: string;
  label: { fr: string; en: string; de: string };
}

let database: TestDatabase;
let data: Awaited<ReturnType<typeof temporaryDirectory>>;
let app: FastifyInstance;
let key: SigningKey;

beforeAll(async () => {
  [database, data, key] = await Promise.all([
    openTestDatabase(),
    temporaryDirectory(),
    createSigningKey(),
  ]);
  const config = testConfig(data.dir, { PAGES_UNDER_DEVELOPMENT: "planning, reports ,," });
  app = await startTestServer({ database, config, secrets: secretsOf(key) });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await data?.remove();
});

async function get<T>(url: string, subject = "demo-v", headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: "GET",
    url,
    headers: { ...bearer(await signToken({ key, subject })), ...headers },
  });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

const localized = { fr: expect.any(String), en: expect.any(String), de: expect.any(String) };

function expectLabelled(items: Labelled[]) {
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item).toMatchObject({ id: expect.any(Number), code: expect.any(String) });
    expect(item.label).toEqual(localized);
    expect(item.label.fr).not.toBe("");
  }
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  expect(items.map((item) => item.id)).toEqual(items.map((item) => item.id).sort((a, b) => a - b));
}

describe("GET /api/Monitoring/Version", () => {
  it("answers the version the server was built with", async () => {
    const { status, body } = await get("/api/Monitoring/Version");
    expect(status).toBe(200);
    expect(body).toEqual(testVersion);
  });
});

describe("GET /api/authorization/GetMyUserAuthorization", () => {
  it("gives a volunteer the rights of role V keyed by feature code", async () => {
    const { status, body } = await get<MyUserAuthorization>(
      "/api/authorization/GetMyUserAuthorization",
    );
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      firstName: "Emma",
      lastName: "Petit",
      staffType: "volunteer",
    });
    expect(body.activeRoleCode).toBe("V");
    expect(body.userProfileAuthorizations.map((a) => a.role.code)).toEqual(["V"]);
    expect(body.userProfileAuthorizations[0]?.accessRights["registration.self"]).toEqual({
      featureCode: "registration.self",
      mayWrite: true,
    });
  });

  it("gives Claire Martin her two authorizations A and D in role-table order, with scopes", async () => {
    const { status, body } = await get<MyUserAuthorization>(
      "/api/authorization/GetMyUserAuthorization",
      "demo-a",
    );
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      firstName: "Claire",
      lastName: "Martin",
      staffType: "employee",
    });
    expect(body.activeRoleCode).toBe("A");
    const [a, d] = body.userProfileAuthorizations;
    expect(body.userProfileAuthorizations).toHaveLength(2);
    expect(a?.role.code).toBe("A");
    expect(d?.role.code).toBe("D");

    const { body: allEntities } = await get<Labelled[]>("/api/Entities/GetAllEntities");
    const { body: allActivities } = await get<Labelled[]>("/api/Activities/GetAllActivities");
    const entityId = (code: string) => allEntities.find((entity) => entity.code === code)?.id;
    const everyActivityOf = (entity: string) =>
      allActivities
        .map((activity) => ({ entityId: entityId(entity), activityId: activity.id }))
        .sort((x, y) => x.activityId - y.activityId);
    expect(a?.scopes).toEqual(everyActivityOf("idf"));
    expect(d?.scopes).toEqual(everyActivityOf("aura"));
    expect(a?.scopes).toHaveLength(activities.length);
    for (const scope of [...(a?.scopes ?? []), ...(d?.scopes ?? [])]) {
      expect(Object.keys(scope).sort()).toEqual(["activityId", "entityId"]);
    }
  });

  it("gives each role exactly its default access rights", async () => {
    for (const code of roleCodes) {
      const { body } = await get<MyUserAuthorization>(
        "/api/authorization/GetMyUserAuthorization",
        `demo-${code.toLowerCase()}`,
      );
      const authorization = body.userProfileAuthorizations.find((a) => a.role.code === code);
      const expected = Object.fromEntries(
        Object.entries(defaultAccessRights[code]).map(([featureCode, right]) => [
          featureCode,
          { featureCode, mayWrite: right === "write" },
        ]),
      );
      expect(authorization?.accessRights, code).toEqual(expected);
      for (const featureCode of Object.keys(authorization?.accessRights ?? {})) {
        expect(featureCodes as readonly string[]).toContain(featureCode);
      }
    }
  });

  it("lists scopes entity by entity for a role scoped by items", async () => {
    const { body } = await get<MyUserAuthorization>(
      "/api/authorization/GetMyUserAuthorization",
      "demo-b",
    );
    const scopes = body.userProfileAuthorizations[0]?.scopes ?? [];
    expect(scopes).toHaveLength(3);
    expect(scopes).toEqual(
      [...scopes].sort((x, y) => x.entityId - y.entityId || x.activityId - y.activityId),
    );
  });

  it("leaves out an authorization whose validity period has ended", async () => {
    const profile = await database.db
      .selectFrom("user_profile")
      .select("id")
      .where("subject", "=", "demo-a")
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("user_authorization")
      .set({ valid_from: "2025-01-01T00:00:00Z", valid_to: "2025-12-31T00:00:00Z" })
      .where("user_profile_id", "=", profile.id)
      .where("role_code", "=", "D")
      .execute();
    try {
      const { body } = await get<MyUserAuthorization>(
        "/api/authorization/GetMyUserAuthorization",
        "demo-a",
      );
      expect(body.userProfileAuthorizations.map((a) => a.role.code)).toEqual(["A"]);
    } finally {
      await database.db
        .updateTable("user_authorization")
        .set({ valid_from: "2026-01-01T00:00:00Z", valid_to: null })
        .where("user_profile_id", "=", profile.id)
        .where("role_code", "=", "D")
        .execute();
    }
  });
});

describe("GET /api/Activities", () => {
  it("GetAllActivityTypes lists the types with a label in fr, en and de", async () => {
    const { status, body } = await get<Labelled[]>("/api/Activities/GetAllActivityTypes");
    expect(status).toBe(200);
    expectLabelled(body);
    expect(body.map((type) => type.code)).toEqual([
      "firstAidPost",
      "ambulanceTransport",
      "emergencyResponse",
      "socialAid",
      "training",
    ]);
    expect(body[0]?.label).toEqual({
      fr: "Postes de secours",
      en: "First-aid posts",
      de: "Sanitätsdienste",
    });
  });

  it("GetAllActivities lists activities, each of an existing type", async () => {
    const { body: types } = await get<Labelled[]>("/api/Activities/GetAllActivityTypes");
    const { status, body } = await get<(Labelled & { typeId: number })[]>(
      "/api/Activities/GetAllActivities",
    );
    expect(status).toBe(200);
    expectLabelled(body);
    expect(body).toHaveLength(activities.length);
    const typeIds = new Set(types.map((type) => type.id));
    for (const activity of body) {
      expect(Object.keys(activity).sort()).toEqual(["code", "id", "label", "typeId"]);
      expect(typeIds.has(activity.typeId), activity.code).toBe(true);
    }
    const byCode = new Map(types.map((type) => [type.code, type.id]));
    expect(body.find((activity) => activity.code === "urgentTransport")?.typeId).toBe(
      byCode.get("ambulanceTransport"),
    );
  });
});

describe("GET /api/Entities", () => {
  it("GetAllEntityTypes lists the types with a label in fr, en and de", async () => {
    const { status, body } = await get<Labelled[]>("/api/Entities/GetAllEntityTypes");
    expect(status).toBe(200);
    expectLabelled(body);
    expect(body.map((type) => type.code)).toEqual(["region", "section", "rescueCentre"]);
  });

  it("GetAllEntities lists entities whose parent exists or is null", async () => {
    const { body: types } = await get<Labelled[]>("/api/Entities/GetAllEntityTypes");
    const { status, body } = await get<(Labelled & { typeId: number; parentId: number | null })[]>(
      "/api/Entities/GetAllEntities",
    );
    expect(status).toBe(200);
    expectLabelled(body);
    expect(body).toHaveLength(entities.length);
    const ids = new Set(body.map((entity) => entity.id));
    const typeIds = new Set(types.map((type) => type.id));
    for (const entity of body) {
      expect(Object.keys(entity).sort()).toEqual(["code", "id", "label", "parentId", "typeId"]);
      expect(typeIds.has(entity.typeId), entity.code).toBe(true);
      if (entity.parentId !== null) expect(ids.has(entity.parentId), entity.code).toBe(true);
    }
    const byCode = new Map(body.map((entity) => [entity.code, entity]));
    expect(byCode.get("idf")?.parentId).toBeNull();
    expect(byCode.get("paris15")?.parentId).toBe(byCode.get("paris")?.id);
    expect(body.filter((entity) => entity.parentId === null).map((e) => e.code)).toEqual([
      "idf",
      "aura",
    ]);
  });
});

describe("unknown paths", () => {
  it("answer 404 routeNotFound under /api, with the method and the path", async () => {
    const { status, body } = await get("/api/Activities/GetNothing?x=1");
    expect(status).toBe(404);
    expect(body).toEqual({
      category: "unknown",
      code: "routeNotFound",
      data: { method: "GET", path: "/api/Activities/GetNothing?x=1" },
    });
  });

  it("answer 404 routeNotFound for another method on a known path", async () => {
    const response = await app.inject({
      method: "DELETE",
      url: "/api/Monitoring/Version",
      headers: bearer(await signToken({ key })),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      category: "unknown",
      code: "routeNotFound",
      data: { method: "DELETE", path: "/api/Monitoring/Version" },
    });
  });

  it("answer 404 routeNotFound outside /api without a token", async () => {
    const response = await app.inject({ method: "GET", url: "/nothing-here.json" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ category: "unknown", code: "routeNotFound" });
  });
});

describe("GET /appsettings.json", () => {
  it("gives the planner the API address, the environment and the sign-in settings", async () => {
    const response = await app.inject({ method: "GET", url: "/appsettings.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toEqual({
      apiBaseUrl: `${publicUrl}/api/`,
      environment: "local",
      timeZone: "Europe/Paris",
      pagesUnderDevelopment: ["planning", "reports"],
      clockOffsetMs: 0,
      auth: {
        clientId: "releve-planner",
        authority: `${publicUrl}/oidc`,
        knownAuthorities: ["localhost:8443"],
        protocolMode: "OIDC",
        scopes: ["releve.api"],
        redirectUri: `${publicUrl}/`,
        postLogoutRedirectUri: `${publicUrl}/`,
      },
    });
  });

  it("needs no token, nor does /health", async () => {
    expect((await app.inject({ method: "GET", url: "/appsettings.json" })).statusCode).toBe(200);
    const health = await app.inject({ method: "GET", url: "/health" });
    expect(health.json()).toEqual({ status: "ok" });
  });
});

describe("the x-activeRoleCode header", () => {
  it("does not break a call, whether known, unknown or repeated", async () => {
    const url = "/api/authorization/GetMyUserAuthorization";
    const plain = await get(url, "demo-a");
    for (const value of ["D", "Nope", "", "admin", "<script>"]) {
      const { status, body } = await get(url, "demo-a", { "x-activeRoleCode": value });
      expect(status, value).toBe(200);
      expect(body, value).toEqual(plain.body);
    }
    const { status } = await get("/api/Entities/GetAllEntities", "demo-v", {
      "x-activerolecode": "A",
    });
    expect(status).toBe(200);
  });

  it("sets request.activeRoleCode to a known role code only", async () => {
    const probe = Fastify();
    installErrorHandling(probe);
    await probe.register(
      async (api) => {
        await apiRoutes(api, {
          db: database.db,
          verifyToken: async () => ({ subject: "demo-a" }),
          version: testVersion,
          timeZone: "Europe/Paris",
          publicUrl: "https://localhost:8443",
          accessCacheSeconds: 0,
          // Never started: the probe makes no call that uses it.
          jobs: createJobQueue({
            config: testConfig(data.dir),
            database: database.queue,
            db: database.db,
            clock: () => new Date(),
            sender: undefined,
          }),
        });
        api.get("/probe", (request) => ({
          activeRoleCode: request.activeRoleCode ?? "(none)",
          personId: request.currentUser.user.personId,
        }));
      },
      { prefix: "/api" },
    );
    const seen = async (value?: string) => {
      const response = await probe.inject({
        method: "GET",
        url: "/api/probe",
        headers: {
          authorization: "Bearer anything",
          ...(value ? { "x-activeRoleCode": value } : {}),
        },
      });
      return (response.json() as { activeRoleCode: RoleCode | "(none)" }).activeRoleCode;
    };
    try {
      expect(await seen("D")).toBe("D");
      expect(await seen("BAPS")).toBe("BAPS");
      expect(await seen()).toBe("(none)");
      expect(await seen("Nope")).toBe("(none)");
      expect(await seen("admin")).toBe("(none)");
    } finally {
      await probe.close();
    }
  });
});
