import { createHash, randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, originHeaders } from "./support/browser.js";
import {
  type EdgeServer,
  plannerFiles,
  securityHeaderNames,
  startEdgeServer,
} from "./support/edge-server.js";

let local: EdgeServer;
let hosted: EdgeServer;

beforeAll(async () => {
  [local, hosted] = await Promise.all([
    startEdgeServer(),
    // As production is reached: a real host behind a proxy that terminates TLS.
    startEdgeServer({ PUBLIC_URL: "https://releve.example.org", TLS_OFFLOADED: "1" }),
  ]);
});

afterAll(async () => {
  await Promise.all([local?.close(), hosted?.close()]);
});

/** The sign-in page of a new authorization request, as the browser reaches it. */
async function signInPage(server: EdgeServer): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    client_id: "releve-planner",
    response_type: "code",
    redirect_uri: `${server.publicUrl}/`,
    scope: "openid profile releve.api",
    code_challenge: createHash("sha256").update(randomBytes(32)).digest("base64url"),
    code_challenge_method: "S256",
  });
  const browser = new Browser(server.app);
  const page = await browser.follow(await browser.get(`/oidc/auth?${query}`));
  expect(page.body).toContain("Se connecter à Relève");
  return page;
}

/** One answer of every kind the origin gives, by name. */
async function answers(server: EdgeServer): Promise<Record<string, LightMyRequestResponse>> {
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "GET", url, headers: { ...originHeaders, ...headers } });
  const signedIn = await server.authorization("demo-a");
  return {
    "the planner at /": await get("/"),
    "the planner at /home": await get("/home"),
    "an asset of the planner": await get(plannerFiles.asset.path),
    "a missing file": await get("/assets/missing-0000.js"),
    "appsettings.json": await get("/appsettings.json"),
    "an API call": await get("/api/Monitoring/Version", signedIn),
    "an API call without a token": await get("/api/Monitoring/Version"),
    "the API viewer": await get("/api-docs/"),
    "the OpenAPI document": await get("/api-docs/openapi.json"),
    "the provider's discovery": await get("/oidc/.well-known/openid-configuration"),
    "the provider's key set": await get("/oidc/jwks"),
    "the sign-in page": await signInPage(server),
    "a URL the router cannot decode": await get("/api/%zz"),
  };
}

describe("the security headers (decision 021)", () => {
  it("are on every answer of the origin: planner, files, API, viewer, provider, refusals", async () => {
    const all = await answers(local);
    expect(all["the planner at /"]?.body).toBe(plannerFiles.index);
    expect(all["an asset of the planner"]?.body).toBe(plannerFiles.asset.content);
    expect(all["an API call"]?.statusCode).toBe(200);
    expect(all["an API call without a token"]?.statusCode).toBe(401);
    expect(all["a missing file"]?.statusCode).toBe(404);
    const page = all["the planner at /"]?.headers ?? {};
    const policy = page["content-security-policy"];
    for (const [name, answer] of Object.entries(all)) {
      for (const header of securityHeaderNames) {
        expect(answer.headers[header], `${name}: ${header}`).toBe(page[header]);
      }
      expect(answer.headers["content-security-policy"], name).toBe(policy);
      expect(answer.headers["x-content-type-options"], name).toBe("nosniff");
      expect(answer.headers["referrer-policy"], name).toBe("same-origin");
      expect(answer.headers["x-frame-options"], name).toBe("SAMEORIGIN");
      expect(String(answer.headers["permissions-policy"]), name).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
    }
  });

  it("keep every API answer, a refusal included, out of every cache", async () => {
    const all = await answers(local);
    for (const name of ["an API call", "an API call without a token"]) {
      expect(all[name]?.headers["cache-control"], name).toBe("private, no-store");
    }
  });

  it("allow scripts from the origin's files only, and framing by the origin itself", async () => {
    const page = await local.app.inject({ method: "GET", url: "/home" });
    const directives = Object.fromEntries(
      String(page.headers["content-security-policy"])
        .split(";")
        .map((directive) => {
          const [name = "", ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
    );
    expect(directives["script-src"]).toEqual(["'self'"]);
    expect(directives["script-src-attr"]).toEqual(["'none'"]);
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["frame-ancestors"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["connect-src"]).toEqual(["'self'"]);
    expect(directives["upgrade-insecure-requests"]).toEqual([]);
  });

  it("tell browsers to keep to HTTPS on the public host, but not on localhost", async () => {
    for (const answer of Object.values(await answers(hosted))) {
      expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000");
    }
    const onLocalhost = await local.app.inject({ method: "GET", url: "/home" });
    expect(onLocalhost.headers).not.toHaveProperty("strict-transport-security");
  });
});

describe("the API viewer in production (decision 021)", () => {
  const production = {
    RELEVE_ENVIRONMENT: "production",
    OIDC_AUTHORITY: "https://login.microsoftonline.com/tenant/v2.0",
    OIDC_CLIENT_ID: "planner",
    OIDC_AUDIENCE: "api://releve",
    SMTP_URL: "smtp://127.0.0.1:2525",
  };

  it("is not served unless API_DOCS=on, and lets the external authority be called", async () => {
    const [hidden, shown] = await Promise.all([
      startEdgeServer(production, { provider: false }),
      startEdgeServer({ ...production, API_DOCS: "on" }, { provider: false }),
    ]);
    try {
      const document = (server: EdgeServer) =>
        server.app.inject({ method: "GET", url: "/api-docs/openapi.json" });
      const refused = await document(hidden);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ category: "unknown", code: "routeNotFound" });
      expect((await document(shown)).statusCode).toBe(200);
      const policy = String(refused.headers["content-security-policy"]);
      expect(policy).toContain("connect-src 'self' https://login.microsoftonline.com;");
      expect(policy).toContain("frame-src 'self' https://login.microsoftonline.com;");
    } finally {
      await Promise.all([hidden.close(), shown.close()]);
    }
  });
});
