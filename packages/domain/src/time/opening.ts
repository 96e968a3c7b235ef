import type { Instant } from "../entities.js";
import type { OpeningOption } from "../enums.js";
import { blocking, type Finding, hint, warning } from "../findings.js";
import {
  addDaysKeepingWallClock,
  compareInstants,
  formatInstant,
  toZonedInstant,
} from "./zoned.js";

/**
 * When a means of intervention opens to volunteers (spec 01 §4, spec 02 §4 "Opening options",
 * §5 hint and warnings).
 */

/** The opening settings of a means of intervention or of its activity. */
export interface OpeningSettings {
  openingOption: OpeningOption;
  /** With `specificDate`. */
  openingDate: Instant | null;
  /** With `specificDuration`: whole days before the means' start. */
  openingDaysBeforeStart: number | null;
}

/**
 * The instant a means opens to volunteers, as ISO 8601 with the offset of `timeZone`, or null
 * when no instant is set:
 *
 * - `automatic`: as soon as the means is public, so `now` (the moment of publication, or of the
 *   opening job's run for a means already public);
 * - `manual`: null, a manager opens it by hand;
 * - `specificDate`: `openingDate` (null while it is not filled in);
 * - `specificDuration`: `openingDaysBeforeStart` calendar days before `meansStart`, at the same
 *   wall-clock time in `timeZone` (spec 02 §5 hint: counted in days before start), so across a
 *   daylight-saving change it is not a multiple of 24 hours; null while the days are not filled
 *   in.
 *
 * @throws RangeError when an instant is malformed or the time zone unknown.
 */
export function openingDate(
  settings: OpeningSettings,
  meansStart: Instant | Date,
  timeZone: string,
  now: Instant | Date = new Date(),
): Instant | null {
  switch (settings.openingOption) {
    case "automatic":
      return formatInstant(toZonedInstant(now, timeZone));
    case "manual":
      return null;
    case "specificDate":
      return settings.openingDate === null
        ? null
        : formatInstant(toZonedInstant(settings.openingDate, timeZone));
    case "specificDuration": {
      const days = settings.openingDaysBeforeStart;
      return days === null ? null : daysBeforeStart(meansStart, days, timeZone);
    }
  }
}

function daysBeforeStart(meansStart: Instant | Date, days: number, timeZone: string): Instant {
  const start = toZonedInstant(meansStart, timeZone);
  return formatInstant(addDaysKeepingWallClock(start, -days));
}

/** What {@link checkOpening} compares the opening with. */
export interface OpeningContext {
  meansStart: Instant | Date;
  /** The activity's registration deadline (spec 02 §5 "after the activity deadline"). */
  registrationDeadline: Instant | null;
  timeZone: string;
  now: Instant | Date;
}

/**
 * The findings of a means' (or activity's) opening settings (spec 02 §5), on the field the
 * option fills in (`openingDate` or `openingDaysBeforeStart`):
 *
 * - blocking `opening.dateRequired`: a specific date without its date;
 * - blocking `opening.daysBeforeStartRequired { min: 1 }`: a specific duration without a whole
 *   number of days ≥ 1;
 * - hint `opening.daysBeforeStart`: the duration is counted in days before the start;
 * - warning `opening.dateInPast`: the opening instant is before `now`;
 * - warning `opening.afterRegistrationDeadline`: the opening instant is after the activity's
 *   registration deadline, so volunteers could never register.
 *
 * Automatic and manual openings have no date to check.
 */
export function checkOpening(settings: OpeningSettings, context: OpeningContext): Finding[] {
  return checkOpeningDraft(settings, context);
}

/**
 * Opening settings as a form holds them while people type: a value not chosen, entered or
 * accepted yet is `undefined`.
 */
export interface OpeningSettingsDraft {
  openingOption?: OpeningOption | undefined;
  openingDate?: Instant | null | undefined;
  openingDaysBeforeStart?: number | null | undefined;
}

/** What {@link checkOpeningDraft} compares the opening with: the means' start may be unknown. */
export interface OpeningDraftContext extends Omit<OpeningContext, "meansStart"> {
  meansStart?: Instant | Date | null | undefined;
}

/**
 * The rules of {@link checkOpening} on settings still being filled in (the registration settings
 * of the forms): a value not known yet is not checked, and a duration is not placed, so only its
 * hint shows, while the means' start is not known.
 */
export function checkOpeningDraft(
  settings: OpeningSettingsDraft,
  context: OpeningDraftContext,
): Finding[] {
  const { openingOption, openingDate: date, openingDaysBeforeStart: days } = settings;
  if (openingOption === "specificDate") {
    const field = "openingDate";
    if (date === undefined) return [];
    if (date === null) return [blocking(field, "opening.dateRequired")];
    return checkOpeningInstant(date, field, context);
  }
  // Automatic and manual openings (and no option yet) have no date to check.
  if (openingOption !== "specificDuration") return [];
  const field = "openingDaysBeforeStart";
  const findings = [hint(field, "opening.daysBeforeStart")];
  if (days === undefined) return findings;
  if (days === null || !Number.isInteger(days) || days < 1) {
    return [...findings, blocking(field, "opening.daysBeforeStartRequired", { min: 1 })];
  }
  if (!context.meansStart) return findings;
  const opening = daysBeforeStart(context.meansStart, days, context.timeZone);
  return [...findings, ...checkOpeningInstant(opening, field, context)];
}

function checkOpeningInstant(
  opening: Instant,
  field: string,
  context: Pick<OpeningContext, "now" | "registrationDeadline">,
): Finding[] {
  const findings: Finding[] = [];
  if (compareInstants(opening, context.now) < 0) {
    findings.push(warning(field, "opening.dateInPast"));
  }
  const deadline = context.registrationDeadline;
  if (deadline !== null && compareInstants(opening, deadline) > 0) {
    findings.push(warning(field, "opening.afterRegistrationDeadline"));
  }
  return findings;
}
