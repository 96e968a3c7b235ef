#!/usr/bin/env node
/**
 * API load benchmark at the large scale on PostgreSQL.
 *
 *   node bench/api/run.mjs [--persons 50000] [--means 100000] [--duration 10] [--connections 50]
 *                          [--tls-offloaded]
 *
 * `--tls-offloaded` runs the API as behind a proxy terminating TLS (plain HTTP, `TLS_OFFLOADED=1`).
 *
 * Builds the API, starts a throwaway PostgreSQL cluster, writes the large demo planning (≥ 50,000
 * persons, ≥ 100,000 means, ≥ 1,000,000 registrations), starts the API on it, then hands over to
 * `measure.mjs` (trusting the API's self-signed certificate), which prints the table.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startPostgres } from "../../scripts/run/system.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    persons: { type: "string", default: "50000" },
    means: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "8455" },
    "tls-offloaded": { type: "boolean", default: false },
  },
});

const step = (text) => console.info(`\n▶ ${text}`);
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

async function waitForHealth(url, caFile, server) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error("The API stopped before it was ready");
    const secure = url.startsWith("https:");
    if (!secure || existsSync(caFile)) {
      const ok = await new Promise((resolve) => {
        (secure ? https : http)
          .get(`${url}/health`, secure ? { ca: readFileSync(caFile) } : {}, (response) => {
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

const dataDir = mkdtempSync(path.join(tmpdir(), "releve-bench-api-"));
let pg;
let server;
try {
  step("Build the domain and the API");
  run("pnpm", ["--filter", "@releve/domain", "--filter", "@releve/api", "run", "build"]);

  step("Start PostgreSQL");
  pg = await startPostgres(54331);

  step(`Write the large demo planning (${values.persons} persons, ${values.means} means)`);
  const seeding = performance.now();
  run(
    process.execPath,
    [
      "apps/api/dist/db/seed-cli.js",
      "--scale",
      "large",
      "--persons",
      values.persons,
      "--means",
      values.means,
    ],
    { DATABASE_URL: pg.url, RELEVE_DATA_DIR: dataDir },
  );
  console.info(`Seeded in ${seconds(seeding)}`);

  step("Start the API");
  const offloaded = values["tls-offloaded"];
  const publicUrl = `https://localhost:${values.port}`;
  const url = offloaded ? `http://localhost:${values.port}` : publicUrl;
  server = spawn(process.execPath, ["apps/api/dist/main.js"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: values.port,
      DATABASE_URL: pg.url,
      RELEVE_DATA_DIR: dataDir,
      PLANNER_DIR: path.join(dataDir, "no-planner"),
      ...(offloaded ? { TLS_OFFLOADED: "1", PUBLIC_URL: publicUrl } : {}),
    },
  });
  const caFile = path.join(dataDir, "tls", "localhost.crt");
  await waitForHealth(url, caFile, server);

  step(`Measure: ${values.connections} connections, ${values.duration} s per scenario`);
  run(process.execPath, ["bench/api/measure.mjs"], {
    ...(offloaded ? {} : { NODE_EXTRA_CA_CERTS: caFile }),
    BENCH_URL: url,
    BENCH_PUBLIC_URL: publicUrl,
    BENCH_DATABASE_URL: pg.url,
    BENCH_DURATION: values.duration,
    BENCH_CONNECTIONS: values.connections,
  });
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    const exited = await Promise.race([
      once(server, "exit").then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    if (!exited) server.kill("SIGKILL");
  }
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
