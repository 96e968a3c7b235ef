import { type DuplicationOffset, duplicateOccurrences } from "./duplicate.js";

/**
 * The dates of a means of intervention on the organisation's wall clock (`YYYY-MM-DDTHH:mm`): the
 * ones a duplication moves.
 */
export interface MeansWallClockDates {
  start: string;
  end: string;
  ultimateStart: string | null;
  ultimateEnd: string | null;
  registrationDeadline: string | null;
  openingDate: string | null;
}

/**
 * The dates of `count` copies of a means (spec 02 §2 duplication): every date of copy k is the
 * source's moved by k times the offset on the wall clock, as {@link duplicateOccurrences} moves its
 * period, so a rendezvous, a return, a registration deadline or an opening date keeps its place
 * relative to the shift. Dates the source leaves empty stay empty.
 */
/* @__NO_SIDE_EFFECTS__ */
export function duplicatedMeansDates(
  source: MeansWallClockDates,
  offset: DuplicationOffset,
  count: number,
  timeZone: string,
): MeansWallClockDates[] {
  const moved = (value: string | null): (string | null)[] =>
    value === null
      ? Array.from({ length: count }, () => null)
      : duplicateOccurrences({ start: value, end: value }, offset, count, timeZone).map(
          (occurrence) => occurrence.start,
        );
  const ultimateStarts = moved(source.ultimateStart);
  const ultimateEnds = moved(source.ultimateEnd);
  const deadlines = moved(source.registrationDeadline);
  const openingDates = moved(source.openingDate);
  // Every list holds `count` dates, one per copy.
  return duplicateOccurrences(source, offset, count, timeZone).map((period, index) => ({
    start: period.start,
    end: period.end,
    ultimateStart: ultimateStarts[index] as string | null,
    ultimateEnd: ultimateEnds[index] as string | null,
    registrationDeadline: deadlines[index] as string | null,
    openingDate: openingDates[index] as string | null,
  }));
}
