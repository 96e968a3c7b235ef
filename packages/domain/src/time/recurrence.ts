import {
  CalendarDate,
  type CalendarDateTime,
  endOfMonth,
  getDayOfWeek,
  toCalendarDate,
  toCalendarDateTime,
  toTime,
} from "@internationalized/date";
import { recurrenceMaxMonths, recurrenceMaxOccurrences } from "../constants.js";
import type { Instant, Recurrence } from "../entities.js";
import {
  type NthType,
  nthTypes,
  nthValues,
  type Weekday,
  weekdayBits,
  weekdays,
} from "../enums.js";
import { blocking, type Finding } from "../findings.js";
import { addDays, addMonths, dateOfEpochDay, epochDay } from "./calendar-arithmetic.js";
import {
  atWallClock,
  type Day,
  formatInstant,
  monthsBetween,
  parseDay,
  parseWallClock,
  type WallClock,
} from "./zoned.js";

/**
 * Recurring operational activities (spec 02 §3, §5, §9; ARCHITECTURE.md "Time": recurrence
 * keeps wall-clock times).
 *
 * The days of a series come from its pattern alone, from `recurrence.start` (inclusive): every
 * day (daily), the days of the weekday mask (weekly), one day a month (monthly by day, monthly
 * nth). The first occurrence only gives the wall-clock times, so an activity whose own day does
 * not match the pattern is not repeated on that day.
 */

/** One occurrence of a series: ISO 8601 instants with the offset of the organisation's zone. */
export interface Occurrence {
  start: Instant;
  end: Instant;
}

/** The wall-clock start and end (`YYYY-MM-DDTHH:mm`) of the activity being repeated. */
export interface FirstOccurrence {
  start: WallClock;
  end: WallClock;
}

/** The weekday of a day; weeks start on Monday (ISO 8601), whatever the locale. */
function weekdayOf(day: CalendarDate): Weekday {
  return weekdays[getDayOfWeek(day, "fr-FR", "mon")] as Weekday;
}

function matchesNthType(day: CalendarDate, type: NthType): boolean {
  const weekday = weekdayOf(day);
  if (type === "day") return true;
  if (type === "workday") return weekday !== "saturday" && weekday !== "sunday";
  if (type === "weekendDay") return weekday === "saturday" || weekday === "sunday";
  return weekday === type;
}

/** The series' day in the month of `month`, or null when the pattern has none. */
function dayInMonth(recurrence: Recurrence, month: CalendarDate): CalendarDate | null {
  const last = endOfMonth(month);
  if (recurrence.type === "monthlyByDay") {
    // A month without that day takes its last day (31 → 28/29 February, 30 April…).
    const day = recurrence.dayOfMonth;
    return day === null ? null : month.set({ day: Math.min(day, last.day) });
  }
  if (!recurrence.nth) return null;
  const { value, type } = recurrence.nth;
  const matching: CalendarDate[] = [];
  for (let day = 1; day <= last.day; day += 1) {
    const date = month.set({ day });
    if (matchesNthType(date, type)) matching.push(date);
  }
  return (value === nthValues.last ? matching.at(-1) : matching[value]) ?? null;
}

const monthIndex = (date: CalendarDate) => date.year * 12 + date.month - 1;

/**
 * The days of the series' pattern from `start` to `until`, both inclusive, in order. The walk
 * counts day numbers (or month indexes) from one end to the other, so it ends even where the
 * calendar does (9999-12-31), and it takes as many steps as `until` lies after `start`: the
 * callers bound that by the period limits of spec 02 §9, whatever the pattern finds.
 */
function* patternDays(recurrence: Recurrence, start: CalendarDate, until: CalendarDate) {
  if (recurrence.type === "daily" || recurrence.type === "weekly") {
    const last = epochDay(until);
    for (let number = epochDay(start); number <= last; number += 1) {
      const day = dateOfEpochDay(number);
      const isOn =
        recurrence.type === "daily" || (recurrence.weekdays & weekdayBits[weekdayOf(day)]) !== 0;
      if (isOn) yield day;
    }
    return;
  }
  const lastMonth = monthIndex(until);
  for (let index = monthIndex(start); index <= lastMonth; index += 1) {
    const month = new CalendarDate(Math.floor(index / 12), (index % 12) + 1, 1);
    const day = dayInMonth(recurrence, month);
    if (day && day.compare(start) >= 0 && day.compare(until) <= 0) yield day;
  }
}

