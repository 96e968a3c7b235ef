import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPGlite, openDatabase } from "../src/db/database.js";
import { adminQuery, dropWhenDisconnected } from "./support/database.js";
import { prepareDatabase } from "./support/prepare.js";
import "./support/provided.js";

/**
 * Once per run. On PGlite (default), starting an instance costs about 2 s while loading a data
 * directory dump costs about 0.3 s: the empty and the migrated + seeded databases are built here
 * once and dumped, and each test file loads its own copy. With TEST_DATABASE_URL, the migrated +
 * seeded database is built once on the server as a template; each test file creates (and drops)
 * its own copy of it, which costs a file copy instead of the migrations and the seed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query("select 1");
    await client.end();
    const seededTemplate = `releve_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(adminUrl, `create database ${seededTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${seededTemplate}`;
    const template = openDatabase({ kind: "postgres", url: url.toString() });
    try {
      await prepareDatabase(template);
    } finally {
      await template.destroy();
    }
    project.provide("testDatabase", { backend: "postgres", adminUrl, seededTemplate });
    return () => dropWhenDisconnected(adminUrl, seededTemplate);
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), "releve-api-test-"));
  const pglite = await createPGlite();
  const emptyTemplate = path.join(dir, "empty.tar");
  await writeFile(emptyTemplate, await dumpOf(pglite));
  const db = openDatabase({ kind: "pglite", dataDir: undefined, pglite });
  await prepareDatabase(db);
  const seededTemplate = path.join(dir, "seeded.tar");
  await writeFile(seededTemplate, await dumpOf(pglite));
  await db.destroy();

  project.provide("testDatabase", { backend: "pglite", emptyTemplate, seededTemplate });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function dumpOf(pglite: PGlite): Promise<Buffer> {
  const dump = await pglite.dumpDataDir("none");
  return Buffer.from(await dump.arrayBuffer());
}
