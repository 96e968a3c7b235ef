import {
  apiError,
  idSchema,
  instantMaxLength,
  isInstant,
  listMaxLengths,
  numberRanges,
  textMaxLengths,
  textSchema,
  withinSupportedRange,
} from "@releve/domain";
import * as v from "valibot";
import { ApiFailure } from "./errors.js";

/**
 * The pieces of the API's own request schemas (search criteria, decisions' comments), bounded by
 * the domain's limits as the forms are (decision 020): every list, text and number has a maximum.
 */

/** The last page a search may ask for: beyond, the offset would leave PostgreSQL's bigint. */
export const maxPage = 1_000_000;
/** The largest page a search returns (decision 005). */
export const maxPageSize = 100;

/** The largest id: ids are PostgreSQL `integer` columns. */
export const largestId = numberRanges.id.max;

/** A database id, 1 to {@link largestId}. */
export const id = idSchema;
/** A list of at most `count` ids. */
export const idList = (count: number) => v.pipe(v.array(id), v.maxLength(count, "list.tooLong"));
/** An optional list of ids, as search criteria. */
export const ids = v.optional(idList(listMaxLengths.ids));
/**
 * An optional list of choices among `options`, as search criteria: naming one twice adds
 * nothing, so the list is at most as long as the options.
 */
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
export const instant = v.optional(instantValue);

/** An optional comment, empty when absent. */
export const comment = v.optional(textSchema(textMaxLengths.comment), "");
/** `{ comment }`, empty when absent. */
export const commentBody = v.object({ comment });

/** Sorting and paging of `POST {resource}/search` (decision 006), sorted on one of `fields`. */
export function paging<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  return {
    sort: v.optional(
      v.object({ field: v.picklist(fields), direction: v.picklist(["asc", "desc"]) }),
    ),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxPage))),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxPageSize))),
  };
}

/**
 * How many issues a refusal lists, and how long each message may be: a list of ten thousand wrong
 * items, or a megabyte where a date was expected, is refused in a few hundred bytes, not echoed.
 */
export const refusalIssueLimits = { count: 20, messageLength: 200 } as const;

function shortened(text: string): string {
  const { messageLength } = refusalIssueLimits;
  return text.length > messageLength ? `${text.slice(0, messageLength - 1)}…` : text;
}

/**
 * Parses a request body, or refuses with `validation.invalidRequest` and its first issues (path
 * and message, both shortened).
 */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  // Each value stops at its first failed check: a megabyte over a length limit is not then read
  // as a date.
  const result = v.safeParse(schema, body ?? {}, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw new ApiFailure(
    400,
    apiError("validation", "invalidRequest", {
      issues: result.issues.slice(0, refusalIssueLimits.count).map((issue) => ({
        path: shortened(issue.path?.map((item) => String(item.key)).join(".") ?? ""),
        message: shortened(issue.message),
      })),
    }),
  );
}
