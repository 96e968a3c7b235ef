import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

/** Where the data lives: a PostgreSQL server, or PGlite in a directory (or in memory). */
export type DatabaseLocation =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string | undefined; pglite?: PGlite };

/** Opens the database; PGlite when no PostgreSQL URL is given. */
export function openDatabase(location: DatabaseLocation): Kysely<Database> {
  if (location.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // An idle connection the server closes (restart, failover) must not crash the process: the
    // pool replaces it at the next query.
    pool.on("error", (error) => console.error("PostgreSQL connection lost", error.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (location.dataDir) mkdirSync(path.dirname(location.dataDir), { recursive: true });
  const pglite = location.pglite ?? new PGlite(location.dataDir);
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