function parseDayOrThrow(value: Day): CalendarDate {
  const day = parseDay(value);
  if (!day) throw new RangeError(`Not a day (YYYY-MM-DD): ${value}`);
  return day;
}

function parseWallClockOrThrow(value: WallClock): CalendarDateTime {
  const dateTime = parseWallClock(value);
  if (!dateTime) throw new RangeError(`Not a wall-clock value (YYYY-MM-DDTHH:mm): ${value}`);
  return dateTime;
}

/**
 * The occurrences of a recurring activity (spec 02 §3, §9), as ISO 8601 instants with the
 * offset of `timeZone`, in increasing order.
 *
 * - Each occurrence keeps the first occurrence's wall-clock start and end times and its length
 *   in days (a 20:00 → 08:00 night shift stays one), whatever daylight saving does: an
 *   08:00–20:00 shift is 11 or 13 real hours on a change day.
 * - A wall-clock time missing on a spring-forward day is moved forward by the gap (02:30 →
 *   03:30 in Paris); a time that exists twice takes the earlier instant. Should the moved start
 *   reach the end, the end keeps the first occurrence's wall-clock length after the start.
 * - Monthly by day: a month without `dayOfMonth` takes its last day.
 * - Monthly nth: `nth.value` first 0 … fourth 3 or last -1 of the month's days that are of
 *   `nth.type` (any day, Monday–Friday, Saturday–Sunday, or one weekday).
 * - Bounded by `end` (inclusive day), by `occurrenceCount`, or both (the first reached wins),
 *   and always by the limits of spec 02 §9: never more than `recurrenceMaxOccurrences[type]`
 *   occurrences, never a day more than `recurrenceMaxMonths[type]` months after `start`, even
 *   with input {@link checkRecurrence} refuses. A pattern without its fields (mask 0, no
 *   `dayOfMonth`, no `nth`) has no occurrence.
 *
 * @throws RangeError when `recurrence.start`, `recurrence.end` or the first occurrence is
 *   malformed.
 */
export function expandRecurrence(
  recurrence: Recurrence,
  firstOccurrence: FirstOccurrence,
  timeZone: string,
): Occurrence[] {
  const start = parseDayOrThrow(recurrence.start);
  const horizon = addMonths(start, recurrenceMaxMonths[recurrence.type]);
  const end = recurrence.end === null ? horizon : parseDayOrThrow(recurrence.end);
  const until = end.compare(horizon) < 0 ? end : horizon;
  const maxOccurrences = recurrenceMaxOccurrences[recurrence.type];
  const count = Math.min(maxOccurrences, recurrence.occurrenceCount ?? maxOccurrences);

  const firstStart = parseWallClockOrThrow(firstOccurrence.start);
  const firstEnd = parseWallClockOrThrow(firstOccurrence.end);
  const startTime = toTime(firstStart);
  const endTime = toTime(firstEnd);
  const lengthInDays = toCalendarDate(firstEnd).compare(toCalendarDate(firstStart));
  const lengthInMs = firstEnd.toDate("UTC").getTime() - firstStart.toDate("UTC").getTime();

  const occurrences: Occurrence[] = [];
  for (const day of patternDays(recurrence, start, until)) {
    if (occurrences.length >= count) break;
    const occurrenceStart = atWallClock(toCalendarDateTime(day, startTime), timeZone);
    let occurrenceEnd = atWallClock(
      toCalendarDateTime(addDays(day, lengthInDays), endTime),
      timeZone,
    );
    if (lengthInMs > 0 && occurrenceEnd.compare(occurrenceStart) <= 0) {
      occurrenceEnd = occurrenceStart.add({ milliseconds: lengthInMs });
    }
    occurrences.push({ start: formatInstant(occurrenceStart), end: formatInstant(occurrenceEnd) });
  }
  return occurrences;
}

function patternFindings(recurrence: Recurrence): Finding[] {
  const { type, weekdays: mask, dayOfMonth, nth } = recurrence;
  if (type === "weekly" && !(Number.isInteger(mask) && mask >= 1 && mask <= 127)) {
    return [blocking("recurrence.weekdays", "recurrence.weekdaysRequired")];
  }
  const isDayOfMonth = dayOfMonth !== null && Number.isInteger(dayOfMonth);
  if (type === "monthlyByDay" && !(isDayOfMonth && dayOfMonth >= 1 && dayOfMonth <= 31)) {
    return [blocking("recurrence.dayOfMonth", "recurrence.dayOfMonthRequired")];
  }
  const isNth =
    nth !== null &&
    (Object.values(nthValues) as number[]).includes(nth.value) &&
    nthTypes.includes(nth.type);
  if (type === "monthlyNth" && !isNth) {
    return [blocking("recurrence.nth", "recurrence.nthRequired")];
  }
  return [];
}

