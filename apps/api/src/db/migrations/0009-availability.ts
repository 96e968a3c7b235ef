import { type Kysely, sql } from "kysely";

/**
 * The volunteers' availability (decision 046): each declaration says available or unavailable,
 * either once over a period (`start_at`–`end_at`) or every week on some ISO weekdays between two
 * local times (minutes of the day, the end up to 1440), from a first day to a last one or for
 * good. A person's declarations are read together (`availability_person`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table availability (
      id serial primary key,
      person_id integer not null references person (id) on delete cascade,
      kind text not null check (kind in ('available', 'unavailable')),
      start_at timestamptz,
      end_at timestamptz,
      weekdays smallint[],
      start_minute smallint check (start_minute between 0 and 1440),
      end_minute smallint check (end_minute between 0 and 1440),
      valid_from date,
      valid_to date,
      comment text not null default '',
      created_at timestamptz not null default now(),
      constraint availability_once_or_weekly check (
        (start_at is not null and end_at > start_at and weekdays is null
          and start_minute is null and end_minute is null and valid_from is null and valid_to is null)
        or (start_at is null and end_at is null and cardinality(weekdays) between 1 and 7
          and weekdays <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]
          and end_minute > start_minute and valid_from is not null
          and (valid_to is null or valid_to >= valid_from))
      )
    )`.execute(db);
  await sql`create index availability_person on availability (person_id)`.execute(db);
}
