import type { ErrorCategory, NotFoundSubject } from "@releve/domain";
import type { Database } from "./schema.js";

/**
 * Which table holds the rows each subject of the error catalogue names, and which table each
 * foreign key refers to: what the reference checks query (`platform/references.ts`) and what a foreign key
 * violation the database raised is answered with (`http/database-errors.ts`).
 */

/** A table of the schema. */
export type TableName = keyof Database;

/** The table of each subject a request may name by id (`{subject}.notFound`, data `{ id }`). */
export const subjectTables = {
  activity: "activity",
  entity: "entity",
  locationType: "location_type",
  meansOfInterventionType: "means_of_intervention_type",
  departure: "departure",
  predefinedSchedule: "predefined_schedule",
  operationalRole: "operational_role",
  person: "person",
  operationalActivity: "operational_activity",
  meansOfIntervention: "means_of_intervention",
  registration: "registration",
  scheduleChange: "schedule_change",
  recurrence: "recurrence",
  attachment: "attachment",
  userProfile: "user_profile",
  userProfileScope: "user_authorization_scope",
  reinforcementNotification: "reinforcement_notification",
  releaseNotes: "release_version",
} as const satisfies Partial<Record<NotFoundSubject, TableName>>;

/** A subject whose rows are checked by id. */
export type ReferenceSubject = keyof typeof subjectTables;

/**
 * The error category whose `notFound` names a row of each table: the subjects above, and alerts
 * (`alert.notFound`, outside the subjects that also have `forbidden`). A table missing here
 * (roles, features, entity and activity types, vehicles, location sources…) is reference data no
 * request names by an id the user chose, or names through a form that reports it as a finding.
 */
export const tableSubjects: Partial<Record<TableName, ErrorCategory>> = {
  ...Object.fromEntries(
    Object.entries(subjectTables).map(([subject, table]) => [table, subject as ErrorCategory]),
  ),
  alert: "alert",
};

/**
 * Every foreign key of the schema, as the referenced table of each referencing `table.column`.
 * PostgreSQL names the referencing table and the key's column in the error it raises (constraint
 * names are cut at 63 characters, so they cannot be read back): with this, a violation names the
 * subject that was not found. `test/database-errors.test.ts` compares it with the database's own
 * catalogue, so that a new foreign key cannot be forgotten here.
 */
export const foreignKeys: Readonly<Record<string, TableName>> = Object.fromEntries(
  (
    [
      [
        "activity",
        [
          "operational_activity.activity_id",
          "person_activity.activity_id",
          "reinforcement_notification.activity_id",
          "user_authorization_scope.activity_id",
        ],
      ],
      ["activity_type", ["activity.type_id", "user_authorization_scope.activity_type_id"]],
      ["alert", ["alert_text.alert_id"]],
      [
        "departure",
        ["means_of_intervention.departure_id", "means_of_intervention_type_departure.departure_id"],
      ],
      [
        "entity",
        [
          "departure.entity_id",
          "entity.parent_id",
          "means_of_intervention_type_entity.entity_id",
          "operational_activity.entity_id",
          "reinforcement_notification.entity_id",
          "user_authorization_scope.entity_id",
          "vehicle.entity_id",
        ],
      ],
      ["entity_type", ["entity.type_id", "user_authorization_scope.entity_type_id"]],
      ["feature", ["role_access_right.feature_code"]],
      ["location_source", ["location_type.source_id"]],
      ["location_type", ["location.type_id", "operational_activity.location_type_id"]],
      [
        "means_of_intervention",
        ["means_of_intervention.split_sibling_id", "registration.means_of_intervention_id"],
      ],
      [
        "means_of_intervention_type",
        [
          "means_of_intervention.type_id",
          "means_of_intervention_type_departure.type_id",
          "means_of_intervention_type_entity.type_id",
          "means_of_intervention_type_operational_role.type_id",
        ],
      ],
      [
        "operational_activity",
        ["attachment.operational_activity_id", "means_of_intervention.operational_activity_id"],
      ],
      [
        "operational_role",
        [
          "means_of_intervention_type_operational_role.operational_role_id",
          "registration.operational_role_id",
        ],
      ],
      [
        "person",
        [
          "absence.person_id",
          "alert.created_by",
          "availability.person_id",
          "calendar_feed.person_id",
          "job_run.requested_by",
          "mail_message.recipient_person_id",
          "operational_activity.created_by",
          "person_activity.person_id",
          "person_email.person_id",
          "registration.created_by",
          "registration.person_id",
          "reinforcement_notification.person_id",
          "schedule_change.decided_by",
          "schedule_change.proposed_by",
          "security_change.changed_by",
          "security_change.person_id",
          "status_change.changed_by",
          "ta_export.requested_by",
          "ta_import.requested_by",
          "user_profile.person_id",
          "work_schedule.person_id",
        ],
      ],
      ["predefined_schedule", ["means_of_intervention.predefined_schedule_id"]],
      ["recurrence", ["operational_activity.recurrence_id"]],
      ["outbox", ["mail_message.outbox_id"]],
      ["job_run", ["ta_import.job_run_id"]],
      ["ta_import", ["ta_import_line.import_id", "ta_import_refusal.import_id"]],
      [
        "registration",
        [
          "action_link.registration_id",
          "registration_reminder.registration_id",
          "schedule_change.registration_id",
        ],
      ],
      ["release_version", ["release_note.release_version_id"]],
      [
        "role",
        [
          "role_access_right.role_code",
          "security_change.role_code",
          "user_authorization.role_code",
          "user_profile.active_role_code",
        ],
      ],
      ["user_authorization", ["user_authorization_scope.authorization_id"]],
      ["user_profile", ["user_authorization.user_profile_id"]],
      ["vehicle", ["means_of_intervention.vehicle_id"]],
    ] as const satisfies readonly (readonly [TableName, readonly string[]])[]
  ).flatMap(([referenced, columns]) => columns.map((column) => [column, referenced])),
);
