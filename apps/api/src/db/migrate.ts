import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as initial from "./migrations/0001-people-authorizations-reference-data.js";
import * as planning from "./migrations/0002-planning.js";
import * as securityScopes from "./migrations/0003-security-scopes.js";
import * as periodIndexes from "./migrations/0004-period-indexes.js";
import * as notificationsAndJobs from "./migrations/0005-notifications-and-jobs.js";
import * as timeAttendance from "./migrations/0006-time-attendance.js";
import * as activityListKeys from "./migrations/0007-activity-list-keys.js";
import * as calendarFeeds from "./migrations/0008-calendar-feeds.js";
import * as availability from "./migrations/0009-availability.js";

/**
 * Migrations in the order they run. Forward-only: a migration, once released, is never edited;
 * a change is a new migration.
 */
const migrations: Record<string, Migration> = {
  "0001-people-authorizations-reference-data": initial,
  "0002-planning": planning,
  "0003-security-scopes": securityScopes,
  "0004-period-indexes": periodIndexes,
  "0005-notifications-and-jobs": notificationsAndJobs,
  "0006-time-attendance": timeAttendance,
  "0007-activity-list-keys": activityListKeys,
  "0008-calendar-feeds": calendarFeeds,
  "0009-availability": availability,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest<Schema>(db: Kysely<Schema>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
