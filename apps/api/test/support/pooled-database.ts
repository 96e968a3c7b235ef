import { randomBytes } from "node:crypto";

import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { migrateToLatest } from "../../src/db/migrate.js";
import type { Database } from "../../src/db/schema.js";
import { adminQuery, dropWhenDisconnected, openTestDatabase } from "./database.js";
import "./provided.js";

/** A migrated database of its own for a test file, that concurrent transactions can share. */
export interface PooledTestDatabase {
  db: Kysely<Database>;
  backend: "pglite" | "postgres";
  /**
   * How many transactions really run at once: the pool's size on PostgreSQL; 1 on PGlite, whose
   * single connection serialises them (Kysely queues them behind a mutex).
   */
  connections: number;
  close(): Promise<void>;
}

/**
 * On PGlite, the file's own seeded copy (as `openTestDatabase` gives it). On PostgreSQL, a new
 * `releve_test_<hex>` database on TEST_DATABASE_URL's server, migrated, behind a pool of
 * `connections` connections (keep it ≤ 40: the project's PostgreSQL runs with the default
 * `max_connections` of 100, shared by the test files running in parallel).
 */
export async function openPooledTestDatabase(connections = 30): Promise<PooledTestDatabase> {
  const source = inject("testDatabase");
  if (source.backend === "pglite") {
    const database = await openTestDatabase("seeded");
    return { db: database.db, backend: "pglite", connections: 1, close: database.close };
  }

  const { adminUrl } = source;
  const name = `releve_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: connections });
  pool.on("error", (error) => console.error("PostgreSQL connection lost", error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await dropWhenDisconnected(adminUrl, name);
    throw error;
  }
  return {
    db,
    backend: "postgres",
    connections,
    close: async () => {
      await db.destroy();
      await dropWhenDisconnected(adminUrl, name);
    },
  };
}
