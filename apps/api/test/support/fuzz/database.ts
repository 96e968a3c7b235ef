import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Kysely } from "kysely";
import { inject } from "vitest";
import { createPGlite, openDatabase } from "../../../src/db/database.js";
import type { Database } from "../../../src/db/schema.js";
import { createPostgresDatabase, dropWhenDisconnected } from "../database.js";
import "../provided.js";
import type { ServerSettings } from "./server-entry.js";

/**
 * The fuzz's own database, seeded as every test file's: the test writes its fixtures through
 * `db`, then hands the database over to the server's process. PGlite serves one process, so it
 * is dumped for the server to load; a PostgreSQL database is simply named to it.
 */
export interface FuzzDatabase {
  db: Kysely<Database>;
  backend: "pglite" | "postgres";
  /** Closes the test's connection; what the server needs to open the database. */
  handOver(directory: string): Promise<ServerSettings["database"]>;
  /** Drops the database (PostgreSQL; PGlite's lives in memory and in the dump's directory). */
  drop(): Promise<void>;
}

/** A seeded database for the fuzz, on PGlite or on TEST_DATABASE_URL's server. */
export async function openFuzzDatabase(): Promise<FuzzDatabase> {
  const source = inject("testDatabase");
  if (source.backend === "pglite") {
    const pglite = await createPGlite({
      loadDataDir: new Blob([await readFile(source.seededTemplate)]),
    });
    const db = openDatabase({ kind: "pglite", dataDir: undefined, pglite });
    return {
      db,
      backend: "pglite",
      handOver: (directory) => dumpPGlite(pglite, db, directory),
      drop: async () => {},
    };
  }
  const { name, url } = await createPostgresDatabase(source.adminUrl, source.seededTemplate);
  const db = openDatabase({ kind: "postgres", url });
  return {
    db,
    backend: "postgres",
    handOver: async () => {
      await db.destroy();
      return { kind: "postgres", url };
    },
    drop: () => dropWhenDisconnected(source.adminUrl, name),
  };
}

async function dumpPGlite(
  pglite: PGlite,
  db: Kysely<Database>,
  directory: string,
): Promise<ServerSettings["database"]> {
  const dump = path.join(directory, "fuzz-database.tar");
  const data = await pglite.dumpDataDir("none");
  await writeFile(dump, Buffer.from(await data.arrayBuffer()));
  await db.destroy();
  if (!pglite.closed) await pglite.close();
  return { kind: "pglite", dump };
}
