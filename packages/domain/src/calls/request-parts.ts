import * as v from "valibot";
import { idSchema, textSchema } from "../forms/fields.js";
import { instantMaxLength, listMaxLengths, numberRanges, textMaxLengths } from "../limits.js";
import { withinSupportedRange } from "../time/supported-range.js";
import { isInstant } from "../time/wall-clock.js";

/**
 * The pieces of the calls' request schemas (search criteria, decisions' comments), bounded by the
 * limits the forms use (decision 020): every list, text and number has a maximum.
 */

/** The last page a search may ask for: beyond, the offset would leave PostgreSQL's bigint. */
export const maxPage = 1_000_000;
/** The largest page a search returns (decision 005). */
export const maxPageSize = 100;

/** The largest id: ids are PostgreSQL `integer` columns. */
export const largestId = numberRanges.id.max;

/** A list of at most `count` ids. */
export const idList = (count: number) =>
  v.pipe(v.array(idSchema), v.maxLength(count, "list.tooLong"));
/** An optional list of ids, as search criteria. */
export const optionalIds = v.optional(idList(listMaxLengths.ids));
/**
 * An optional list of choices among `options`, as search criteria: naming one twice adds
 * nothing, so the list is at most as long as the options.
 */
/* @__NO_SIDE_EFFECTS__ */
export function choices<const Option extends string>(options: readonly Option[]) {
  return v.optional(
    v.pipe(v.array(v.picklist(options)), v.maxLength(options.length, "list.tooLong")),
  );
}
/** The text a search looks for, as typed. */
export const searchText = v.optional(textSchema(textMaxLengths.searchText));

/**
 * An instant with its offset (`2027-04-04T07:00:00+02:00`), moved into the dates the product
 * handles: nothing is stored outside, and the database has no year 0. A timestamp the format
 * allows but that names no instant (`…T07:00:00+02`, 30 February) is refused, never moved to
 * another day.
 */
export const instantValue = v.pipe(
  v.string(),
  v.maxLength(instantMaxLength),
  v.isoTimestamp(),
  v.check(isInstant, "date.invalid"),
  v.transform((value) => withinSupportedRange(value).toISOString()),
);
/** An optional {@link instantValue}, as search criteria. */
export const optionalInstant = v.optional(instantValue);

/** The length of a period `from`–`to` of two {@link instantValue}s, in milliseconds. */
export const periodLength = ({ from, to }: { from: string; to: string }) =>
  Date.parse(to) - Date.parse(from);

/**
 * The longest period of `days` days a request may ask for, in milliseconds: an hour more, for
 * the wall-clock days the clocks going back lengthen.
 */
export const longestPeriod = (days: number) => days * 86_400_000 + 3_600_000;

/** An optional comment, empty when absent. */
export const comment = v.optional(textSchema(textMaxLengths.comment), "");
/** `{ comment }`, empty when absent. */
export const commentBody = v.object({ comment });

/** Sorting and paging of `POST {resource}/search` (decision 006), sorted on one of `fields`. */
/* @__NO_SIDE_EFFECTS__ */
export function paging<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  return {
    sort: v.optional(
      v.object({ field: v.picklist(fields), direction: v.picklist(["asc", "desc"]) }),
    ),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxPage))),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxPageSize))),
  };
}
