import { describe, expect, it } from "vitest";
import { addToWallClock, daysBetween, existingWallClock, overlaps, toEpoch } from "./wall-clock.js";

const paris = "Europe/Paris";

describe("wall-clock values", () => {
  it("moves a time skipped by the spring-forward gap forward, as clocks do", () => {
    expect(existingWallClock("2026-03-29T02:30", paris)).toBe("2026-03-29T03:30");
    expect(existingWallClock("2026-03-29T03:30", paris)).toBe("2026-03-29T03:30");
  });

  it("takes the first occurrence of an ambiguous autumn time", () => {
    expect(new Date(toEpoch("2026-10-25T02:30", paris)).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
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

  it("refuses a value the form's schema would not have accepted", () => {
    expect(() => addToWallClock("2026-02-30T08:00", { days: 1 })).toThrow(RangeError);
    expect(() => daysBetween("2026-07-01", "2026-7-4")).toThrow(RangeError);
  });

  it("sees overlapping periods, not touching ones", () => {
    const morning = { start: "2026-07-01T08:00", end: "2026-07-01T12:00" };
    expect(overlaps(morning, { start: "2026-07-01T11:00", end: "2026-07-01T14:00" })).toBe(true);
    expect(overlaps(morning, { start: "2026-07-01T12:00", end: "2026-07-01T14:00" })).toBe(false);
  });
});
