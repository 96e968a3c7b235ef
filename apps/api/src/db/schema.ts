import type {
  AbsenceType,
  ActivityStatus,
  AlertLevel,
  EmailType,
  ExportDestination,
  FileFormat,
  ImportFileError,
  ImportKind,
  ImportOutcome,
  ImportRowErrorCode,
  ImportSource,
  Language,
  LocalizedLabel,
  MeansStatus,
  MeansTypeVisibility,
  OpeningOption,
  RecurrenceType,
  RegistrationFeedback,
  RegistrationStatus,
  RejectionReason,
  RoleCode,
  ScheduleChangeStatus,
  ScheduleType,
  ScopeType,
  StaffType,
  WorkExportKind,
} from "@releve/domain";
import type { ColumnType, Generated, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Label = ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
type Json<T> = ColumnType<T, T, T>;
/** A timestamp the database fills in when omitted. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RoleTable {
  code: RoleCode;
  sort_order: number;
}

export interface FeatureTable {
  code: string;
}

export interface RoleAccessRightTable {
  role_code: RoleCode;
  feature_code: string;
  may_write: boolean;
}

export interface ActivityTypeTable {
  id: Generated<number>;
  code: string;
  label: ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
}

export interface ActivityTable {
  id: Generated<number>;
  type_id: number;
  code: string;
  label: ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
}

export interface EntityTypeTable {
  id: Generated<number>;
  code: string;
  label: ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
}

export interface EntityTable {
  id: Generated<number>;
  type_id: number;
  parent_id: number | null;
  code: string;
  label: ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
}

export interface PersonTable {
  id: Generated<number>;
  person_id_central_db: string | null;
  first_name: string;
  last_name: string;
  staff_type: StaffType;
  function: string | null;
  email: string | null;
}

export interface UserProfileTable {
  id: Generated<number>;
  person_id: number;
  /** The identity provider's stable identifier of the user (`sub`, or `oid` with Entra ID). */
  subject: string;
  language: "fr" | "en" | "de";
  active_role_code: RoleCode | null;
  last_seen_release_date: Timestamp | null;
  new_registrations_seen_at: Timestamp | null;
  new_proposed_schedules_seen_at: Timestamp | null;
}

export interface UserAuthorizationTable {
  id: Generated<number>;
  user_profile_id: number;
  role_code: RoleCode;
  scope_type: ScopeType;
  valid_from: ColumnType<Date, Date | string | undefined, Date | string>;
  valid_to: Timestamp | null;
}

/**
 * One privilege (user profile scope) of an authorization: entity × activity items, entity type ×
 * activity type, or nothing (field staff), valid over its own period (no start: the
 * authorization's).
 */
export interface UserAuthorizationScopeTable {
  id: Generated<number>;
  authorization_id: number;
  entity_id: number | null;
  activity_id: number | null;
  entity_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  activity_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  valid_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  valid_to: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The activities a person serves in through their functions (scope `byFunctions`). */
export interface PersonActivityTable {
  person_id: number;
  activity_id: number;
}

/** Audit trail of the roles and privileges given, changed and taken away. */
export interface SecurityChangeTable {
  id: Generated<string>;
  subject: "userAuthorization" | "userProfileScope";
  subject_id: number;
  person_id: number;
  role_code: RoleCode;
  action: string;
  before: Json<Record<string, unknown>> | null;
  after: Json<Record<string, unknown>> | null;
  changed_by: number | null;
  changed_at: DefaultTimestamp;
}

/** Records of the local sign-in provider (sessions, grants, codes, tokens). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, Record<string, unknown>, Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface LocationSourceTable {
  id: Generated<number>;
  name: string;
  uri: string;
  type_uri: string;
}

export interface LocationTypeTable {
  id: Generated<number>;
  source_id: number;
  code: string;
  label: Label;
}

export interface LocationTable {
  id: Generated<number>;
  type_id: number;
  code: string;
  label: string;
  address: Generated<string>;
}

export interface VehicleTable {
  id: Generated<number>;
  entity_id: number;
  plate_number: string;
  label: string;
  is_under_construction: Generated<boolean>;
}

export interface DepartureTable {
  id: Generated<number>;
  entity_id: number;
  code: string;
  label: Label;
}

export interface OperationalRoleTable {
  id: Generated<number>;
  code: string;
  label: Label;
}

export interface PredefinedScheduleTable {
  id: Generated<number>;
  label: Label;
  /** `HH:MM:SS`. */
  start_time: string;
  end_time: string;
  valid_from: ColumnType<Date, Date | string, Date | string>;
  valid_to: ColumnType<Date, Date | string, Date | string> | null;
}

