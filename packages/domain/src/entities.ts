import type {
  AbsenceType,
  ActivityStatus,
  AlertLevel,
  EmailType,
  MeansStatus,
  MeansTypeVisibility,
  NthType,
  NthValue,
  OpeningOption,
  RecurrenceType,
  RegistrationStatus,
  RejectionReason,
  ScheduleChangeStatus,
  ScheduleType,
  StaffCompleteness,
} from "./enums.js";
import type { Language } from "./reference-data.js";
import type { RoleCode, StaffType } from "./roles.js";

/**
 * The entities of spec 01 §3 and spec 02 §3 as the API returns them. Instants are ISO 8601
 * strings with their offset (`2026-07-14T08:00:00+02:00`); planning happens in the
 * organisation's time zone.
 */

/** An ISO 8601 instant with offset. */
export type Instant = string;

/** An attached file (spec 02 §3). */
export interface Attachment {
  id: number;
  fileName: string;
  /** MIME type. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** How an activity repeats (spec 02 §3, §9). */
export interface Recurrence {
  type: RecurrenceType;
  /** First day, `YYYY-MM-DD`, in the organisation's time zone. */
  start: string;
  /** Last day, `YYYY-MM-DD`; either `end` or `occurrenceCount` bounds the series. */
  end: string | null;
  occurrenceCount: number | null;
  /** Weekly: mask of weekday bits (Monday 1 … Sunday 64). Monthly by day: unused. */
  weekdays: number;
  /** Monthly by day: the day of the month (1–31; shorter months take their last day). */
  dayOfMonth: number | null;
  /** Monthly nth: which one, and of what. */
  nth: { value: NthValue; type: NthType } | null;
}

/** An operational activity: an event or a mission (spec 01 §3). */
export interface OperationalActivity {
  id: number;
  title: string;
  location: string;
  locationTypeId: number | null;
  start: Instant;
  end: Instant;
  status: ActivityStatus;
  registrationDeadline: Instant | null;
  automaticRegistrationValidation: boolean;
  /** Opening of its means of intervention. */
  openingOption: OpeningOption;
  openingDate: Instant | null;
  /** Days before start, with `specificDuration`. */
  openingDaysBeforeStart: number | null;
  activityId: number;
  entityId: number;
  comment: string;
  attachments: Attachment[];
  recurrenceId: number | null;
}

/** Staff counts of a means of intervention. */
export interface StaffCounts {
  /** Staff required. */
  required: number;
  validated: number;
  /** Registered, waiting for validation (proposed included). */
  pending: number;
}

/** A means of intervention: a vehicle, a team, a shift (spec 01 §3). */
export interface MeansOfIntervention {
  id: number;
  operationalActivityId: number;
  typeId: number;
  scheduleType: ScheduleType;
  predefinedScheduleId: number | null;
  departureId: number | null;
  vehicleId: number | null;
  plateNumber: string | null;
  /** On-site start and end. */
  start: Instant;
  end: Instant;
  /** Rendezvous or arrival at the entity, before `start`. */
  ultimateStart: Instant | null;
  /** Return, after `end`. */
  ultimateEnd: Instant | null;
  automaticRegistrationValidation: boolean;
  registrationDeadline: Instant | null;
  openingOption: OpeningOption;
  openingDate: Instant | null;
  openingDaysBeforeStart: number | null;
  staff: StaffCounts;
  staffCompleteness: StaffCompleteness;
  status: MeansStatus;
  /** The other half of a split. */
  splitSiblingId: number | null;
  comment: string;
  /** Whether registration settings are inherited from the activity. */
  inheritsFromActivity: boolean;
  /** Incremented by every change: an edit that names an older one is refused as concurrent. */
  version: number;
}

/** An operational role of a means type (driver, co-driver, team leader…). */
export interface OperationalRole {
  id: number;
  code: string;
  label: Record<Language, string>;
}

/** A means of intervention type (spec 01 §3). */
export interface MeansOfInterventionType {
  id: number;
  label: Record<Language, string>;
  defaultRequiredStaffCount: number;
  operationalRoleIds: number[];
  departureIds: number[];
  visibility: MeansTypeVisibility;
  entityIds: number[];
}

/** A schedule (start and end instants). */
export interface Schedule {
  start: Instant;
  end: Instant;
}

/** A registration of a person for a means (spec 01 §3). */
export interface Registration {
  id: number;
  personId: number;
  meansOfInterventionId: number;
  status: RegistrationStatus;
  /** A pending registration proposed by a manager, waiting for the person's answer. */
  isProposed: boolean;
  operationalRoleId: number | null;
  comment: string;
  rejectionReason: RejectionReason | null;
  start: Instant;
  end: Instant;
  proposedSchedule: (Schedule & { status: ScheduleChangeStatus }) | null;
  plannedSchedule: Schedule | null;
  createdAt: Instant;
  latestStatusChange: { status: RegistrationStatus; at: Instant; byPersonId: number } | null;
}

/** A schedule change proposed for a registration. */
export interface ScheduleChange extends Schedule {
  id: number;
  registrationId: number;
  status: ScheduleChangeStatus;
  proposedByPersonId: number;
  createdAt: Instant;
}

/** A person: employee, volunteer or external (spec 01 §3). */
export interface Person {
  id: number;
  lastName: string;
  firstName: string;
  function: string | null;
  staffType: StaffType;
  emails: { type: EmailType; address: string }[];
}

/** An absence from the time-and-attendance tool. */
export interface Absence {
  personId: number;
  type: AbsenceType;
  start: Instant;
  end: Instant;
  /** Not yet approved in the time-and-attendance tool. */
  isPending: boolean;
}

/** A privilege: a role for a user, within a scope, for a period (spec 01 §3). */
export interface UserProfileScope {
  id: number;
  personId: number;
  roleCode: RoleCode;
  activityTypeId: number | null;
  activityId: number | null;
  entityTypeId: number | null;
  entityId: number | null;
  validFrom: Instant;
  validTo: Instant | null;
}

/** The text of an alert in one language. */
export interface AlertText {
  languageCode: Language;
  title: string;
  text: string;
}

/** An alert shown as a banner (spec 01 §3). */
export interface Alert {
  id: number;
  level: AlertLevel;
  fromDateTime: Instant;
  toDateTime: Instant | null;
  dismissible: boolean;
  isActive: boolean;
  alertTexts: AlertText[];
}

/** A release note of a version. */
export interface ReleaseNote {
  title: string;
  text: string;
  sortOrder: number;
}

/** A released version and its notes (spec 01 §3). */
export interface ReleaseVersion {
  number: string;
  date: Instant;
  description: string;
  releaseNotes: ReleaseNote[];
}

/** Who is notified when reinforcement is needed: a person or a shared address. */
export type ReinforcementNotification = {
  id: number;
  entityId: number;
  activityId: number;
} & (
  | { kind: "person"; personId: number }
  | { kind: "sharedAddress"; name: string; email: string; emailType: EmailType }
);
