import { registrationWindowHours } from "../constants.js";
import { type ApiError, type DatesOutOfBoundsData, datesOutOfBounds } from "../errors.js";
import { blocking, type Finding } from "../findings.js";
import { formatInstant, toZonedInstant } from "../time/zoned.js";
import { instantMs, type Period } from "./period.js";

/**
 * What editing a means of intervention may not undo: the people already validated on it, and the
 * registrations it holds (spec 02 §5 "required staff maximum must not be exceeded", §8
 * `datesOutOfBounds`).
 */

const hourMs = 3_600_000;

/**
 * The required staff of an edited means is never below its validated staff: the required count is
 * also the maximum (spec 02 §5), and lowering it under the people already validated would exceed
 * it. Refused as `staff.belowValidated { min }` on the field of the required count.
 */
export function checkRequiredStaffNotBelowValidated(
  required: number | undefined,
  validated: number,
  field = "staffPerTeam",
): Finding[] {
  if (required === undefined || required >= validated) return [];
  return [blocking(field, "staff.belowValidated", { min: validated })];
}

/**
 * `meansOfIntervention.datesOutOfBounds` when an edited means would leave one of its live
 * registrations outside the registration window (spec 02 §5, §9: a registration starts at most 4
 * hours before its means and ends at most 4 hours after it). The means must then cover the period
 * from `expectedMin` (the latest start its registrations allow) to `expectedMax` (the earliest
 * end), and `start` and `end` are the dates it was given. Nothing bounds a means without live
 * registrations (pending or validated: the caller passes those only).
 */
export function meansDatesOutOfBounds(
  means: Period,
  registrations: readonly Period[],
  timeZone: string,
): ApiError<DatesOutOfBoundsData> | undefined {
  if (registrations.length === 0) return undefined;
  const window = registrationWindowHours * hourMs;
  const latestStart = Math.min(...registrations.map((item) => instantMs(item.start))) + window;
  const earliestEnd = Math.max(...registrations.map((item) => instantMs(item.end))) - window;
  if (instantMs(means.start) <= latestStart && instantMs(means.end) >= earliestEnd) {
    return undefined;
  }
  const at = (ms: number) => formatInstant(toZonedInstant(new Date(ms), timeZone));
  return datesOutOfBounds("meansOfIntervention", {
    expectedMin: at(latestStart),
    expectedMax: at(earliestEnd),
    start: means.start,
    end: means.end,
  });
}
