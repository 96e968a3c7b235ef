// `npm test`: every check and every suite, in the order a failure is cheapest to find.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { execOrThrow, root, runStages } from "./steps.mjs";
import { ensureSystemPackages, startPostgres } from "./system.mjs";

const turbo = (...args) => execOrThrow("turbo", ["run", ...args, "--output-logs=errors-only"]);
const pnpm = (args, env = {}) => execOrThrow("pnpm", args, { env: { ...process.env, ...env } });

/**
 * Runs a command with its output held back, then printed in one piece once it ends: a suite run
 * beside another does not interleave its lines with the other's.
 */
function execQuietly(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`));
    });
  });
}

/** Waits for every task, then fails with the first failure. */
async function all(tasks) {
  const results = await Promise.allSettled(tasks);
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
}

/** The throwaway PostgreSQL server of the API's suites, from the unit tests on. */
let postgres;
try {
  const ok = await runStages([
    ["system packages (Chromium, PostgreSQL)", ensureSystemPackages],
    ["lint and format (Biome)", () => execOrThrow("biome", ["ci", "."])],
    ["translations complete (fr, en, de)", () => turbo("i18n:check")],
    ["typecheck", () => turbo("typecheck")],
    ["build", () => turbo("build", "build-storybook")],
    // Sizes are deterministic: the first route's and each lazy route's budgets (decision 023).
    ["bundle budgets (planner)", () => execOrThrow("node", ["bench/bundle-size.mjs", "--check"])],
    // The unit suites print their summaries (the domain's coverage among them). The API's runs
    // on PostgreSQL, the production database; PGlite, which `npm start` runs on, is the end to
    // end journeys' (decision 039).
    [
      "unit tests (the API's on PostgreSQL)",
      async () => {
        postgres = await startPostgres();
        await execOrThrow("turbo", ["run", "test", "--output-logs=new-only"], {
          env: { ...process.env, TEST_DATABASE_URL: postgres.url },
        });
      },
    ],
    // The fault tests mostly wait (a task whose process died waits out its expiry): they run
    // beside the stories, which keep the processors busy (decisions 025, 039).
    [
      "Storybook in Chromium, API faults beside",
      () =>
        all([
          pnpm(["--filter", "@releve/ui", "run", "test:browser"]),
          execQuietly("pnpm", ["--filter", "@releve/api", "run", "test:faults"], {
            TEST_DATABASE_URL: postgres.url,
          }),
        ]),
    ],
    [
      "end to end (Playwright, Chromium)",
      () => {
        rmSync(path.join(root, ".data", "e2e"), { recursive: true, force: true });
        return pnpm(["--filter", "@releve/e2e", "run", "e2e"]);
      },
    ],
  ]);
  process.exitCode = ok ? 0 : 1;
} finally {
  await postgres?.stop();
}
