import type { Language } from "@releve/domain";
import { type RawBuilder, sql } from "kysely";

/**
 * The SQL pieces the lists share (decisions 029 and 034): the words a text search compares, the
 * names of reference data in the caller's language, and sorts on keys gathered before the page
 * is cut. Texts are compared by the database's `fold_text` (migration 0007), without case nor
 * accents, and sorted byte by byte, so that every server sorts alike whatever its collation.
 */

/** `%word%` for `like` against a folded column: folded, its own `%`, `_` and `\` taken literally. */
export function containingFolded(word: string): RawBuilder<string> {
  return sql<string>`fold_text(${`%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`})`;
}

/** The words of a text search: each must be found, whatever the spaces around them. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? "").trim().split(/\s+/).filter(Boolean);
}

/** The reference tables whose rows carry a label in each language (`{ fr, en, de }`). */
export type LabelledTable = "activity" | "entity" | "means_of_intervention_type" | "departure";

/**
 * A reference datum's name in a language, French where its label lacks that language (the
 * domain's `localizedLabel`), from the row of `table` joined under its own name.
 */
export function labelIn(table: LabelledTable, language: Language): RawBuilder<string> {
  const label = sql.ref(`${table}.label`);
  return sql<string>`coalesce(${label} ->> ${language}, ${label} ->> 'fr')`;
}

/**
 * The folded names of a reference table in a language, `(id, name_key)`, to join to the rows
 * of a list: folded once per reference datum rather than once per row (`offset 0` keeps the
 * database from merging it into the join, which would fold per row).
 */
export function nameKeys(
  table: LabelledTable,
  language: Language,
): RawBuilder<{ id: number; name_key: string }> {
  return sql`(select ${sql.ref(`${table}.id`)}, fold_text(${labelIn(table, language)}) as name_key
                from ${sql.table(table)} offset 0)`;
}

/** A folded text compared byte by byte, so that every server sorts alike whatever its collation. */
export const bytewise = (folded: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`${folded} collate "C"`;

/**
 * One key of a sort: an expression over a matching row, its direction relative to the sort's,
 * and whether absent values come last whatever the direction.
 */
export interface SortKey {
  expression: RawBuilder<unknown>;
  reversed?: boolean;
  absentLast?: boolean;
}

/** `sort_0`, `sort_1`… as the keys' columns. */
export function sortColumns(keys: readonly SortKey[]): RawBuilder<unknown> {
  return sql.join(keys.map((key, index) => sql`${key.expression} as ${sql.ref(`sort_${index}`)}`));
}

/** `order by` over the columns `sort_0`, `sort_1`… of `table`, then its id. */
export function orderBySortKeys(
  table: string,
  keys: readonly SortKey[],
  direction: "asc" | "desc",
): RawBuilder<unknown> {
  const opposite = direction === "asc" ? "desc" : "asc";
  const terms = keys.map((key, index) => {
    const order = sql.raw(key.reversed ? opposite : direction);
    const nulls = sql.raw(key.absentLast ? " nulls last" : "");
    return sql`${sql.ref(`${table}.sort_${index}`)} ${order}${nulls}`;
  });
  return sql.join([...terms, sql`${sql.ref(`${table}.id`)} ${sql.raw(direction)}`]);
}

/**
 * The keys of a sort on staffing (decisions 029 and 034), from the required and validated staff
 * of a row (a means, or the means of an activity summed): the share of the required staff
 * validated (1 when nothing is required: nothing is missing, as the domain's
 * `staffCompleteness` calls a means requiring nobody all-staffed), then the places still to
 * fill, more first. Ascending, the rows most in need come first; descending is the exact
 * reverse. A means never validates more than it requires (a constraint), so `required -
 * validated` is what is missing.
 */
export function staffingSortKeys(
  required: RawBuilder<unknown>,
  validated: RawBuilder<unknown>,
): SortKey[] {
  return [
    {
      expression: sql`case when ${required} = 0 then 1 else ${validated}::numeric / ${required} end`,
    },
    { expression: sql`${required} - ${validated}`, reversed: true },
  ];
}
