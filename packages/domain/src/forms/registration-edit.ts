import * as v from "valibot";
import { registrationWindowHours } from "../constants.js";
import { blocking, type Finding, warning } from "../findings.js";
import { textMaxLengths } from "../limits.js";
import { optionalIdSchema, optionalTextSchema, wallClockSchema } from "./fields.js";
import {
  checkEndAfterStart,
  checkOnGrid,
  type FormContext,
  type WallClockPeriod,
} from "./rules.js";
import { createValidator } from "./validation.js";
import { overlaps, toEpoch } from "./wall-clock.js";

/** The registration edit form (spec 02 §2, §3: start and end date-time, operational role, comment). */
export const registrationEditSchema = v.object({
  start: wallClockSchema,
  end: wallClockSchema,
  operationalRoleId: optionalIdSchema,
  comment: optionalTextSchema(textMaxLengths.comment),
});

/** The values of the registration edit form. */
export type RegistrationEditValues = v.InferOutput<typeof registrationEditSchema>;

/** What the registration rules need besides the values. */
export interface RegistrationContext extends FormContext {
  /** The on-site period of the means of intervention. */
  means: WallClockPeriod;
  /** The person's other participations, for the overlap warning. */
  otherParticipations?: readonly WallClockPeriod[];
}

const hourMs = 3_600_000;

/**
 * The registration window (spec 02 §5, §9): a registration starts at most 4 real hours before its
 * means (`registration.startTooEarly { hours }`) and ends at most 4 hours after it
 * (`registration.endTooLate { hours }`); inside the window but outside the means period it warns
 * `registration.outsideMeansPeriod { start, end }`; overlapping another participation warns
 * `registration.overlapsParticipation`. Also the 5-minute grid and end after start.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkRegistrationPeriod(
  period: Partial<WallClockPeriod>,
  context: RegistrationContext,
): Finding[] {
  const { start, end } = period;
  const { means, timeZone } = context;
  const params = { hours: registrationWindowHours };
  const outside = { start: means.start, end: means.end };
  const findings = [
    ...checkOnGrid(start, "start"),
    ...checkOnGrid(end, "end"),
    ...checkEndAfterStart(start, end),
  ];
  if (start) {
    const earliest = toEpoch(means.start, timeZone) - registrationWindowHours * hourMs;
    if (toEpoch(start, timeZone) < earliest) {
      findings.push(blocking("start", "registration.startTooEarly", params));
    } else if (start < means.start) {
      findings.push(warning("start", "registration.outsideMeansPeriod", outside));
    }
  }
  if (end) {
    const latest = toEpoch(means.end, timeZone) + registrationWindowHours * hourMs;
    if (toEpoch(end, timeZone) > latest) {
      findings.push(blocking("end", "registration.endTooLate", params));
    } else if (end > means.end) {
      findings.push(warning("end", "registration.outsideMeansPeriod", outside));
    }
  }
  if (start && end) {
    const overlapping = (context.otherParticipations ?? []).some((other) =>
      overlaps({ start, end }, other),
    );
    if (overlapping) findings.push(warning("start", "registration.overlapsParticipation"));
  }
  return findings;
}

/** Every rule of spec 02 §5 on an edited registration: its period within the means' window. */
/* @__NO_SIDE_EFFECTS__ */
export function checkRegistrationEdit(
  values: Partial<RegistrationEditValues>,
  context: RegistrationContext,
): Finding[] {
  return checkRegistrationPeriod(values, context);
}

/** Parses and checks an edited registration; the API refuses it when a finding is blocking. */
export const validateRegistrationEdit = createValidator(
  registrationEditSchema,
  checkRegistrationEdit,
);
