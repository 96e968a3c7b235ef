import type { OperationalActivity, StaffCounts } from "@releve/domain";
import { type Kysely, type Selectable, type SqlBool, sql } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import {
  containingFolded,
  labelIn,
  nameKeys,
  orderBySortKeys,
  searchWords,
  sortColumns,
} from "../../platform/list-sql.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor } from "../../platform/paging-sql.js";
import { overlapsPeriod } from "../../platform/period-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import { type ListSort, meansSummaryOf, sortKeys, sortNeeds } from "./list-sql.js";
import { toOperationalActivity } from "./reads.js";

/** Search criteria of `POST OperationalActivity/search`. */
export interface ActivitySearch {
  status?: OperationalActivity["status"][] | undefined;
  /** Activities of an activity of one of these types. */
  activityTypeIds?: number[] | undefined;
  activityIds?: number[] | undefined;
  /** Activities of an entity of one of these types. */
  entityTypeIds?: number[] | undefined;
  entityIds?: number[] | undefined;
  /** Activities ending after this instant. */
  from?: string | undefined;
  /** Activities starting before this instant. */
  to?: string | undefined;
  /** Words each found in the title or the location, whatever their case and accents. */
  text?: string | undefined;
  sort?: ListSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** An activity's means at a glance: those taking part, those cancelled, and their staff. */
export interface ActivityMeansSummary {
  count: number;
  cancelled: number;
  staff: StaffCounts;
}

/** A row of the activities list: the activity, its activity's and entity's names, its means. */
export interface ActivityListItem extends OperationalActivity {
  activityName: string;
  entityName: string;
  means: ActivityMeansSummary;
}

type Row = Selectable<OperationalActivityTable> & {
  total_count: string | number;
  activity_name: string;
  entity_name: string;
  means_count: string | number;
  cancelled_means_count: string | number;
  required_staff: string | number;
  validated_staff: string | number;
  pending_staff: string | number;
};

/** The activities of the role's scope matching the criteria, with no sort nor page. */
function matchingActivities(db: Kysely<Database>, access: Access, search: ActivitySearch) {
  const words = searchWords(search.text);
  return db
    .selectFrom("operational_activity")
    .where(scopeCondition(access))
    .$if(Boolean(search.status?.length), (q) =>
      q.where("operational_activity.status", "in", search.status ?? []),
    )
    .$if(Boolean(search.activityTypeIds?.length), (q) =>
      q.where("operational_activity.activity_id", "in", (eb) =>
        eb
          .selectFrom("activity as typed_activity")
          .select("typed_activity.id")
          .where("typed_activity.type_id", "in", search.activityTypeIds ?? []),
      ),
    )
    .$if(Boolean(search.activityIds?.length), (q) =>
      q.where("operational_activity.activity_id", "in", search.activityIds ?? []),
    )
    .$if(Boolean(search.entityTypeIds?.length), (q) =>
      q.where("operational_activity.entity_id", "in", (eb) =>
        eb
          .selectFrom("entity as typed_entity")
          .select("typed_entity.id")
          .where("typed_entity.type_id", "in", search.entityTypeIds ?? []),
      ),
    )
    .$if(Boolean(search.entityIds?.length), (q) =>
      q.where("operational_activity.entity_id", "in", search.entityIds ?? []),
    )
    .$if(Boolean(search.from || search.to), (q) =>
      q.where(overlapsPeriod("operational_activity", search.from, search.to)),
    )
    .$if(words.length > 0, (q) =>
      q.where((eb) =>
        eb.and(
          words.map(
            (word) => sql<SqlBool>`(operational_activity.title_folded like ${containingFolded(word)}
                or operational_activity.location_folded like ${containingFolded(word)})`,
          ),
        ),
      ),
    );
}

/**
 * The activities of the active role's scope that match the criteria, a page at a time, each with
 * its activity's and entity's names in the caller's language and the staffing of its means
 * (decision 029), in one statement. The matching activities are gathered first by the search's
 * own indexes (the period, the scope) with the keys their sort needs; the staffing of every
 * matching activity is summed only when the list is sorted on it, otherwise only the page's rows
 * read their means, by the means' index on their activity. The count of matches comes with the
 * page; only a page past the end asks for it apart.
 */
export async function searchOperationalActivities(
  db: Kysely<Database>,
  access: Access,
  search: ActivitySearch,
  timeZone: string,
): Promise<Page<ActivityListItem>> {
  const { page, pageSize } = pageAskedFor(search);
  const { language } = access.user;
  const sort = search.sort ?? { field: "start", direction: "asc" };
  const keys = sortKeys(sort.field);
  const needs = sortNeeds(sort.field);
  const byMeans = needs === "means";
  const matching = matchingActivities(db, access, search)
    .$if(needs === "activity", (q) =>
      q.innerJoin(nameKeys("activity", language).as("activity_key"), (join) =>
        join.onRef("activity_key.id", "=", "operational_activity.activity_id"),
      ),
    )
    .$if(needs === "entity", (q) =>
      q.innerJoin(nameKeys("entity", language).as("entity_key"), (join) =>
        join.onRef("entity_key.id", "=", "operational_activity.entity_id"),
      ),
    )
    .select("operational_activity.id")
    .$if(!byMeans, (q) => q.select(keys.map((key, index) => key.expression.as(`sort_${index}`))));
  // The keys of a sort on the staffing come from the means of the matching activities.
  const keyed = byMeans
    ? sql`, keyed as (
        select matching.id, ${sortColumns(keys)}
          from matching cross join lateral ${meansSummaryOf(sql.ref("matching.id"))} as staffing)`
    : sql``;
  const { rows } = await sql<Row>`
    with matching as materialized (${matching})${keyed},
    page as (
      select keyed.*, count(*) over () as total_count from ${sql.raw(byMeans ? "keyed" : "matching as keyed")}
       order by ${orderBySortKeys("keyed", keys, sort.direction)}
       limit ${pageSize} offset ${(page - 1) * pageSize})
    select operational_activity.*, page.total_count,
           ${labelIn("activity", language)} as activity_name,
           ${labelIn("entity", language)} as entity_name,
           means.means_count, means.cancelled_means_count,
           means.required_staff, means.validated_staff, means.pending_staff
      from page
      join operational_activity on operational_activity.id = page.id
      join activity on activity.id = operational_activity.activity_id
      join entity on entity.id = operational_activity.entity_id
      cross join lateral ${meansSummaryOf(sql.ref("operational_activity.id"))} as means
     order by ${orderBySortKeys("page", keys, sort.direction)}`.execute(db);
  const first = rows[0];
  let total = first ? Number(first.total_count) : 0;
  if (!first && page > 1) {
    const counted = await db
      .selectFrom(matchingActivities(db, access, search).select("id").as("matching"))
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    total = Number(counted.count);
  }
  return { items: rows.map((row) => toListItem(row, timeZone)), total, page, pageSize };
}

/** A row of the list as the API answers it. */
function toListItem(row: Row, timeZone: string): ActivityListItem {
  return {
    ...toOperationalActivity(row, timeZone),
    activityName: row.activity_name,
    entityName: row.entity_name,
    means: {
      count: Number(row.means_count),
      cancelled: Number(row.cancelled_means_count),
      staff: {
        required: Number(row.required_staff),
        validated: Number(row.validated_staff),
        pending: Number(row.pending_staff),
      },
    },
  };
}
