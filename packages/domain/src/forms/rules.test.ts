import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blocking, hint, warning } from "../findings.js";
import {
  checkDeadline,
  checkEndAfterStart,
  checkNoDuplicates,
  checkOnGrid,
  checkPeriod,
  checkPeriodWarnings,
  checkRequired,
  checkStartNotInPast,
  checkWithinPeriod,
  type FormContext,
} from "./rules.js";

/** 15 June 2026, 10:00 in Paris. */
const context: FormContext = { now: new Date("2026-06-15T08:00:00Z"), timeZone: "Europe/Paris" };

describe("required field", () => {
  it("refuses an absent or blank value", () => {
    for (const value of [null, undefined, "", "   "]) {
      expect(checkRequired(value, "title")).toEqual([blocking("title", "required")]);
    }
  });

  it("accepts any other value, zero and false included", () => {
    for (const value of ["x", 0, false]) expect(checkRequired(value, "title")).toEqual([]);
  });
});

describe("5-minute time grid", () => {
  it("refuses a time off the grid and hints the nearest time on it", () => {
    expect(checkOnGrid("2026-07-01T08:07", "start")).toEqual([
      blocking("start", "time.notOnGrid", { minutes: 5 }),
      hint("start", "time.nearestOnGrid", { value: "2026-07-01T08:05" }),
    ]);
    expect(checkOnGrid("2026-07-01T08:08", "start")[1]?.params).toEqual({
      value: "2026-07-01T08:10",
    });
  });

  it("rounds to the next day at midnight", () => {
    expect(checkOnGrid("2026-07-01T23:58", "end")[1]?.params).toEqual({
      value: "2026-07-02T00:00",
    });
  });

  it("accepts times on the grid and empty values", () => {
    expect(checkOnGrid("2026-07-01T08:05", "start")).toEqual([]);
    expect(checkOnGrid(null, "start")).toEqual([]);
  });

  it("always hints a time on the grid at most 2 minutes away", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const value = `2026-07-01T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
        const findings = checkOnGrid(value, "start");
        if (m % 5 === 0) return findings.length === 0;
        const nearest = String(findings[1]?.params.value);
        const delta = (Date.parse(`${nearest}Z`) - Date.parse(`${value}Z`)) / 60_000;
        return Number(nearest.slice(14)) % 5 === 0 && Math.abs(delta) <= 2;
      }),
    );
  });
});

describe("start not in the past, at most one month", () => {
  it("accepts a start now or later", () => {
    expect(checkStartNotInPast("2026-06-15T10:00", context)).toEqual([]);
    expect(checkStartNotInPast("2026-07-01T08:00", context)).toEqual([]);
  });

  it("hints the one-month limit for a start in the past within it", () => {
    expect(checkStartNotInPast("2026-06-15T09:55", context)).toEqual([
      hint("start", "date.startInPastLimit", { months: 1 }),
    ]);
    expect(checkStartNotInPast("2026-05-15T10:00", context)).toEqual([
      hint("start", "date.startInPastLimit", { months: 1 }),
    ]);
  });

  it("refuses a start more than one month in the past", () => {
    expect(checkStartNotInPast("2026-05-15T09:55", context)).toEqual([
      blocking("start", "date.startInPast", { months: 1 }),
    ]);
  });

  it("never refuses the start an edited item already had", () => {
    expect(
      checkStartNotInPast("2026-01-01T08:00", context, { originalStart: "2026-01-01T08:00" }),
    ).toEqual([]);
  });

  it("reports on the field it is given", () => {
    expect(checkStartNotInPast("2026-01-01T08:00", context, { field: "offset" })[0]?.field).toBe(
      "offset",
    );
  });

  it("finds nothing while the start is empty", () => {
    expect(checkStartNotInPast(undefined, context)).toEqual([]);
  });
});

describe("end after start", () => {
  it("refuses an end on an earlier day on the date", () => {
    expect(checkEndAfterStart("2026-07-02T08:00", "2026-07-01T20:00")).toEqual([
      blocking("end", "date.endBeforeStart"),
    ]);
  });

  it("refuses an end at or before the start time of the same day on the time", () => {
    expect(checkEndAfterStart("2026-07-01T08:00", "2026-07-01T07:00")).toEqual([
      blocking("end", "time.endBeforeStart"),
    ]);
    expect(checkEndAfterStart("2026-07-01T08:00", "2026-07-01T08:00")).toEqual([
      blocking("end", "time.endBeforeStart"),
    ]);
  });

  it("accepts a later end, the next morning included", () => {
    expect(checkEndAfterStart("2026-07-01T20:00", "2026-07-02T06:00")).toEqual([]);
  });

  it("hints that the end comes after the start while the end is empty", () => {
    expect(checkEndAfterStart("2026-07-01T08:00", null)).toEqual([
      hint("end", "date.endAfterStart"),
    ]);
    expect(checkEndAfterStart(null, null)).toEqual([]);
  });

  it("accepts a one-day period of whole days only when equality is allowed", () => {
    expect(checkEndAfterStart("2026-07-01", "2026-07-01", { allowEqual: true })).toEqual([]);
    expect(checkEndAfterStart("2026-07-01", "2026-07-01", { field: "validTo" })).toEqual([
      blocking("validTo", "date.endBeforeStart"),
    ]);
  });
});

describe("period warnings", () => {
  it("warns about a period starting more than a year ahead", () => {
    const period = { start: "2027-06-15T10:05", end: "2027-06-15T12:00" };
    expect(checkPeriodWarnings(period, context)).toEqual([
      warning("start", "date.periodFarAhead", { years: 1 }),
    ]);
    expect(checkPeriodWarnings({ start: "2027-06-15T10:00" }, context)).toEqual([]);
  });

  it("warns about a period longer than a year", () => {
    const period = { start: "2026-07-01T08:00", end: "2027-07-01T08:05" };
    expect(checkPeriodWarnings(period, context)).toEqual([
      warning("end", "date.periodTooLong", { years: 1 }),
    ]);
  });

  it("warns about a period already over", () => {
    const period = { start: "2026-06-14T08:00", end: "2026-06-14T20:00" };
    expect(checkPeriodWarnings(period, context, { end: "offset" })).toEqual([
      warning("offset", "date.periodInPast"),
    ]);
  });
});

describe("start and end together", () => {
  it("finds nothing on a valid period", () => {
    expect(checkPeriod({ start: "2026-07-01T08:00", end: "2026-07-01T20:00" }, context)).toEqual(
      [],
    );
  });

  it("applies the grid to both ends, the past rule and end after start", () => {
    const codes = checkPeriod({ start: "2026-05-01T08:03", end: "2026-05-01T08:01" }, context).map(
      (finding) => `${finding.field}:${finding.code}`,
    );
    expect(codes).toEqual([
      "start:time.notOnGrid",
      "start:time.nearestOnGrid",
      "end:time.notOnGrid",
      "end:time.nearestOnGrid",
      "start:date.startInPast",
      "end:time.endBeforeStart",
      "end:date.periodInPast",
    ]);
  });
});

describe("period within another", () => {
  const activity = { start: "2026-07-01T08:00", end: "2026-07-01T20:00" };

  it("warns on the start or the end that leaves the outer period", () => {
    const period = { start: "2026-07-01T07:00", end: "2026-07-01T21:00" };
    expect(checkWithinPeriod(period, activity, "means.outsideActivityPeriod")).toEqual([
      warning("start", "means.outsideActivityPeriod", activity),
      warning("end", "means.outsideActivityPeriod", activity),
    ]);
  });

  it("finds nothing inside", () => {
    expect(checkWithinPeriod(activity, activity, "means.outsideActivityPeriod")).toEqual([]);
  });
});

describe("registration deadline", () => {
  it("warns about a deadline in the past", () => {
    expect(checkDeadline("2026-06-14T08:00", context)).toEqual([
      warning("registrationDeadline", "deadline.inPast"),
    ]);
  });

  it("warns about a deadline more than a year ahead", () => {
    expect(checkDeadline("2027-07-01T08:00", context)).toEqual([
      warning("registrationDeadline", "deadline.farAhead", { years: 1 }),
    ]);
  });

  it("keeps the deadline on the 5-minute grid", () => {
    expect(checkDeadline("2026-07-01T08:01", context)[0]?.code).toBe("time.notOnGrid");
  });

  it("accepts a near deadline or none", () => {
    expect(checkDeadline("2026-06-30T18:00", context)).toEqual([]);
    expect(checkDeadline(null, context)).toEqual([]);
  });
});

describe("the same value entered twice", () => {
  it("refuses every later occurrence, on its index", () => {
    expect(checkNoDuplicates([1, 2, 1, 1], "entityIds")).toEqual([
      blocking("entityIds.2", "value.duplicate"),
      blocking("entityIds.3", "value.duplicate"),
    ]);
  });

  it("compares texts trimmed and case-insensitively", () => {
    expect(checkNoDuplicates(["Plan.pdf", " plan.PDF"], "attachments")).toEqual([
      blocking("attachments.1", "value.duplicate"),
    ]);
  });

  it("accepts distinct values", () => {
    expect(checkNoDuplicates([1, 2, 3], "entityIds")).toEqual([]);
  });
});
