import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

/** Where the data lives: a PostgreSQL server, or PGlite in a directory (or in memory). */
export type DatabaseLocation =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string | undefined; pglite?: PGlite | Promise<PGlite> };

/**
 * A PGlite with the extensions the schema uses (`btree_gist`, for the exclusion constraint that
 * keeps one person from two overlapping validated registrations).
 */
export function createPGlite(options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { btree_gist } });
}

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
  const pglite =
    location.pglite ?? createPGlite(location.dataDir ? { dataDir: location.dataDir } : {});
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: () => pglite }) });
}
