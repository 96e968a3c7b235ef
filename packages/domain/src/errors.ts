/**
 * The error payload every API refusal carries, end to end (spec 01 §8): the planner shows it as
 * `apiError.{category}.{code}` with `data` as parameters.
 */
export interface ApiError<Data = Record<string, unknown>> {
  category: string;
  code: string;
  data: Data;
}

/** Error categories the API uses. */
export const errorCategories = [
  "unknown",
  "authentication",
  "authorization",
  "validation",
  "activity",
  "entity",
  "monitoring",
] as const;

/** One error category. */
export type ErrorCategory = (typeof errorCategories)[number];

/** Builds an error payload. */
export function apiError<Data extends Record<string, unknown>>(
  category: ErrorCategory,
  code: string,
  data: Data = {} as Data,
): ApiError<Data> {
  return { category, code, data };
}

/** Whether a value has the shape of an error payload. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.category === "string" && typeof candidate.code === "string";
}
