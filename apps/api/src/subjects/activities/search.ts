import type { OperationalActivity } from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { containing } from "../../platform/like.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor, pageOf } from "../../platform/paging-sql.js";
import { overlapsPeriod } from "../../platform/period-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import { toOperationalActivity } from "./reads.js";

/** Search criteria of `POST OperationalActivity/search`. */
export interface ActivitySearch {
  status?: OperationalActivity["status"][] | undefined;
  activityIds?: number[] | undefined;
  entityIds?: number[] | undefined;
  /** Activities ending after this instant. */
  from?: string | undefined;
  /** Activities starting before this instant. */
  to?: string | undefined;
  text?: string | undefined;
  sort?: { field: "start" | "title" | "status"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const sortColumns = { start: "start_at", title: "title", status: "status" } as const;

/** The activities of the active role's scope that match the criteria, a page at a time. */
export async function searchOperationalActivities(
  db: Kysely<Database>,
  access: Access,
  search: ActivitySearch,
  timeZone: string,
): Promise<Page<OperationalActivity>> {
  const { page, pageSize } = pageAskedFor(search);
  const query = db
    .selectFrom("operational_activity")
    .where(scopeCondition(access))
    .$if(Boolean(search.status?.length), (q) => q.where("status", "in", search.status ?? []))
    .$if(Boolean(search.activityIds?.length), (q) =>
      q.where("activity_id", "in", search.activityIds ?? []),
    )
    .$if(Boolean(search.entityIds?.length), (q) =>
      q.where("entity_id", "in", search.entityIds ?? []),
    )
    .$if(Boolean(search.from || search.to), (q) =>
      q.where(overlapsPeriod("operational_activity", search.from, search.to)),
    )
    .$if(Boolean(search.text?.trim()), (q) =>
      q.where(sql<boolean>`title ilike ${containing(search.text?.trim() ?? "")}`),
    );
  const sort = search.sort ?? { field: "start", direction: "asc" };
  const { rows, total } = await pageOf(
    db,
    query.selectAll(),
    { column: sortColumns[sort.field], direction: sort.direction },
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => toOperationalActivity(row, timeZone)),
    total,
    page,
    pageSize,
  };
}
