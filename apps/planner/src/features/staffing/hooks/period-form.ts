import {
  instantToWallClock,
  type RegistrationEditValues,
  type SchedulePropositionValues,
  validateRegistrationEdit,
  validateScheduleProposition,
  type WallClockPeriod,
} from "@releve/domain";
import { roleChoice, roleRequest } from "../../../lib/registrations/operational-role";
import type { Registration } from "../api/staffing";

/**
 * The two forms on a registration's period (spec 02 §2): the edit form (start, end, operational
 * role, comment; `registration/edit/{id}`) and the schedule proposition (start, end, comment;
 * `registration/schedule-proposition/{id}`). Both keep the period within 4 hours of the means;
 * a proposition must differ from the current schedule.
 */
export type PeriodFormKind = "edit" | "propose";

/** The fields as the form holds them: wall-clock date-times, the role as a choice's key. */
export interface PeriodFormValues extends Record<string, unknown> {
  start: string;
  end: string;
  /** The operational role's choice (edit only): an id, or `none`. */
  operationalRoleId: string;
  comment: string;
}

/** The form's fields in the order they appear, for its error summary. */
export const periodFieldOrder = ["start", "end", "operationalRoleId", "comment"] as const;

/** The element a finding's field is shown in: the summary's link goes there. */
export function periodFieldId(field: string): string {
  return `registration-${field.split(".")[0]}`;
}

/**
 * The form filled from a registration: its period on the organisation's wall clock, its role
 * and, when edited, its comment (a proposition starts with its own, empty).
 */
export function periodFormOf(
  kind: PeriodFormKind,
  registration: Registration,
  timeZone: string,
): PeriodFormValues {
  return {
    start: instantToWallClock(registration.start, timeZone),
    end: instantToWallClock(registration.end, timeZone),
    operationalRoleId: roleChoice(registration.operationalRoleId),
    comment: kind === "edit" ? (registration.comment ?? "") : "",
  };
}

/** What the validator of a kind is given: the role as the call sends it, or no role at all. */
export function periodFormInput(kind: PeriodFormKind) {
  return ({ operationalRoleId, ...values }: PeriodFormValues) =>
    kind === "edit" ? { ...values, operationalRoleId: roleRequest(operationalRoleId) } : values;
}

/** What the rules of both forms need: the means' period, and the current schedule. */
export interface PeriodFormContext {
  now: Date;
  timeZone: string;
  means: WallClockPeriod;
  currentSchedule: WallClockPeriod;
}

/** The domain's validator of a kind: the API applies the same. */
export function periodValidatorOf(kind: PeriodFormKind) {
  return kind === "edit"
    ? (input: unknown, context: PeriodFormContext) => validateRegistrationEdit(input, context)
    : (input: unknown, context: PeriodFormContext) => validateScheduleProposition(input, context);
}

/** The values a valid form gives, by kind. */
export type PeriodFormValidated = RegistrationEditValues | SchedulePropositionValues;
