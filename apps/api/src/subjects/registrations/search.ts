import type { RegistrationStatus } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor, pageOf } from "../../platform/paging-sql.js";
import { type PlaceCriteria, placeCriteria } from "../../platform/place-sql.js";
import { requireReachable } from "./checks.js";
import {
  placedRegistrations,
  type RegistrationCriteria,
  registrationCriteria,
  requirePlacedRegistration,
} from "./reads.js";
import { type RegistrationView, registrationViews } from "./views.js";

/** Reading registrations: the search of the lists (spec 01 §3) and one registration. */

/** Sorting and paging of a search (decision 006). */
export interface Paging<Field extends string> {
  sort?: { field: Field; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Criteria of `POST Registration/search`. */
export interface RegistrationSearch
  extends Paging<"start" | "createdAt" | "latestStatusChange" | "status">,
    RegistrationCriteria,
    PlaceCriteria {
  statuses?: RegistrationStatus[] | undefined;
  isProposed?: boolean | undefined;
  /** Registrations ending after this instant. */
  from?: string | undefined;
  /** Registrations starting before this instant. */
  to?: string | undefined;
}

const registrationSortColumns = {
  start: "start_at",
  createdAt: "created_at",
  latestStatusChange: "latest_status_change_at",
  status: "status",
} as const;

/**
 * The registrations of the role's scope matching the criteria, a page at a time: the page and
 * the count in one statement (decision 012).
 */
export async function searchRegistrations(
  db: Kysely<Database>,
  access: Access,
  search: RegistrationSearch,
  timeZone: string,
): Promise<Page<RegistrationView>> {
  const { page, pageSize } = pageAskedFor(search);
  const query = placedRegistrations(db, access)
    .where(registrationCriteria(search))
    .where(placeCriteria(search))
    .$if(Boolean(search.statuses?.length), (q) =>
      q.where("registration.status", "in", search.statuses ?? []),
    )
    .$if(search.isProposed !== undefined, (q) =>
      q.where("registration.is_proposed", "=", search.isProposed ?? false),
    )
    .$if(Boolean(search.from), (q) =>
      q.where("registration.end_at", ">", new Date(search.from ?? "")),
    )
    .$if(Boolean(search.to), (q) =>
      q.where("registration.start_at", "<", new Date(search.to ?? "")),
    );
  const sort = search.sort ?? { field: "start", direction: "asc" };
  const { rows, total } = await pageOf(
    db,
    query.select([
      "registration.id",
      "registration.start_at",
      "registration.created_at",
      "registration.latest_status_change_at",
      "registration.status",
    ]),
    { column: registrationSortColumns[sort.field], direction: sort.direction },
    page,
    pageSize,
  );
  return {
    items: await registrationViews(
      db,
      rows.map((row) => row.id),
      timeZone,
      access.user.language,
    ),
    total,
    page,
    pageSize,
  };
}

/** One registration of the role's scope (field staff: their own). */
export async function getRegistration(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<RegistrationView> {
  const found = await requirePlacedRegistration(db, id);
  requireReachable(access, found);
  const [view] = await registrationViews(db, [id], timeZone, access.user.language);
  if (!view) throw new Error(`Registration ${id} vanished while being read`);
  return view;
}
