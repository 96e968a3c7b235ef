import type { Kysely } from "kysely";
import { migrateToLatest } from "../../src/db/migrate.js";
import type { Database } from "../../src/db/schema.js";
import { seedDemoOrganisation, seedRolesAndFeatures } from "../../src/db/seed.js";

/** What the API does to its database at a local start: migrate, product data, demo data. */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedRolesAndFeatures(db);
  await seedDemoOrganisation(db);
}
