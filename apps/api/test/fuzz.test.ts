import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogueRoutes } from "./support/catalogue-routes.js";
import type { FuzzCase } from "./support/fuzz/cases.js";
import { ChildServer } from "./support/fuzz/child-server.js";
import { type FuzzDatabase, openFuzzDatabase } from "./support/fuzz/database.js";
import { fuzzActors, planJobs } from "./support/fuzz/plan.js";
import {
  failureClasses,
  failureLines,
  previewWrites,
  summaryLines,
  unseenWrites,
  writeReport,
} from "./support/fuzz/report.js";
import { type CallerAuth, runJobs } from "./support/fuzz/runner.js";
import { installWriteLog } from "./support/fuzz/write-log.js";
import {
  createSigningKey,
  signToken,
  temporaryDirectory,
  testConfig,
  testVersion,
} from "./support/server.js";

/**
 * Issue 13: every call of the catalogue, every field of its schema, replaced one at a time in a
 * valid request by what once hung or crashed the API — boundary integers, unknown references,
 * 1 MB texts, lone surrogates, dates in year 0, 9999 and 10000, JSON of the wrong shape — and
 * every path id by ids no caller reaches; as the administrator and as a manager of a few
 * activities. The server runs in a process of its own, so a request that spins its event loop
 * is seen as one (and the server started again) rather than stopping the test. Every request is
 * answered within 10 s, never with a 5xx; every refusal is the error payload; what must be
 * refused is; every valid body succeeds; a refused request writes nothing, nor does a call that
 * changes nothing (a preview); `/health` answers throughout. `FUZZ_REPORT=file.json` writes
 * every failure to a file.
 */

let database: FuzzDatabase | undefined;
let server: ChildServer | undefined;
let directory: Awaited<ReturnType<typeof temporaryDirectory>> | undefined;
let jobs: FuzzCase[][] = [];
const table = catalogueRoutes();
const auth: Record<string, CallerAuth> = {};

beforeAll(async () => {
  directory = await temporaryDirectory();
  database = await openFuzzDatabase();
  jobs = await planJobs(database.db, table);
  // After the fixtures: only what the requests write is logged.
  await installWriteLog(database.db);
  const key = await createSigningKey();
  for (const actor of fuzzActors) {
    auth[actor.name] = {
      token: await signToken({ key, subject: actor.subject }),
      role: actor.role,
    };
  }
  server = await ChildServer.start(
    {
      // Each request reading its caller's access again would only slow the run: the calls that
      // change access forget it themselves.
      config: testConfig(directory.dir, { ACCESS_CACHE_SECONDS: "60" }),
      version: testVersion,
      publicJwk: key.publicJwk,
      database: await database.handOver(directory.dir),
    },
    directory.dir,
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await directory?.remove();
});

it("answers every hostile request in time, without a 5xx, refusing in the error payload and writing nothing", async () => {
  const running = server as ChildServer;
  const backend = database?.backend ?? "pglite";
  const started = performance.now();
  // PGlite serves one query at a time: more requests at once would only queue.
  const outcome = await runJobs(running, jobs, auth, backend === "postgres" ? 6 : 3);
  const summary = summaryLines(outcome, backend, (performance.now() - started) / 1000);
  console.info(summary.join("\n"));
  if (process.env.FUZZ_REPORT)
    await writeReport(process.env.FUZZ_REPORT, outcome, summary, running);

  for (const name of failureClasses) {
    expect.soft(failureLines(outcome, name, running), `requests failing as "${name}"`).toEqual([]);
  }
  expect.soft(outcome.untracedWrites, "writes no request of the run made").toEqual([]);
  expect.soft(unseenWrites(outcome, table), "valid writes the log did not see").toEqual([]);
  expect.soft(previewWrites(outcome, table), "writes of calls that change nothing").toEqual([]);
  expect.soft(outcome.healthMisses, "/health left unanswered").toEqual([]);
  expect(outcome.healthChecks).toBeGreaterThan(0);
}, 900_000);
