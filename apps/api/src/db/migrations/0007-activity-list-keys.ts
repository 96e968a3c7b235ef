import { type Kysely, sql } from "kysely";

/**
 * The Latin letters with diacritics (Latin-1 Supplement, Latin Extended-A and -B, Latin Extended
 * Additional) and the one letter each decomposes to without its marks: `é` → `e`, `Ç` → `C`.
 * Letters that are not one letter with marks (`ß`, `œ`, `ø`) stay as they are. Unicode never
 * changes the decomposition of a character once published, so this table is the same on every
 * Node.js that runs the migration.
 */
function foldedLetters(): { from: string; to: string } {
  const letters = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ].flatMap(([first = 0, last = 0]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  );
  const pairs = letters.flatMap((letter) => {
    const base = letter.normalize("NFD").replace(/\p{M}/gu, "");
    return base.length === 1 && base !== letter ? [[letter, base]] : [];
  });
  return {
    from: pairs.map(([letter]) => letter).join(""),
    to: pairs.map(([, base]) => base).join(""),
  };
}

/**
 * The activities list searches and sorts titles and locations without regard to case or
 * accents (decision 029): "eglise" finds "Église", which sorts between "Dune" and "Forêt" on any
 * server, whatever its collation.
 *
 * - `fold_text` lowers a text and takes the marks off its Latin letters: the one rule for every
 *   comparison of the list's words, in the database only.
 * - `title_folded` and `location_folded` hold it for each activity, written with the activity:
 *   folding a text costs a few microseconds, too much to repeat on every row of every search
 *   (a second on 25,000 activities), nothing when an activity is saved.
 *
 * A change of the rule is a new migration that replaces the function and rewrites the columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { from, to } = foldedLetters();
  await sql`
    create function fold_text(value text) returns text
      language sql immutable strict parallel safe
      return lower(translate(value, ${sql.lit(from)}, ${sql.lit(to)}))`.execute(db);
  await sql`
    alter table operational_activity
      add column title_folded text not null generated always as (fold_text(title)) stored,
      add column location_folded text not null generated always as (fold_text(location)) stored`.execute(
    db,
  );
}
