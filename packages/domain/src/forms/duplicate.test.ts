import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blocking, warning } from "../findings.js";
import {
  checkDuplicate,
  type DuplicateContext,
  duplicateOccurrences,
  duplicationOffset,
  validateDuplicate,
} from "./duplicate.js";
import { toEpoch } from "./wall-clock.js";

const paris = "Europe/Paris";
const context: DuplicateContext = {
  now: new Date("2026-06-15T08:00:00Z"),
  timeZone: paris,
  source: { start: "2026-07-01T08:00", end: "2026-07-01T20:00" },
};
const days = (n: number) => ({ days: n, hours: 0, minutes: 0 });
const realHours = (start: string, end: string) =>
  (toEpoch(end, paris) - toEpoch(start, paris)) / 3_600_000;

function codesOf(input: unknown, ctx = context) {
  return validateDuplicate(input, ctx).findings.map(
    (finding) => `${finding.severity}:${finding.field}:${finding.code}`,
  );
}

describe("duplicate form", () => {
  it("accepts a weekly offset and a copy count, with no finding", () => {
    const { values, findings } = validateDuplicate(
      { mode: "offset", offset: { days: 7 }, copyCount: 4 },
      context,
    );
    expect(findings).toEqual([]);
    expect(values?.offset).toEqual(days(7));
    expect(values?.targetDate).toBeNull();
  });

  it("accepts a target date after the source's", () => {
    expect(codesOf({ mode: "targetDate", targetDate: "2026-07-08", copyCount: 1 })).toEqual([]);
  });

  it("requires at least one copy", () => {
    const { findings } = validateDuplicate(
      { mode: "offset", offset: { days: 1 }, copyCount: 0 },
      context,
    );
    expect(findings).toEqual([blocking("copyCount", "duplicate.copyCountTooLow", { min: 1 })]);
  });

  it("refuses more copies than the maximum, 52 by default", () => {
    const input = { mode: "offset", offset: { days: 1 }, copyCount: 53 };
    expect(validateDuplicate(input, context).findings).toEqual([
      blocking("copyCount", "duplicate.copyCountTooHigh", { max: 52 }),
    ]);
    expect(
      validateDuplicate({ ...input, copyCount: 4 }, { ...context, maxCopyCount: 3 }).findings,
    ).toEqual([blocking("copyCount", "duplicate.copyCountTooHigh", { max: 3 })]);
  });

  it("requires a whole copy count", () => {
    expect(codesOf({ mode: "offset", offset: { days: 1 }, copyCount: 1.5 })).toEqual([
      "blocking:copyCount:number.integer",
    ]);
  });

  it("requires an offset that moves the copies", () => {
    expect(codesOf({ mode: "offset", copyCount: 1 })).toEqual([
      "blocking:offset:duplicate.offsetRequired",
    ]);
  });

  it("keeps the offset on the 5-minute grid", () => {
    expect(
      validateDuplicate({ mode: "offset", offset: { minutes: 7 }, copyCount: 1 }, context).findings,
    ).toEqual([blocking("offset.minutes", "time.notOnGrid", { minutes: 5 })]);
  });

  it("refuses a negative offset", () => {
    expect(codesOf({ mode: "offset", offset: { days: -1 }, copyCount: 1 })).toEqual([
      "blocking:offset.days:number.tooSmall",
    ]);
  });

  it("requires a target date after the source's date", () => {
    expect(codesOf({ mode: "targetDate", copyCount: 1 })).toEqual(["blocking:targetDate:required"]);
    expect(codesOf({ mode: "targetDate", targetDate: "2026-07-01", copyCount: 1 })).toEqual([
      "blocking:targetDate:duplicate.targetNotAfterSource",
    ]);
  });

  it("refuses an offset of more than a year and a day, or a target date further", () => {
    expect(codesOf({ mode: "offset", offset: { days: 367 }, copyCount: 1 })).toEqual([
      "blocking:offset.days:number.tooLarge",
    ]);
    expect(
      validateDuplicate(
        { mode: "offset", offset: { hours: 24, minutes: 60 }, copyCount: 1 },
        context,
      ).findings,
    ).toEqual([
      blocking("offset.hours", "number.tooLarge", { max: 23 }),
      blocking("offset.minutes", "number.tooLarge", { max: 59 }),
    ]);
    expect(codesOf({ mode: "targetDate", targetDate: "2027-07-02", copyCount: 1 })).toEqual([
      "warning:copyCount:date.periodFarAhead",
    ]);
    expect(
      validateDuplicate({ mode: "targetDate", targetDate: "9999-12-31", copyCount: 52 }, context)
        .findings,
    ).toEqual([blocking("targetDate", "duplicate.targetTooFar", { days: 366 })]);
  });

  it("refuses copies starting more than a month in the past", () => {
    const past = { ...context, source: { start: "2026-04-01T08:00", end: "2026-04-01T20:00" } };
    expect(codesOf({ mode: "offset", offset: { days: 1 }, copyCount: 1 }, past)).toEqual([
      "blocking:offset:date.startInPast",
      "warning:offset:date.periodInPast",
    ]);
  });

  it("warns when the last copy starts more than a year ahead", () => {
    expect(
      validateDuplicate({ mode: "offset", offset: { days: 7 }, copyCount: 52 }, context).findings,
    ).toEqual([warning("copyCount", "date.periodFarAhead", { years: 1 })]);
  });

  it("checks no copy while the offset is unknown", () => {
    expect(checkDuplicate({ copyCount: 2 }, context)).toEqual([]);
    expect(checkDuplicate({ mode: "offset", offset: days(400) }, context)).toEqual([
      warning("copyCount", "date.periodFarAhead", { years: 1 }),
    ]);
  });
});

