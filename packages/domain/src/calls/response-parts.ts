import * as v from "valibot";
import { severities } from "../enums.js";
import { instantMaxLength, type NumberRange, numberRanges, textMaxLengths } from "../limits.js";
import { maxPage, maxPageSize } from "./request-parts.js";

/**
 * The pieces of the calls' response schemas. They describe what the API sends, as JSON: dates are
 * ISO 8601 strings, absent values `null`. They check answers in tests and development and type
 * them in the planner. Every text and number is bounded by the limits its input had (decision
 * 020): an answer longer than anything the API could have stored is the API's fault.
 */

/** A text of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export function answerText(max: number) {
  return v.pipe(v.string(), v.maxLength(max));
}
/** A whole number within a range of the domain's limits. */
/* @__NO_SIDE_EFFECTS__ */
export function answerInteger(range: NumberRange) {
  return v.pipe(v.number(), v.integer(), v.minValue(range.min), v.maxValue(range.max));
}

/** A database id. */
export const idValue = answerInteger(numberRanges.id);
/** Any stored whole number (an order, a version). */
export const integerValue = answerInteger(numberRanges.integer);
/** An instant as the API writes it (`2027-04-04T05:00:00.000Z` or with an offset). */
export const instantText = v.pipe(v.string(), v.maxLength(instantMaxLength), v.isoTimestamp());
/** A calendar date (`2027-04-04`). */
export const dateText = v.pipe(v.string(), v.maxLength(10), v.isoDate());
/** A count, zero or more. */
export const count = answerInteger({ min: 0, max: numberRanges.integer.max });
/** A code of the reference data or of a message: a short identifier, at most a label's length. */
export const codeText = answerText(textMaxLengths.label);
/** A person's first or last name. */
export const nameText = answerText(textMaxLengths.name);
/** A comment, a reason, a note's text: a few paragraphs. */
export const commentText = answerText(textMaxLengths.comment);

/** A page of results of `POST {resource}/search` (decision 006). */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<const Item extends v.GenericSchema>(item: Item) {
  return v.object({
    items: v.array(item),
    total: count,
    page: answerInteger({ min: 1, max: maxPage }),
    pageSize: answerInteger({ min: 1, max: maxPageSize }),
  });
}

/** An answer without content (`204`, or `null` from a handler with nothing to say). */
export const noContent = v.null();

/**
 * A label in each language of the product (the domain's `LocalizedLabel`): reference data and
 * means types carry one.
 */
export const localizedLabelText = v.object({
  fr: answerText(textMaxLengths.label),
  en: answerText(textMaxLengths.label),
  de: answerText(textMaxLengths.label),
});

/**
 * A finding of the domain's rules (`Finding`): a message code with its parameters, the field it
 * concerns and its severity. An answer carries the warnings and hints of a form it accepted.
 */
export const findingSchema = v.object({
  field: codeText,
  code: codeText,
  params: v.record(
    codeText,
    v.union([
      commentText,
      v.pipe(
        v.number(),
        v.minValue(numberRanges.integer.min),
        v.maxValue(numberRanges.integer.max),
      ),
    ]),
  ),
  severity: v.picklist(severities),
});
