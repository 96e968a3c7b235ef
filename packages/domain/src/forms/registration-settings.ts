import * as v from "valibot";
import type { Instant } from "../entities.js";
import { openingOptions } from "../enums.js";
import type { Finding } from "../findings.js";
import { numberRanges } from "../limits.js";
import { checkOpeningDraft } from "../time/opening.js";
import { wallClockToInstant } from "../time/zoned.js";
import { flagSchema, integerInRangeSchema, optionalWallClockSchema } from "./fields.js";
import { checkDeadline, checkOnGrid, type FormContext } from "./rules.js";

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
  /** With `specificDuration`: how many days before the start the means open (1 to 365). */
  openingDaysBeforeStart: v.optional(
    v.nullable(integerInRangeSchema(numberRanges.openingDaysBeforeStart)),
    null,
  ),
};

/** The registration settings as a form holds them. */
export type RegistrationSettingsValues = v.InferOutput<
  v.ObjectSchema<typeof registrationSettingsEntries, undefined>
>;

/**
 * Rules of the registration settings (spec 02 §5): the deadline in the past or more than a year
 * ahead (`deadline.inPast`, `deadline.farAhead`), the opening date on the 5-minute grid, and the
 * opening rules of the time module ({@link checkOpeningDraft}): the date or days required, the hint
 * that a duration counts days before the start, and the warnings on an opening in the past or
 * after the deadline. Wall-clock values are placed in the organisation's time zone first, so a
 * duration opens `start − days` at the start's wall-clock time.
 *
 * `deadline` is the deadline that governs registrations: the form's own, else the activity's.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkRegistrationSettings(
  values: Partial<RegistrationSettingsValues> & { start?: string },
  deadline: string | null | undefined,
  context: FormContext,
): Finding[] {
  const { timeZone } = context;
  const findings = checkDeadline(values.registrationDeadline, context);
  if (values.openingOption === "specificDate") {
    findings.push(...checkOnGrid(values.openingDate, "openingDate"));
  }
  const settings = {
    openingOption: values.openingOption,
    openingDate: instantOf(values.openingDate, timeZone),
    openingDaysBeforeStart: values.openingDaysBeforeStart,
  };
  // The form's rules compare with the current minute, its values having no seconds.
  const now = new Date(Math.floor(context.now.getTime() / minuteMs) * minuteMs);
  const registrationDeadline = deadline ? wallClockToInstant(deadline, timeZone) : null;
  const meansStart = instantOf(values.start, timeZone);
  findings.push(
    ...checkOpeningDraft(settings, { meansStart, registrationDeadline, timeZone, now }),
  );
  return findings;
}

const minuteMs = 60_000;

/**
 * A form's wall-clock value as an instant in `timeZone`: `null` (left empty) stays `null`; a value
 * not known yet, or not one the schema accepts, is `undefined`.
 */
function instantOf(value: string | null | undefined, timeZone: string): Instant | null | undefined {
  if (value === null || value === undefined) return value;
  return wallClockToInstant(value, timeZone) ?? undefined;
}
