import { maxStartInPastMonths, timePrecisionMinutes, warningHorizonYears } from "../constants.js";
import { blocking, type Finding, hint, warning } from "../findings.js";
import {
  formatWallClock,
  instantToWallClock,
  isOnTimeGrid,
  parseWallClock,
} from "../time/zoned.js";
import { addToWallClock, dateOf } from "./wall-clock.js";

/**
 * The rules of spec 02 §5 that several forms share. Values are wall-clock strings
 * `YYYY-MM-DDTHH:mm` in the organisation's time zone, so comparing two of them as strings compares
 * them on the wall clock; a rule whose value is not known yet (`null`, `undefined`) finds nothing.
 *
 * "Start in the past" (spec 02 §5 lists "Start date not in the past" as blocking and "start date at
 * most one month in the past" as a hint; §9 "Start date in the past: at most one month") reads as
 * one ladder: a start more than `maxStartInPastMonths` in the past is refused
 * (`date.startInPast { months }`); a start in the past within that month is accepted with the hint
 * `date.startInPastLimit { months }`; a period whose end is past also warns `date.periodInPast`.
 */

/** What every form check knows: the current instant and the organisation's time zone. */
export interface FormContext {
  now: Date;
  /** IANA time zone of the organisation, e.g. `Europe/Paris`. */
  timeZone: string;
}

/** A period on the organisation's wall clock (`YYYY-MM-DDTHH:mm`). */
export interface WallClockPeriod {
  start: string;
  end: string;
}

type Maybe<T> = T | null | undefined;

/** Required field (spec 02 §5): `required` when the value is absent or blank. */
/* @__NO_SIDE_EFFECTS__ */
export function checkRequired(value: unknown, field: string): Finding[] {
  const blank =
    value === null || value === undefined || (typeof value === "string" && !value.trim());
  return blank ? [blocking(field, "required")] : [];
}

