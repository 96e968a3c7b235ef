import * as v from "valibot";
import { blocking, type Finding } from "../findings.js";
import { textMaxLengths } from "../limits.js";
import { optionalTextSchema, wallClockSchema } from "./fields.js";
import { checkRegistrationPeriod, type RegistrationContext } from "./registration-edit.js";
import type { WallClockPeriod } from "./rules.js";
import { createValidator } from "./validation.js";

/** The schedule proposition form: a new schedule proposed for a registration (spec 02 §2, §4). */
export const schedulePropositionSchema = v.object({
  start: wallClockSchema,
  end: wallClockSchema,
  comment: optionalTextSchema(textMaxLengths.comment),
});

/** The values of the schedule proposition form. */
export type SchedulePropositionValues = v.InferOutput<typeof schedulePropositionSchema>;

/** What the schedule proposition rules need besides the values. */
export interface SchedulePropositionContext extends RegistrationContext {
  /** The registration's current schedule. */
  currentSchedule: WallClockPeriod;
}

/**
 * Every rule of spec 02 §5 on a schedule proposition: it must differ from the current schedule
 * (`schedule.unchanged`, on the whole form: field `""`), and lie within the means' 4-hour window
 * like any registration.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkScheduleProposition(
  values: Partial<SchedulePropositionValues>,
  context: SchedulePropositionContext,
): Finding[] {
  const { currentSchedule } = context;
  const unchanged = values.start === currentSchedule.start && values.end === currentSchedule.end;
  return [
    ...(unchanged ? [blocking("", "schedule.unchanged")] : []),
    ...checkRegistrationPeriod(values, context),
  ];
}

/** Parses and checks a schedule proposition; the API refuses it when a finding is blocking. */
export const validateScheduleProposition = createValidator(
  schedulePropositionSchema,
  checkScheduleProposition,
);
