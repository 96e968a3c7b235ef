import { type Kysely, sql } from "kysely";

/**
 * Each person's calendar feed (decision 045): the SHA-256 of the secret token of their one
 * subscription address (creating another replaces it, revoking deletes it), and when a calendar
 * last read it, so the person can tell their subscription works.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calendar_feed (
      person_id integer primary key references person (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      last_read_at timestamptz
    )`.execute(db);
}
