/**
 * Every enumerated value of the specification (spec 01 §3–§4, §6, §9 and spec 02 §3–§4, §9), as
 * `as const` lists whose element type is the enum type. Names follow the spec's own words.
 */

/** Operational activity statuses (spec 01 §4). */
export const activityStatuses = ["draft", "public", "cancelled"] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

/** Means of intervention statuses (spec 01 §4). */
export const meansStatuses = ["draft", "public", "open", "cancelled"] as const;
export type MeansStatus = (typeof meansStatuses)[number];

/** Status filters of the means search: one status, all, or all except cancelled. */
export const meansStatusFilters = [...meansStatuses, "all", "allExceptCancelled"] as const;
export type MeansStatusFilter = (typeof meansStatusFilters)[number];

/** Visibility of a means of intervention type: disabled types are not offered for new means. */
export const meansTypeVisibilities = ["enabled", "disabled"] as const;
export type MeansTypeVisibility = (typeof meansTypeVisibilities)[number];

/** Registration statuses; a pending registration may also be flagged as proposed. */
export const registrationStatuses = [
  "pending",
  "validated",
  "rejected",
  "cancelled",
  "unregistered",
  "deleted",
] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** Why a registration is rejected (spec 01 §4). */
export const rejectionReasons = ["absence", "rescheduling"] as const;
export type RejectionReason = (typeof rejectionReasons)[number];

/** Statuses of a registration schedule change. */
export const scheduleChangeStatuses = ["pending", "validated", "rejected"] as const;
export type ScheduleChangeStatus = (typeof scheduleChangeStatuses)[number];

/** Alert statuses: an alert is active until cancelled (deactivated). */
export const alertStatuses = ["active", "cancelled"] as const;
export type AlertStatus = (typeof alertStatuses)[number];

/** Alert levels, from the lowest: info (low), warning (medium), danger (high). */
export const alertLevels = ["info", "warning", "danger"] as const;
export type AlertLevel = (typeof alertLevels)[number];

/** E-mail types of a person or a shared reinforcement address (spec 02 §9). */
export const emailTypes = ["private", "professional", "shared"] as const;
export type EmailType = (typeof emailTypes)[number];

/** How a means of intervention opens to volunteers. */
export const openingOptions = ["automatic", "manual", "specificDate", "specificDuration"] as const;
export type OpeningOption = (typeof openingOptions)[number];

/** How a 12-hour means is split: 6 h + 6 h, 4 h + 8 h, 8 h + 4 h. */
export const splitTypes = ["halfAndHalf", "from12To4And8", "from12To8And4"] as const;
export type SplitType = (typeof splitTypes)[number];

/** Staff completeness of a means (ready: staff enough, some still to be validated). */
export const staffCompletenesses = [
  "allStaffed",
  "noneStaffed",
  "partiallyStaffed",
  "readyStaffed",
] as const;
export type StaffCompleteness = (typeof staffCompletenesses)[number];

/** Recurrence types of an operational activity. */
export const recurrenceTypes = ["daily", "weekly", "monthlyByDay", "monthlyNth"] as const;
export type RecurrenceType = (typeof recurrenceTypes)[number];

/** Days of the week, Monday first (ISO 8601). */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/** Bit of each weekday in a weekly recurrence's mask (spec 02 §9). */
export const weekdayBits: Record<Weekday, number> = {
  monday: 1,
  tuesday: 2,
  wednesday: 4,
  thursday: 8,
  friday: 16,
  saturday: 32,
  sunday: 64,
};

/** Which one of the month's matching days a monthly-nth recurrence takes (spec 02 §9). */
export const nthValues = { first: 0, second: 1, third: 2, fourth: 3, last: -1 } as const;
export type NthValue = (typeof nthValues)[keyof typeof nthValues];

/** What a monthly-nth recurrence counts: any day, workdays, weekend days, or one weekday. */
export const nthTypes = ["day", "workday", "weekendDay", ...weekdays] as const;
export type NthType = (typeof nthTypes)[number];

