import { type CalendarDate, startOfWeek, toZoned } from "@internationalized/date";
import { formatInstant, type Instant } from "@releve/domain";

/** The days a personnel planning shows: a week, Monday first. */
export const planningDayCount = 7;

/** A week of the personnel planning, on the organisation's clock. */
export interface PlanningWeek {
  /** Its days, Monday to Sunday. */
  days: CalendarDate[];
  /** The instant each day begins, then the instant the last one ends, in milliseconds. */
  bounds: number[];
  /** The instant the week begins and the instant it ends: the planning's period. */
  from: Instant;
  to: Instant;
}

/** The Monday of the week of `day`. */
export const weekStart = (day: CalendarDate): CalendarDate => startOfWeek(day, "fr-FR", "mon");

/**
 * The week of `day`, from Monday's midnight to the next Monday's in `timeZone`: a day is 23 or
 * 25 hours when the clocks change in it.
 */
export function planningWeek(day: CalendarDate, timeZone: string): PlanningWeek {
  const monday = weekStart(day);
  const days = Array.from({ length: planningDayCount }, (_, index) => monday.add({ days: index }));
  const midnights = [...days, monday.add({ days: planningDayCount })].map((date) =>
    toZoned(date, timeZone),
  );
  const first = midnights[0];
  const last = midnights[planningDayCount];
  if (!first || !last) throw new Error("A week has seven days");
  return {
    days,
    bounds: midnights.map((midnight) => midnight.toDate().getTime()),
    from: formatInstant(first),
    to: formatInstant(last),
  };
}

/** How a period sits on one day of the week: whether it began before, and goes on after. */
export interface DayPart {
  day: number;
  beganBefore: boolean;
  goesOnAfter: boolean;
  /** From the day's first instant to its last, or beyond both. */
  wholeDay: boolean;
}

/** The days of `week` a period touches (a night shift: two), in order. */
export function daysTouched(
  period: { start: Instant; end: Instant },
  week: PlanningWeek,
): DayPart[] {
  const start = Date.parse(period.start);
  const end = Date.parse(period.end);
  return week.days.flatMap((_, day) => {
    const dayStart = week.bounds[day] ?? 0;
    const dayEnd = week.bounds[day + 1] ?? 0;
    if (start >= dayEnd || end <= dayStart) return [];
    return [
      {
        day,
        beganBefore: start < dayStart,
        goesOnAfter: end > dayEnd,
        wholeDay: start <= dayStart && end >= dayEnd,
      },
    ];
  });
}
