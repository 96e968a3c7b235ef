import * as v from "valibot";
import { maxCopyCount as defaultMaxCopyCount, timePrecisionMinutes } from "../constants.js";
import { blocking, type Finding } from "../findings.js";
import { integerInRangeSchema, integerSchema, optionalCalendarDateSchema } from "./fields.js";
import {
  checkPeriodWarnings,
  checkRequired,
  checkStartNotInPast,
  type FormContext,
  type WallClockPeriod,
} from "./rules.js";
import { createValidator } from "./validation.js";
import { addToWallClock, dateOf, daysBetween, existingWallClock } from "./wall-clock.js";

/**
 * The duplication of a means of intervention (spec 02 §2: a time offset, a copy count and a
 * calendar preview; §5 copy count at least 1 and not above a maximum, decision 005). The offset is
 * given in days, hours and minutes, or as the date of the first copy (a whole number of days).
 */

/** How the offset between copies is given. */
export const duplicationModes = ["offset", "targetDate"] as const;

/** One way of giving the offset. */
export type DuplicationMode = (typeof duplicationModes)[number];

/** The offset between the source and its first copy (and between consecutive copies). */
export interface DuplicationOffset {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * The largest offset between copies: a year and a day, enough for an annual event; hours and
 * minutes stay below a day and an hour (`number.tooLarge { max }`). Larger offsets are mistakes,
 * and dates that far away would take the calendar arithmetic minutes to reach.
 */
export const maxDuplicationOffset = { days: 366, hours: 23, minutes: 59 } as const;

const offsetPartSchema = (max: number) => v.optional(integerInRangeSchema({ min: 0, max }), 0);

/** The duplicate form. */
export const duplicateSchema = v.object({
  mode: v.picklist(duplicationModes),
  offset: v.optional(
    v.object({
      days: offsetPartSchema(maxDuplicationOffset.days),
      hours: offsetPartSchema(maxDuplicationOffset.hours),
      minutes: offsetPartSchema(maxDuplicationOffset.minutes),
    }),
    { days: 0, hours: 0, minutes: 0 },
  ),
  /** With `targetDate`: the day of the first copy, `YYYY-MM-DD`; times are kept. */
  targetDate: optionalCalendarDateSchema,
  /** Bounds are rules with their own codes (`duplicate.copyCountTooLow`, `…TooHigh`). */
  copyCount: integerSchema,
});

/** The values of the duplicate form. */
export type DuplicateValues = v.InferOutput<typeof duplicateSchema>;

/** What the duplication rules need besides the values. */
export interface DuplicateContext extends FormContext {
  /** The period of the means being duplicated. */
  source: WallClockPeriod;
  /** At most this many copies; `maxCopyCount` by default. */
  maxCopyCount?: number;
}

/**
 * The offset the form's values give: the offset itself, or the whole days from the source's start
 * date to the target date. `null` while the values do not say.
 */
/* @__NO_SIDE_EFFECTS__ */
export function duplicationOffset(
  values: Partial<DuplicateValues>,
  sourceStart: string,
): DuplicationOffset | null {
  if (values.mode === "offset") return values.offset ?? null;
  if (values.mode === "targetDate" && values.targetDate) {
    return { days: daysBetween(dateOf(sourceStart), values.targetDate), hours: 0, minutes: 0 };
  }
  return null;
}

/**
 * The periods `count` copies take, for the calendar preview: copy k is the source moved by k times
 * the offset on the wall clock, so a 08:00–20:00 shift stays 08:00–20:00 across a DST change (its
 * real length then differs by an hour). A time the spring-forward gap skips moves forward.
 */
/* @__NO_SIDE_EFFECTS__ */
export function duplicateOccurrences(
  source: WallClockPeriod,
  offset: DuplicationOffset,
  count: number,
  timeZone: string,
): WallClockPeriod[] {
  const occurrences: WallClockPeriod[] = [];
  for (let k = 1; k <= count; k += 1) {
    const shift = { days: k * offset.days, hours: k * offset.hours, minutes: k * offset.minutes };
    occurrences.push({
      start: existingWallClock(addToWallClock(source.start, shift), timeZone),
      end: existingWallClock(addToWallClock(source.end, shift), timeZone),
    });
  }
  return occurrences;
}

/**
 * Every rule of the duplicate form (spec 02 §5): copy count at least 1
 * (`duplicate.copyCountTooLow { min }`) and at most the maximum (`duplicate.copyCountTooHigh
 * { max }`); an offset is needed (`duplicate.offsetRequired`, on the 5-minute grid); a target date
 * after the source's (`duplicate.targetNotAfterSource`), at most `maxDuplicationOffset.days` after
 * it (`duplicate.targetTooFar { days }`); the copies' start not in the past and the
 * period warnings, on the first and last copies.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkDuplicate(
  values: Partial<DuplicateValues>,
  context: DuplicateContext,
): Finding[] {
  const findings: Finding[] = [];
  const max = context.maxCopyCount ?? defaultMaxCopyCount;
  const { copyCount } = values;
  if (copyCount !== undefined && copyCount < 1) {
    findings.push(blocking("copyCount", "duplicate.copyCountTooLow", { min: 1 }));
  }
  if (copyCount !== undefined && copyCount > max) {
    findings.push(blocking("copyCount", "duplicate.copyCountTooHigh", { max }));
  }
  const offsetFindings = checkOffset(values, context.source);
  findings.push(...offsetFindings);
  const offset = duplicationOffset(values, context.source.start);
  if (!offset || offsetFindings.length > 0) return findings;
  const count = copyCount === undefined ? 1 : Math.min(Math.max(copyCount, 1), max);
  const copies = duplicateOccurrences(context.source, offset, count, context.timeZone);
  const first = copies[0] as WallClockPeriod;
  const last = copies[copies.length - 1] as WallClockPeriod;
  const field = values.mode === "offset" ? "offset" : "targetDate";
  findings.push(...checkStartNotInPast(first.start, context, { field }));
  findings.push(...checkPeriodWarnings({ end: first.end }, context, { end: field }));
  findings.push(...checkPeriodWarnings({ start: last.start }, context, { start: "copyCount" }));
  return findings;
}

function checkOffset(values: Partial<DuplicateValues>, source: WallClockPeriod): Finding[] {
  if (values.mode === "targetDate") {
    if (!values.targetDate) return checkRequired(values.targetDate, "targetDate");
    if (values.targetDate <= dateOf(source.start)) {
      return [blocking("targetDate", "duplicate.targetNotAfterSource")];
    }
    const max = maxDuplicationOffset.days;
    if (daysBetween(dateOf(source.start), values.targetDate) > max) {
      return [blocking("targetDate", "duplicate.targetTooFar", { days: max })];
    }
  }
  if (values.mode === "offset" && values.offset) {
    const { days, hours, minutes } = values.offset;
    if (days + hours + minutes === 0) return [blocking("offset", "duplicate.offsetRequired")];
    if (minutes % timePrecisionMinutes !== 0) {
      return [blocking("offset.minutes", "time.notOnGrid", { minutes: timePrecisionMinutes })];
    }
  }
  return [];
}

/** Parses and checks a duplication; the API refuses it when a finding is blocking. */
export const validateDuplicate = createValidator(duplicateSchema, checkDuplicate);
