import * as v from "valibot";
import { listMaxLengths, type NumberRange, numberRanges } from "../limits.js";
import { isSupportedDate } from "../time/supported-range.js";
import { parseDay, parseWallClock } from "../time/zoned.js";

/**
 * Schema pieces every form is made of (spec 02 §5 "Required field"), each bounded
 * (docs/decisions/020-input-limits.md). Messages are finding codes: `issuesToFindings` reports a
 * missing or empty value as `required` and a value of the wrong type as `value.invalid`, so plain
 * type schemas carry no message of their own; a bound gives its value as parameter
 * (`text.tooLong { max }`, `number.tooSmall { min }`, `number.tooLarge { max }`, `list.tooLong
 * { max }`, `date.outOfRange { min, max }`).
 */

function isWallClock(value: string): boolean {
  return parseWallClock(value) !== null;
}

function isDay(value: string): boolean {
  return parseDay(value) !== null;
}

function isWellFormed(value: string): boolean {
  return value.isWellFormed();
}

function blankToNull(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * A text of at most `maxLength` UTF-16 code units, well-formed Unicode (`text.malformed`: a lone
 * surrogate, which no encoding can store), kept as typed.
 */
/* @__NO_SIDE_EFFECTS__ */
export function textSchema(maxLength: number) {
  return v.pipe(
    v.string(),
    v.check(isWellFormed, "text.malformed"),
    v.maxLength(maxLength, "text.tooLong"),
  );
}

/**
 * A text that must hold something once trimmed (spec 02 §5: required field), well-formed and at
 * most `maxLength` long once trimmed.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requiredTextSchema(maxLength: number) {
  return v.pipe(
    v.string(),
    v.check(isWellFormed, "text.malformed"),
    v.trim(),
    v.maxLength(maxLength, "text.tooLong"),
    v.nonEmpty("required"),
  );
}

/** A text that may be left empty, as {@link requiredTextSchema} otherwise; defaults to `""`. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalTextSchema(maxLength: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.check(isWellFormed, "text.malformed"),
      v.trim(),
      v.maxLength(maxLength, "text.tooLong"),
    ),
    "",
  );
}

/**
 * The dates of decision 007 (`supportedDateRange`): `date.outOfRange { min, max }` outside, so a
 * form and the API refuse a year 0 or a year 10000 alike.
 */
const supportedDate = v.check(isSupportedDate, "date.outOfRange");

/** A required wall-clock date-time `YYYY-MM-DDTHH:mm` in the organisation's time zone. */
export const wallClockSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("required"),
  v.check(isWallClock, "date.invalid"),
  supportedDate,
);

/** An optional wall-clock date-time: empty, `null` or absent all mean "none" (`null`). */
export const optionalWallClockSchema = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform(blankToNull),
  v.nullable(v.pipe(v.string(), v.check(isWallClock, "date.invalid"), supportedDate)),
);

/** A required calendar date `YYYY-MM-DD`. */
export const calendarDateSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("required"),
  v.check(isDay, "date.invalid"),
  supportedDate,
);

/** An optional calendar date: empty, `null` or absent all mean "none" (`null`). */
export const optionalCalendarDateSchema = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform(blankToNull),
  v.nullable(v.pipe(v.string(), v.check(isDay, "date.invalid"), supportedDate)),
);

/**
 * A whole number within `range` (`number.tooSmall { min }`, `number.tooLarge { max }`); a
 * fraction is `number.integer`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function integerInRangeSchema(range: NumberRange) {
  return v.pipe(
    v.number(),
    v.integer("number.integer"),
    v.minValue(range.min, "number.tooSmall"),
    v.maxValue(range.max, "number.tooLarge"),
  );
}

/**
 * A required whole number that the database stores (`numberRanges.integer`); the rules of its
 * form bound it closer, with their own codes (a copy count, an occurrence count).
 */
export const integerSchema = integerInRangeSchema(numberRanges.integer);

/** A required identifier of a referenced item (type, activity, entity, person). */
export const idSchema = integerInRangeSchema(numberRanges.id);

/** An optional identifier; absent means `null`. */
export const optionalIdSchema = v.optional(v.nullable(idSchema), null);

/** A list of identifiers, empty by default, at most `listMaxLengths.ids` long. */
export const idListSchema = v.optional(
  v.pipe(v.array(idSchema), v.maxLength(listMaxLengths.ids, "list.tooLong")),
  [],
);

/** A yes/no choice, `false` by default. */
export const flagSchema = v.optional(v.boolean(), false);
