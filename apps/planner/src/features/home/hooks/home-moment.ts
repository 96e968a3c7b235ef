import { toCalendarDate, toZoned } from "@internationalized/date";
import { formatInstant, type Instant, toZonedInstant } from "@releve/domain";
import { useState } from "react";
import { businessNow, useSettings } from "../../../lib/settings";

/** A half-open period `[from, to)` of the searches. */
export interface Period {
  from: Instant;
  to: Instant;
}

/** The moment the start page looks from, and the days it shows, in the organisation's zone. */
export interface HomeMoment {
  now: Instant;
  /** From now to the end of today: what already ended today needs nobody any more. */
  restOfToday: Period;
  /** Tomorrow, from midnight to midnight (23 or 25 hours on a daylight-saving change). */
  tomorrow: Period;
}

/** The moment `at` and its days in `timeZone`. */
export function homeMoment(at: Date, timeZone: string): HomeMoment {
  const now = toZonedInstant(at, timeZone);
  const today = toCalendarDate(now);
  const midnight = (days: number) => formatInstant(toZoned(today.add({ days }), timeZone));
  return {
    now: formatInstant(now),
    restOfToday: { from: formatInstant(now), to: midnight(1) },
    tomorrow: { from: midnight(1), to: midnight(2) },
  };
}

/**
 * The moment the page was opened: kept while it stays open, so its searches keep one key and
 * a change of role asks the same question again under the new role.
 */
export function useHomeMoment(): HomeMoment {
  const settings = useSettings();
  const [moment] = useState(() => homeMoment(businessNow(settings), settings.timeZone));
  return moment;
}
