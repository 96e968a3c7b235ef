import {
  instantToWallClock,
  type MeansOfInterventionContext,
  type MeansOfInterventionCreateValues,
  type MeansOfInterventionEditValues,
  type ScheduleType,
  type Validation,
  validateMeansOfInterventionCreate,
  validateMeansOfInterventionEdit,
} from "@releve/domain";
import type { FormState } from "../../../lib/form-state";
import type { RegistrationSettingsRaw } from "../../../lib/planning/RegistrationSettingsFields";
import type { Means } from "../api/means";

/** What the means form is doing: new means on an activity, an edit, or a copy of another. */
export type MeansFormMode =
  | { kind: "create"; activityId: number }
  | { kind: "edit"; activityId: number; id: number; version: number }
  | { kind: "clone"; activityId: number; sourceId: number };

/**
 * The means form as its fields hold it (spec 02 §3): the form's values, wall clocks `""` while
 * not chosen, the team count of a creation.
 */
export interface MeansFormValues extends RegistrationSettingsRaw {
  typeId: number | null;
  staffPerTeam: number | null;
  teamCount: number | null;
  scheduleType: ScheduleType;
  predefinedScheduleId: number | null;
  departureId: number | null;
  plateNumber: string;
  start: string;
  end: string;
  ultimateStart: string;
  ultimateEnd: string;
  comment: string;
  inheritsFromActivity: boolean;
}

/** What the form's validators give. */
export type MeansFormValidated = MeansOfInterventionCreateValues | MeansOfInterventionEditValues;

/** The activity a means hangs from, as the form prefills and checks against it. */
export interface MeansParent {
  start: string;
  end: string;
  registrationDeadline: string | null;
  automaticRegistrationValidation: boolean;
  openingOption: RegistrationSettingsRaw["openingOption"];
  openingDate: string | null;
  openingDaysBeforeStart: number | null;
}

const wallClockOf = (value: string | null, timeZone: string) =>
  value ? instantToWallClock(value, timeZone) : "";

/** The registration settings of an activity, on the organisation's clock: what a means inherits. */
export function inheritedSettings(parent: MeansParent, timeZone: string) {
  return {
    registrationDeadline: wallClockOf(parent.registrationDeadline, timeZone),
    automaticRegistrationValidation: parent.automaticRegistrationValidation,
    openingOption: parent.openingOption,
    openingDate: wallClockOf(parent.openingDate, timeZone),
    openingDaysBeforeStart: parent.openingDaysBeforeStart,
  };
}

/**
 * New means on an activity (spec 02 §3, "inheritance from the activity"): its period and its
 * registration settings prefilled from the activity and kept from it, one team of the type's
 * default staff once a type is chosen.
 */
export function emptyMeansForm(parent: MeansParent, timeZone: string): MeansFormValues {
  return {
    typeId: null,
    staffPerTeam: null,
    teamCount: 1,
    scheduleType: "FREE",
    predefinedScheduleId: null,
    departureId: null,
    plateNumber: "",
    start: wallClockOf(parent.start, timeZone),
    end: wallClockOf(parent.end, timeZone),
    ultimateStart: "",
    ultimateEnd: "",
    ...inheritedSettings(parent, timeZone),
    comment: "",
    inheritsFromActivity: true,
  };
}

/** The form filled from a means the API answered, its instants on the organisation's clock. */
export function meansFormOf(means: Means, timeZone: string): MeansFormValues {
  return {
    typeId: means.typeId,
    staffPerTeam: means.staff.required,
    teamCount: null,
    scheduleType: means.scheduleType,
    predefinedScheduleId: means.predefinedScheduleId,
    departureId: means.departureId,
    plateNumber: means.plateNumber ?? "",
    start: wallClockOf(means.start, timeZone),
    end: wallClockOf(means.end, timeZone),
    ultimateStart: wallClockOf(means.ultimateStart, timeZone),
    ultimateEnd: wallClockOf(means.ultimateEnd, timeZone),
    registrationDeadline: wallClockOf(means.registrationDeadline, timeZone),
    automaticRegistrationValidation: means.automaticRegistrationValidation,
    openingOption: means.openingOption,
    openingDate: wallClockOf(means.openingDate, timeZone),
    openingDaysBeforeStart: means.openingDaysBeforeStart,
    comment: means.comment,
    inheritsFromActivity: means.inheritsFromActivity,
  };
}

/**
 * The validator's input: empty texts and times as absent, the opening date or days only with the
 * option that uses them, the predefined schedule only with a predefined schedule, the team count
 * only on a creation.
 */
export function meansFormInput(mode: MeansFormMode) {
  return (values: MeansFormValues): Record<string, unknown> => {
    const { teamCount, ...rest } = values;
    const orNull = (value: string) => (value === "" ? null : value);
    return {
      ...rest,
      predefinedScheduleId:
        values.scheduleType === "PREDEFINED" ? values.predefinedScheduleId : null,
      plateNumber: values.plateNumber.trim(),
      ultimateStart: orNull(values.ultimateStart),
      ultimateEnd: orNull(values.ultimateEnd),
      registrationDeadline: orNull(values.registrationDeadline),
      openingDate: values.openingOption === "specificDate" ? orNull(values.openingDate) : null,
      openingDaysBeforeStart:
        values.openingOption === "specificDuration" ? values.openingDaysBeforeStart : null,
      ...(mode.kind === "create" ? { teamCount } : {}),
    };
  };
}

/** The validator of the mode: a creation counts its teams; an edit and a copy do not. */
export function meansValidatorOf(mode: MeansFormMode) {
  return (input: unknown, context: MeansOfInterventionContext): Validation<MeansFormValidated> =>
    mode.kind === "create"
      ? validateMeansOfInterventionCreate(input, context)
      : validateMeansOfInterventionEdit(input, context);
}

/** The fields of the form in the order they appear, for the error summary. */
export const meansFieldOrder = [
  "typeId",
  "staffPerTeam",
  "teamCount",
  "scheduleType",
  "predefinedScheduleId",
  "start",
  "end",
  "ultimateStart",
  "ultimateEnd",
  "departureId",
  "plateNumber",
  "inheritsFromActivity",
  "registrationDeadline",
  "automaticRegistrationValidation",
  "openingOption",
  "openingDate",
  "openingDaysBeforeStart",
  "comment",
] as const;

/** The element a finding's field is shown in: the summary's link goes there. */
export function meansFieldId(field: string): string {
  return `means-${field.split(".")[0]}`;
}

/** The means form's state, as its parts read and change it. */
export type MeansFormState = FormState<MeansFormValues, MeansFormValidated>;
