// `npm test`: every check and every suite, in the order a failure is cheapest to find.
import { rmSync } from "node:fs";
import path from "node:path";
import { execOrThrow, root, runStages } from "./steps.mjs";
import { ensureSystemPackages, startPostgres } from "./system.mjs";

const turbo = (...args) => execOrThrow("turbo", ["run", ...args, "--output-logs=errors-only"]);
const pnpm = (args, env = {}) => execOrThrow("pnpm", args, { env: { ...process.env, ...env } });

const ok = await runStages([
  ["system packages (Chromium, PostgreSQL)", ensureSystemPackages],
  ["lint and format (Biome)", () => execOrThrow("biome", ["ci", "."])],
  ["translations complete (fr, en, de)", () => turbo("i18n:check")],
  ["typecheck", () => turbo("typecheck")],
  ["build", () => turbo("build", "build-storybook")],
  // Sizes are deterministic: the first route's and each lazy route's budgets (decision 023).
  ["bundle budgets (planner)", () => execOrThrow("node", ["bench/bundle-size.mjs", "--check"])],
  // The unit suites print their summaries (the domain's coverage among them).
  ["unit tests (PGlite)", () => execOrThrow("turbo", ["run", "test", "--output-logs=new-only"])],
  [
    "API tests on PostgreSQL",
    async () => {
      const postgres = await startPostgres();
      try {
        await pnpm(["--filter", "@releve/api", "run", "test"], { TEST_DATABASE_URL: postgres.url });
        // Processes killed, restarted and run side by side over one database (decision 025).
        await pnpm(["--filter", "@releve/api", "run", "test:faults"], {
          TEST_DATABASE_URL: postgres.url,
        });
      } finally {
        await postgres.stop();
      }
    },
  ],
  [
    "Storybook in Chromium (visual + axe)",
    () => pnpm(["--filter", "@releve/ui", "run", "test:browser"]),
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
