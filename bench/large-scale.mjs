/**
 * What the benchmarks at the large scale share: the repository's root, a step's heading, a
 * command run to its end, a throwaway PostgreSQL holding the large demo planning, and the
 * planner built for the API to serve.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgres } from "../scripts/run/system.mjs";

export const root = path.resolve(import.meta.dirname, "..");

/** Prints a step's heading. */
export const step = (text) => console.info(`\n▶ ${text}`);

/** Seconds since `from` (a `performance.now()`), to one decimal. */
export const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** Runs a command from the root, its output shown; throws when it fails. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

/**
 * Builds the domain and the API, starts PostgreSQL on `port`, writes the large demo planning
 * (`persons`, `means`), then hands `measure` the database's address and a data folder; stops the
 * database and removes the folder whatever happens.
 */
export async function withLargePlanning({ persons, means, port, name }, measure) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `releve-bench-${name}-`));
  let database;
  try {
    step("Build the domain and the API");
    run("pnpm", ["--filter", "@releve/domain", "--filter", "@releve/api", "run", "build"]);

    step("Start PostgreSQL");
    database = await startPostgres(port);

    step(`Write the large demo planning (${persons} persons, ${means} means)`);
    const seeding = performance.now();
    run(
      process.execPath,
      ["apps/api/dist/db/seed-cli.js", "--scale", "large", "--persons", persons, "--means", means],
      { DATABASE_URL: database.url, RELEVE_DATA_DIR: dataDir },
    );
    console.info(`Seeded in ${seconds(seeding)}`);
    return await measure({ url: database.url, dataDir });
  } finally {
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Compiles the planner's catalogues and builds it (production) into `outDir`; its folder. */
export function buildPlanner(outDir) {
  step("Build the planner");
  run("pnpm", ["--filter", "@releve/planner", "exec", "lingui", "compile", "--typescript"]);
  run("pnpm", ["--filter", "@releve/planner", "exec", "vite", "build", "--outDir", outDir]);
  return outDir;
}
