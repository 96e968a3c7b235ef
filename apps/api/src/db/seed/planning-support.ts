import { instantToWallClock, wallClockToInstant } from "@releve/domain";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, StatusChangeSubject } from "../schema.js";
import type { Random } from "./random.js";

/** Rows per INSERT: a few hundred keeps every statement well under the 65 535 parameters. */
export const batchSize = 500;

/** Inserts rows in batches of {@link batchSize}, in the order given. */
export async function insertInBatches<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += batchSize) {
    // Kysely cannot relate a generic table's insertable rows to its `values` parameter.
    await db
      .insertInto(table)
      .values(rows.slice(index, index + batchSize) as never)
      .execute();
  }
}

/** Tables whose identity the seed writes explicitly: the sequence must then follow. */
export const identityTables = [
  "person",
  "location_source",
  "location_type",
  "location",
  "vehicle",
  "departure",
  "operational_role",
  "predefined_schedule",
  "means_of_intervention_type",
  "absence",
  "work_schedule",
  "recurrence",
  "operational_activity",
  "attachment",
  "means_of_intervention",
  "registration",
  "schedule_change",
  "status_change",
  "alert",
  "release_version",
  "release_note",
  "reinforcement_notification",
] as const satisfies (keyof Database)[];

/** Moves each identity sequence past the largest id, so the API's own inserts do not collide. */
export async function advanceIdentities(db: Kysely<Database>): Promise<void> {
  for (const table of identityTables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
      coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

/** The largest id of a table, 0 when it is empty. */
export async function maxId(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { rows } = await sql<{
    max: number | string | null;
  }>`select max(id) as max from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.max ?? 0);
}

/** Calendar days as `YYYY-MM-DD`, counted in UTC so no daylight-saving change shifts them. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Day of the week, Monday 0 … Sunday 6. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Day of the month, 1–31. */
export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}

/** The organisation's calendar day of an instant. */
export function dayIn(instant: Date, timeZone: string): string {
  return instantToWallClock(instant, timeZone).slice(0, 10);
}

/** The instant of a wall-clock time (`HH:MM`) on a day, in the organisation's time zone. */
export function at(day: string, time: string, timeZone: string): Date {
  const instant = wallClockToInstant(`${day}T${time}`, timeZone);
  if (instant === null) throw new RangeError(`Not a wall-clock time: ${day}T${time}`);
  return new Date(instant);
}

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** An instant moved by milliseconds. */
export const plus = (instant: Date, ms: number): Date => new Date(instant.getTime() + ms);

/** The instant rounded down to the minute: the audit trail shows no seconds. */
export const toMinute = (ms: number): Date => new Date(Math.floor(ms / minute) * minute);

/** Lowercase ASCII for e-mail addresses: accents dropped, spaces and apostrophes removed. */
export function asciiSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "");
}

/** One row of the audit trail, before the seed numbers them in time order. */
export interface AuditEntry {
  subject: StatusChangeSubject;
  subjectId: number;
  action: string;
  from: string | null;
  to: string;
  by: number | null;
  at: Date;
  comment?: string;
}

/**
 * An instant between `from` and `to` (a fraction in [low, high) of the way), to the minute, and
 * never before `from`: the timelines of the seed stay ordered even when squeezed.
 */
export function between(rng: Random, from: Date, to: Date, low = 0, high = 1): Date {
  const span = to.getTime() - from.getTime();
  if (span <= 0) return from;
  const instant = toMinute(from.getTime() + span * (low + (high - low) * rng.next()));
  return instant < from ? from : instant;
}

/** The earlier of two instants. */
export const earliest = (a: Date, b: Date): Date => (a < b ? a : b);
/** The later of two instants. */
export const latest = (a: Date, b: Date): Date => (a > b ? a : b);
