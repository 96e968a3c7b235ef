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
import { loadAccess } from "../../apps/api/dist/platform/access.js";
import { findCurrentUser } from "../../apps/api/dist/platform/users.js";
import { searchOperationalActivities } from "../../apps/api/dist/subjects/activities/search.js";
import { searchMeansOfIntervention } from "../../apps/api/dist/subjects/means/search.js";
import { createRegistrations } from "../../apps/api/dist/subjects/registrations/create.js";

const url = process.env.BENCH_URL;
/**
 * The address the browser would use: the API's own, or, when the API speaks plain HTTP behind a
 * proxy terminating TLS (`TLS_OFFLOADED=1`), the proxy's, which the requests then name as a
 * proxy would (`x-forwarded-proto`, `x-forwarded-host`).
 */
const publicUrl = process.env.BENCH_PUBLIC_URL ?? url;
const proxyHeaders =
  publicUrl === url
    ? {}
    : { "x-forwarded-proto": "https", "x-forwarded-host": new URL(publicUrl).host };
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The API's pool size (apps/api/src/db/database.ts): the replay gets the same. */
const poolSize = 10;
const timeZone = "Europe/Paris";
/** Lists and searches as an activity manager of a region (scope by items). */
const manager = { subject: "demo-b", role: "B" };
/** Assigns as the administrator, whose scope covers every person of the mass. */
const assigner = { subject: "demo-admin", role: "Admin" };

