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
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { parseArgs } from "node:util";
import { root, run, step, withLargePlanning } from "../large-scale.mjs";

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

await withLargePlanning(
  { persons: values.persons, means: values.means, port: 54331, name: "api" },
  async ({ url: databaseUrl, dataDir }) => {
    step("Start the API");
    const offloaded = values["tls-offloaded"];
    const publicUrl = `https://localhost:${values.port}`;
    const url = offloaded ? `http://localhost:${values.port}` : publicUrl;
    const server = spawn(process.execPath, ["apps/api/dist/main.js"], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: values.port,
        DATABASE_URL: databaseUrl,
        RELEVE_DATA_DIR: dataDir,
        PLANNER_DIR: path.join(dataDir, "no-planner"),
        ...(offloaded ? { TLS_OFFLOADED: "1", PUBLIC_URL: publicUrl } : {}),
      },
    });
    try {
      const caFile = path.join(dataDir, "tls", "localhost.crt");
      await waitForHealth(url, caFile, server);

      step(`Measure: ${values.connections} connections, ${values.duration} s per scenario`);
      run(process.execPath, ["bench/api/measure.mjs"], {
        ...(offloaded ? {} : { NODE_EXTRA_CA_CERTS: caFile }),
        BENCH_URL: url,
        BENCH_PUBLIC_URL: publicUrl,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_DURATION: values.duration,
        BENCH_CONNECTIONS: values.connections,
      });
    } finally {
      await stop(server);
    }
  },
);