/**
 * The blocking findings of a recurrence (spec 02 §5 "Recurrence", §9 limits), on the fields
 * `recurrence.start`, `recurrence.end`, `recurrence.occurrenceCount`, `recurrence.weekdays`,
 * `recurrence.dayOfMonth` and `recurrence.nth`:
 *
 * - `recurrence.invalidDay`: a start or end that is not a `YYYY-MM-DD` day;
 * - `recurrence.endOrCountRequired`: neither an end nor an occurrence count;
 * - `recurrence.endBeforeStart`: an end before the start (the same day is one day);
 * - `recurrence.occurrenceCountTooLow { min: 1 }`: a count that is not a whole number ≥ 1;
 * - `recurrence.tooManyOccurrences { max }`: more than `recurrenceMaxOccurrences[type]`
 *   occurrences, asked by the count or produced by the end;
 * - `recurrence.periodTooLong { max }`: an occurrence more than `recurrenceMaxMonths[type]`
 *   months after the start (counted by {@link monthsBetween}: 1 January → 1 April is 3 months),
 *   on the end, or on the count when there is no end. A daily count of 100 therefore exceeds the
 *   3 months whatever the start: the two limits of §9 together allow 90–93 daily occurrences;
 * - `recurrence.weekdaysRequired`, `recurrence.dayOfMonthRequired`, `recurrence.nthRequired`:
 *   a weekly mask without a day (or beyond Sunday 64), a monthly day outside 1–31, a monthly nth
 *   without a known value and type.
 *
 * Both an end and a count are accepted: the series stops at the first reached. Recurrence days
 * are calendar days, so the rule needs no time zone.
 */
export function checkRecurrence(recurrence: Recurrence): Finding[] {
  const findings = patternFindings(recurrence);
  const { type, occurrenceCount: count } = recurrence;
  const maxOccurrences = recurrenceMaxOccurrences[type];
  const maxMonths = recurrenceMaxMonths[type];

  const start = parseDay(recurrence.start);
  if (!start) findings.push(blocking("recurrence.start", "recurrence.invalidDay"));
  const end = recurrence.end === null ? null : parseDay(recurrence.end);
  if (recurrence.end !== null && !end) {
    findings.push(blocking("recurrence.end", "recurrence.invalidDay"));
  }
  if (recurrence.end === null && count === null) {
    findings.push(blocking("recurrence.end", "recurrence.endOrCountRequired"));
  }
  const isCountValid = count === null || (Number.isInteger(count) && count >= 1);
  if (!isCountValid) {
    findings.push(
      blocking("recurrence.occurrenceCount", "recurrence.occurrenceCountTooLow", { min: 1 }),
    );
  } else if (count !== null && count > maxOccurrences) {
    findings.push(
      blocking("recurrence.occurrenceCount", "recurrence.tooManyOccurrences", {
        max: maxOccurrences,
      }),
    );
  }
  if (start && end && end.compare(start) < 0) {
    findings.push(blocking("recurrence.end", "recurrence.endBeforeStart"));
  }
  if (!start || findings.length > 0) return findings;

  // Walk the series as asked (end, count) up to its first occurrence past the period; two months
  // past it is enough to reach the next monthly occurrence, and bounds the walk.
  const searchLimit = addMonths(start, maxMonths + 2);
  const until = end && end.compare(searchLimit) < 0 ? end : searchLimit;
  let taken = 0;
  let isTooLong = false;
  for (const day of patternDays(recurrence, start, until)) {
    if (count !== null && taken >= count) break;
    taken += 1;
    if (monthsBetween(start, day) > maxMonths) {
      isTooLong = true;
      break;
    }
  }
  if (taken > maxOccurrences) {
    findings.push(
      blocking("recurrence.end", "recurrence.tooManyOccurrences", { max: maxOccurrences }),
    );
  }
  if (isTooLong) {
    const field = end ? "recurrence.end" : "recurrence.occurrenceCount";
    findings.push(blocking(field, "recurrence.periodTooLong", { max: maxMonths }));
  }
  return findings;
}
