import { Agent, request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originHeaders } from "./support/browser.js";
import {
  type EdgeServer,
  securityHeaderNames,
  startEdgeServer,
  within,
} from "./support/edge-server.js";
import { demoPlaces, insertActivity } from "./support/fixtures.js";

let server: EdgeServer;

beforeAll(async () => {
  server = await startEdgeServer();
});

afterAll(async () => {
  await server?.close();
});

/** The error payload of an answer, checked to be exactly `{ category, code, data }`. */
function refusal(answer: LightMyRequestResponse) {
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const body = answer.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["category", "code", "data"]);
  return body;
}

/** Sends a raw body to an API call as the administrator. */
async function send(
  method: "PUT" | "POST",
  url: string,
  payload: string,
  contentType = "application/json",
) {
  return server.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(await server.authorization("demo-admin")), "content-type": contentType },
    payload,
  });
}

describe("an unknown path under /api (decision 021)", () => {
  it("answers 401 without a valid token, whatever the method, before routing", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE"] as const) {
      for (const url of ["/api/NoSuchCall", "/api/Admin/ListEverything/12"]) {
        const missing = await server.app.inject({ method, url });
        expect(missing.statusCode, `${method} ${url}`).toBe(401);
        expect(refusal(missing)).toEqual({
          category: "authentication",
          code: "missingToken",
          data: {},
        });
        const invalid = await server.app.inject({
          method,
          url,
          headers: { authorization: "Bearer forged" },
        });
        expect(refusal(invalid)).toMatchObject({ code: "invalidToken" });
      }
    }
  });

  it("answers 404 routeNotFound to a signed-in caller", async () => {
    const headers = await server.authorization("demo-v");
    for (const method of ["GET", "POST"] as const) {
      const answer = await server.app.inject({ method, url: "/api/NoSuchCall", headers });
      expect(answer.statusCode).toBe(404);
      expect(refusal(answer)).toMatchObject({ category: "unknown", code: "routeNotFound" });
    }
  });
});

describe("bodies an API call cannot use (decision 021)", () => {
  const objectCalls = [
    ["PUT", "UserProfile/Me"],
    ["POST", "Registration/Conflicts"],
    ["POST", "OperationalActivity"],
  ] as const;

  it("refuses JSON that is not an object where the call reads one", async () => {
    for (const [method, url] of objectCalls) {
      for (const payload of ["[]", "null", "42", '"text"', "true", "[{}]"]) {
        const answer = await send(method, url, payload);
        expect(answer.statusCode, `${method} ${url} ${payload}`).toBe(400);
        expect(refusal(answer)).toEqual({
          category: "validation",
          code: "invalidRequest",
          data: { reason: "objectExpected" },
        });
      }
    }
  });

  it("refuses malformed JSON, NUL characters and lone surrogates, with a reason", async () => {
    const cases = [
      ['{"languageCode": "fr"', "malformedJson"],
      ['{"languageCode": "fr\\u0000"}', "nulCharacter"],
      ['{"languageCode": "\\ud800"}', "loneSurrogate"],
      ['{"languageCode": "a\\udc00b"}', "loneSurrogate"],
      ['{"\\ud800": "fr"}', "loneSurrogate"],
    ] as const;
    for (const [payload, reason] of cases) {
      const answer = await send("PUT", "UserProfile/Me", payload);
      expect(answer.statusCode, payload).toBe(400);
      expect(refusal(answer)).toEqual({
        category: "validation",
        code: "invalidRequest",
        data: { reason },
      });
    }
    // A well-formed pair of surrogates is an ordinary character: read, then refused by the
    // schema as any other unknown language would be.
    const pair = await send("PUT", "UserProfile/Me", '{"language": "\\ud83d\\ude91"}');
    expect(pair.statusCode).toBe(400);
    expect(refusal(pair)).toMatchObject({
      code: "invalidRequest",
      data: { issues: [{ path: "language" }] },
    });
  });

  it("refuses a body over the limit with 413 request.payloadTooLarge and the limit", async () => {
    const answer = await send("PUT", "UserProfile/Me", `"${"x".repeat(1024 * 1024 + 1)}"`);
    expect(answer.statusCode).toBe(413);
    expect(refusal(answer)).toEqual({
      category: "request",
      code: "payloadTooLarge",
      data: { limitBytes: 1024 * 1024 },
    });
  });

  it("refuses a body of a type the API does not read with 415", async () => {
    const answer = await send("PUT", "UserProfile/Me", "languageCode=fr", "text/plain");
    expect(answer.statusCode).toBe(415);
    expect(refusal(answer)).toEqual({
      category: "validation",
      code: "invalidRequest",
      data: { reason: "unsupportedMediaType" },
    });
  });

  it("refuses a URL the router cannot decode with the payload", async () => {
    for (const url of ["/api/%zz", "/oidc/%E0%A4%A", "/%c0"]) {
      const answer = await server.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(400);
      expect(refusal(answer)).toEqual({
        category: "validation",
        code: "invalidRequest",
        data: { reason: "badUrl" },
      });
    }
  });
});

