import * as v from "valibot";
import { parseDay, parseWallClock } from "../time/zoned.js";

/**
 * Schema pieces every form is made of (spec 02 §5 "Required field"). Messages are finding codes:
 * `issuesToFindings` reports a missing or empty value as `required` and a value of the wrong type as
 * `value.invalid`, so plain type schemas carry no message of their own.
 */

function isWallClock(value: string): boolean {
  return parseWallClock(value) !== null;
}

function isDay(value: string): boolean {
  return parseDay(value) !== null;
}

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A text that must hold something once trimmed (spec 02 §5: required field). */
export const requiredTextSchema = v.pipe(v.string(), v.trim(), v.nonEmpty("required"));

/** A text that may be left empty; it is trimmed and defaults to `""`. */
export const optionalTextSchema = v.optional(v.pipe(v.string(), v.trim()), "");

/** A required wall-clock date-time `YYYY-MM-DDTHH:mm` in the organisation's time zone. */
export const wallClockSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("required"),
  v.check(isWallClock, "date.invalid"),
);

/** An optional wall-clock date-time: empty, `null` or absent all mean "none" (`null`). */
export const optionalWallClockSchema = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform(blankToNull),
  v.nullable(v.pipe(v.string(), v.check(isWallClock, "date.invalid"))),
);

/** A required calendar date `YYYY-MM-DD`. */
export const calendarDateSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("required"),
  v.check(isDay, "date.invalid"),
);

/** An optional calendar date: empty, `null` or absent all mean "none" (`null`). */
export const optionalCalendarDateSchema = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform(blankToNull),
  v.nullable(v.pipe(v.string(), v.check(isDay, "date.invalid"))),
);

/** A required whole number. */
export const integerSchema = v.pipe(v.number(), v.integer("number.integer"));

/** A required identifier of a referenced item (type, activity, entity, person). */
export const idSchema = integerSchema;

/** An optional identifier; absent means `null`. */
export const optionalIdSchema = v.optional(v.nullable(idSchema), null);

/** A list of identifiers, empty by default. */
export const idListSchema = v.optional(v.array(idSchema), []);

/** A whole number of at least `min` (`number.tooSmall { min }`). */
export function countSchema(min: number) {
  return v.pipe(v.number(), v.integer("number.integer"), v.minValue(min, "number.tooSmall"));
}

/** A yes/no choice, `false` by default. */
export const flagSchema = v.optional(v.boolean(), false);
