import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";

import type { Kysely } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { createPGlite, openDatabase } from "../../src/db/database.js";
import type { Database } from "../../src/db/schema.js";
import type { QueueDatabase } from "../../src/platform/job-queue.js";
import "./provided.js";

/** A database of its own for a test file; `close` releases it (and drops it on PostgreSQL). */
export interface TestDatabase {
  db: Kysely<Database>;
  backend: "pglite" | "postgres";
  /** The same database as the job queue reaches it. */
  queue: QueueDatabase;
  close(): Promise<void>;
}

/**
 * `empty`: no table yet, as a new installation finds it. `seeded`: migrated, with the roles,
 * features, access rights and the demo organisation, as the API leaves it after a local start.
 */
export type DatabaseState = "empty" | "seeded";

const templates = new Map<string, Promise<Buffer>>();

/** A fresh database for the caller alone, on PGlite or on TEST_DATABASE_URL's server. */
export async function openTestDatabase(state: DatabaseState = "seeded"): Promise<TestDatabase> {
  const source = inject("testDatabase");
  if (source.backend === "postgres") {
    return openPostgresDatabase(source.adminUrl, state === "seeded" ? source.seededTemplate : null);
  }

  const file = state === "empty" ? source.emptyTemplate : source.seededTemplate;
  let template = templates.get(file);
  if (!template) {
    template = readFile(file);
    templates.set(file, template);
  }
  const pglite = await createPGlite({ loadDataDir: new Blob([await template]) });
  const db = openDatabase({ kind: "pglite", dataDir: undefined, pglite });
  return {
    db,
    backend: "pglite",
    queue: { kind: "pglite", pglite },
    close: async () => {
      await db.destroy();
    },
  };
}

/**
 * A new `releve_test_<hex>` database on the server: a copy of the seeded template, or empty when
 * there is none.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template: string | null,
): Promise<{ name: string; url: string }> {
  const name = `releve_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function openPostgresDatabase(
  adminUrl: string,
  template: string | null,
): Promise<TestDatabase> {
  const { name, url } = await createPostgresDatabase(adminUrl, template);
  const db = openDatabase({ kind: "postgres", url });
  return {
    db,
    backend: "postgres",
    queue: { kind: "postgres", url },
    close: async () => {
      await db.destroy();
      await dropWhenDisconnected(adminUrl, name);
    },
  };
}

/**
 * Drops a test database once the pool's connections have really gone: ending a pool does not
 * wait for the server to close its backends, and forcing the drop would terminate them under
 * clients that are still ending, which then raise an unhandled "terminating connection" error.
 */
export async function dropWhenDisconnected(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]?.count === "0") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Runs one statement on the server's admin database. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
