import * as v from "valibot";
import { nthTypes, nthValues, recurrenceTypes } from "../enums.js";
import { blocking, type Finding, hasBlocking } from "../findings.js";
import { numberRanges } from "../limits.js";
import { checkRecurrence, expandRecurrence } from "../time/recurrence.js";
import { instantToWallClock, type WallClock } from "../time/zoned.js";
import {
  calendarDateSchema,
  integerInRangeSchema,
  integerSchema,
  optionalCalendarDateSchema,
} from "./fields.js";
import {
  checkOperationalActivity,
  type OperationalActivityContext,
  type OperationalActivityValues,
  operationalActivitySchema,
} from "./operational-activity.js";
import { checkStartNotInPast } from "./rules.js";
import { createValidator } from "./validation.js";
import { addToWallClock, dateOf, daysBetween, existingWallClock } from "./wall-clock.js";

/**
 * The recurrence creation form (spec 02 §2 "recurrence create", §3, §5, §9): the operational
 * activity form, whose start and end give the wall-clock times of every occurrence, and the
 * recurrence that gives their days.
 */

/** The recurrence part: type, first day, last day or count, and the pattern of its type. */
export const recurrenceSchema = v.object({
  type: v.picklist(recurrenceTypes),
  /** First day, `YYYY-MM-DD`. */
  start: calendarDateSchema,
  /** Last day, `YYYY-MM-DD`; `null` when the count bounds the series. */
  end: optionalCalendarDateSchema,
  /** Bounds are rules by type (`recurrence.occurrenceCountTooLow`, `…tooManyOccurrences`). */
  occurrenceCount: v.optional(v.nullable(integerSchema), null),
  /** Weekly: mask of weekday bits (Monday 1 … Sunday 64). */
  weekdays: v.optional(integerInRangeSchema(numberRanges.weekdayMask), 0),
  /** Monthly by day: 1–31. */
  dayOfMonth: v.optional(v.nullable(integerInRangeSchema(numberRanges.dayOfMonth)), null),
  /** Monthly nth: which one (first 0 … fourth 3, last -1) of which days. */
  nth: v.optional(
    v.nullable(
      v.object({
        value: v.picklist(Object.values(nthValues)),
        type: v.picklist(nthTypes),
      }),
    ),
    null,
  ),
});

/** The values of the recurrence part. */
export type RecurrenceValues = v.InferOutput<typeof recurrenceSchema>;

/** The recurrence creation form: the activity repeated, and how it repeats. */
export const recurrenceFormSchema = v.object({
  ...operationalActivitySchema.entries,
  recurrence: recurrenceSchema,
});

/** The values of the recurrence creation form. */
export type RecurrenceFormValues = v.InferOutput<typeof recurrenceFormSchema>;

/** What differs from one occurrence to the next, on the organisation's wall clock. */
export interface OccurrenceValues {
  start: WallClock;
  end: WallClock;
  registrationDeadline: WallClock | null;
  openingDate: WallClock | null;
}

type Template = Pick<
  OperationalActivityValues,
  "start" | "end" | "registrationDeadline" | "openingDate"
> & { recurrence: RecurrenceValues };

/**
 * The values of each occurrence of a series, in order. Start and end come from
 * {@link expandRecurrence} (the template's wall-clock times on every day of the pattern, across
 * daylight-saving changes); the registration deadline and the opening date move with the
 * occurrence by whole calendar days, so "the evening before at 18:00" stays so on every
 * occurrence.
 */
/* @__NO_SIDE_EFFECTS__ */
export function recurrenceOccurrences(template: Template, timeZone: string): OccurrenceValues[] {
  const templateDay = dateOf(template.start);
  const moved = (value: WallClock | null | undefined, days: number) =>
    value ? existingWallClock(addToWallClock(value, { days }), timeZone) : null;
  return expandRecurrence(template.recurrence, template, timeZone).map((occurrence) => {
    const start = instantToWallClock(occurrence.start, timeZone);
    const days = daysBetween(templateDay, dateOf(start));
    return {
      start,
      end: instantToWallClock(occurrence.end, timeZone),
      registrationDeadline: moved(template.registrationDeadline, days),
      openingDate: moved(template.openingDate, days),
    };
  });
}

/**
 * Every rule of the recurrence creation form (spec 02 §5): those of the operational activity
 * (on the template), those of the recurrence ({@link checkRecurrence}: limits of §9 by type),
 * a series that yields no occurrence (`recurrence.noOccurrence`, on `recurrence.start`), and the
 * first occurrence's start not in the past (on `recurrence.start`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkRecurrenceForm(
  values: Partial<RecurrenceFormValues>,
  context: OperationalActivityContext,
): Finding[] {
  const findings = checkOperationalActivity(values, context);
  const { recurrence, start, end } = values;
  if (!recurrence) return findings;
  const recurrenceFindings = checkRecurrence(recurrence);
  findings.push(...recurrenceFindings);
  const periodRefused = hasBlocking(
    findings.filter((finding) => finding.field === "start" || finding.field === "end"),
  );
  if (!start || !end || periodRefused || hasBlocking(recurrenceFindings)) return findings;
  const [first] = recurrenceOccurrences(
    {
      start,
      end,
      registrationDeadline: null,
      openingDate: null,
      recurrence,
    },
    context.timeZone,
  );
  if (!first) return [...findings, blocking("recurrence.start", "recurrence.noOccurrence")];
  return [...findings, ...checkStartNotInPast(first.start, context, { field: "recurrence.start" })];
}

/** Parses and checks a recurrence creation; the API refuses it when a finding is blocking. */
export const validateRecurrenceForm = createValidator(recurrenceFormSchema, checkRecurrenceForm);