describe("the local provider's sign-in form (decision 021)", () => {
  it("answers at once, without its cookie or for an unknown interaction", async () => {
    for (const [method, url] of [
      ["POST", "/oidc/interaction/unknown-interaction/login"],
      ["GET", "/oidc/interaction/unknown-interaction"],
    ] as const) {
      const answer = await within(
        5000,
        server.app.inject({
          method,
          url,
          headers: { ...originHeaders, "content-type": "application/x-www-form-urlencoded" },
          ...(method === "POST" ? { payload: "subject=demo-admin" } : {}),
        }),
        `${method} ${url}`,
      );
      expect(answer.statusCode).toBe(400);
      expect(refusal(answer)).toEqual({
        category: "validation",
        code: "invalidRequest",
        data: { reason: "interactionNotFound" },
      });
    }
  });
});

/**
 * The raw answer to a request head written by hand on a new connection (the target and headers
 * as given, below what an HTTP client would normalise): status, headers and body.
 */
async function rawExchange(
  target: string,
  extraHeaders = "",
): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  const base = new URL(await server.listen());
  const answer = await within(
    5000,
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(base.port), base.hostname);
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
      socket.on("error", reject);
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`,
      );
    }),
    target,
  );
  const [head = "", ...body] = answer.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(":")).toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.join("\r\n\r\n") };
}

describe("an API path spelled otherwise (decision 021)", () => {
  it("is gated as the API: 401 without a token, an absolute target or escaped letters alike", async () => {
    for (const target of [
      "http://localhost/api/NoSuchCall",
      "/%61pi/NoSuchCall",
      "/api/NoSuch%43all",
    ]) {
      const answer = await rawExchange(target);
      expect(answer.status, target).toBe(401);
      expect(answer.body, target).toMatch(/"code":"missingToken"/);
    }
  });
});

describe("refusals below Fastify (decision 021)", () => {
  it("answers headers too large with 431 request.headersTooLarge and the security headers", async () => {
    const answer = await rawExchange("/health", `X-Big: ${"x".repeat(64 * 1024)}\r\n`);
    expect(answer.status).toBe(431);
    const page = (await server.app.inject({ method: "GET", url: "/" })).headers;
    for (const name of securityHeaderNames) expect(answer.headers.get(name), name).toBe(page[name]);
    expect(JSON.parse(answer.body)).toEqual({
      category: "request",
      code: "headersTooLarge",
      data: {},
    });
  });
});

/** A request over a real connection of `agent`; the answer's status and body. */
function exchange(
  agent: Agent,
  url: URL,
  options: { method: string; headers?: Record<string, string>; body?: Buffer[] },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { agent, method: options.method, headers: options.headers });
    sent.on("response", (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    // The server may close the connection before the whole upload is sent: the answer counts.
    sent.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    for (const chunk of options.body ?? []) sent.write(chunk);
    sent.end();
  });
}

describe("an upload refused while it streams in (decision 021)", () => {
  it("leaves the kept-alive connection able to answer the next request", async () => {
    const { paris15, publicEvent } = await demoPlaces(server.database.db);
    const activityId = await insertActivity(server.database.db, {
      entityId: paris15,
      activityId: publicEvent,
    });
    const base = await server.listen();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await within(
        10_000,
        exchange(agent, new URL("/health", base), { method: "GET" }),
        "first request",
      );
      expect(first.status).toBe(200);
      const boundary = "edge-boundary";
      const megabyte = Buffer.alloc(1024 * 1024);
      const upload = await within(
        10_000,
        exchange(agent, new URL(`/api/OperationalActivity/Attachments/${activityId}`, base), {
          method: "POST",
          headers: {
            ...(await server.authorization("demo-b")),
            "content-type": `multipart/form-data; boundary=${boundary}`,
          },
          body: [
            Buffer.from(
              `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="video.png"\r\ncontent-type: image/png\r\n\r\n`,
            ),
            ...Array.from({ length: 21 }, () => megabyte),
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ],
        }),
        "refused upload",
      );
      expect(upload.status).toBe(400);
      expect(JSON.parse(upload.body)).toMatchObject({
        category: "validation",
        code: "invalidForm",
        data: { findings: [expect.objectContaining({ code: "attachment.tooLarge" })] },
      });
      const next = await within(
        5000,
        exchange(agent, new URL("/health", base), { method: "GET" }),
        "the request after the refused upload",
      );
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toEqual({ status: "ok" });
    } finally {
      agent.destroy();
    }
  });
});
