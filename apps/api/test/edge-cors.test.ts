import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originHeaders } from "./support/browser.js";
import { type EdgeServer, startEdgeServer } from "./support/edge-server.js";
import { publicUrl } from "./support/server.js";

const sisterTool = "https://tool.example.org";
const foreignOrigins = ["https://evil.example", "null", "https://tool.example.org.evil.example"];

let server: EdgeServer;

beforeAll(async () => {
  server = await startEdgeServer({ CORS_ORIGINS: sisterTool });
});

afterAll(async () => {
  await server?.close();
});

type Method = "GET" | "POST" | "OPTIONS";

/** A request as a page of `origin` sends it; a preflight for OPTIONS. */
async function fromOrigin(
  method: Method,
  url: string,
  origin: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const preflight =
    method === "OPTIONS"
      ? {
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type",
        }
      : {};
  return server.app.inject({
    method,
    url,
    headers: { ...originHeaders, origin, ...preflight, ...headers },
  });
}

/** Every `Access-Control-*` header of an answer. */
const corsHeaders = (response: LightMyRequestResponse) =>
  Object.keys(response.headers).filter((name) => name.startsWith("access-control-"));

/** The provider's answers a page could read: metadata, keys, user info, token preflight. */
const providerRequests: [Method, string][] = [
  ["GET", "/oidc/.well-known/openid-configuration"],
  ["GET", "/oidc/jwks"],
  ["GET", "/oidc/me"],
  ["OPTIONS", "/oidc/token"],
  ["OPTIONS", "/oidc/me"],
  ["POST", "/oidc/token"],
];

describe("cross-origin calls (decision 021)", () => {
  it("let no foreign origin, nor null, read an API answer or pass a preflight", async () => {
    const signedIn = await server.authorization("demo-a");
    for (const origin of foreignOrigins) {
      const call = await fromOrigin("GET", "/api/Monitoring/Version", origin, signedIn);
      expect(call.statusCode, origin).toBe(200);
      expect(corsHeaders(call), origin).toEqual([]);
      expect(call.headers.vary, origin).toContain("Origin");
      const preflight = await fromOrigin("OPTIONS", "/api/UserProfile/Me", origin);
      expect(corsHeaders(preflight), origin).toEqual([]);
      expect(preflight.statusCode, origin).toBe(401);
    }
  });

  it("let the public origin and the configured ones call the API from a page", async () => {
    const signedIn = await server.authorization("demo-a");
    for (const origin of [publicUrl, sisterTool]) {
      const call = await fromOrigin("GET", "/api/Monitoring/Version", origin, signedIn);
      expect(call.statusCode).toBe(200);
      expect(call.headers["access-control-allow-origin"]).toBe(origin);
      expect(call.headers["access-control-expose-headers"]).toContain("retry-after");
      const preflight = await fromOrigin("OPTIONS", "/api/UserProfile/Me", origin);
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers).toMatchObject({
        "access-control-allow-origin": origin,
        "access-control-allow-methods": "GET, POST, PUT, DELETE",
        "access-control-allow-headers": "authorization, content-type, x-activerolecode",
      });
    }
  });

  it("let no foreign origin, nor null, read the provider's answers, preflights included", async () => {
    for (const origin of foreignOrigins) {
      for (const [method, url] of providerRequests) {
        const answer = await fromOrigin(method, url, origin);
        expect(corsHeaders(answer), `${origin} ${method} ${url}`).toEqual([]);
      }
    }
  });

  it("let a configured origin read the provider's metadata and pass the token preflight", async () => {
    const discovery = await fromOrigin("GET", "/oidc/.well-known/openid-configuration", sisterTool);
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers["access-control-allow-origin"]).toBe(sisterTool);
    const preflight = await fromOrigin("OPTIONS", "/oidc/token", sisterTool);
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(sisterTool);
  });

  it("refuse a token request sent from a foreign page, as the provider checks the origin", async () => {
    const refused = await fromOrigin("POST", "/oidc/token", "https://evil.example", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: "invalid_request" });
  });
});
