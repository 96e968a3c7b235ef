import { activityStatuses, type calls, type Language } from "@releve/domain";
import { type RawBuilder, sql } from "kysely";

/**
 * The SQL pieces of the activities list (`POST OperationalActivity/search`): the words its text
 * search compares, the names and the staffing of its rows, and the keys it sorts on (decision
 * 029). Texts are compared by the database's `fold_text` (migration 0007), without case nor
 * accents.
 */

/** `%word%` for `like` against a folded column: folded, its own `%`, `_` and `\` taken literally. */
export function containingFolded(word: string): RawBuilder<string> {
  return sql<string>`fold_text(${`%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`})`;
}

/**
 * A reference datum's name (`activity`, `entity`) in a language, French where its label lacks
 * that language (the domain's `localizedLabel`).
 */
export function labelIn(table: "activity" | "entity", language: Language): RawBuilder<string> {
  const label = sql.ref(`${table}.label`);
  return sql<string>`coalesce(${label} ->> ${language}, ${label} ->> 'fr')`;
}

/**
 * The folded names of a reference table in a language, `(id, name_key)`, to join to the
 * activities: folded once per activity or entity rather than once per operational activity
 * (`offset 0` keeps the database from merging it into the join, which would fold per row).
 */
export function nameKeys(
  table: "activity" | "entity",
  language: Language,
): RawBuilder<{ id: number; name_key: string }> {
  return sql`(select ${sql.ref(`${table}.id`)}, fold_text(${labelIn(table, language)}) as name_key
                from ${sql.table(table)} offset 0)`;
}

/**
 * The staffing of a set of means aliased `summary_means`, as select-list columns: the means
 * taking part (every status but `cancelled`) and their staff counts summed, and the means
 * cancelled. One rule for the list's counts and for the sorts on them: a cancelled means needs
 * nobody any more, so its places count neither as required nor as filled. Each means' counts
 * are kept by the registrations' trigger, and its validated staff never exceeds its required
 * staff, so `required - validated` is the number of places still to fill.
 */
const summaryColumns = sql`
  count(*) filter (where summary_means.status <> 'cancelled') as means_count,
  count(*) filter (where summary_means.status = 'cancelled') as cancelled_means_count,
  coalesce(sum(summary_means.required_staff)
             filter (where summary_means.status <> 'cancelled'), 0) as required_staff,
  coalesce(sum(summary_means.validated_staff)
             filter (where summary_means.status <> 'cancelled'), 0) as validated_staff,
  coalesce(sum(summary_means.pending_staff)
             filter (where summary_means.status <> 'cancelled'), 0) as pending_staff`;

/**
 * The staffing of the activity whose id is `activityId`, as a lateral subquery of one row: the
 * activity reads its own means by their index on the activity, so summing the staffing of many
 * activities costs what they number (a fortnight's thousand in a few milliseconds), never the
 * size of the means table.
 */
export function meansSummaryOf(activityId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(
    select ${summaryColumns}
      from means_of_intervention summary_means
     where summary_means.operational_activity_id = ${activityId})`;
}

/** A sort of the list, its field (one per column of the list) and direction. */
export interface ListSort {
  field: (typeof calls.operationalActivity.searchSortFields)[number];
  direction: "asc" | "desc";
}

/**
 * One key of a sort: an expression over the matching activity (with `activity_key` or
 * `entity_key` of {@link nameKeys} joined, or the means' staffing `staffing` of
 * {@link meansSummaryOf}, when the sort names them), its direction relative to the
 * sort's, and whether absent values come last whatever the direction.
 */
export interface SortKey {
  expression: RawBuilder<unknown>;
  reversed?: boolean;
  absentLast?: boolean;
}

/** What the sort of a field needs besides the activity's own columns. */
export function sortNeeds(field: ListSort["field"]): "activity" | "entity" | "means" | undefined {
  if (field === "activity" || field === "entity") return field;
  if (field === "meansCount" || field === "staffCompleteness") return "means";
  return undefined;
}

/** A folded text compared byte by byte, so that every server sorts alike whatever its collation. */
const bytewise = (folded: RawBuilder<unknown>) => sql`${folded} collate "C"`;

/**
 * The keys a field sorts by, before the id that breaks ties. Texts sort folded (`Église` between
 * `Dune` and `Forêt`). A status sorts in the order of its lifecycle (draft, public, cancelled).
 * The staff completeness sorts by the share of the required staff validated (1 when nothing is
 * required: nothing is missing, as the domain's `staffCompleteness` calls a means requiring
 * nobody all-staffed), then by the places still to fill, more first: ascending, the activities
 * most in need come first, and descending is the exact reverse.
 */
export function sortKeys(field: ListSort["field"]): SortKey[] {
  const column = (name: string) => sql.ref(`operational_activity.${name}`);
  const required = sql`staffing.required_staff`;
  const validated = sql`staffing.validated_staff`;
  switch (field) {
    case "start":
      return [{ expression: column("start_at") }];
    case "end":
      return [{ expression: column("end_at") }];
    case "title":
      return [{ expression: bytewise(column("title_folded")) }];
    case "location":
      return [
        { expression: bytewise(sql`nullif(${column("location_folded")}, '')`), absentLast: true },
      ];
    case "status":
      return [
        { expression: sql`array_position(${[...activityStatuses]}::text[], ${column("status")})` },
      ];
    case "registrationDeadline":
      return [{ expression: column("registration_deadline"), absentLast: true }];
    case "activity":
    case "entity":
      return [{ expression: bytewise(sql.ref(`${field}_key.name_key`)) }];
    case "meansCount":
      return [{ expression: sql`staffing.means_count` }];
    case "staffCompleteness":
      return [
        {
          expression: sql`case when ${required} = 0 then 1 else ${validated}::numeric / ${required} end`,
        },
        { expression: sql`${required} - ${validated}`, reversed: true },
      ];
  }
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