describe("duplication offset", () => {
  it("is the offset itself, or whole days to the target date", () => {
    expect(
      duplicationOffset(
        { mode: "offset", offset: { days: 0, hours: 12, minutes: 0 } },
        "2026-07-01T08:00",
      ),
    ).toEqual({ days: 0, hours: 12, minutes: 0 });
    expect(
      duplicationOffset({ mode: "targetDate", targetDate: "2026-11-02" }, "2026-10-19T08:00"),
    ).toEqual(days(14));
  });

  it("is unknown while the form does not say", () => {
    expect(duplicationOffset({}, "2026-07-01T08:00")).toBeNull();
    expect(duplicationOffset({ mode: "offset" }, "2026-07-01T08:00")).toBeNull();
    expect(
      duplicationOffset({ mode: "targetDate", targetDate: null }, "2026-07-01T08:00"),
    ).toBeNull();
  });
});

describe("generated copies for the calendar preview", () => {
  it("moves each copy by one more offset", () => {
    expect(duplicateOccurrences(context.source, days(7), 3, paris)).toEqual([
      { start: "2026-07-08T08:00", end: "2026-07-08T20:00" },
      { start: "2026-07-15T08:00", end: "2026-07-15T20:00" },
      { start: "2026-07-22T08:00", end: "2026-07-22T20:00" },
    ]);
    expect(duplicateOccurrences(context.source, days(7), 0, paris)).toEqual([]);
  });

  it("keeps wall-clock times across the spring change (Europe/Paris, 29 March 2026)", () => {
    const source = { start: "2026-03-22T10:00", end: "2026-03-22T18:00" };
    const [copy] = duplicateOccurrences(source, days(7), 1, paris);
    expect(copy).toEqual({ start: "2026-03-29T10:00", end: "2026-03-29T18:00" });
    expect(realHours(source.start, "2026-03-29T10:00")).toBe(7 * 24 - 1);
  });

  it("keeps a night shift 20:00–08:00 on the night clocks go forward, one hour shorter", () => {
    const source = { start: "2026-03-27T20:00", end: "2026-03-28T08:00" };
    const [copy] = duplicateOccurrences(source, days(1), 1, paris);
    expect(copy).toEqual({ start: "2026-03-28T20:00", end: "2026-03-29T08:00" });
    expect(realHours("2026-03-28T20:00", "2026-03-29T08:00")).toBe(11);
  });

  it("moves a copy that falls in the skipped hour to the time that exists", () => {
    const source = { start: "2026-03-28T02:30", end: "2026-03-28T06:30" };
    expect(duplicateOccurrences(source, days(1), 1, paris)).toEqual([
      { start: "2026-03-29T03:30", end: "2026-03-29T06:30" },
    ]);
  });

  it("keeps wall-clock times across the autumn change (Europe/Paris, 25 October 2026)", () => {
    const source = { start: "2026-10-23T20:00", end: "2026-10-24T08:00" };
    const [copy] = duplicateOccurrences(source, days(1), 1, paris);
    expect(copy).toEqual({ start: "2026-10-24T20:00", end: "2026-10-25T08:00" });
    expect(realHours("2026-10-24T20:00", "2026-10-25T08:00")).toBe(13);
  });

  it("adds hours on the wall clock, so back-to-back shifts stay back to back over the change", () => {
    const source = { start: "2026-10-24T08:00", end: "2026-10-24T20:00" };
    expect(duplicateOccurrences(source, { days: 0, hours: 12, minutes: 0 }, 2, paris)).toEqual([
      { start: "2026-10-24T20:00", end: "2026-10-25T08:00" },
      { start: "2026-10-25T08:00", end: "2026-10-25T20:00" },
    ]);
  });

  it("never changes the time of day of a 10:00 shift, whatever the number of days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 12 }),
        (step, count) => {
          const source = { start: "2026-03-01T10:00", end: "2026-03-01T14:00" };
          return duplicateOccurrences(source, days(step), count, paris).every(
            (copy) => copy.start.endsWith("T10:00") && copy.end.endsWith("T14:00"),
          );
        },
      ),
    );
  });
});
