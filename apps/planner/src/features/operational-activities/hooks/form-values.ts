import {
  type AttachmentValues,
  instantToWallClock,
  type OpeningOption,
  type OperationalActivityCloneValues,
  type OperationalActivityContext,
  type OperationalActivityValues,
  type Recurrence,
  type RecurrenceFormValues,
  type Validation,
  validateOperationalActivity,
  validateOperationalActivityClone,
  validateRecurrenceForm,
  weekdayBits,
  weekdays,
} from "@releve/domain";
import type { FormState } from "../../../lib/form-state";
import type { Activity } from "../api/activities";

/** What the activity form is doing: a new activity, an edit, or a clone of another. */
export type ActivityFormMode =
  | { kind: "create" }
  | { kind: "edit"; id: number }
  | { kind: "clone"; sourceId: number };

/**
 * The activity form as its fields hold it (spec 02 §3): the form's values, with wall-clock
 * strings `""` while not chosen, the stored attachments kept apart from the files to upload after
 * saving, the clone's means choice, and the recurrence of a new series (`null`: one activity).
 */
export interface ActivityFormValues extends Record<string, unknown> {
  title: string;
  location: string;
  locationTypeId: number | null;
  start: string;
  end: string;
  registrationDeadline: string;
  automaticRegistrationValidation: boolean;
  openingOption: OpeningOption;
  openingDate: string;
  openingDaysBeforeStart: number | null;
  activityId: number | null;
  entityId: number | null;
  comment: string;
  /** The attachments already stored that the activity keeps. */
  attachments: AttachmentValues[];
  /** Files chosen, uploaded once the activity is saved. */
  files: File[];
  copyMeans: boolean;
  recurrence: Recurrence | null;
}

/** What any of the activity form's validators gives. */
export type ActivityFormValidated =
  | OperationalActivityValues
  | OperationalActivityCloneValues
  | RecurrenceFormValues;

/**
 * A new activity's form. Its means open when a manager opens them (`manual`), the choice that
 * opens nothing to volunteers unasked; activity and entity are those of the profile's selection
 * when it names them.
 */
export function emptyActivityForm(place: {
  activityId: number | null;
  entityId: number | null;
}): ActivityFormValues {
  return {
    title: "",
    location: "",
    locationTypeId: null,
    start: "",
    end: "",
    registrationDeadline: "",
    automaticRegistrationValidation: false,
    openingOption: "manual",
    openingDate: "",
    openingDaysBeforeStart: null,
    activityId: place.activityId,
    entityId: place.entityId,
    comment: "",
    attachments: [],
    files: [],
    copyMeans: false,
    recurrence: null,
  };
}

/** The form filled from an activity the API answered, its instants on the organisation's clock. */
export function activityFormOf(activity: Activity, timeZone: string): ActivityFormValues {
  const wallClock = (value: string | null) => (value ? instantToWallClock(value, timeZone) : "");
  return {
    title: activity.title,
    location: activity.location,
    locationTypeId: activity.locationTypeId,
    start: wallClock(activity.start),
    end: wallClock(activity.end),
    registrationDeadline: wallClock(activity.registrationDeadline),
    automaticRegistrationValidation: activity.automaticRegistrationValidation,
    openingOption: activity.openingOption,
    openingDate: wallClock(activity.openingDate),
    openingDaysBeforeStart: activity.openingDaysBeforeStart,
    activityId: activity.activityId,
    entityId: activity.entityId,
    comment: activity.comment,
    attachments: activity.attachments.map(({ id, fileName, type, size }) => ({
      id,
      fileName,
      type,
      size,
    })),
    files: [],
    copyMeans: false,
    recurrence: null,
  };
}

/**
 * The validator's input: the stored attachments and the chosen files as one list (the limits
 * count both), the opening date or days only with the option that uses them.
 */
export function activityFormInput(values: ActivityFormValues): Record<string, unknown> {
  const { files, recurrence, copyMeans, ...rest } = values;
  return {
    ...rest,
    openingDate: values.openingOption === "specificDate" ? values.openingDate : null,
    openingDaysBeforeStart:
      values.openingOption === "specificDuration" ? values.openingDaysBeforeStart : null,
    attachments: [
      ...values.attachments,
      ...files.map((file) => ({ id: null, fileName: file.name, type: file.type, size: file.size })),
    ],
    ...(recurrence ? { recurrence } : {}),
    copyMeans,
  };
}

/** The validator of the form as the mode and the recurrence make it. */
export function validatorOf(mode: ActivityFormMode) {
  return (
    input: unknown,
    context: OperationalActivityContext,
  ): Validation<ActivityFormValidated> => {
    if (mode.kind === "clone") return validateOperationalActivityClone(input, context);
    const { recurrence } = input as { recurrence?: unknown };
    return recurrence
      ? validateRecurrenceForm(input, context)
      : validateOperationalActivity(input, context);
  };
}

/** A weekly series on the weekday of its first day, its end still to choose. */
export function newRecurrence(start: string, today: string): Recurrence {
  const day = (start || today).slice(0, 10);
  const weekday = weekdays[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];
  return {
    type: "weekly",
    start: day,
    end: null,
    occurrenceCount: null,
    weekdays: weekday ? weekdayBits[weekday] : 0,
    dayOfMonth: null,
    nth: null,
  };
}

/** The fields of the form in the order they appear, for the error summary. */
export const activityFieldOrder = [
  "title",
  "location",
  "locationTypeId",
  "start",
  "end",
  "activityId",
  "entityId",
  "registrationDeadline",
  "automaticRegistrationValidation",
  "openingOption",
  "openingDate",
  "openingDaysBeforeStart",
  "recurrence",
  "comment",
  "attachments",
  "copyMeans",
] as const;

/** The element a finding's field is shown in: the summary's link goes there. */
export function activityFieldId(field: string): string {
  return `activity-${field.split(".")[0]}`;
}

/** The activity form's state, as its parts read and change it. */
export type ActivityFormState = FormState<ActivityFormValues, ActivityFormValidated>;
