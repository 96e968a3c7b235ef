/**
 * The API as the benchmarks of the planner's pages run it (bench/activities-list,
 * bench/means-calendar): started on the large planning with the built planner, its request log
 * read for the time each call took inside the server, a bearer token got through the local
 * sign-in provider as the planner gets one, and calls made with it.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import { createInterface } from "node:readline";
import { root } from "./large-scale.mjs";

/**
 * Starts `apps/api/dist/main.js` on `databaseUrl`, serving the planner built in `plannerDir`,
 * with Fastify's request log on (`LOG_LEVEL=info`): `responseTimes` gives, for each call of a
 * path, the time from its request's arrival to its answer's end (Fastify's `responseTime`).
 * Rate limits are lifted: the benchmark calls far more often than a person would.
 */
export async function startApi({ databaseUrl, dataDir, plannerDir, port }) {
  const url = `https://localhost:${port}`;
  const server = spawn(process.execPath, ["apps/api/dist/main.js"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      RELEVE_DATA_DIR: dataDir,
      PLANNER_DIR: plannerDir,
      LOG_LEVEL: "info",
      API_RATE_LIMIT: "100000",
      SIGN_IN_RATE_LIMIT: "100000",
      TOKEN_RATE_LIMIT: "100000",
    },
  });
  /** Request ids to their method and path, then the completed calls in order. */
  const requests = new Map();
  const completed = [];
  createInterface({ input: server.stdout }).on("line", (line) => {
    if (!line.startsWith("{")) {
      console.info(line);
      return;
    }
    const entry = JSON.parse(line);
    if (entry.msg === "incoming request") {
      requests.set(entry.reqId, `${entry.req.method} ${entry.req.url.split("?")[0]}`);
    } else if (entry.msg === "request completed") {
      completed.push({ call: requests.get(entry.reqId), ms: entry.responseTime });
      requests.delete(entry.reqId);
    }
  });
  const responseTimes = (call, since = 0) =>
    completed
      .slice(since)
      .filter((entry) => entry.call === call)
      .map((entry) => entry.ms);
  const caFile = path.join(dataDir, "tls", "localhost.crt");
  await waitForHealth(url, caFile, server);
  return {
    url,
    ca: readFileSync(caFile),
    /** How many calls the log holds: `responseTimes(call, since)` reads those after it. */
    mark: () => completed.length,
    /** The server times of the calls `call` ("POST /api/…") logged after `since`, in order. */
    responseTimes,
    /**
     * The server times of the calls `call` logged after `since`, once at least `count` of them
     * are: the log is read as the API writes it, a moment after the caller has its answer.
     */
    async loggedTimes(call, since, count) {
      for (let attempt = 0; attempt < 250; attempt++) {
        const times = responseTimes(call, since);
        if (times.length >= count) return times;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`The API logged fewer than ${count} calls ${call} in 5 s`);
    },
    stop: () => stop(server),
  };
}

async function waitForHealth(url, caFile, server) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error("The API stopped before it was ready");
    if (existsSync(caFile)) {
      const ok = await new Promise((resolve) => {
        https
          .get(`${url}/health`, { ca: readFileSync(caFile) }, (response) => {
            response.resume();
            resolve(response.statusCode === 200);
          })
          .on("error", () => resolve(false));
      });
      if (ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The API did not answer /health in time");
}

/** Stops the API, by force if it does not stop within 5 seconds. */
async function stop(server) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  const exited = await Promise.race([
    once(server, "exit").then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
  if (!exited) server.kill("SIGKILL");
}

/**
 * One HTTPS exchange trusting `ca`: status, headers and body text (redirects not followed).
 */
export function exchange(target, { ca, method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = https.request(target, { method, headers, ca }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Signs in on the local provider as the planner does (code flow with PKCE) as the demo user
 * `subject`; the access token.
 */
export async function signIn(url, ca, subject) {
  const cookies = new Map();
  const send = async (target, init = {}) => {
    const response = await exchange(new URL(target, url), {
      ...init,
      ca,
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    for (const line of response.headers["set-cookie"] ?? []) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const follow = async (response) => {
    let current = response;
    while (current.status >= 300 && current.status < 400) {
      const next = new URL(current.headers.location, url);
      if (!next.pathname.startsWith("/oidc/")) return current;
      current = await send(`${next.pathname}${next.search}`);
    }
    return current;
  };
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    client_id: "releve-planner",
    response_type: "code",
    redirect_uri: `${url}/`,
    scope: "openid profile releve.api",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state: "bench",
    nonce: "bench",
  });
  const page = await follow(await send(`/oidc/auth?${query}`));
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
  if (!action) throw new Error("No sign-in form");
  const callback = await follow(
    await send(action.replaceAll("&amp;", "&"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ subject }).toString(),
    }),
  );
  const code = new URL(callback.headers.location).searchParams.get("code");
  const token = await send("/oidc/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: `${url}/`,
      client_id: "releve-planner",
    }).toString(),
  });
  const { access_token: accessToken } = JSON.parse(token.text);
  if (!accessToken) throw new Error("No access token");
  return accessToken;
}

/**
 * A caller of the API as the demo user `subject` in the role `roleCode`: `call(path, body)`
 * posts `body` as JSON to `/api/{path}` (a `GET` without a body) and answers the answer's JSON,
 * or throws an error naming the call and its status.
 */
export async function apiCaller(api, subject, roleCode) {
  const token = await signIn(api.url, api.ca, subject);
  return async (path, body) => {
    const headers = { authorization: `Bearer ${token}`, "x-activeRoleCode": roleCode };
    const answer = await exchange(`${api.url}/api/${path}`, {
      ca: api.ca,
      ...(body === undefined
        ? { method: "GET", headers }
        : {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
    });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text);
  };
}