/**
 * Times in 5-minute precision (spec 02 §5 hint, §9): refused off the grid (`time.notOnGrid
 * { minutes }`), with the hint `time.nearestOnGrid { value }` giving the nearest time on the grid.
 * A value that is not a wall-clock date-time is left to the schema.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkOnGrid(value: Maybe<string>, field: string): Finding[] {
  const time = value ? parseWallClock(value) : null;
  if (!time || isOnTimeGrid(time)) return [];
  const minutes = time.hour * 60 + time.minute;
  const nearest = Math.round(minutes / timePrecisionMinutes) * timePrecisionMinutes;
  return [
    blocking(field, "time.notOnGrid", { minutes: timePrecisionMinutes }),
    hint(field, "time.nearestOnGrid", {
      value: formatWallClock(time.add({ minutes: nearest - minutes })),
    }),
  ];
}

/**
 * Start date not in the past, at most one month (spec 02 §5, §9): blocking beyond
 * `maxStartInPastMonths`, a hint within it. The start an edited item already had (`originalStart`)
 * is never refused, so a running activity stays editable.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkStartNotInPast(
  start: Maybe<string>,
  context: FormContext,
  options: { field?: string; originalStart?: string | null } = {},
): Finding[] {
  const field = options.field ?? "start";
  if (!start || start === options.originalStart) return [];
  const now = instantToWallClock(context.now, context.timeZone);
  if (start >= now) return [];
  const limit = addToWallClock(now, { months: -maxStartInPastMonths });
  const params = { months: maxStartInPastMonths };
  return start < limit
    ? [blocking(field, "date.startInPast", params)]
    : [hint(field, "date.startInPastLimit", params)];
}

/**
 * End after start (spec 02 §5): `date.endBeforeStart` when the end falls on an earlier day,
 * `time.endBeforeStart` on the same day at or before the start time; while the end is still empty,
 * the hint `date.endAfterStart`. With `allowEqual`, an end equal to the start is accepted (periods
 * of whole days, such as a privilege's validity).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkEndAfterStart(
  start: Maybe<string>,
  end: Maybe<string>,
  options: { field?: string; allowEqual?: boolean } = {},
): Finding[] {
  const field = options.field ?? "end";
  if (!start) return [];
  if (!end) return [hint(field, "date.endAfterStart")];
  if (dateOf(end) < dateOf(start)) return [blocking(field, "date.endBeforeStart")];
  if (end > start || (options.allowEqual && end === start)) return [];
  return [blocking(field, end.length > 10 ? "time.endBeforeStart" : "date.endBeforeStart")];
}

/**
 * Warnings on a period (spec 02 §5, §9 warning horizon): `date.periodFarAhead { years }` when it
 * starts more than a year ahead, `date.periodTooLong { years }` when it lasts more than a year,
 * `date.periodInPast` when it has already ended.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkPeriodWarnings(
  period: Partial<WallClockPeriod>,
  context: FormContext,
  fields: { start?: string; end?: string } = {},
): Finding[] {
  const { start, end } = period;
  const startField = fields.start ?? "start";
  const endField = fields.end ?? "end";
  const now = instantToWallClock(context.now, context.timeZone);
  const params = { years: warningHorizonYears };
  const findings: Finding[] = [];
  if (start && start > addToWallClock(now, { years: warningHorizonYears })) {
    findings.push(warning(startField, "date.periodFarAhead", params));
  }
  if (start && end && end > addToWallClock(start, { years: warningHorizonYears })) {
    findings.push(warning(endField, "date.periodTooLong", params));
  }
  if (end && end < now) findings.push(warning(endField, "date.periodInPast"));
  return findings;
}

/**
 * The rules of a form's start and end together (spec 02 §5): both on the 5-minute grid, start not
 * in the past, end after start, and the period warnings.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkPeriod(
  period: Partial<Record<"start" | "end", string>>,
  context: FormContext,
  options: { originalStart?: string | null } = {},
): Finding[] {
  return [
    ...checkOnGrid(period.start, "start"),
    ...checkOnGrid(period.end, "end"),
    ...checkStartNotInPast(period.start, context, options),
    ...checkEndAfterStart(period.start, period.end),
    ...checkPeriodWarnings(period, context),
  ];
}

/**
 * A period that should lie within another (spec 02 §5 warnings: means period outside the activity
 * period, registration outside the means period): `code { start, end }` of the outer period, on
 * `start` when it begins before, on `end` when it ends after.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkWithinPeriod(
  period: Partial<WallClockPeriod>,
  outer: WallClockPeriod,
  code: string,
): Finding[] {
  const params = { start: outer.start, end: outer.end };
  const findings: Finding[] = [];
  if (period.start && period.start < outer.start) findings.push(warning("start", code, params));
  if (period.end && period.end > outer.end) findings.push(warning("end", code, params));
  return findings;
}

/**
 * Deadline in the past or more than a year ahead (spec 02 §5 warnings): `deadline.inPast`,
 * `deadline.farAhead { years }`, and the 5-minute grid.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkDeadline(
  deadline: Maybe<string>,
  context: FormContext,
  field = "registrationDeadline",
): Finding[] {
  if (!deadline) return [];
  const now = instantToWallClock(context.now, context.timeZone);
  const findings = checkOnGrid(deadline, field);
  if (deadline < now) findings.push(warning(field, "deadline.inPast"));
  if (deadline > addToWallClock(now, { years: warningHorizonYears })) {
    findings.push(warning(field, "deadline.farAhead", { years: warningHorizonYears }));
  }
  return findings;
}

function normalized(value: unknown): unknown {
  return typeof value === "string" ? value.trim().toLocaleLowerCase() : value;
}

/**
 * The same value cannot be entered more than once (spec 02 §5): `value.duplicate` on each later
 * occurrence (`field.index`). Texts compare trimmed and case-insensitively.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkNoDuplicates(values: readonly unknown[], field: string): Finding[] {
  const seen = new Set<unknown>();
  const findings: Finding[] = [];
  values.forEach((value, index) => {
    const key = normalized(value);
    if (seen.has(key)) findings.push(blocking(`${field}.${index}`, "value.duplicate"));
    seen.add(key);
  });
  return findings;
}
