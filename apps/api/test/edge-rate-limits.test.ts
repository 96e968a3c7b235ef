import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { originHeaders } from "./support/browser.js";
import { type EdgeServer, startEdgeServer } from "./support/edge-server.js";

const limit = 3;
let server: EdgeServer;

beforeAll(async () => {
  const perMinute = String(limit);
  server = await startEdgeServer({
    API_RATE_LIMIT: perMinute,
    SIGN_IN_RATE_LIMIT: perMinute,
    TOKEN_RATE_LIMIT: perMinute,
  });
});

afterAll(async () => {
  await server?.close();
});

/** Sends the same request `count` times from one address; the answers in order. */
async function repeat(
  count: number,
  request: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (let index = 0; index < count; index++) answers.push(await request());
  return answers;
}

/** Checks the refusal of a request over its limit: 429, the payload, and Retry-After. */
function expectTooMany(answer: LightMyRequestResponse | undefined) {
  expect(answer?.statusCode).toBe(429);
  const body = answer?.json() as { data: { retryAfterSeconds: number } };
  expect(body).toEqual({
    category: "request",
    code: "tooManyRequests",
    data: { retryAfterSeconds: expect.any(Number) },
  });
  expect(body.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect(answer?.headers["retry-after"]).toBe(String(body.data.retryAfterSeconds));
}

const signInPost = (remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: "POST",
    url: "/oidc/interaction/some-interaction/login",
    remoteAddress,
    headers: {
      ...originHeaders,
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    payload: "subject=demo-admin",
  });

describe("the limits of requests (decision 021)", () => {
  it("answer 429 with the payload and Retry-After past the sign-in posts of an address", async () => {
    const answers = await repeat(limit + 1, () => signInPost("203.0.113.1"));
    for (const answer of answers.slice(0, limit)) expect(answer.statusCode).toBe(400);
    expectTooMany(answers[limit]);
    // Another address signs in as before.
    expect((await signInPost("203.0.113.2")).statusCode).toBe(400);
  });

  it("count the caller's own address, whatever X-Forwarded-For claims without a proxy", async () => {
    let claimed = 0;
    const answers = await repeat(limit + 1, async () =>
      signInPost("203.0.113.3", { "x-forwarded-for": `198.51.100.${++claimed}` }),
    );
    expectTooMany(answers[limit]);
  });

  it("count an IPv6 caller by its /64, and an IPv4 address written as IPv6 as itself", async () => {
    let host = 0;
    const answers = await repeat(limit + 1, () => signInPost(`2001:db8:1:2::${++host}`));
    expectTooMany(answers[limit]);
    expect((await signInPost("2001:db8:1:3::1")).statusCode).toBe(400);

    await repeat(limit, () => signInPost("203.0.113.6"));
    expectTooMany(await signInPost("::ffff:203.0.113.6"));
  });

  it("answer 429 past the token requests of an address, however the path is spelt", async () => {
    // The provider's router reads each of these as its token endpoint.
    const spellings = ["/oidc/token", "/oidc/token/", "/oidc/TOKEN", "/oidc/Token?x=1"];
    const answers = await repeat(limit + 1, () =>
      server.app.inject({
        method: "POST",
        url: spellings.shift() ?? "/oidc/token",
        remoteAddress: "203.0.113.4",
        headers: { ...originHeaders, "content-type": "application/x-www-form-urlencoded" },
        payload: "grant_type=refresh_token&refresh_token=unknown&client_id=releve-planner",
      }),
    );
    for (const answer of answers.slice(0, limit)) expect(answer.statusCode).toBe(400);
    expectTooMany(answers[limit]);
  });

  it("answer 429 past the API calls of a token's subject, not of another's", async () => {
    const call = async (subject: string) =>
      server.app.inject({
        method: "GET",
        url: "/api/Monitoring/Version",
        headers: await server.authorization(subject),
      });
    const answers = await repeat(limit + 1, () => call("demo-b"));
    for (const answer of answers.slice(0, limit)) expect(answer.statusCode).toBe(200);
    expectTooMany(answers[limit]);
    expect((await call("demo-c")).statusCode).toBe(200);
  });

  it("count API calls without a valid token per address", async () => {
    const answers = await repeat(limit + 1, () =>
      server.app.inject({
        method: "GET",
        url: "/api/Monitoring/Version",
        remoteAddress: "203.0.113.5",
        headers: { authorization: "Bearer not-a-token" },
      }),
    );
    for (const answer of answers.slice(0, limit)) expect(answer.statusCode).toBe(401);
    expectTooMany(answers[limit]);
  });
});

describe("the configuration of the limits", () => {
  it("defaults to 1,200 API calls, 30 sign-ins and 60 token requests a minute", () => {
    expect(loadConfig({}).rateLimits).toEqual({ api: 1200, signIn: 30, token: 60 });
    expect(
      loadConfig({ API_RATE_LIMIT: "1200", SIGN_IN_RATE_LIMIT: "5", TOKEN_RATE_LIMIT: "10" })
        .rateLimits,
    ).toEqual({ api: 1200, signIn: 5, token: 10 });
    for (const value of ["0", "-1", "1.5", "many"]) {
      expect(() => loadConfig({ API_RATE_LIMIT: value })).toThrow(/API_RATE_LIMIT/);
    }
  });

  it("trusts X-Forwarded-For through the proxy that terminates TLS only, unless told", () => {
    expect(loadConfig({}).trustedProxyHops).toBe(0);
    const behindProxy = { TLS_OFFLOADED: "1", PUBLIC_URL: "https://releve.example.org" };
    expect(loadConfig(behindProxy).trustedProxyHops).toBe(1);
    expect(loadConfig({ ...behindProxy, TRUSTED_PROXY_HOPS: "2" }).trustedProxyHops).toBe(2);
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: "all" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
