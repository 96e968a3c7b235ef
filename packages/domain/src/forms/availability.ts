import * as v from "valibot";
import { timePrecisionMinutes } from "../constants.js";
import { availabilityKinds, availabilityRepeats } from "../enums.js";
import { blocking, type Finding, warning } from "../findings.js";
import { availabilityLimits } from "../limits.js";
import { minutesOfTime } from "../staffing/availability.js";
import { instantToWallClock } from "../time/zoned.js";
import {
  optionalCalendarDateSchema,
  optionalTextSchema,
  optionalWallClockSchema,
} from "./fields.js";
import { checkEndAfterStart, checkNoDuplicates, checkOnGrid, type FormContext } from "./rules.js";
import { createValidator } from "./validation.js";

/** A local time `HH:MM` of a weekly declaration; empty, `null` or absent mean none. */
const optionalTimeSchema = v.pipe(
  // Bounded before anything reads it: a time is five characters, with room for spaces around.
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20, "text.tooLong"))), null),
  v.transform((value) => value?.trim() || null),
  v.nullable(
    v.pipe(
      v.string(),
      v.check((value) => minutesOfTime(value) !== null, "date.invalid"),
    ),
  ),
);

/**
 * The availability form (decision 046): available or unavailable, once over a period (`start`,
 * `end` on the organisation's wall clock) or every week (`weekdays`, `startTime`–`endTime`, from
 * `from` to `to` or for good), with a short comment. The fields of the other repeat are ignored.
 */
export const availabilitySchema = v.object({
  kind: v.picklist(availabilityKinds, "value.invalid"),
  repeat: v.picklist(availabilityRepeats, "value.invalid"),
  start: optionalWallClockSchema,
  end: optionalWallClockSchema,
  weekdays: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number(),
          v.integer("number.integer"),
          v.minValue(1, "number.tooSmall"),
          v.maxValue(7, "number.tooLarge"),
        ),
      ),
      v.maxLength(7, "list.tooLong"),
    ),
    [],
  ),
  startTime: optionalTimeSchema,
  endTime: optionalTimeSchema,
  from: optionalCalendarDateSchema,
  to: optionalCalendarDateSchema,
  comment: optionalTextSchema(availabilityLimits.comment),
});

/** The values of the availability form. */
export type AvailabilityValues = v.InferOutput<typeof availabilitySchema>;

const required = (value: unknown, field: string): Finding[] =>
  value === null || value === undefined || value === "" ? [blocking(field, "required")] : [];

function checkTime(value: string | null | undefined, field: string): Finding[] {
  const minutes = value ? minutesOfTime(value) : null;
  return minutes !== null && minutes % timePrecisionMinutes !== 0
    ? [blocking(field, "time.notOnGrid", { minutes: timePrecisionMinutes })]
    : [];
}

/**
 * The rules of a declaration (decision 046): a one-off period with a start and an end after it,
 * on the 5-minute grid, lasting at most `availabilityLimits.onceMaxDays` days; a weekly one with
 * at least one day (each once), a start time and an end time after it on the grid, a first day,
 * and a last day not before it. A period already over is only warned of.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkAvailability(
  values: Partial<AvailabilityValues>,
  context: FormContext,
): Finding[] {
  const now = instantToWallClock(context.now, context.timeZone);
  if (values.repeat === "once") {
    const { start, end } = values;
    const findings = [
      ...required(start, "start"),
      ...required(end, "end"),
      ...checkOnGrid(start, "start"),
      ...checkOnGrid(end, "end"),
      ...checkEndAfterStart(start, end),
    ];
    if (start && end && end > start) {
      const days = (Date.parse(`${end}Z`) - Date.parse(`${start}Z`)) / 86_400_000;
      if (days > availabilityLimits.onceMaxDays) {
        findings.push(
          blocking("end", "availability.periodTooLong", { days: availabilityLimits.onceMaxDays }),
        );
      }
      if (end < now) findings.push(warning("end", "date.periodInPast"));
    }
    return findings;
  }
  if (values.repeat !== "weekly") return [];
  const { startTime, endTime, from, to } = values;
  const weekdays = values.weekdays ?? [];
  const findings = [
    ...(weekdays.length === 0 ? [blocking("weekdays", "recurrence.weekdaysRequired")] : []),
    ...checkNoDuplicates(weekdays, "weekdays"),
    ...required(startTime, "startTime"),
    ...required(endTime, "endTime"),
    ...checkTime(startTime, "startTime"),
    ...checkTime(endTime, "endTime"),
    ...required(from, "from"),
  ];
  const startMinutes = startTime ? minutesOfTime(startTime) : null;
  const endMinutes = endTime ? minutesOfTime(endTime) : null;
  if (startMinutes !== null && endMinutes !== null && endMinutes <= startMinutes) {
    findings.push(blocking("endTime", "time.endBeforeStart"));
  }
  if (from && to && to < from) findings.push(blocking("to", "date.endBeforeStart"));
  if (to && to < now.slice(0, 10)) findings.push(warning("to", "date.periodInPast"));
  return findings;
}

/** Parses and checks a declaration; the API refuses it when a finding is blocking. */
export const validateAvailability = createValidator(availabilitySchema, checkAvailability);