/** Signs in on the local provider as the planner does (code flow with PKCE); the access token. */
async function signIn(subject) {
  const cookies = new Map();
  const send = async (target, init = {}) => {
    const response = await fetch(new URL(target, url), {
      ...init,
      redirect: "manual",
      headers: {
        ...proxyHeaders,
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
      const next = new URL(current.headers.get("location"), publicUrl);
      if (!next.pathname.startsWith("/oidc/")) return current;
      current = await send(`${next.pathname}${next.search}`);
    }
    return current;
  };
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const query = new URLSearchParams({
    client_id: "releve-planner",
    response_type: "code",
    redirect_uri: `${publicUrl}/`,
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
    headers: { "content-type": "application/x-www-form-urlencoded", origin: publicUrl },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      redirect_uri: `${publicUrl}/`,
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

/**
 * Person × means pairs an assignment accepts: open or public means later than tomorrow with
 * free places, each place given to a different volunteer, registered nowhere and absent never
 * around that means. Each pair is used once.
 */
async function assignablePairs(pool, count) {
  const { rows } = await pool.query(
    `with free as (
       select m.id, m.start_at, m.end_at, m.required_staff - m.validated_staff - m.pending_staff as free
         from means_of_intervention m
         join operational_activity oa on oa.id = m.operational_activity_id
        where m.status in ('public', 'open') and oa.status = 'public'
          and m.start_at > now() + interval '2 days' and m.split_sibling_id is null
          and m.required_staff > m.validated_staff + m.pending_staff
     ), places as (
       select id, start_at, end_at,
              row_number() over (order by start_at, id, place) as n
         from free, generate_series(1, free) as place
     ), volunteers as (
       select id, row_number() over (order by id) as n from person where staff_type = 'volunteer'
     )
     select places.id as means, volunteers.id as person
       from places join volunteers on volunteers.n = places.n
      where not exists (
              select 1 from registration r
               where r.person_id = volunteers.id and r.status in ('pending', 'validated')
                 and tstzrange(r.start_at, r.end_at, '[)')
                     && tstzrange(places.start_at - interval '4 hours', places.end_at + interval '4 hours', '[)'))
        and not exists (
              select 1 from absence a
               where a.person_id = volunteers.id
                 and tstzrange(a.start_at, a.end_at, '[)') && tstzrange(places.start_at, places.end_at, '[)'))
      order by places.n
      limit $1`,
    [count],
  );
  return rows.map((row) => ({ personIds: [row.person], meansOfInterventionIds: [row.means] }));
}

async function main() {
  const headersOf = async ({ subject, role }) => ({
    ...proxyHeaders,
    authorization: `Bearer ${await signIn(subject)}`,
    "x-activeRoleCode": role,
    "content-type": "application/json",
  });
  const managerHeaders = await headersOf(manager);
  const assignerHeaders = await headersOf(assigner);
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: poolSize });
  const captured = [];
  let capturing = false;
  const db = new Kysely({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (capturing && event.level === "query") captured.push(event.query);
    },
  });
  const access = await loadAccess(db, await findCurrentUser(db, manager.subject), manager.role);
  const assignerAccess = await loadAccess(
    db,
    await findCurrentUser(db, assigner.subject),
    assigner.role,
  );
  const pairs = await assignablePairs(pool, 200_000);
  if (pairs.length < 1000) throw new Error(`Only ${pairs.length} assignable pairs`);
  let nextPair = 0;
  const takePair = () => {
    const pair = pairs[nextPair++];
    if (!pair) throw new Error("No assignable pair left: lengthen --persons or shorten --duration");
    return { ...pair, comment: "" };
  };
  const now = new Date();
  const day = (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString();

  const scenarios = [
    {
      name: "list: means of the day (POST MeansOfIntervention/search)",
      path: "/api/MeansOfIntervention/search",
      headers: managerHeaders,
      body: { from: day(0), to: day(1), sort: { field: "start", direction: "asc" }, pageSize: 25 },
      service: (body) => searchMeansOfIntervention(db, access, body, timeZone),
    },
    {
      name: "search: activities of a fortnight (POST OperationalActivity/search)",
      path: "/api/OperationalActivity/search",
      headers: managerHeaders,
      body: { from: day(-7), to: day(7), text: "série", pageSize: 25 },
      service: (body) => searchOperationalActivities(db, access, body, timeZone),
    },
    {
      name: "register: assign a volunteer to a means (POST Registration/Assign)",
      path: "/api/Registration/Assign",
      headers: assignerHeaders,
      body: takePair,
      // A write cannot be replayed as it was: the baseline runs the service's own statements
      // in-process, on the same pool, for a fresh pair each time.
      baseline: () =>
        createRegistrations(
          db,
          assignerAccess,
          { action: "assign", ...takePair() },
          { now: new Date(), timeZone },
        ),
    },
  ];

  const rows = [];
  for (const scenario of scenarios) {
    const refusals = new Map();
    const bodyOf = () =>
      JSON.stringify(typeof scenario.body === "function" ? scenario.body() : scenario.body);
    const check = await fetch(`${url}${scenario.path}`, {
      method: "POST",
      headers: scenario.headers,
      body: bodyOf(),
    });
    const answer = await check.json();
    if (!check.ok) throw new Error(`${scenario.path}: ${check.status} ${JSON.stringify(answer)}`);

    const load = await autocannon({
      url: `${url}${scenario.path}`,
      method: "POST",
      headers: scenario.headers,
      connections,
      duration,
      requests: [
        {
          setupRequest: (request) => ({ ...request, body: bodyOf() }),
          onResponse: (status, body) => {
            if (status >= 300) refusals.set(body, (refusals.get(body) ?? 0) + 1);
          },
        },
      ],
    });
    if (load.non2xx || load.errors || load.timeouts) {
      for (const [body, count] of refusals) console.error(`${count} × ${body}`);
      throw new Error(`${scenario.path}: ${load.non2xx} non-2xx, ${load.errors} errors under load`);
    }

    let sql;
    if (scenario.baseline) {
      sql = await replay(scenario.baseline);
    } else {
      captured.length = 0;
      capturing = true;
      await scenario.service(scenario.body);
      capturing = false;
      const statements = [...captured];
      sql = await replay(async () => {
        for (const statement of statements) {
          await pool.query(statement.sql, [...statement.parameters]);
        }
      });
    }
    rows.push({
      scenario: scenario.name,
      total: answer.total ?? answer.registrations?.length,
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
    `\n${connections} connections, ${duration} s each; the SQL columns run the service's own statements on a pool of ${poolSize} (replayed for the reads, the service in-process for the write).\n`,
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
