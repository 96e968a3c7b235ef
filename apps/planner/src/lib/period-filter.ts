import { dayRangeInstants, parseDay } from "@releve/domain";
import * as v from "valibot";

/** A day of a period filter, `YYYY-MM-DD`, or empty for none. */
export const dayFilter = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(10),
    v.check((value) => value === "" || parseDay(value) !== null),
  ),
  "",
);

/** The words and period every list of held data is searched by. */
export interface PeriodFilters {
  text?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The criteria of a period filter for the held data's searches: the person's words, and the
 * days from and to as the instants they begin and end in the organisation's time zone — rows
 * ending after the first day begins and starting before the last day ends.
 */
export function periodRequest(
  filters: PeriodFilters,
  timeZone: string,
): { text?: string; from?: string; to?: string } {
  const { start, end } = dayRangeInstants(
    {
      from: filters.from ? parseDay(filters.from) : null,
      to: filters.to ? parseDay(filters.to) : null,
    },
    timeZone,
  );
  return {
    ...(filters.text ? { text: filters.text } : {}),
    ...(start ? { from: start } : {}),
    ...(end ? { to: end } : {}),
  };
}
