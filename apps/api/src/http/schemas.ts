import { apiError, idSchema, optionalIds, optionalInstant, Refusal } from "@releve/domain";
import * as v from "valibot";

// The pieces of the request schemas live with the call catalogue, in the domain.
export {
  choices,
  comment,
  commentBody,
  idList,
  instantValue,
  largestId,
  maxPage,
  maxPageSize,
  paging,
  searchText,
} from "@releve/domain";
/** A database id. */
export const id = idSchema;
/** An optional list of ids, as search criteria. */
export const ids = optionalIds;
/** An optional instant, as search criteria. */
export const instant = optionalInstant;

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
  throw new Refusal(
    apiError("validation", "invalidRequest", {
      issues: result.issues.slice(0, refusalIssueLimits.count).map((issue) => ({
        path: shortened(issue.path?.map((item) => String(item.key)).join(".") ?? ""),
        message: shortened(issue.message),
      })),
    }),
  );
}
