import * as v from "valibot";
import { openingOptions } from "../enums.js";
import { blocking, type Finding, hint, warning } from "../findings.js";
import { countSchema, flagSchema, optionalWallClockSchema } from "./fields.js";
import { checkDeadline, checkOnGrid, type FormContext } from "./rules.js";
import { addToWallClock, wallClockNow } from "./wall-clock.js";

/**
 * The registration settings an operational activity and a means of intervention share (spec 02 §3:
 * automatic registration validation, registration deadline, opening option; §4 opening options:
 * automatic, manual, specificDate, specificDuration in days before start).
 */
export const registrationSettingsEntries = {
  automaticRegistrationValidation: flagSchema,
  registrationDeadline: optionalWallClockSchema,
  openingOption: v.picklist(openingOptions),
  /** With `specificDate`: when the means open to volunteers. */
  openingDate: optionalWallClockSchema,
  /** With `specificDuration`: how many days before the start the means open (at least 1). */
  openingDaysBeforeStart: v.optional(v.nullable(countSchema(1)), null),
};

/** The registration settings as a form holds them. */
export type RegistrationSettingsValues = v.InferOutput<
  v.ObjectSchema<typeof registrationSettingsEntries, undefined>
>;

/**
 * Rules of the registration settings (spec 02 §5), with the codes of the time module's opening rule:
 * - deadline in the past or more than a year ahead: warnings (`deadline.inPast`, `deadline.farAhead`);
 * - `specificDate` requires the opening date (`opening.dateRequired`), `specificDuration` the
 *   number of days (`opening.daysBeforeStartRequired { min }`), with the hint
 *   `opening.daysBeforeStart` ("opening duration counted in days before start");
 * - opening in the past or after the deadline: warnings `opening.dateInPast`,
 *   `opening.afterRegistrationDeadline`; with `specificDuration` they apply to the computed opening,
 *   `start − days` at the start's wall-clock time.
 *
 * `deadline` is the deadline that governs registrations: the form's own, else the activity's.
 */
export function checkRegistrationSettings(
  values: Partial<RegistrationSettingsValues> & { start?: string },
  deadline: string | null | undefined,
  context: FormContext,
): Finding[] {
  const findings = checkDeadline(values.registrationDeadline, context);
  if (values.openingOption === "specificDate") {
    const field = "openingDate";
    if (values.openingDate === null) return [...findings, blocking(field, "opening.dateRequired")];
    if (!values.openingDate) return findings;
    findings.push(...checkOnGrid(values.openingDate, field));
    findings.push(...checkOpeningMoment(values.openingDate, deadline, context, field));
  }
  if (values.openingOption === "specificDuration") {
    const field = "openingDaysBeforeStart";
    const days = values.openingDaysBeforeStart;
    findings.push(hint(field, "opening.daysBeforeStart"));
    if (days === null) {
      return [...findings, blocking(field, "opening.daysBeforeStartRequired", { min: 1 })];
    }
    if (days === undefined || !values.start) return findings;
    const opening = addToWallClock(values.start, { days: -days });
    findings.push(...checkOpeningMoment(opening, deadline, context, field));
  }
  return findings;
}

function checkOpeningMoment(
  opening: string,
  deadline: string | null | undefined,
  context: FormContext,
  field: string,
): Finding[] {
  const findings: Finding[] = [];
  if (opening < wallClockNow(context)) findings.push(warning(field, "opening.dateInPast"));
  if (deadline && opening > deadline) {
    findings.push(warning(field, "opening.afterRegistrationDeadline"));
  }
  return findings;
}