export interface MeansOfInterventionTypeTable {
  id: Generated<number>;
  label: Label;
  default_required_staff_count: number;
  visibility: ColumnType<MeansTypeVisibility, MeansTypeVisibility | undefined, MeansTypeVisibility>;
}

export interface MeansOfInterventionTypeOperationalRoleTable {
  type_id: number;
  operational_role_id: number;
}

export interface MeansOfInterventionTypeDepartureTable {
  type_id: number;
  departure_id: number;
}

export interface MeansOfInterventionTypeEntityTable {
  type_id: number;
  entity_id: number;
}

export interface PersonEmailTable {
  person_id: number;
  type: EmailType;
  address: string;
}

export interface AbsenceTable {
  id: Generated<number>;
  person_id: number;
  type: AbsenceType;
  start_at: Timestamp;
  end_at: Timestamp;
  is_pending: Generated<boolean>;
  external_id: string | null;
  imported_at: DefaultTimestamp;
}

export interface WorkScheduleTable {
  id: Generated<number>;
  person_id: number;
  start_at: Timestamp;
  end_at: Timestamp;
  external_id: string | null;
  imported_at: DefaultTimestamp;
}

/** A file read from the time-and-attendance tool (decision 028). */
export interface TaImportTable {
  id: Generated<number>;
  kind: ImportKind;
  source: ImportSource;
  file_name: string;
  requested_by: number | null;
  job_run_id: string | null;
  started_at: DefaultTimestamp;
  ended_at: Timestamp | null;
  outcome: ColumnType<ImportOutcome, ImportOutcome | undefined, ImportOutcome>;
  file_bytes: ColumnType<string, number | undefined, number>;
  bytes_read: ColumnType<string, number | undefined, number>;
  lines: Generated<number>;
  inserted: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  removed: Generated<number>;
  refused: Generated<number>;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
  file_error: ColumnType<ImportFileError | null, string | null, string | null>;
}

/** A line of a file being imported, before it is written. */
export interface TaImportLineTable {
  import_id: number;
  line: number;
  external_id: string;
  person_key: string;
  person_id: number | null;
  type: AbsenceType | null;
  start_at: Timestamp;
  end_at: Timestamp;
  is_pending: boolean | null;
}

/** A refused line of an import. */
export interface TaImportRefusalTable {
  import_id: number;
  line: number;
  code: ImportRowErrorCode;
  column_name: string | null;
  value: string | null;
  other_line: number | null;
}

/** A work-schedule export made. */
export interface TaExportTable {
  id: Generated<number>;
  kind: WorkExportKind;
  format: FileFormat;
  destination: ExportDestination;
  file_name: string;
  /** Read as text (`period_from::text`): a day, not an instant. */
  period_from: ColumnType<Date, string, string>;
  period_to: ColumnType<Date, string, string>;
  lines: Generated<number>;
  requested_by: number | null;
  created_at: DefaultTimestamp;
}

export interface RecurrenceTable {
  id: Generated<number>;
  type: RecurrenceType;
  start_day: ColumnType<Date, Date | string, Date | string>;
  end_day: ColumnType<Date, Date | string, Date | string> | null;
  occurrence_count: number | null;
  weekdays: Generated<number>;
  day_of_month: number | null;
  nth_value: number | null;
  nth_type: string | null;
}

export interface OperationalActivityTable {
  id: Generated<number>;
  title: string;
  location: Generated<string>;
  location_type_id: number | null;
  start_at: Timestamp;
  end_at: Timestamp;
  status: ColumnType<ActivityStatus, ActivityStatus | undefined, ActivityStatus>;
  registration_deadline: Timestamp | null;
  automatic_registration_validation: Generated<boolean>;
  opening_option: ColumnType<OpeningOption, OpeningOption | undefined, OpeningOption>;
  opening_date: Timestamp | null;
  opening_days_before_start: number | null;
  activity_id: number;
  entity_id: number;
  comment: Generated<string>;
  recurrence_id: number | null;
  created_at: DefaultTimestamp;
  created_by: number | null;
  version: Generated<number>;
}

export interface AttachmentTable {
  id: Generated<number>;
  operational_activity_id: number;
  file_name: string;
  type: string;
  size: ColumnType<string, number | string, number | string>;
  content: Buffer;
  created_at: DefaultTimestamp;
}

