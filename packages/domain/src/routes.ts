/**
 * Route parameters named like an id (`id`, `operationalActivityId`, …) must hold an integer when
 * present; otherwise the route is blocked (spec 01 §5).
 */
const integerPattern = /^-?\d+$/;

/** Whether a route parameter name designates an id. */
export function isIdParameter(name: string): boolean {
  return name === "id" || name.endsWith("Id");
}

/**
 * Whether the id parameters of a route allow it: each present id parameter must be an integer.
 * Absent (optional) ids pass.
 */
export function routeIdsAreValid(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(
    ([name, value]) =>
      !isIdParameter(name) ||
      value === undefined ||
      (integerPattern.test(value) && Number.isSafeInteger(Number(value))),
  );
}
