import type { Kysely } from "kysely";
import { migrateToLatest } from "../../src/db/migrate.js";
import type { Database } from "../../src/db/schema.js";
import { seedDemoOrganisation, seedRolesAndFeatures } from "../../src/db/seed.js";

/**
 * What the API does to its database at a local start: migrate, product data, demo organisation.
 * Without the demo planning, which depends on the day: a test that needs it seeds it with a
 * fixed `now` (`seedDemoPlanning`).
 */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedRolesAndFeatures(db);
  await seedDemoOrganisation(db, new Date(), { planning: false });
}