export interface MeansOfInterventionTable {
  id: Generated<number>;
  operational_activity_id: number;
  type_id: number;
  schedule_type: ColumnType<ScheduleType, ScheduleType | undefined, ScheduleType>;
  predefined_schedule_id: number | null;
  departure_id: number | null;
  vehicle_id: number | null;
  plate_number: string | null;
  start_at: Timestamp;
  end_at: Timestamp;
  ultimate_start_at: Timestamp | null;
  ultimate_end_at: Timestamp | null;
  automatic_registration_validation: Generated<boolean>;
  registration_deadline: Timestamp | null;
  opening_option: ColumnType<OpeningOption, OpeningOption | undefined, OpeningOption>;
  opening_date: Timestamp | null;
  opening_days_before_start: number | null;
  required_staff: number;
  /** Kept by the database (trigger on registrations); never written by the application. */
  validated_staff: ColumnType<number, never, never>;
  /** Kept by the database (trigger on registrations); never written by the application. */
  pending_staff: ColumnType<number, never, never>;
  status: ColumnType<MeansStatus, MeansStatus | undefined, MeansStatus>;
  split_sibling_id: number | null;
  comment: Generated<string>;
  inherits_from_activity: Generated<boolean>;
  created_at: DefaultTimestamp;
  version: Generated<number>;
}

export interface RegistrationTable {
  id: Generated<number>;
  person_id: number;
  means_of_intervention_id: number;
  status: RegistrationStatus;
  is_proposed: Generated<boolean>;
  operational_role_id: number | null;
  comment: Generated<string>;
  rejection_reason: RejectionReason | null;
  start_at: Timestamp;
  end_at: Timestamp;
  planned_start_at: Timestamp | null;
  planned_end_at: Timestamp | null;
  created_at: DefaultTimestamp;
  created_by: number | null;
  latest_status_change_at: DefaultTimestamp;
  version: Generated<number>;
  /** The person's answer through an e-mail's action link (decision 025). */
  feedback: RegistrationFeedback | null;
  feedback_at: Timestamp | null;
}

/** A volunteer's availability declaration (decision 046): once over a period, or weekly. */
export interface AvailabilityTable {
  id: Generated<number>;
  person_id: number;
  kind: "available" | "unavailable";
  start_at: Timestamp | null;
  end_at: Timestamp | null;
  weekdays: number[] | null;
  start_minute: number | null;
  end_minute: number | null;
  /** Calendar dates: read them as `YYYY-MM-DD` text (`valid_from::text`). */
  valid_from: ColumnType<Date | null, string | null, string | null>;
  valid_to: ColumnType<Date | null, string | null, string | null>;
  comment: Generated<string>;
  created_at: DefaultTimestamp;
}

/** A person's calendar subscription address, by the hash of its token (decision 045). */
export interface CalendarFeedTable {
  person_id: number;
  token_hash: string;
  created_at: DefaultTimestamp;
  last_read_at: Timestamp | null;
}

