import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "../../src/db/schema.js";
import { createPostgresDatabase, dropWhenDisconnected, openTestDatabase } from "./database.js";
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
 * `releve_test_<hex>` copy of the seeded template on TEST_DATABASE_URL's server, behind a pool of
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
  const { name, url } = await createPostgresDatabase(adminUrl, source.seededTemplate);
  const pool = new pg.Pool({ connectionString: url, max: connections });
  pool.on("error", (error) => console.error("PostgreSQL connection lost", error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
