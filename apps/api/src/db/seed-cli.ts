import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { ConfigError, loadConfig } from "../config.js";
import { openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { isPlanningEmpty, planningScales, seedDemoPlanning } from "./seed/demo-planning.js";
import type { LargeSize } from "./seed/planning-large.js";
import { seedDemoOrganisation, seedRolesAndFeatures } from "./seed.js";

const usage = `Usage: pnpm --filter @releve/api run seed -- [options]

Migrates the database (DATABASE_URL, or PGlite under RELEVE_DATA_DIR/db like the API), writes the
product data and the demo organisation if the database is empty, then the demo planning if the
planning tables are empty.

  --scale default|large      default: a month of planning around now; large: plus ≥ 50 000
                             persons, ≥ 100 000 means, ≥ 1 000 000 registrations (benchmarks)
  --persons <n>              large scale: persons of the mass (default 50000)
  --means <n>                large scale: means of the mass (default 100000)
  --registrations-per-means <n>
                             large scale: registrations per means not in draft (default 11)
  --now <ISO 8601 instant>   the day the planning is built around (default: now)
  --help`;

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new ConfigError(`--${name}: "${value}" is not a positive integer`);
  return number;
}

const options = {
  scale: { type: "string", default: "default" },
  persons: { type: "string" },
  means: { type: "string" },
  "registrations-per-means": { type: "string" },
  now: { type: "string" },
  help: { type: "boolean", default: false },
} as const;

function parseArguments() {
  try {
    // `pnpm run seed -- --scale large` may hand the separator over.
    return parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== "--"), options });
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const { values } = parseArguments();
  if (values.help) {
    console.info(usage);
    return;
  }
  const scale = planningScales.find((candidate) => candidate === values.scale);
  if (!scale) {
    throw new ConfigError(`--scale: "${values.scale}" is not one of ${planningScales.join(", ")}`);
  }
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) {
    throw new ConfigError(`--now: "${values.now}" is not an instant`);
  }
  const large: Partial<LargeSize> = {};
  const persons = positiveInteger("persons", values.persons);
  const means = positiveInteger("means", values.means);
  const perMeans = positiveInteger("registrations-per-means", values["registrations-per-means"]);
  if (persons) large.persons = persons;
  if (means) large.means = means;
  if (perMeans) large.registrationsPerMeans = perMeans;

  const config = loadConfig();
  const where = config.databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : `PGlite in ${path.join(config.dataDir, "db")}`;
  const db = openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: path.join(config.dataDir, "db") },
  );
  try {
    const started = performance.now();
    await migrateToLatest(db);
    await seedRolesAndFeatures(db);
    const organisation = await seedDemoOrganisation(db, now, { planning: false });
    console.info(
      `${where}: ${organisation ? "demo organisation written" : "organisation already there"}`,
    );
    if (!(await isPlanningEmpty(db))) {
      console.info("The planning tables are not empty: no planning written.");
      return;
    }
    const planningStarted = performance.now();
    const counts = await seedDemoPlanning(db, {
      now,
      timeZone: config.timeZone,
      scale,
      large,
    });
    // Statistics of the new rows, so the first queries are planned on what is there.
    await sql`analyze`.execute(db);
    const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
    console.info(
      `Demo planning (${scale}) around ${now.toISOString()} written in ${seconds(planningStarted)} s:`,
    );
    for (const [table, count] of Object.entries(counts ?? {})) {
      console.info(`  ${table.padEnd(46)} ${count.toLocaleString("en")}`);
    }
    console.info(`Done in ${seconds(started)} s.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`${error.message}\n\n${usage}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
