import type {
  Instant,
  Language,
  MeansStatus,
  RegistrationFeedback,
  RegistrationStatus,
  RejectionReason,
  ScheduleChangeStatus,
  StaffType,
} from "@releve/domain";
import { sql } from "kysely";
import { instantOf } from "../../platform/instants.js";
import { labelIn } from "../../platform/list-sql.js";
import { type Db, registrationsWithPlaces } from "./reads.js";

/**
 * A registration as the API returns it (spec 01 §3): the entity of the domain with the person's
 * name and the operational activity, for the lists and the follow-up screens. The latest status
 * change names who made it, `null` for the system (automatic validation).
 */
export interface RegistrationView {
  id: number;
  personId: number;
  person: {
    id: number;
    firstName: string;
    lastName: string;
    staffType: StaffType;
    function: string | null;
  };
  meansOfInterventionId: number;
  /**
   * What the person's lists show of the means: its type in the caller's language, plate, status
   * and on-site period.
   */
  meansOfIntervention: {
    typeName: string;
    plateNumber: string | null;
    status: MeansStatus;
    start: Instant;
    end: Instant;
  };
  operationalActivityId: number;
  /** What the person's lists show of the operational activity. */
  operationalActivity: { title: string; location: string };
  status: RegistrationStatus;
  isProposed: boolean;
  operationalRoleId: number | null;
  comment: string;
  rejectionReason: RejectionReason | null;
  feedback: { answer: RegistrationFeedback; at: Instant } | null;
  start: Instant;
  end: Instant;
  /** The latest schedule change, the pending one first. */
  proposedSchedule: {
    id: number;
    start: Instant;
    end: Instant;
    status: ScheduleChangeStatus;
  } | null;
  /** The schedule before a validated schedule change replaced it. */
  plannedSchedule: { start: Instant; end: Instant } | null;
  createdAt: Instant;
  latestStatusChange: { status: RegistrationStatus; at: Instant; byPersonId: number | null };
}

/**
 * The registrations of these ids, as the API returns them, in the order of `ids`, their means'
 * type named in `language`.
 */
export async function registrationViews(
  db: Db,
  ids: readonly number[],
  timeZone: string,
  language: Language,
): Promise<RegistrationView[]> {
  if (ids.length === 0) return [];
  const rows = await registrationsWithPlaces(db)
    .innerJoin(
      "means_of_intervention_type",
      "means_of_intervention_type.id",
      "means_of_intervention.type_id",
    )
    .innerJoin("person", "person.id", "registration.person_id")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("status_change")
          .select("status_change.changed_by")
          .where("status_change.subject", "=", "registration")
          .whereRef("status_change.subject_id", "=", "registration.id")
          .orderBy("status_change.changed_at", "desc")
          .orderBy("status_change.id", "desc")
          .limit(1)
          .as("latest"),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("schedule_change")
          .select([
            "schedule_change.id",
            "schedule_change.start_at",
            "schedule_change.end_at",
            "schedule_change.status",
          ])
          .whereRef("schedule_change.registration_id", "=", "registration.id")
          .orderBy(sql`schedule_change.status = 'pending'`, "desc")
          .orderBy("schedule_change.created_at", "desc")
          .orderBy("schedule_change.id", "desc")
          .limit(1)
          .as("proposed"),
      (join) => join.onTrue(),
    )
    .selectAll("registration")
    .select([
      "means_of_intervention.operational_activity_id",
      "means_of_intervention.plate_number",
      "means_of_intervention.status as means_status",
      "means_of_intervention.start_at as means_start_at",
      "means_of_intervention.end_at as means_end_at",
      labelIn("means_of_intervention_type", language).as("type_name"),
      "operational_activity.title as activity_title",
      "operational_activity.location as activity_location",
      "person.first_name",
      "person.last_name",
      "person.staff_type",
      "person.function",
      "latest.changed_by",
      "proposed.id as proposed_id",
      "proposed.start_at as proposed_start_at",
      "proposed.end_at as proposed_end_at",
      "proposed.status as proposed_status",
    ])
    .where("registration.id", "in", [...ids])
    .execute();
  const instant = (value: Date) => instantOf(value, timeZone);
  const byId = new Map(
    rows.map((row): [number, RegistrationView] => [
      row.id,
      {
        id: row.id,
        personId: row.person_id,
        person: {
          id: row.person_id,
          firstName: row.first_name,
          lastName: row.last_name,
          staffType: row.staff_type,
          function: row.function,
        },
        meansOfInterventionId: row.means_of_intervention_id,
        meansOfIntervention: {
          typeName: row.type_name,
          plateNumber: row.plate_number,
          status: row.means_status,
          start: instant(row.means_start_at),
          end: instant(row.means_end_at),
        },
        operationalActivityId: row.operational_activity_id,
        operationalActivity: { title: row.activity_title, location: row.activity_location },
        status: row.status,
        isProposed: row.is_proposed,
        operationalRoleId: row.operational_role_id,
        comment: row.comment,
        rejectionReason: row.rejection_reason,
        feedback:
          row.feedback !== null && row.feedback_at !== null
            ? { answer: row.feedback, at: instant(row.feedback_at) }
            : null,
        start: instant(row.start_at),
        end: instant(row.end_at),
        proposedSchedule:
          row.proposed_id !== null &&
          row.proposed_start_at !== null &&
          row.proposed_end_at !== null &&
          row.proposed_status !== null
            ? {
                id: row.proposed_id,
                start: instant(row.proposed_start_at),
                end: instant(row.proposed_end_at),
                status: row.proposed_status,
              }
            : null,
        plannedSchedule:
          row.planned_start_at !== null && row.planned_end_at !== null
            ? { start: instant(row.planned_start_at), end: instant(row.planned_end_at) }
            : null,
        createdAt: instant(row.created_at),
        latestStatusChange: {
          status: row.status,
          at: instant(row.latest_status_change_at),
          byPersonId: row.changed_by ?? null,
        },
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
