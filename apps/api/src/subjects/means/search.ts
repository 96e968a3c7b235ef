import {
  type MeansOfIntervention,
  type MeansStatusFilter,
  meansStatuses,
  meansStatusMatches,
  type StaffCompleteness,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor, pageOf } from "../../platform/paging-sql.js";
import { overlapsPeriod } from "../../platform/period-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import { toMeansOfIntervention } from "./reads.js";

/** Search criteria of `POST MeansOfIntervention/search`. */
export interface MeansSearch {
  status?: MeansStatusFilter | undefined;
  operationalActivityIds?: number[] | undefined;
  typeIds?: number[] | undefined;
  departureIds?: number[] | undefined;
  /** Means ending after this instant. */
  from?: string | undefined;
  /** Means starting before this instant. */
  to?: string | undefined;
  /** Means whose staff completeness is one of these; none or empty: any. */
  staffCompletenesses?: readonly StaffCompleteness[] | undefined;
  sort?: { field: "start" | "status"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/**
 * The domain's `staffCompleteness` of a means row, worked out by the database so that a search
 * can filter on it before paging: the same tests in the same order (the first that holds wins).
 * `test/means-search-completeness.test.ts` checks that both agree on every count.
 */
export const staffCompletenessSql = sql<StaffCompleteness>`case
  when means_of_intervention.validated_staff >= means_of_intervention.required_staff
    then 'allStaffed'
  when means_of_intervention.validated_staff + means_of_intervention.pending_staff = 0
    then 'noneStaffed'
  when means_of_intervention.validated_staff + means_of_intervention.pending_staff
      >= means_of_intervention.required_staff
    then 'readyStaffed'
  else 'partiallyStaffed'
end`;

/** The means of the role's scope matching the criteria, a page at a time (spec 01 §4 filters). */
export async function searchMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  search: MeansSearch,
  timeZone: string,
): Promise<Page<MeansOfIntervention>> {
  const { page, pageSize } = pageAskedFor(search);
  const statuses = meansStatuses.filter((status) =>
    meansStatusMatches(status, search.status ?? "all"),
  );
  // The scope as a semi-join: the period index finds the means, each checks its activity by key.
  const query = db
    .selectFrom("means_of_intervention")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("operational_activity")
          .select(sql<number>`1`.as("one"))
          .whereRef("operational_activity.id", "=", "means_of_intervention.operational_activity_id")
          .where(scopeCondition(access)),
      ),
    )
    .where("means_of_intervention.status", "in", statuses)
    .$if(Boolean(search.operationalActivityIds?.length), (q) =>
      q.where(
        "means_of_intervention.operational_activity_id",
        "in",
        search.operationalActivityIds ?? [],
      ),
    )
    .$if(Boolean(search.typeIds?.length), (q) =>
      q.where("means_of_intervention.type_id", "in", search.typeIds ?? []),
    )
    .$if(Boolean(search.departureIds?.length), (q) =>
      q.where("means_of_intervention.departure_id", "in", search.departureIds ?? []),
    )
    .$if(Boolean(search.from || search.to), (q) =>
      q.where(overlapsPeriod("means_of_intervention", search.from, search.to)),
    )
    .$if(Boolean(search.staffCompletenesses?.length), (q) =>
      q.where((eb) => eb(staffCompletenessSql, "in", [...(search.staffCompletenesses ?? [])])),
    );
  const sort = search.sort ?? { field: "start", direction: "asc" };
  const { rows, total } = await pageOf(
    db,
    query.selectAll("means_of_intervention"),
    { column: sort.field === "start" ? "start_at" : "status", direction: sort.direction },
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => toMeansOfIntervention(row, timeZone)),
    total,
    page,
    pageSize,
  };
}
