import type { Instant, RegistrationStatus } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { labelIn } from "../../platform/list-sql.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor, pageOf } from "../../platform/paging-sql.js";
import { requireReachable } from "./checks.js";
import {
  placedRegistrations,
  type RegistrationCriteria,
  registrationCriteria,
  requirePlacedRegistration,
} from "./reads.js";
import type { Paging } from "./search.js";

/**
 * The status changes of registrations: one registration's history and the status-change
 * follow-up (spec 01 §2, §3).
 */

/** One entry of a registration's history, or of the status-change follow-up. */
export interface StatusChangeView {
  id: number;
  subject: "registration" | "scheduleChange";
  subjectId: number;
  action: string;
  from: string | null;
  to: string;
  comment: string;
  at: Instant;
  /** Who made the change; `null` for the system (automatic validation). */
  by: { personId: number; firstName: string; lastName: string } | null;
}

/**
 * The history of a registration (spec 01 §3 "latest status change"): its status changes and
 * those of its schedule changes, oldest first.
 */
export async function registrationHistory(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<StatusChangeView[]> {
  const found = await requirePlacedRegistration(db, id);
  requireReachable(access, found);
  const rows = await db
    .selectFrom("status_change")
    .leftJoin("person", "person.id", "status_change.changed_by")
    .selectAll("status_change")
    .select(["person.first_name", "person.last_name"])
    .where((eb) =>
      eb.or([
        eb.and([eb("status_change.subject", "=", "registration"), eb("subject_id", "=", id)]),
        eb.and([
          eb("status_change.subject", "=", "scheduleChange"),
          eb(
            "subject_id",
            "in",
            eb
              .selectFrom("schedule_change")
              .select("schedule_change.id")
              .where("schedule_change.registration_id", "=", id),
          ),
        ]),
      ]),
    )
    .orderBy("status_change.changed_at")
    .orderBy("status_change.id")
    .execute();
  return rows.map((row) => statusChangeView(row, timeZone));
}

function statusChangeView(
  row: {
    id: string;
    subject: string;
    subject_id: number;
    action: string;
    from_status: string | null;
    to_status: string;
    comment: string;
    changed_at: Date;
    changed_by: number | null;
    first_name: string | null;
    last_name: string | null;
  },
  timeZone: string,
): StatusChangeView {
  return {
    id: Number(row.id),
    subject: row.subject === "scheduleChange" ? "scheduleChange" : "registration",
    subjectId: row.subject_id,
    action: row.action,
    from: row.from_status,
    to: row.to_status,
    comment: row.comment,
    at: instantOf(row.changed_at, timeZone),
    by:
      row.changed_by === null
        ? null
        : {
            personId: row.changed_by,
            firstName: row.first_name ?? "",
            lastName: row.last_name ?? "",
          },
  };
}

/** Criteria of `POST Registration/StatusChanges/search`. */
export interface StatusChangeSearch extends Paging<"at">, RegistrationCriteria {
  /** Changes made by these persons ("mine": the user's own person id). */
  changedByPersonIds?: number[] | undefined;
  actions?: string[] | undefined;
  toStatuses?: RegistrationStatus[] | undefined;
  /** Changes made at or after this instant. */
  from?: string | undefined;
  /** Changes made before this instant. */
  to?: string | undefined;
}

/** A registration status change in the follow-up, with the registration it concerns. */
export interface RegistrationStatusChangeView extends StatusChangeView {
  registration: {
    id: number;
    personId: number;
    person: { firstName: string; lastName: string };
    meansOfInterventionId: number;
    /** The means' type, in the caller's language. */
    meansTypeName: string;
    operationalActivityId: number;
    operationalActivityTitle: string;
    status: RegistrationStatus;
    start: Instant;
    end: Instant;
  };
}

/**
 * The status changes of the registrations of the role's scope (field staff: their own), latest
 * first unless sorted otherwise, a page at a time with the count in one statement (decision
 * 012): the status-change follow-up (spec 01 §2).
 */
export async function searchStatusChanges(
  db: Kysely<Database>,
  access: Access,
  search: StatusChangeSearch,
  timeZone: string,
): Promise<Page<RegistrationStatusChangeView>> {
  const { page, pageSize } = pageAskedFor(search);
  const query = placedRegistrations(db, access)
    .innerJoin("status_change", (join) =>
      join
        .onRef("status_change.subject_id", "=", "registration.id")
        .on("status_change.subject", "=", "registration"),
    )
    .innerJoin("person as registered", "registered.id", "registration.person_id")
    .innerJoin(
      "means_of_intervention_type",
      "means_of_intervention_type.id",
      "means_of_intervention.type_id",
    )
    .leftJoin("person as changer", "changer.id", "status_change.changed_by")
    .where(registrationCriteria(search))
    .$if(Boolean(search.changedByPersonIds?.length), (q) =>
      q.where("status_change.changed_by", "in", search.changedByPersonIds ?? []),
    )
    .$if(Boolean(search.actions?.length), (q) =>
      q.where("status_change.action", "in", search.actions ?? []),
    )
    .$if(Boolean(search.toStatuses?.length), (q) =>
      q.where("status_change.to_status", "in", search.toStatuses ?? []),
    )
    .$if(Boolean(search.from), (q) =>
      q.where("status_change.changed_at", ">=", new Date(search.from ?? "")),
    )
    .$if(Boolean(search.to), (q) =>
      q.where("status_change.changed_at", "<", new Date(search.to ?? "")),
    );
  const direction = search.sort?.direction ?? "desc";
  const matching = query
    .selectAll("status_change")
    .select([
      "changer.first_name",
      "changer.last_name",
      "registration.person_id",
      "registered.first_name as registered_first_name",
      "registered.last_name as registered_last_name",
      "registration.means_of_intervention_id",
      "means_of_intervention.operational_activity_id",
      "operational_activity.title",
      labelIn("means_of_intervention_type", access.user.language).as("type_name"),
      "registration.status",
      "registration.start_at",
      "registration.end_at",
    ]);
  const { rows, total } = await pageOf(
    db,
    matching,
    { column: "changed_at", direction },
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => ({
      ...statusChangeView(row, timeZone),
      registration: {
        id: row.subject_id,
        personId: row.person_id,
        person: { firstName: row.registered_first_name, lastName: row.registered_last_name },
        meansOfInterventionId: row.means_of_intervention_id,
        meansTypeName: row.type_name,
        operationalActivityId: row.operational_activity_id,
        operationalActivityTitle: row.title,
        status: row.status,
        start: instantOf(row.start_at, timeZone),
        end: instantOf(row.end_at, timeZone),
      },
    })),
    total,
    page,
    pageSize,
  };
}