/** An e-mail's action link, by the hash of its token. */
export interface ActionLinkTable {
  token_hash: string;
  link_group: string;
  registration_id: number;
  answer: RegistrationFeedback;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface ScheduleChangeTable {
  id: Generated<number>;
  registration_id: number;
  start_at: Timestamp;
  end_at: Timestamp;
  status: ColumnType<ScheduleChangeStatus, ScheduleChangeStatus | undefined, ScheduleChangeStatus>;
  proposed_by: number;
  created_at: DefaultTimestamp;
  decided_by: number | null;
  decided_at: Timestamp | null;
}

/** Subjects of the audit trail. */
export type StatusChangeSubject =
  | "operationalActivity"
  | "meansOfIntervention"
  | "registration"
  | "scheduleChange"
  | "alert";

export interface StatusChangeTable {
  id: Generated<string>;
  subject: StatusChangeSubject;
  subject_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  comment: Generated<string>;
  changed_by: number | null;
  changed_at: DefaultTimestamp;
}

/** Kinds of notification written to the outbox. */
export type OutboxKind = "cancellation" | "mobilisation" | "opening" | "reinforcement" | "reminder";

export interface OutboxTable {
  id: Generated<string>;
  kind: OutboxKind;
  payload: Json<Record<string, unknown>>;
  created_at: DefaultTimestamp;
  attempts: Generated<number>;
  /** When it was turned into its messages, one per recipient. */
  prepared_at: Timestamp | null;
  last_error: string | null;
}

export type MailStatus = "queued" | "sent" | "failed";

/** One e-mail to one recipient; its id is the idempotency key of its delivery. */
export interface MailMessageTable {
  id: Generated<string>;
  outbox_id: string;
  kind: OutboxKind;
  recipient_person_id: number | null;
  recipient_address: string;
  recipient_name: string | null;
  language: Language;
  subject: string;
  text: string;
  html: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
}

export type JobTrigger = "schedule" | "manual" | "event";
export type JobOutcome = "queued" | "running" | "succeeded" | "failed";

/** One run of an automated job. */
export interface JobRunTable {
  id: Generated<string>;
  job: string;
  trigger: JobTrigger;
  requested_by: number | null;
  started_at: DefaultTimestamp;
  ended_at: Timestamp | null;
  outcome: ColumnType<JobOutcome, JobOutcome | undefined, JobOutcome>;
  counts: ColumnType<
    Record<string, number>,
    Record<string, number> | undefined,
    Record<string, number>
  >;
  error: string | null;
}

/** A reminder sent for a registration starting at `start_at`: never sent twice. */
export interface RegistrationReminderTable {
  registration_id: number;
  start_at: Timestamp;
  sent_at: DefaultTimestamp;
}

export interface AlertTable {
  id: Generated<number>;
  level: AlertLevel;
  from_at: Timestamp;
  to_at: Timestamp | null;
  dismissible: Generated<boolean>;
  is_active: Generated<boolean>;
  created_by: number | null;
  created_at: DefaultTimestamp;
}

export interface AlertTextTable {
  alert_id: number;
  language_code: Language;
  title: string;
  text: string;
}

export interface ReleaseVersionTable {
  id: Generated<number>;
  number: string;
  released_at: Timestamp;
  description: Generated<string>;
}

export interface ReleaseNoteTable {
  id: Generated<number>;
  release_version_id: number;
  title: Label;
  text: Label;
  sort_order: number;
}

export interface ReinforcementNotificationTable {
  id: Generated<number>;
  entity_id: number;
  activity_id: number;
  person_id: number | null;
  name: string | null;
  email: string | null;
  email_type: EmailType | null;
}

/** The whole database as Kysely sees it. */
export interface Database {
  role: RoleTable;
  feature: FeatureTable;
  role_access_right: RoleAccessRightTable;
  activity_type: ActivityTypeTable;
  activity: ActivityTable;
  entity_type: EntityTypeTable;
  entity: EntityTable;
  person: PersonTable;
  user_profile: UserProfileTable;
  user_authorization: UserAuthorizationTable;
  user_authorization_scope: UserAuthorizationScopeTable;
  person_activity: PersonActivityTable;
  security_change: SecurityChangeTable;
  oidc_payload: OidcPayloadTable;
  location_source: LocationSourceTable;
  location_type: LocationTypeTable;
  location: LocationTable;
  vehicle: VehicleTable;
  departure: DepartureTable;
  operational_role: OperationalRoleTable;
  predefined_schedule: PredefinedScheduleTable;
  means_of_intervention_type: MeansOfInterventionTypeTable;
  means_of_intervention_type_operational_role: MeansOfInterventionTypeOperationalRoleTable;
  means_of_intervention_type_departure: MeansOfInterventionTypeDepartureTable;
  means_of_intervention_type_entity: MeansOfInterventionTypeEntityTable;
  person_email: PersonEmailTable;
  absence: AbsenceTable;
  work_schedule: WorkScheduleTable;
  recurrence: RecurrenceTable;
  operational_activity: OperationalActivityTable;
  attachment: AttachmentTable;
  means_of_intervention: MeansOfInterventionTable;
  registration: RegistrationTable;
  schedule_change: ScheduleChangeTable;
  status_change: StatusChangeTable;
  outbox: OutboxTable;
  mail_message: MailMessageTable;
  job_run: JobRunTable;
  registration_reminder: RegistrationReminderTable;
  action_link: ActionLinkTable;
  calendar_feed: CalendarFeedTable;
  availability: AvailabilityTable;
  alert: AlertTable;
  alert_text: AlertTextTable;
  release_version: ReleaseVersionTable;
  release_note: ReleaseNoteTable;
  reinforcement_notification: ReinforcementNotificationTable;
  ta_import: TaImportTable;
  ta_import_line: TaImportLineTable;
  ta_import_refusal: TaImportRefusalTable;
  ta_export: TaExportTable;
}

export type Person = Selectable<PersonTable>;
export type UserProfile = Selectable<UserProfileTable>;
