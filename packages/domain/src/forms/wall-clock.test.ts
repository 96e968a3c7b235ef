import { describe, expect, it } from "vitest";
import {
  addToWallClock,
  daysBetween,
  existingWallClock,
  fromEpoch,
  isCalendarDate,
  isWallClock,
  overlaps,
  toEpoch,
  wallClockNow,
} from "./wall-clock.js";

const paris = "Europe/Paris";

describe("wall-clock values", () => {
  it("accepts only real YYYY-MM-DDTHH:mm date-times", () => {
    expect(isWallClock("2026-07-14T08:05")).toBe(true);
    expect(isWallClock("2026-02-30T08:05")).toBe(false);
    expect(isWallClock("2026-07-14T24:00")).toBe(false);
    expect(isWallClock("2026-07-14T08:05:00")).toBe(false);
    expect(isWallClock("14/07/2026 08:05")).toBe(false);
  });

  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-7-1")).toBe(false);
  });

  it("moves a time skipped by the spring-forward gap forward, as clocks do", () => {
    expect(existingWallClock("2026-03-29T02:30", paris)).toBe("2026-03-29T03:30");
    expect(existingWallClock("2026-03-29T03:30", paris)).toBe("2026-03-29T03:30");
  });

  it("takes the first occurrence of an ambiguous autumn time", () => {
    expect(new Date(toEpoch("2026-10-25T02:30", paris)).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });

  it("reads an instant on the organisation's wall clock, to the minute", () => {
    expect(fromEpoch(Date.parse("2026-01-10T07:59:59Z"), paris)).toBe("2026-01-10T08:59");
    expect(wallClockNow({ now: new Date("2026-06-15T08:00:00Z"), timeZone: paris })).toBe(
      "2026-06-15T10:00",
    );
  });

  it("adds calendar months and days on the wall clock", () => {
    expect(addToWallClock("2026-03-31T10:00", { months: -1 })).toBe("2026-02-28T10:00");
    expect(addToWallClock("2026-03-28T10:00", { days: 1 })).toBe("2026-03-29T10:00");
  });

  it("counts calendar days between two dates, whatever the DST change between them", () => {
    expect(daysBetween("2026-03-28", "2026-04-04")).toBe(7);
    expect(daysBetween("2026-10-26", "2026-10-24")).toBe(-2);
  });

  it("sees overlapping periods, not touching ones", () => {
    const morning = { start: "2026-07-01T08:00", end: "2026-07-01T12:00" };
    expect(overlaps(morning, { start: "2026-07-01T11:00", end: "2026-07-01T14:00" })).toBe(true);
    expect(overlaps(morning, { start: "2026-07-01T12:00", end: "2026-07-01T14:00" })).toBe(false);
  });
});
