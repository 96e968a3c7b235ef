import { apiError, isInstant, withinSupportedRange } from "@releve/domain";
import * as v from "valibot";
import { ApiFailure } from "./errors.js";

/** The last page a search may ask for: beyond, the offset would leave PostgreSQL's bigint. */
export const maxPage = 1_000_000;
/** The largest page a search returns (decision 005). */
export const maxPageSize = 100;

/** The largest id: ids are PostgreSQL `integer` columns. */
export const largestId = 2_147_483_647;

/** A database id. */
export const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(largestId));
/** An optional list of ids, as search criteria. */
export const ids = v.optional(v.pipe(v.array(id), v.maxLength(500)));
/**
 * An instant with its offset (`2027-04-04T07:00:00+02:00`), moved into the dates the product
 * handles: nothing is stored outside, and the database has no year 0. A timestamp the format
 * allows but that names no instant (`…T07:00:00+02`, 30 February) is refused, never moved to
 * another day.
 */
export const instantValue = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check(isInstant, "date.invalid"),
  v.transform((value) => withinSupportedRange(value).toISOString()),
);
/** An optional {@link instantValue}, as search criteria. */
export const instant = v.optional(instantValue);

/** An optional comment, empty when absent. */
export const comment = v.optional(v.pipe(v.string(), v.maxLength(2000)), "");
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

/** Parses a request body, or refuses with `validation.invalidRequest` and the issues. */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body ?? {});
  if (result.success) return result.output;
  throw new ApiFailure(
    400,
    apiError("validation", "invalidRequest", {
      issues: result.issues.map((issue) => ({
        path: issue.path?.map((item) => String(item.key)).join(".") ?? "",
        message: issue.message,
      })),
    }),
  );
}
