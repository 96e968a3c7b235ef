import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInstantIn } from "./instant-format.js";
import { formatInstant, toZonedInstant } from "./zoned.js";

const slow = (value: Date, timeZone: string) => formatInstant(toZonedInstant(value, timeZone));
const zones = [
  "Europe/Paris",
  "Europe/Berlin",
  "UTC",
  "America/New_York",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
];

describe("formatInstantIn", () => {
  it("answers what formatting a zoned date answers, to the character", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1900-01-01T00:00:00Z"),
          max: new Date("9999-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (value, timeZone) => {
          expect(formatInstantIn(value, timeZone)).toBe(slow(value, timeZone));
        },
      ),
    );
  });

  it("is right around changes of offset, to the millisecond", () => {
    const change = Date.parse("2027-03-28T01:00:00Z"); // Paris goes to summer time
    for (const delta of [-3_600_000, -1, 0, 1, 1_800_000]) {
      const value = new Date(change + delta);
      expect(formatInstantIn(value, "Europe/Paris")).toBe(slow(value, "Europe/Paris"));
    }
    expect(formatInstantIn(new Date("2027-03-28T00:59:59.999Z"), "Europe/Paris")).toBe(
      "2027-03-28T01:59:59.999+01:00",
    );
    expect(formatInstantIn(new Date("2027-03-28T01:00:00.120Z"), "Europe/Paris")).toBe(
      "2027-03-28T03:00:00.12+02:00",
    );
  });

  it("refuses an invalid date as formatting a zoned date does", () => {
    expect(() => formatInstantIn(new Date(Number.NaN), "Europe/Paris")).toThrow(RangeError);
  });

  it("takes the long way for years outside 1000–9999 and local mean times", () => {
    for (const value of [new Date("0999-12-31T23:00:00Z"), new Date("1850-06-01T12:00:00Z")]) {
      expect(formatInstantIn(value, "Europe/Paris")).toBe(slow(value, "Europe/Paris"));
    }
  });
});
