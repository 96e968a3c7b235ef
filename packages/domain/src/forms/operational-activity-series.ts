import * as v from "valibot";
import type { Finding } from "../findings.js";
import type { WallClock } from "../time/zoned.js";
import {
  checkOperationalActivity,
  type OperationalActivityValues,
  operationalActivitySchema,
} from "./operational-activity.js";
import { createValidator } from "./validation.js";
import { addToWallClock, dateOf, daysBetween, existingWallClock } from "./wall-clock.js";

/**
 * Editing an occurrence of a series (decision 031): the activity form typed on one occurrence,
 * applied to it alone, to it and the later ones, or to the whole series. The other occurrences
 * take the form's values as typed, except the days: each keeps its own day, at the form's times,
 * and its deadline and opening date keep the form's distance in days from its start.
 */

/** Which occurrences an edit of one of them reaches. */
export const seriesEditScopes = ["one", "following", "series"] as const;

/** `one`: this occurrence; `following`: it and every later one (by start); `series`: all. */
export type SeriesEditScope = (typeof seriesEditScopes)[number];

/** The series edit form: the operational activity form and the occurrences it reaches. */
export const operationalActivitySeriesEditSchema = v.object({
  ...operationalActivitySchema.entries,
  scope: v.picklist(seriesEditScopes),
});

/** The values of the series edit form. */
export type OperationalActivitySeriesEditValues = v.InferOutput<
  typeof operationalActivitySeriesEditSchema
>;

/**
 * Parses and checks a series edit on the occurrence it was typed on: the rules of the operational
 * activity form. Each other occurrence is checked on its own values ({@link seriesEditOccurrences}).
 */
export const validateOperationalActivitySeriesEdit = createValidator(
  operationalActivitySeriesEditSchema,
  checkOperationalActivity,
);

/** An occurrence as a series edit reads it: its id and its start on the organisation's wall clock. */
export interface SeriesOccurrence {
  id: number;
  start: WallClock;
}

/** The series' order: by start, then by id (two occurrences may start together). */
function bySeriesOrder(a: SeriesOccurrence, b: SeriesOccurrence): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  return a.id - b.id;
}

/**
 * The occurrences a scope reaches from the edited one, in the series' order: `one` the edited
 * occurrence, `following` it and every occurrence after it, `series` all. Empty when the edited
 * occurrence is not among them.
 */
/* @__NO_SIDE_EFFECTS__ */
export function seriesEditRange<Occurrence extends SeriesOccurrence>(
  scope: SeriesEditScope,
  editedId: number,
  occurrences: readonly Occurrence[],
): Occurrence[] {
  const ordered = [...occurrences].sort(bySeriesOrder);
  const at = ordered.findIndex((occurrence) => occurrence.id === editedId);
  if (at < 0) return [];
  if (scope === "one") return ordered.slice(at, at + 1);
  return scope === "following" ? ordered.slice(at) : ordered;
}

/**
 * The values another occurrence takes from the form typed on the edited one: everything as
 * typed, but on the occurrence's own day. Start and end keep the form's wall-clock times (and the
 * end its day after the start, for a night), deadline and opening date move by the same whole
 * days, so "the evening before at 18:00" stays so on every occurrence; a time a daylight-saving
 * change skips on that day moves forward, as when the series was created.
 */
/* @__NO_SIDE_EFFECTS__ */
export function seriesOccurrenceValues(
  values: OperationalActivityValues,
  occurrenceStart: WallClock,
  timeZone: string,
): OperationalActivityValues {
  const days = daysBetween(dateOf(values.start), dateOf(occurrenceStart));
  const moved = (value: WallClock) => existingWallClock(addToWallClock(value, { days }), timeZone);
  return {
    ...values,
    start: moved(values.start),
    end: moved(values.end),
    registrationDeadline: values.registrationDeadline ? moved(values.registrationDeadline) : null,
    openingDate: values.openingDate ? moved(values.openingDate) : null,
  };
}

/**
 * What a series edit writes on each occurrence its scope reaches, in the series' order: the
 * edited occurrence takes the form as typed (its day included: it is the one the person sees),
 * every other one {@link seriesOccurrenceValues}.
 */
/* @__NO_SIDE_EFFECTS__ */
export function seriesEditOccurrences<Occurrence extends SeriesOccurrence>(
  values: OperationalActivityValues,
  scope: SeriesEditScope,
  editedId: number,
  occurrences: readonly Occurrence[],
  timeZone: string,
): { occurrence: Occurrence; values: OperationalActivityValues }[] {
  return seriesEditRange(scope, editedId, occurrences).map((occurrence) => ({
    occurrence,
    values:
      occurrence.id === editedId
        ? values
        : seriesOccurrenceValues(values, occurrence.start, timeZone),
  }));
}

const findingKey = (finding: Finding) => `${finding.severity} ${finding.field} ${finding.code}`;

/**
 * Whether an occurrence's findings tell something the edited occurrence's do not: another rule
 * met, or one no longer met, on a field, at a severity. Parameters are left out: they name the
 * occurrence's own dates, which differ whenever the days do.
 */
/* @__NO_SIDE_EFFECTS__ */
export function findingsDiffer(
  edited: readonly Finding[],
  occurrence: readonly Finding[],
): boolean {
  const keys = (findings: readonly Finding[]) => [...new Set(findings.map(findingKey))].sort();
  const [a, b] = [keys(edited), keys(occurrence)];
  return a.length !== b.length || a.some((key, index) => key !== b[index]);
}
