import type { calls, Language } from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type * as v from "valibot";
import type { Database, MeansOfInterventionTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { labelIn, nameKeys, orderBySortKeys } from "../../platform/list-sql.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor } from "../../platform/paging-sql.js";
import { type MeansCriteria, matchingMeans } from "./criteria-sql.js";
import { type MeansSort, meansSortKeys, meansSortNeeds } from "./list-sql.js";
import { toMeansOfIntervention } from "./reads.js";

/** Search criteria of `POST MeansOfIntervention/search`: the shared criteria, a sort, a page. */
export interface MeansSearch extends MeansCriteria {
  sort?: MeansSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** A row of the means list, as the call's answer schema says. */
export type MeansListItem = v.InferOutput<typeof calls.meansOfIntervention.meansListItemSchema>;

type Row = Selectable<MeansOfInterventionTable> & {
  total_count: string | number;
  type_name: string;
  departure_name: string | null;
  activity_title: string;
  activity_location: string;
  activity_status: MeansListItem["operationalActivity"]["status"];
  activity_name: string;
  entity_name: string;
};

/**
 * The matching means with the keys their sort needs: the folded names of their types or
 * departures are joined only for a sort on them, folded once per type or departure.
 */
function keyedMeans(
  db: Kysely<Database>,
  access: Access,
  search: MeansSearch,
  sort: MeansSort,
  language: Language,
) {
  const needs = meansSortNeeds(sort.field);
  return matchingMeans(db, access, search)
    .$if(needs === "type", (q) =>
      q.innerJoin(nameKeys("means_of_intervention_type", language).as("type_key"), (join) =>
        join.onRef("type_key.id", "=", "means_of_intervention.type_id"),
      ),
    )
    .$if(needs === "departure", (q) =>
      q.leftJoin(nameKeys("departure", language).as("departure_key"), (join) =>
        join.onRef("departure_key.id", "=", "means_of_intervention.departure_id"),
      ),
    )
    .select("means_of_intervention.id")
    .select(meansSortKeys(sort.field).map((key, index) => key.expression.as(`sort_${index}`)));
}

/**
 * The means of the active role's scope that match the criteria, a page at a time, sorted on any
 * column of the list, each with its type's and departure's names in the caller's language and
 * what the list shows of its operational activity (decision 034), in one statement. The matching
 * means are gathered first by the search's own indexes (the period, the activity) with the keys
 * of their sort; the page is cut after sorting them, with the count of matches; only the page's
 * rows read their names. Only a page past the end asks for the count apart.
 */
export async function searchMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  search: MeansSearch,
  timeZone: string,
): Promise<Page<MeansListItem>> {
  const { page, pageSize } = pageAskedFor(search);
  const { language } = access.user;
  const sort = search.sort ?? { field: "start", direction: "asc" };
  const keys = meansSortKeys(sort.field);
  const { rows } = await sql<Row>`
    with matching as materialized (${keyedMeans(db, access, search, sort, language)}),
    page as (
      select matching.*, count(*) over () as total_count from matching
       order by ${orderBySortKeys("matching", keys, sort.direction)}
       limit ${pageSize} offset ${(page - 1) * pageSize})
    select means_of_intervention.*, page.total_count,
           ${labelIn("means_of_intervention_type", language)} as type_name,
           ${labelIn("departure", language)} as departure_name,
           operational_activity.title as activity_title,
           operational_activity.location as activity_location,
           operational_activity.status as activity_status,
           ${labelIn("activity", language)} as activity_name,
           ${labelIn("entity", language)} as entity_name
      from page
      join means_of_intervention on means_of_intervention.id = page.id
      join operational_activity
        on operational_activity.id = means_of_intervention.operational_activity_id
      join activity on activity.id = operational_activity.activity_id
      join entity on entity.id = operational_activity.entity_id
      join means_of_intervention_type
        on means_of_intervention_type.id = means_of_intervention.type_id
      left join departure on departure.id = means_of_intervention.departure_id
     order by ${orderBySortKeys("page", keys, sort.direction)}`.execute(db);
  const first = rows[0];
  let total = first ? Number(first.total_count) : 0;
  if (!first && page > 1) {
    const counted = await db
      .selectFrom(
        matchingMeans(db, access, search).select("means_of_intervention.id").as("matching"),
      )
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    total = Number(counted.count);
  }
  return { items: rows.map((row) => toListItem(row, timeZone)), total, page, pageSize };
}

/** A row of the list as the API answers it. */
function toListItem(row: Row, timeZone: string): MeansListItem {
  return {
    ...toMeansOfIntervention(row, timeZone),
    typeName: row.type_name,
    departureName: row.departure_name,
    operationalActivity: {
      title: row.activity_title,
      location: row.activity_location,
      status: row.activity_status,
      activityName: row.activity_name,
      entityName: row.entity_name,
    },
  };
}
