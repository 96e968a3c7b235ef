import type { ScheduleChangeStatus } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor, pageOf } from "../../platform/paging-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import {
  actsForThemselves,
  personOf,
  type RegistrationCriteria,
  registrationCriteria,
} from "../registrations/index.js";
import { placedScheduleChanges, type ScheduleChangeView, toView, viewColumns } from "./reads.js";

/** Criteria of `POST ScheduleChange/search`. */
export interface ScheduleChangeSearch extends RegistrationCriteria {
  statuses?: ScheduleChangeStatus[] | undefined;
  registrationIds?: number[] | undefined;
  /** Proposed by these persons ("mine": the user's own person id). */
  proposedByPersonIds?: number[] | undefined;
  /** Changes ending after this instant. */
  from?: string | undefined;
  /** Changes starting before this instant. */
  to?: string | undefined;
  sort?: { field: "createdAt" | "start" | "status"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The sort fields, as columns of the matching rows. */
const sortColumns = {
  createdAt: "created_at",
  start: "start_at",
  status: "status",
} as const;

/**
 * The schedule changes of the role's scope matching the criteria, latest first unless sorted
 * otherwise, a page at a time with the count in one statement (decision 012): the
 * schedule-change follow-up (spec 01 §2, all and mine).
 */
export async function searchScheduleChanges(
  db: Kysely<Database>,
  access: Access,
  search: ScheduleChangeSearch,
  timeZone: string,
): Promise<Page<ScheduleChangeView>> {
  const { page, pageSize } = pageAskedFor(search);
  const scoped = placedScheduleChanges(db);
  // Field staff follow the changes of their own registrations, wherever those are.
  const query = (
    actsForThemselves(access)
      ? scoped.where("registration.person_id", "=", personOf(access))
      : scoped.where(scopeCondition(access))
  )
    .$if(Boolean(search.statuses?.length), (q) =>
      q.where("schedule_change.status", "in", search.statuses ?? []),
    )
    .$if(Boolean(search.registrationIds?.length), (q) =>
      q.where("schedule_change.registration_id", "in", search.registrationIds ?? []),
    )
    .where(registrationCriteria(search))
    .$if(Boolean(search.proposedByPersonIds?.length), (q) =>
      q.where("schedule_change.proposed_by", "in", search.proposedByPersonIds ?? []),
    )
    .$if(Boolean(search.from), (q) =>
      q.where("schedule_change.end_at", ">", new Date(search.from ?? "")),
    )
    .$if(Boolean(search.to), (q) =>
      q.where("schedule_change.start_at", "<", new Date(search.to ?? "")),
    );
  const sort = search.sort ?? { field: "createdAt", direction: "desc" };
  const { rows, total } = await pageOf(
    db,
    query.select(viewColumns(access.user.language)),
    { column: sortColumns[sort.field], direction: sort.direction },
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => toView(row, timeZone)),
    total,
    page,
    pageSize,
  };
}
