import {
  type Instant,
  isInScope,
  type Language,
  Refusal,
  type ScheduleChangeStatus,
  scheduleChangeForbidden,
  scheduleChangeNotFound,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { labelIn } from "../../platform/list-sql.js";
import { actsForThemselves, personOf } from "../registrations/index.js";

/**
 * Schedule changes of registrations (spec 01 §4, spec 02 §4, §5): proposed within the means'
 * 4-hour window and different from the current schedule, then validated (the registration takes
 * the new period, the previous one is kept as its planned schedule) or rejected, once. Here, how
 * they are read: with the registration and the place they concern, one within the role's scope.
 */

/** A schedule change as the API returns it. */
export interface ScheduleChangeView {
  id: number;
  registrationId: number;
  personId: number;
  person: { firstName: string; lastName: string };
  meansOfInterventionId: number;
  /** The means' type, in the caller's language. */
  meansTypeName: string;
  operationalActivityId: number;
  operationalActivityTitle: string;
  start: Instant;
  end: Instant;
  status: ScheduleChangeStatus;
  /** The registration's schedule now: the one replaced when the change is validated. */
  currentSchedule: { start: Instant; end: Instant };
  proposedByPersonId: number;
  proposedBy: { firstName: string; lastName: string };
  createdAt: Instant;
  decidedByPersonId: number | null;
  decidedAt: Instant | null;
}

/**
 * The schedule changes joined to their registration, means (and its type), activity, person and
 * proposer: where they lie and what the follow-up names.
 */
export function placedScheduleChanges(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom("schedule_change")
    .innerJoin("registration", "registration.id", "schedule_change.registration_id")
    .innerJoin(
      "means_of_intervention",
      "means_of_intervention.id",
      "registration.means_of_intervention_id",
    )
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .innerJoin(
      "means_of_intervention_type",
      "means_of_intervention_type.id",
      "means_of_intervention.type_id",
    )
    .innerJoin("person", "person.id", "registration.person_id")
    .innerJoin("person as proposer", "proposer.id", "schedule_change.proposed_by");
}

/** The columns a schedule change's view is made of, the means type named in `language`. */
export const viewColumns = (language: Language) =>
  [
    "schedule_change.id",
    "schedule_change.registration_id",
    "schedule_change.start_at",
    "schedule_change.end_at",
    "schedule_change.status",
    "schedule_change.proposed_by",
    "schedule_change.created_at",
    "schedule_change.decided_by",
    "schedule_change.decided_at",
    "registration.person_id",
    "registration.means_of_intervention_id",
    "registration.start_at as registration_start_at",
    "registration.end_at as registration_end_at",
    "means_of_intervention.operational_activity_id",
    "operational_activity.entity_id",
    "operational_activity.activity_id",
    "operational_activity.title as activity_title",
    "person.first_name",
    "person.last_name",
    "proposer.first_name as proposer_first_name",
    "proposer.last_name as proposer_last_name",
    labelIn("means_of_intervention_type", language).as("type_name"),
  ] as const;

/** A schedule change as read with `viewColumns`. */
type ViewRow = Awaited<ReturnType<typeof readScheduleChanges>>[number];

/** The schedule changes of these ids, as their views are made of (none for an empty list). */
export function readScheduleChanges(
  db: Kysely<Database> | Transaction<Database>,
  ids: number[],
  language: Language,
) {
  return placedScheduleChanges(db)
    .select(viewColumns(language))
    .where("schedule_change.id", "in", ids.length > 0 ? ids : [0])
    .execute();
}

/** A schedule change as the API returns it, its instants with the organisation's offset. */
export function toView(row: ViewRow, timeZone: string): ScheduleChangeView {
  const instant = (value: Date) => instantOf(value, timeZone);
  return {
    id: row.id,
    registrationId: row.registration_id,
    personId: row.person_id,
    person: { firstName: row.first_name, lastName: row.last_name },
    meansOfInterventionId: row.means_of_intervention_id,
    meansTypeName: row.type_name,
    operationalActivityId: row.operational_activity_id,
    operationalActivityTitle: row.activity_title,
    start: instant(row.start_at),
    end: instant(row.end_at),
    status: row.status,
    currentSchedule: {
      start: instant(row.registration_start_at),
      end: instant(row.registration_end_at),
    },
    proposedByPersonId: row.proposed_by,
    proposedBy: { firstName: row.proposer_first_name, lastName: row.proposer_last_name },
    createdAt: instant(row.created_at),
    decidedByPersonId: row.decided_by,
    decidedAt: row.decided_at === null ? null : instant(row.decided_at),
  };
}

/**
 * One schedule change of the role's scope: `scheduleChange.notFound` (404), or
 * `scheduleChange.forbidden` (403) when its registration lies outside the scope (field staff:
 * is not theirs).
 */
export async function requireScheduleChange(
  db: Kysely<Database> | Transaction<Database>,
  access: Access,
  id: number,
): Promise<ViewRow> {
  const [row] = await readScheduleChanges(db, [id], access.user.language);
  if (!row) throw new Refusal(scheduleChangeNotFound({ id }));
  const place = { entityId: row.entity_id, activityId: row.activity_id };
  // Field staff reach the changes of their own registrations, wherever those are.
  const reachable = actsForThemselves(access)
    ? row.person_id === personOf(access)
    : isInScope(place, access.scope, access.reference);
  if (!reachable) throw new Refusal(scheduleChangeForbidden({ id }));
  return row;
}

/** One schedule change. */
export async function getScheduleChange(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<ScheduleChangeView> {
  return toView(await requireScheduleChange(db, access, id), timeZone);
}
