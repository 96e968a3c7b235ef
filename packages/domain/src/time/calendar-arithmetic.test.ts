import {
  CalendarDate,
  CalendarDateTime,
  GregorianCalendar,
  parseDate,
} from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  addDays,
  addDuration,
  addMonths,
  dateOfEpochDay,
  epochDay,
} from "./calendar-arithmetic.js";

const runs = { numRuns: 1000 };
/** 1970-01-01 to 2199-12-31, as day numbers. */
const dayNumbers = fc.integer({ min: 0, max: 84_006 });
const dates = dayNumbers.map(dateOfEpochDay);
const dateTimes = fc
  .tuple(dates, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(
    ([date, hour, minute]) => new CalendarDateTime(date.year, date.month, date.day, hour, minute),
  );

describe("day numbers", () => {
  it("go to the calendar date and back", () => {
    fc.assert(
      // 1000-01-01 to 9999-12-31.
      fc.property(fc.integer({ min: -354_285, max: 2_932_896 }), (day) => {
        expect(epochDay(dateOfEpochDay(day))).toBe(day);
      }),
      runs,
    );
    expect(epochDay(parseDate("1970-01-01"))).toBe(0);
    expect(dateOfEpochDay(20_614).toString()).toBe("2026-06-10");
    expect(epochDay(parseDate("0050-03-01"))).toBe(-701_206);
  });
});

describe("calendar arithmetic in one step", () => {
  it("adds days as the calendar library does, keeping the time of a date-time", () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -20_000, max: 20_000 }), (date, days) => {
        expect(addDays(date, days).toString()).toBe(date.add({ days }).toString());
      }),
      runs,
    );
    const time = new CalendarDateTime(2026, 3, 28, 8, 30);
    expect(addDays(time, 2).toString()).toBe("2026-03-30T08:30:00");
  });

  it("adds months as the calendar library does, a missing day becoming the month's last", () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -2400, max: 2400 }), (date, months) => {
        expect(addMonths(date, months).toString()).toBe(date.add({ months }).toString());
      }),
      runs,
    );
    expect(addMonths(new CalendarDate(2028, 1, 31), 1).toString()).toBe("2028-02-29");
    expect(addMonths(new CalendarDate(2027, 3, 31), -1).toString()).toBe("2027-02-28");
  });

  it("adds a duration as the calendar library does: hours and minutes carry days", () => {
    const part = (max: number) => fc.integer({ min: -max, max });
    const durations = fc.record({
      years: part(50),
      months: part(600),
      days: part(20_000),
      hours: part(500_000),
      minutes: part(5_000_000),
    });
    fc.assert(
      fc.property(dateTimes, durations, (value, duration) => {
        expect(addDuration(value, duration).toString()).toBe(value.add(duration).toString());
      }),
      runs,
    );
    expect(addDuration(new CalendarDateTime(2026, 1, 31, 23, 30), {}).toString()).toBe(
      "2026-01-31T23:30:00",
    );
  });

  it("stops at the first and the last day of the calendar, as the library does", () => {
    const date = new CalendarDate(2026, 6, 10);
    expect(addDays(date, 10 ** 20).toString()).toBe("9999-12-31");
    expect(addDays(date, -(10 ** 20)).toString()).toBe("0001-01-01");
    expect(addMonths(date, 10 ** 20).toString()).toBe("9999-12-31");
    expect(addMonths(date, -(10 ** 20)).toString()).toBe("0001-01-01");
    const time = new CalendarDateTime(2026, 6, 10, 8, 0);
    expect(addDuration(time, { minutes: 10 ** 20 }).toString()).toBe("9999-12-31T08:00:00");
    expect(addDuration(time, { years: -(10 ** 20), hours: 1 }).toString()).toBe(
      "0001-01-01T09:00:00",
    );
    expect(addDays(new CalendarDate(9999, 12, 31), 1).toString()).toBe("9999-12-31");
  });

  it("refuses an offset that is not a whole number rather than walking forever", () => {
    const date = new CalendarDate(2026, 6, 10);
    for (const days of [Number.POSITIVE_INFINITY, Number.NaN, 1.5]) {
      expect(() => addDays(date, days)).toThrow(RangeError);
    }
    expect(() => addMonths(date, Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    const time = new CalendarDateTime(2026, 6, 10, 8, 0);
    expect(() => addDuration(time, { hours: 0.5 })).toThrow(RangeError);
  });
});

describe("the cost of calendar arithmetic", () => {
  // The calendar library walks month by month, asking each month its length: counting those
  // questions measures the work without timing it.
  function asked(run: () => unknown): number {
    const spy = vi.spyOn(GregorianCalendar.prototype, "getDaysInMonth");
    try {
      run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it("is the same for an offset of one day and of a million days", () => {
    const date = new CalendarDate(2026, 6, 10);
    const time = new CalendarDateTime(2026, 6, 10, 8, 0);
    expect(asked(() => addDays(date, 1_000_000))).toBe(asked(() => addDays(date, 1)));
    expect(asked(() => addMonths(date, 100_000))).toBe(asked(() => addMonths(date, 1)));
    expect(asked(() => addDuration(time, { days: 1_000_000, hours: 10 ** 6 }))).toBe(
      asked(() => addDuration(time, { days: 1, hours: 1 })),
    );
  });

  it("grows with the offset in the calendar library, which is why it is not used", () => {
    const date = new CalendarDate(2026, 6, 10);
    expect(asked(() => date.add({ days: 100_000 }))).toBeGreaterThan(
      100 * asked(() => date.add({ days: 1 })),
    );
  });
});
