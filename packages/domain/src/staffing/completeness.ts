import type { StaffCounts } from "../entities.js";
import type { StaffCompleteness } from "../enums.js";
import { blocking, type Finding } from "../findings.js";

/**
 * Staff completeness of a means of intervention (spec 01 §4, spec 02 §4): all-staffed,
 * none-staffed, partially-staffed or ready-staffed ("staff to be validated").
 *
 * The rules apply in this order, so the first that holds wins:
 * 1. `allStaffed` — the validated staff reach the required count;
 * 2. `noneStaffed` — nobody is validated nor pending;
 * 3. `readyStaffed` — validated and pending together reach the required count, so validating
 *    the pending registrations would complete the means;
 * 4. `partiallyStaffed` — otherwise.
 *
 * A means that requires nobody (`required` = 0) is `allStaffed`, whoever is registered: no place
 * is missing, and "none staffed" is meant to flag a need that nobody answered. Pending counts
 * proposed registrations too (see {@link StaffCounts}).
 */
export function staffCompleteness({
  required,
  validated,
  pending,
}: StaffCounts): StaffCompleteness {
  if (validated >= required) return "allStaffed";
  if (validated + pending === 0) return "noneStaffed";
  if (validated + pending >= required) return "readyStaffed";
  return "partiallyStaffed";
}

/**
 * The blocking rule "required staff maximum must not be exceeded" (spec 02 §5): adding `adding`
 * people to a means may not take its validated and pending registrations above the required
 * staff count, which is also the maximum. Pending registrations (proposed ones included) hold a
 * place because validating them must stay possible. With `required` = 0 nobody can be added.
 * Adding nobody never exceeds: a means already above its maximum (its required count lowered
 * after people registered) is not refused an action that adds no one.
 *
 * @returns a blocking finding on the field `persons` (code `staff.maximumExceeded`, parameter
 *   `max`), or `undefined` when the people fit.
 */
export function exceedsStaffMaximum(counts: StaffCounts, adding: number): Finding | undefined {
  if (adding <= 0 || counts.validated + counts.pending + adding <= counts.required)
    return undefined;
  return blocking("persons", "staff.maximumExceeded", { max: counts.required });
}

/**
 * The completeness levels that leave a place for one more person: validated and pending staff
 * together below the required count ({@link exceedsStaffMaximum} lets one more in). A
 * ready-staffed means is full once its pending people are validated.
 */
export const placeLeftCompletenesses: readonly StaffCompleteness[] = [
  "noneStaffed",
  "partiallyStaffed",
];
