/**
 * The measuring half of the API benchmark (started by `run.mjs`, which trusts the API's
 * certificate for it). For each scenario: autocannon against the running API, then the same
 * SQL statements the API's service runs for it, replayed on PostgreSQL with the same
 * concurrency and the same pool size; prints p50/p99 of both and their ratio.
 */
import { createHash, randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { loadAccess } from "../../apps/api/dist/services/access.js";
import { searchMeansOfIntervention } from "../../apps/api/dist/services/means-of-intervention.js";
import { searchOperationalActivities } from "../../apps/api/dist/services/operational-activities.js";
import { findCurrentUser } from "../../apps/api/dist/services/users.js";

const url = process.env.BENCH_URL;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The API's pool size (apps/api/src/db/database.ts): the replay gets the same. */
const poolSize = 10;
const timeZone = "Europe/Paris";
const subject = "demo-b";
const role = "B";

/** Signs in on the local provider as the planner does (code flow with PKCE); the access token. */
async function signIn() {
  const cookies = new Map();
  const send = async (target, init = {}) => {
    const response = await fetch(new URL(target, url), {
      ...init,
      redirect: "manual",
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const follow = async (response) => {
    let current = response;
    while (current.status >= 300 && current.status < 400) {
      const next = new URL(current.headers.get("location"), url);
      if (!next.pathname.startsWith("/oidc/")) return current;
      current = await send(next);
    }
    return current;
  };
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const query = new URLSearchParams({
    client_id: "releve-planner",
    response_type: "code",
    redirect_uri: `${url}/`,
    scope: "openid profile releve.api",
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "bench",
    nonce: "bench",
  });
  const page = await follow(await send(`/oidc/auth?${query}`));
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  if (!action) throw new Error("No sign-in form");
  const callback = await follow(
    await send(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ subject }).toString(),
    }),
  );
  const code = new URL(callback.headers.get("location")).searchParams.get("code");
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
  const { access_token: accessToken } = await token.json();
  if (!accessToken) throw new Error("No access token");
  return accessToken;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Runs `once` from `connections` loops for `duration` seconds; latencies in ms. */
async function replay(once) {
  const latencies = [];
  const until = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await once();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    count: latencies.length,
  };
}

async function main() {
  const token = await signIn();
  const headers = {
    authorization: `Bearer ${token}`,
    "x-activeRoleCode": role,
    "content-type": "application/json",
  };
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: poolSize });
  const captured = [];
  let capturing = false;
  const db = new Kysely({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (capturing && event.level === "query") captured.push(event.query);
    },
  });
  const user = await findCurrentUser(db, subject);
  const access = await loadAccess(db, user, role);
  const now = new Date();
  const day = (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString();

  const scenarios = [
    {
      name: "list: means of the day (POST MeansOfIntervention/search)",
      path: "/api/MeansOfIntervention/search",
      body: { from: day(0), to: day(1), sort: { field: "start", direction: "asc" }, pageSize: 25 },
      service: (body) => searchMeansOfIntervention(db, access, body, timeZone),
    },
    {
      name: "search: activities of a fortnight (POST OperationalActivity/search)",
      path: "/api/OperationalActivity/search",
      body: { from: day(-7), to: day(7), text: "poste", pageSize: 25 },
      service: (body) => searchOperationalActivities(db, access, body, timeZone),
    },
  ];

  const rows = [];
  for (const scenario of scenarios) {
    const check = await fetch(`${url}${scenario.path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(scenario.body),
    });
    const answer = await check.json();
    if (!check.ok) throw new Error(`${scenario.path}: ${check.status} ${JSON.stringify(answer)}`);

    const load = await autocannon({
      url: `${url}${scenario.path}`,
      method: "POST",
      headers,
      body: JSON.stringify(scenario.body),
      connections,
      duration,
    });
    if (load.non2xx || load.errors) {
      throw new Error(`${scenario.path}: ${load.non2xx} non-2xx, ${load.errors} errors under load`);
    }

    captured.length = 0;
    capturing = true;
    await scenario.service(scenario.body);
    capturing = false;
    const statements = [...captured];
    const sql = await replay(async () => {
      for (const statement of statements)
        await pool.query(statement.sql, [...statement.parameters]);
    });
    rows.push({
      scenario: scenario.name,
      total: answer.total,
      statements: statements.length,
      requests: load.requests.total,
      apiP50: load.latency.p50,
      apiP99: load.latency.p99,
      sqlP50: sql.p50,
      sqlP99: sql.p99,
    });
  }
  await db.destroy();

  const ms = (value) => `${value.toFixed(1)} ms`;
  console.info(
    `\n${connections} connections, ${duration} s each; the SQL replay runs the service's own statements on a pool of ${poolSize}.\n`,
  );
  console.info(
    "| scenario | matches | API p50 | API p99 | SQL p50 | SQL p99 | p50 ratio | p99 ratio | requests |",
  );
  console.info("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    console.info(
      `| ${row.scenario} | ${row.total} | ${ms(row.apiP50)} | ${ms(row.apiP99)} | ${ms(row.sqlP50)} | ${ms(row.sqlP99)} | ${(row.apiP50 / row.sqlP50).toFixed(2)} | ${(row.apiP99 / row.sqlP99).toFixed(2)} | ${row.requests} |`,
    );
  }
}

await main();
