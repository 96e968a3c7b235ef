import { activityStatuses, type calls } from "@releve/domain";
import { type RawBuilder, sql } from "kysely";
import { bytewise, type SortKey, staffingSortKeys } from "../../platform/list-sql.js";

/**
 * The SQL pieces of the activities list (`POST OperationalActivity/search`): the staffing of its
 * rows and the keys it sorts on (decision 029). What every list shares (folded words, names in
 * the caller's language, sorting on gathered keys) is in `platform/list-sql.ts`.
 */

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

/** What the sort of a field needs besides the activity's own columns. */
export function sortNeeds(field: ListSort["field"]): "activity" | "entity" | "means" | undefined {
  if (field === "activity" || field === "entity") return field;
  if (field === "meansCount" || field === "staffCompleteness") return "means";
  return undefined;
}

/**
 * The keys a field sorts by, before the id that breaks ties: expressions over the matching
 * activity, with `activity_key` or `entity_key` of `nameKeys` joined, or the means' staffing
 * `staffing` of {@link meansSummaryOf}, when the sort names them. Texts sort folded (`Église`
 * between `Dune` and `Forêt`). A status sorts in the order of its lifecycle (draft, public,
 * cancelled). The staff completeness sorts the means' staffing summed by `staffingSortKeys`.
 */
export function sortKeys(field: ListSort["field"]): SortKey[] {
  const column = (name: string) => sql.ref(`operational_activity.${name}`);
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
      return staffingSortKeys(sql`staffing.required_staff`, sql`staffing.validated_staff`);
  }
}
