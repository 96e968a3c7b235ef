import {
  type CalendarDate,
  type CalendarDateTime,
  getHoursInDay,
  parseDate,
  toCalendarDate,
  toCalendarDateTime,
  toTime,
  type ZonedDateTime,
} from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recurrenceMaxMonths, recurrenceMaxOccurrences } from "../constants.js";
import type { Recurrence } from "../entities.js";
import { type NthValue, nthTypes, nthValues, recurrenceTypes, splitTypes } from "../enums.js";
import { checkRecurrence, expandRecurrence } from "./recurrence.js";
import { splitFirstHalfHours, splitMeans } from "./split.js";
import {
  atWallClock,
  formatInstant,
  formatWallClock,
  monthsBetween,
  parseWallClock,
  toZonedInstant,
} from "./zoned.js";

const runs = { numRuns: 1000 };
const timeZones = ["Europe/Paris", "America/New_York"] as const;

/**
 * The days of 2024–2030 that are not 24 hours long in each zone, found in the zone database
 * rather than re-typed, so the tests do not share the code's idea of when the changes are.
 */
const changeDays = Object.fromEntries(
  timeZones.map((timeZone) => {
    const days: CalendarDate[] = [];
    const last = parseDate("2030-12-31");
    for (let day = parseDate("2024-01-01"); day.compare(last) <= 0; day = day.add({ days: 1 })) {
      if (getHoursInDay(day, timeZone) !== 24) days.push(day);
    }
    return [timeZone, days];
  }),
) as Record<(typeof timeZones)[number], CalendarDate[]>;

const timeZoneArbitrary = fc.constantFrom(...timeZones);

/** Any day of 2024–2030, or one of the few days before a daylight-saving change. */
function dayArbitrary(timeZone: (typeof timeZones)[number]): fc.Arbitrary<CalendarDate> {
  const anyDay = fc
    .integer({ min: 0, max: 7 * 365 })
    .map((offset) => parseDate("2024-01-01").add({ days: offset }));
  const nearChange = fc
    .tuple(fc.constantFrom(...changeDays[timeZone]), fc.integer({ min: -40, max: 0 }))
    .map(([day, offset]) => day.add({ days: offset }));
  return fc.oneof(anyDay, nearChange);
}

/** A wall-clock time on the 5-minute grid, often in the small hours when clocks change. */
const timeArbitrary = fc.record({
  hour: fc.oneof(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 1, 2, 3)),
  minute: fc.integer({ min: 0, max: 11 }).map((step) => step * 5),
});

const recurrenceCaseArbitrary = timeZoneArbitrary.chain((timeZone) =>
  fc.record({
    timeZone: fc.constant(timeZone),
    type: fc.constantFrom(...recurrenceTypes),
    start: dayArbitrary(timeZone),
    endOffsetDays: fc.option(fc.integer({ min: -10, max: 500 })),
    occurrenceCount: fc.option(
      fc.oneof(fc.integer({ min: -5, max: 300 }), fc.integer({ min: 1, max: 30 })),
    ),
    weekdays: fc.integer({ min: 0, max: 127 }),
    dayOfMonth: fc.integer({ min: 1, max: 31 }),
    nth: fc.record({
      value: fc.constantFrom(...(Object.values(nthValues) as NthValue[])),
      type: fc.constantFrom(...nthTypes),
    }),
    startTime: timeArbitrary,
    lengthMinutes: fc.integer({ min: 1, max: 36 * 12 }).map((steps) => steps * 5),
  }),
);

type RecurrenceCase = typeof recurrenceCaseArbitrary extends fc.Arbitrary<infer T> ? T : never;

function toInputs({ start, endOffsetDays, startTime, lengthMinutes, ...fields }: RecurrenceCase) {
  const recurrence: Recurrence = {
    type: fields.type,
    start: start.toString(),
    end: endOffsetDays === null ? null : start.add({ days: endOffsetDays }).toString(),
    occurrenceCount: fields.occurrenceCount,
    weekdays: fields.weekdays,
    dayOfMonth: fields.dayOfMonth,
    nth: fields.nth,
  };
  const firstStart = toCalendarDateTime(start).set(startTime);
  const firstEnd = firstStart.add({ minutes: lengthMinutes });
  const first = { start: formatWallClock(firstStart), end: formatWallClock(firstEnd) };
  return { recurrence, first };
}

/** Whether a wall-clock time is missing in the zone (spring-forward gap). */
function isInGap(value: CalendarDateTime, timeZone: string): boolean {
  return toCalendarDateTime(atWallClock(value, timeZone)).compare(value) !== 0;
}

