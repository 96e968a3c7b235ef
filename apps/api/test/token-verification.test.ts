import { roleCodes } from "@releve/domain";
import type { FastifyInstance } from "fastify";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase } from "./support/database.js";
import {
  audience,
  bearer,
  createSigningKey,
  issuer,
  type SigningKey,
  secretsOf,
  signToken,
  startTestServer,
  type TokenOptions,
  temporaryDirectory,
  testConfig,
} from "./support/server.js";

const path = "/api/authorization/GetMyUserAuthorization";

let database: TestDatabase;
let data: Awaited<ReturnType<typeof temporaryDirectory>>;
let app: FastifyInstance;
let key: SigningKey;

beforeAll(async () => {
  [database, data, key] = await Promise.all([
    openTestDatabase(),
    temporaryDirectory(),
    createSigningKey("local-key-1"),
  ]);
  app = await startTestServer({ database, config: testConfig(data.dir), secrets: secretsOf(key) });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await data?.remove();
});

async function callWith(headers: Record<string, string>) {
  const response = await app.inject({ method: "GET", url: path, headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const callWithToken = async (options: Partial<TokenOptions> = {}) =>
  callWith(bearer(await signToken({ key, ...options })));

const invalidToken = {
  category: "authentication",
  code: "invalidToken",
  data: expect.any(Object),
};

describe("a valid access token", () => {
  it("is accepted and answers the signed-in user's authorization", async () => {
    const { status, body } = await callWithToken({ subject: "demo-v" });
    expect(status).toBe(200);
    expect(body.user).toEqual({
      personId: expect.any(Number),
      personIdCentralDb: "RC-000109",
      staffType: "volunteer",
      firstName: "Emma",
      lastName: "Petit",
    });
    expect(body.activeRoleCode).toBe("V");
    expect(body.userProfileAuthorizations).toEqual([
      {
        role: { code: "V" },
        scopeType: "byFunctions",
        accessRights: {
          availability: { featureCode: "availability", mayWrite: true },
          meansOfIntervention: { featureCode: "meansOfIntervention", mayWrite: false },
          operationalActivity: { featureCode: "operationalActivity", mayWrite: false },
          registration: { featureCode: "registration", mayWrite: true },
          "registration.self": { featureCode: "registration.self", mayWrite: true },
        },
        scopes: [],
      },
    ]);
  });

  it("is accepted with the scheme in any case and extra spaces", async () => {
    const token = await signToken({ key });
    expect((await callWith({ authorization: `bearer   ${token}` })).status).toBe(200);
  });

  it("is accepted when it expired within the 30 s clock tolerance", async () => {
    expect((await callWithToken({ expiresIn: -10 })).status).toBe(200);
  });

  it("is accepted with the API among several audiences", async () => {
    expect((await callWithToken({ audience: ["urn:other", audience] })).status).toBe(200);
  });

  it("opens every call of the API", async () => {
    const headers = bearer(await signToken({ key }));
    for (const url of [
      "/api/Monitoring/Version",
      "/api/Activities/GetAllActivityTypes",
      "/api/Activities/GetAllActivities",
      "/api/Entities/GetAllEntityTypes",
      "/api/Entities/GetAllEntities",
    ]) {
      const response = await app.inject({ method: "GET", url, headers });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe("a token signed by another key", () => {
  it("is refused as invalidToken when the other key has the same kid", async () => {
    const impostor = await createSigningKey(key.kid);
    const { status, body } = await callWithToken({ key: impostor });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
    expect(body.data).toEqual({ reason: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" });
  });

  it("is refused as invalidToken when the other key has another kid", async () => {
    const impostor = await createSigningKey("someone-elses-key");
    const { status, body } = await callWithToken({ key: impostor });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
    expect(body.data).toEqual({ reason: "ERR_JWKS_NO_MATCHING_KEY" });
  });

  it("is refused when the token names our kid but is signed by another key", async () => {
    const impostor = await createSigningKey("someone-elses-key");
    const { status, body } = await callWithToken({ key: impostor, kid: key.kid });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused when it is not signed at all (alg none)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = new UnsecuredJWT({ scope: "releve.api" })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject("demo-v")
      .setExpirationTime(now + 600)
      .encode();
    const { status, body } = await callWith(bearer(token));
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused when it is signed with a shared secret (HS256)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid: key.kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject("demo-v")
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode("a-shared-secret-of-at-least-32-bytes!"));
    const { status, body } = await callWith(bearer(token));
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused when its payload was altered after signing", async () => {
    const token = await signToken({ key, subject: "demo-v" });
    const [header, , signature] = token.split(".");
    const payload = Buffer.from(
      JSON.stringify({
        iss: issuer,
        aud: audience,
        sub: "demo-admin",
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString("base64url");
    const { status, body } = await callWith(bearer(`${header}.${payload}.${signature}`));
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });
});

describe("an expired token", () => {
  it("is refused as expiredToken, with no data", async () => {
    const { status, body } = await callWithToken({ expiresIn: -120 });
    expect(status).toBe(401);
    expect(body).toEqual({ category: "authentication", code: "expiredToken", data: {} });
  });

  it("is refused even when it was signed by the right key for a known user", async () => {
    const { status } = await callWithToken({ subject: "demo-admin", expiresIn: -3600 });
    expect(status).toBe(401);
  });
});

describe("a token verified before", () => {
  it("is refused once it has expired, though its signature was checked already", async () => {
    const headers = bearer(await signToken({ key, expiresIn: 60 }));
    expect((await callWith(headers)).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 60_000 + 31_000);
      expect(await callWith(headers)).toMatchObject({
        status: 401,
        body: { category: "authentication", code: "expiredToken" },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a token meant for something else", () => {
  it("is refused as invalidToken when it is for another audience", async () => {
    const { status, body } = await callWithToken({ audience: "urn:another:api" });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
    expect(body.data).toEqual({ reason: "ERR_JWT_CLAIM_VALIDATION_FAILED" });
  });

  it("is refused as invalidToken when it comes from another issuer", async () => {
    const { status, body } = await callWithToken({ issuer: "https://login.example.org/oidc" });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused when the issuer differs only by a trailing slash", async () => {
    const { status } = await callWithToken({ issuer: `${issuer}/` });
    expect(status).toBe(401);
  });

  it("is refused when its typ is JWT instead of at+jwt", async () => {
    const { status, body } = await callWithToken({ typ: "JWT" });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused when it has no typ header", async () => {
    const { status, body } = await callWithToken({ typ: null });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused when it is an id token (typ JWT, audience the planner)", async () => {
    const { status, body } = await callWithToken({
      typ: "JWT",
      audience: "releve-planner",
      claims: { nonce: "n-0S6_WzA2Mj", given_name: "Emma", family_name: "Petit" },
    });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused when it has no expiry", async () => {
    const { status, body } = await callWithToken({ expiresIn: null });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused when it is not valid before a future time", async () => {
    const { status, body } = await callWithToken({
      claims: { nbf: Math.floor(Date.now() / 1000) + 600 },
    });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is refused as invalidToken when its subject is empty", async () => {
    const { status, body } = await callWithToken({ subject: "" });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });
});

describe("the Authorization header", () => {
  const missingToken = { category: "authentication", code: "missingToken", data: {} };

  it("is required: no header is refused as missingToken", async () => {
    const { status, body } = await callWith({});
    expect(status).toBe(401);
    expect(body).toEqual(missingToken);
  });

  it.each([
    ["another scheme", "Basic ZGVtby12OnNlY3JldA=="],
    ["the scheme alone", "Bearer"],
    ["the scheme and a blank", "Bearer   "],
    ["two tokens", "Bearer one two"],
    ["a token without scheme", "eyJhbGciOiJSUzI1NiJ9.e30.c2ln"],
  ])("is refused as missingToken when it holds %s", async (_case, authorization) => {
    const { status, body } = await callWith({ authorization });
    expect(status).toBe(401);
    expect(body).toEqual(missingToken);
  });

  it("is refused as invalidToken when the bearer token is not a JWT", async () => {
    const { status, body } = await callWith({ authorization: "Bearer not-a-jwt" });
    expect(status).toBe(401);
    expect(body).toEqual(invalidToken);
  });

  it("is checked on every call of the API", async () => {
    for (const url of ["/api/Monitoring/Version", "/api/Entities/GetAllEntities"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual(missingToken);
    }
  });
});

describe("a valid token of someone Relève does not know", () => {
  it("is refused with 403 authorization.unknownUser", async () => {
    const { status, body } = await callWithToken({ subject: "someone-unknown" });
    expect(status).toBe(403);
    expect(body).toEqual({ category: "authorization", code: "unknownUser", data: {} });
  });

  it("is refused when the subject matches a demo user only by case", async () => {
    const { status, body } = await callWithToken({ subject: "DEMO-V" });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: "unknownUser" });
  });
});

describe("the demo subjects", () => {
  it("are each accepted, with their first role active", async () => {
    const subjects = roleCodes.map((code) => `demo-${code.toLowerCase()}`);
    const active = await Promise.all(
      subjects.map(async (subject) => (await callWithToken({ subject })).body.activeRoleCode),
    );
    expect(active).toEqual([...roleCodes]);
  });
});