/** Absence types from the time-and-attendance tool: full day or part of a day. */
export const absenceTypes = ["FULL", "PART"] as const;
export type AbsenceType = (typeof absenceTypes)[number];

/** Schedule types of a means: free times or a predefined schedule. */
export const scheduleTypes = ["FREE", "PREDEFINED"] as const;
export type ScheduleType = (typeof scheduleTypes)[number];

/** Operational roles every departure has (spec 02 §9). */
export const departureOperationalRoles = ["driver", "coDriver"] as const;
export type DepartureOperationalRole = (typeof departureOperationalRoles)[number];

/** Tabs of the means of intervention list page (`?tab=`). */
export const meansTabs = ["list", "calendar", "departureCalendar"] as const;
export type MeansTab = (typeof meansTabs)[number];

/** Scope types of an authorization (spec 01 §6). */
export const scopeTypes = ["none", "byTypes", "byItems", "byFunctions"] as const;
export type ScopeType = (typeof scopeTypes)[number];

/** User types (spec 01 §6). */
export const userTypes = ["manager", "personnel", "volunteer", "employee"] as const;
export type UserType = (typeof userTypes)[number];

/** Status of a day in the personnel mobile calendar, by precedence (spec 01 §4). */
export const dayStatuses = ["validated", "proposed", "registered", "incomplete"] as const;
export type DayStatus = (typeof dayStatuses)[number];

/** Units of attachment sizes. */
export const sizeUnits = ["bytes", "KB", "MB", "GB"] as const;
export type SizeUnit = (typeof sizeUnits)[number];

/** Severity of a rule's finding: refuses the form, guides, or warns without refusing. */
export const severities = ["blocking", "hint", "warning"] as const;
export type Severity = (typeof severities)[number];

/**
 * What a person answers through an e-mail's action link (decision 025): "I confirm", "I cannot
 * come". The manager sees it on the registration; the registration's status stays theirs to set.
 */
export const registrationFeedbacks = ["confirmed", "declined"] as const;
export type RegistrationFeedback = (typeof registrationFeedbacks)[number];

/** The automated jobs (decision 025), as the automated-jobs page names and translates them. */
export const automatedJobNames = [
  "outboxPreparation",
  "meansOpening",
  "shiftReminders",
  "housekeeping",
  "absencesImport",
  "workSchedulesImport",
  "workExportDaily",
  "workExportMonthly",
] as const;
export type AutomatedJobName = (typeof automatedJobNames)[number];

/** How a job's run was started: its schedule, a person, or an event (a notification written). */
export const jobTriggers = ["schedule", "manual", "event"] as const;
export type JobTrigger = (typeof jobTriggers)[number];

/** How a job's run goes: asked for by hand and waiting, running, then done or failed. */
export const jobOutcomes = ["queued", "running", "succeeded", "failed"] as const;
export type JobOutcome = (typeof jobOutcomes)[number];

/** The kinds of notification an e-mail carries. */
export const notificationKinds = [
  "cancellation",
  "mobilisation",
  "opening",
  "reinforcement",
  "reminder",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Where an e-mail is: waiting (or between two tries), sent, or failed for good. */
export const mailStatuses = ["queued", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** What a declaration says. */
export const availabilityKinds = ["available", "unavailable"] as const;
export type AvailabilityKind = (typeof availabilityKinds)[number];

/** How a declaration repeats: once over its period, or every week. */
export const availabilityRepeats = ["once", "weekly"] as const;
export type AvailabilityRepeat = (typeof availabilityRepeats)[number];

/**
 * What a person's declarations say of a period, in the order a manager looks for people:
 * available over all of it, over part of it, nothing declared, unavailable during some of it.
 */
export const availabilityStatuses = [
  "available",
  "partlyAvailable",
  "unknown",
  "unavailable",
] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];
