import { CalendarDate, CalendarDateTime, parseDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import {
  addDaysKeepingWallClock,
  addMonthsKeepingWallClock,
  atWallClock,
  compareInstants,
  formatInstant,
  formatWallClock,
  instantToWallClock,
  isOnTimeGrid,
  monthsBetween,
  parseDay,
  parseWallClock,
  toZonedInstant,
  wallClockToInstant,
} from "./zoned.js";

const paris = "Europe/Paris";

describe("wall-clock values of the forms", () => {
  it("reads a YYYY-MM-DDTHH:mm value as a calendar date-time", () => {
    expect(parseWallClock("2026-07-14T08:05")?.toString()).toBe("2026-07-14T08:05:00");
  });

  it.each(["2026-02-31T08:00", "2026-07-14T24:00", "2026-07-14T08:60", "2026-13-01T08:00"])(
    "refuses %s, which is not a real date-time",
    (value) => {
      expect(parseWallClock(value)).toBeNull();
    },
  );

  it.each(["2026-07-14 08:00", "2026-07-14T08:00:00", "2026-7-14T08:00", ""])(
    "refuses %j, which is not shaped YYYY-MM-DDTHH:mm",
    (value) => {
      expect(parseWallClock(value)).toBeNull();
    },
  );

  it("writes a date-time back without seconds", () => {
    expect(formatWallClock(new CalendarDateTime(2026, 3, 9, 7, 5, 30))).toBe("2026-03-09T07:05");
    expect(formatWallClock(toZonedInstant("2026-03-09T06:05:00Z", paris))).toBe("2026-03-09T07:05");
  });

  it("reads a day and refuses one that does not exist or is misshaped", () => {
    expect(parseDay("2028-02-29")?.toString()).toBe("2028-02-29");
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2026-2-1")).toBeNull();
  });
});

describe("instants with offset", () => {
  it("writes an instant with the offset of its zone and no zone name", () => {
    expect(formatInstant(toZonedInstant("2026-07-14T06:00:00Z", paris))).toBe(
      "2026-07-14T08:00:00+02:00",
    );
    expect(formatInstant(toZonedInstant("2026-01-14T06:00:00Z", paris))).toBe(
      "2026-01-14T07:00:00+01:00",
    );
  });

  it("reads an instant from a string or a Date", () => {
    const fromDate = toZonedInstant(new Date("2026-07-14T06:00:00Z"), paris);
    expect(formatInstant(fromDate)).toBe("2026-07-14T08:00:00+02:00");
  });

  it("refuses a string without offset, whose instant would depend on the machine", () => {
    expect(() => toZonedInstant("2026-07-14T08:00", paris)).toThrow(RangeError);
  });

  it("orders instants whatever their offsets", () => {
    expect(compareInstants("2026-07-14T08:00:00+02:00", "2026-07-14T06:00:00Z")).toBe(0);
    expect(compareInstants("2026-07-14T08:00:00+02:00", "2026-07-14T07:00:00Z")).toBeLessThan(0);
    expect(compareInstants(new Date("2026-07-14T08:00:00Z"), "2026-07-14T08:00:00+02:00")).toBe(
      2 * 3600 * 1000,
    );
  });

  it("converts a form value to an instant and back", () => {
    expect(wallClockToInstant("2026-07-14T08:00", paris)).toBe("2026-07-14T08:00:00+02:00");
    expect(instantToWallClock("2026-07-14T06:00:00Z", paris)).toBe("2026-07-14T08:00");
    expect(wallClockToInstant("2026-07-14T25:00", paris)).toBeNull();
  });
});

describe("daylight saving on the wall clock", () => {
  it("moves a time missing on the spring-forward day forward by the gap", () => {
    const inGap = atWallClock(new CalendarDateTime(2026, 3, 29, 2, 30), paris);
    expect(formatInstant(inGap)).toBe("2026-03-29T03:30:00+02:00");
  });

  it("takes the earlier instant of a time that exists twice on the fall-back day", () => {
    const inOverlap = atWallClock(new CalendarDateTime(2026, 10, 25, 2, 30), paris);
    expect(formatInstant(inOverlap)).toBe("2026-10-25T02:30:00+02:00");
  });

  it("keeps the wall-clock time when adding days across a change (a 23-hour day)", () => {
    const saturday = toZonedInstant("2026-03-28T08:00:00+01:00", paris);
    expect(formatInstant(addDaysKeepingWallClock(saturday, 1))).toBe("2026-03-29T08:00:00+02:00");
    expect(formatInstant(addDaysKeepingWallClock(saturday, -30))).toBe("2026-02-26T08:00:00+01:00");
  });

  it("keeps the wall-clock time when adding months, taking the month's last day if needed", () => {
    const january = toZonedInstant("2026-01-31T20:00:00+01:00", paris);
    expect(formatInstant(addMonthsKeepingWallClock(january, 1))).toBe("2026-02-28T20:00:00+01:00");
    expect(formatInstant(addMonthsKeepingWallClock(january, 6))).toBe("2026-07-31T20:00:00+02:00");
  });
});

describe("months a period spans (spec 02 §9 recurrence maximum months)", () => {
  it.each([
    ["2026-01-01", "2026-01-01", 0],
    ["2026-01-01", "2025-12-01", 0],
    ["2026-01-01", "2026-01-02", 1],
    ["2026-01-01", "2026-04-01", 3],
    ["2026-01-01", "2026-04-02", 4],
    ["2026-01-31", "2026-02-28", 1],
    ["2026-01-31", "2026-03-01", 2],
    ["2026-11-15", "2027-11-15", 12],
    ["2026-11-15", "2027-11-16", 13],
  ])("counts %s → %s as %i months", (from, to, months) => {
    expect(monthsBetween(parseDate(from), parseDate(to))).toBe(months);
  });

  it("agrees with adding months: a period of N months ends on or before start + N months", () => {
    const start = new CalendarDate(2026, 8, 31);
    expect(monthsBetween(start, start.add({ months: 3 }))).toBe(3);
    expect(monthsBetween(start, start.add({ months: 3, days: 1 }))).toBe(4);
  });
});

describe("time grid (spec 02 §9: 5-minute precision)", () => {
  it.each(["2026-07-14T08:00", "2026-07-14T08:55", "2026-07-14T00:05"])("accepts %s", (value) => {
    expect(isOnTimeGrid(value)).toBe(true);
  });

  it.each(["2026-07-14T08:03", "2026-07-14T23:59", "not a time"])("refuses %s", (value) => {
    expect(isOnTimeGrid(value)).toBe(false);
  });

  it("checks an instant on the organisation's wall clock, seconds included", () => {
    expect(isOnTimeGrid(toZonedInstant("2026-07-14T06:10:00Z", paris))).toBe(true);
    expect(isOnTimeGrid(toZonedInstant("2026-07-14T06:10:30Z", paris))).toBe(false);
    expect(isOnTimeGrid(toZonedInstant("2026-07-14T06:10:00.500Z", paris))).toBe(false);
    // Nepal is 5 h 45 min ahead of UTC: the grid is the local one.
    expect(isOnTimeGrid(toZonedInstant("2026-07-14T06:00:00Z", "Asia/Kathmandu"), 30)).toBe(false);
  });

  it("takes another precision", () => {
    expect(isOnTimeGrid("2026-07-14T08:15", 15)).toBe(true);
    expect(isOnTimeGrid("2026-07-14T08:10", 15)).toBe(false);
  });
});
