import * as v from "valibot";
import { severities } from "../enums.js";

/**
 * The pieces of the calls' response schemas. They describe what the API sends, as JSON: dates are
 * ISO 8601 strings, absent values `null`. They check answers in tests and development and type
 * them in the planner; they bound nothing, since the API is their only author.
 */

/** A database id. */
export const idValue = v.pipe(v.number(), v.integer());
/** An instant as the API writes it (`2027-04-04T05:00:00.000Z` or with an offset). */
export const instantText = v.pipe(v.string(), v.isoTimestamp());
/** A calendar date (`2027-04-04`). */
export const dateText = v.pipe(v.string(), v.isoDate());
/** A count, zero or more. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A page of results of `POST {resource}/search` (decision 006). */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<const Item extends v.GenericSchema>(item: Item) {
  return v.object({
    items: v.array(item),
    total: count,
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  });
}

/** An answer without content (`204`, or `null` from a handler with nothing to say). */
export const noContent = v.null();

/**
 * A label in each language of the product (the domain's `LocalizedLabel`): reference data and
 * means types carry one.
 */
export const localizedLabelText = v.object({ fr: v.string(), en: v.string(), de: v.string() });

/**
 * A finding of the domain's rules (`Finding`): a message code with its parameters, the field it
 * concerns and its severity. An answer carries the warnings and hints of a form it accepted.
 */
export const findingSchema = v.object({
  field: v.string(),
  code: v.string(),
  params: v.record(v.string(), v.union([v.string(), v.number()])),
  severity: v.picklist(severities),
});
