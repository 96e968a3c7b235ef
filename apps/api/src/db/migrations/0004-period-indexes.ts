import { type Kysely, sql } from "kysely";

/**
 * Searches by period ask which means and activities overlap a period: with only an index on the
 * start, "starts before the end" reads everything before it. A GiST index on the period answers
 * the overlap itself, whatever the period's length.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["means_of_intervention", "operational_activity"]) {
    await sql`
      create index ${sql.id(`${table}_period`)} on ${sql.table(table)}
        using gist (tstzrange(start_at, end_at, '[)'))`.execute(db);
  }
}