describe("recurrence expansion, for any recurrence (property)", () => {
  it("never exceeds the maximum occurrences nor the maximum months, nor its own bounds", () => {
    fc.assert(
      fc.property(recurrenceCaseArbitrary, (testCase) => {
        const { recurrence, first } = toInputs(testCase);
        const occurrences = expandRecurrence(recurrence, first, testCase.timeZone);
        expect(occurrences.length).toBeLessThanOrEqual(recurrenceMaxOccurrences[recurrence.type]);
        if (recurrence.occurrenceCount !== null) {
          expect(occurrences.length).toBeLessThanOrEqual(Math.max(0, recurrence.occurrenceCount));
        }
        for (const occurrence of occurrences) {
          const day = toCalendarDate(toZonedInstant(occurrence.start, testCase.timeZone));
          expect(monthsBetween(testCase.start, day)).toBeLessThanOrEqual(
            recurrenceMaxMonths[recurrence.type],
          );
          expect(day.compare(testCase.start)).toBeGreaterThanOrEqual(0);
          if (recurrence.end !== null) {
            expect(day.compare(parseDate(recurrence.end))).toBeLessThanOrEqual(0);
          }
        }
      }),
      runs,
    );
  });

  it("keeps the first occurrence's wall-clock times, moving only times the day lacks", () => {
    fc.assert(
      fc.property(recurrenceCaseArbitrary, (testCase) => {
        const { timeZone } = testCase;
        const { recurrence, first } = toInputs(testCase);
        const firstStart = parseWallClock(first.start) as CalendarDateTime;
        const firstEnd = parseWallClock(first.end) as CalendarDateTime;
        const lengthInDays = toCalendarDate(firstEnd).compare(toCalendarDate(firstStart));
        for (const occurrence of expandRecurrence(recurrence, first, timeZone)) {
          const start = toZonedInstant(occurrence.start, timeZone);
          const end = toZonedInstant(occurrence.end, timeZone);
          const planned = toCalendarDateTime(toCalendarDate(start), toTime(firstStart));
          const plannedEnd = toCalendarDateTime(
            toCalendarDate(planned).add({ days: lengthInDays }),
            toTime(firstEnd),
          );
          expectAtWallClock(start, planned, timeZone);
          const keepsLength =
            isInGap(planned, timeZone) &&
            end.compare(start.add({ minutes: testCase.lengthMinutes })) === 0;
          if (!keepsLength) expectAtWallClock(end, plannedEnd, timeZone);
        }
      }),
      runs,
    );
  });

  it("gives occurrences in strictly increasing order, each ending after it starts", () => {
    fc.assert(
      fc.property(recurrenceCaseArbitrary, (testCase) => {
        const { recurrence, first } = toInputs(testCase);
        const occurrences = expandRecurrence(recurrence, first, testCase.timeZone);
        occurrences.forEach((occurrence, index) => {
          expect(Date.parse(occurrence.end)).toBeGreaterThan(Date.parse(occurrence.start));
          const next = occurrences[index + 1];
          if (next) expect(Date.parse(next.start)).toBeGreaterThan(Date.parse(occurrence.start));
        });
      }),
      runs,
    );
  });

  it("expands a recurrence the check accepts to exactly its count", () => {
    fc.assert(
      fc.property(recurrenceCaseArbitrary, (testCase) => {
        const { recurrence, first } = toInputs({ ...testCase, endOffsetDays: null });
        fc.pre(checkRecurrence(recurrence).length === 0);
        const occurrences = expandRecurrence(recurrence, first, testCase.timeZone);
        expect(occurrences).toHaveLength(recurrence.occurrenceCount as number);
      }),
      runs,
    );
  });
});

/** The instant is the planned wall-clock time, or where a missing time is moved forward to. */
function expectAtWallClock(actual: ZonedDateTime, planned: CalendarDateTime, timeZone: string) {
  const wallClock = toCalendarDateTime(actual);
  if (wallClock.compare(planned) === 0) return;
  expect(isInGap(planned, timeZone)).toBe(true);
  const movedMs = wallClock.toDate("UTC").getTime() - planned.toDate("UTC").getTime();
  expect(movedMs).toBeGreaterThan(0);
  expect(movedMs).toBeLessThanOrEqual(3600 * 1000);
}

const shiftStartArbitrary = timeZoneArbitrary.chain((timeZone) =>
  fc.record({
    timeZone: fc.constant(timeZone),
    start: fc
      .tuple(dayArbitrary(timeZone), fc.integer({ min: 0, max: 24 * 12 - 1 }))
      .map(([day, step]) =>
        atWallClock(toCalendarDateTime(day).add({ minutes: step * 5 }), timeZone),
      ),
    splitType: fc.constantFrom(...splitTypes),
  }),
);

describe("splitting a 12-hour shift starting at any instant (property)", () => {
  it("gives two non-empty contiguous halves covering the shift exactly", () => {
    fc.assert(
      fc.property(shiftStartArbitrary, ({ timeZone, start, splitType }) => {
        const end = atWallClock(toCalendarDateTime(start).add({ hours: 12 }), timeZone);
        const shift = { start: formatInstant(start), end: formatInstant(end) };
        const split = splitMeans(shift, splitType, timeZone);
        if (!split.ok) throw new Error(`refused ${JSON.stringify(shift)}`);
        expect(split.first.start).toBe(shift.start);
        expect(split.second.end).toBe(shift.end);
        expect(split.first.end).toBe(split.second.start);
        expect(Date.parse(split.first.end)).toBeGreaterThan(Date.parse(split.first.start));
        expect(Date.parse(split.second.end)).toBeGreaterThan(Date.parse(split.second.start));
        const plannedCut = toCalendarDateTime(start).add({ hours: splitFirstHalfHours[splitType] });
        expectAtWallClock(toZonedInstant(split.first.end, timeZone), plannedCut, timeZone);
      }),
      runs,
    );
  });

  it("refuses any shift that is not 12 hours on the wall clock", () => {
    const otherLength = fc
      .integer({ min: 1, max: 48 * 12 })
      .map((steps) => steps * 5)
      .filter((minutes) => minutes !== 12 * 60);
    fc.assert(
      fc.property(shiftStartArbitrary, otherLength, ({ timeZone, start, splitType }, minutes) => {
        const plannedEnd = toCalendarDateTime(start).add({ minutes });
        // Skip an end moved out of the gap onto the 12th hour: that shift is a 12-hour one.
        fc.pre(
          atWallClock(plannedEnd, timeZone).compare(
            atWallClock(toCalendarDateTime(start).add({ hours: 12 }), timeZone),
          ) !== 0,
        );
        const shift = {
          start: formatInstant(start),
          end: formatInstant(atWallClock(plannedEnd, timeZone)),
        };
        expect(splitMeans(shift, splitType, timeZone)).toMatchObject({
          ok: false,
          finding: { code: "split.notTwelveHours" },
        });
      }),
      runs,
    );
  });
});
