import { notFound, numberRanges, Refusal } from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import { type ReferenceSubject, subjectTables } from "../db/reference-tables.js";
import type { Database } from "../db/schema.js";

/**
 * The ids a request names — an entity, an activity, a location type, persons, means… — checked
 * before anything is written: one that names no row is refused as `{subject}.notFound` (404,
 * data `{ id }`), never left for the database to refuse in the middle of a write. One query per
 * subject, whatever the number of ids: the cost stays within the request schemas' list maxima.
 * Whether a found row lies within the active role's scope is the caller's next check (403).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Whether a number can be a row's id (the domain's range of ids: PostgreSQL `integer`, from 1). */
export const isStorableId = (id: number): boolean =>
  Number.isInteger(id) && id >= numberRanges.id.min && id <= numberRanges.id.max;

/**
 * The ids among `ids` that name a row of the subject's table, in one query. A number no id can
 * take (0, negative, fractional, beyond `integer`) names nothing and is not sent to the database.
 */
export async function existingIds(
  db: Db,
  subject: ReferenceSubject,
  ids: readonly number[],
): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter(isStorableId))];
  if (wanted.length === 0) return new Set();
  // Every table of `subjectTables` has an integer `id`: one of them stands for the union.
  const table = subjectTables[subject] as "person";
  const rows = await db.selectFrom(table).select("id").where("id", "in", wanted).execute();
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that name no row of the subject's table, once each, in their order. */
export async function missingIds(
  db: Db,
  subject: ReferenceSubject,
  ids: readonly number[],
): Promise<number[]> {
  const found = await existingIds(db, subject, ids);
  return [...new Set(ids)].filter((id) => !found.has(id));
}

/** What a request names, by subject: one id or a list; `null` or absent names nothing. */
export type References = Partial<
  Record<ReferenceSubject, number | null | undefined | readonly number[]>
>;

/**
 * Refuses with `{subject}.notFound` (404, `{ id }` of the first missing) when an id of
 * `references` names no row. Subjects are checked in the order given, so a request naming
 * several missing things is always answered about the same one.
 */
export async function requireReferences(db: Db, references: References): Promise<void> {
  for (const [subject, named] of Object.entries(references) as [
    ReferenceSubject,
    References[ReferenceSubject],
  ][]) {
    if (named === null || named === undefined) continue;
    const ids = typeof named === "number" ? [named] : named;
    const [missing] = await missingIds(db, subject, ids);
    if (missing !== undefined) throw new Refusal(notFound(subject, { id: missing }));
  }
}
