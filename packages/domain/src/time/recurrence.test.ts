import { describe, expect, it } from "vitest";
import type { Recurrence } from "../entities.js";
import { type NthValue, weekdayBits } from "../enums.js";
import { checkRecurrence, expandRecurrence } from "./recurrence.js";

const paris = "Europe/Paris";
const dayShift = { start: "2026-01-01T08:00", end: "2026-01-01T20:00" };

function recurrence(fields: Partial<Recurrence> & Pick<Recurrence, "type">): Recurrence {
  return {
    start: "2026-06-01",
    end: null,
    occurrenceCount: null,
    weekdays: 0,
    dayOfMonth: null,
    nth: null,
    ...fields,
  };
}

function startDays(occurrences: { start: string }[]): string[] {
  return occurrences.map((occurrence) => occurrence.start.slice(0, 10));
}

describe("expanding a weekly recurrence", () => {
  const { monday, wednesday, friday } = weekdayBits;

  it("repeats on Monday, Wednesday and Friday over 4 weeks, keeping the times", () => {
    const weekly = recurrence({
      type: "weekly",
      start: "2026-06-01",
      end: "2026-06-28",
      weekdays: monday | wednesday | friday,
    });
    const occurrences = expandRecurrence(weekly, dayShift, paris);
    expect(startDays(occurrences)).toEqual([
      "2026-06-01",
      "2026-06-03",
      "2026-06-05",
      "2026-06-08",
      "2026-06-10",
      "2026-06-12",
      "2026-06-15",
      "2026-06-17",
      "2026-06-19",
      "2026-06-22",
      "2026-06-24",
      "2026-06-26",
    ]);
    expect(occurrences[0]).toEqual({
      start: "2026-06-01T08:00:00+02:00",
      end: "2026-06-01T20:00:00+02:00",
    });
  });

  it("starts at the first matching day on or after the start", () => {
    const weekly = recurrence({ type: "weekly", start: "2026-06-02", occurrenceCount: 2 });
    expect(startDays(expandRecurrence({ ...weekly, weekdays: monday }, dayShift, paris))).toEqual([
      "2026-06-08",
      "2026-06-15",
    ]);
  });

  it("has no occurrence without a weekday", () => {
    const weekly = recurrence({ type: "weekly", occurrenceCount: 5, weekdays: 0 });
    expect(expandRecurrence(weekly, dayShift, paris)).toEqual([]);
  });
});

describe("expanding a monthly recurrence", () => {
  it("takes the last Friday of each month", () => {
    const lastFriday = recurrence({
      type: "monthlyNth",
      start: "2026-01-01",
      occurrenceCount: 6,
      nth: { value: -1, type: "friday" },
    });
    expect(startDays(expandRecurrence(lastFriday, dayShift, paris))).toEqual([
      "2026-01-30",
      "2026-02-27",
      "2026-03-27",
      "2026-04-24",
      "2026-05-29",
      "2026-06-26",
    ]);
  });

  it.each([
    [{ value: 0, type: "day" }, ["2026-06-01", "2026-07-01"]],
    [{ value: -1, type: "day" }, ["2026-06-30", "2026-07-31"]],
    [{ value: 0, type: "workday" }, ["2026-06-01", "2026-07-01"]],
    [{ value: -1, type: "workday" }, ["2026-06-30", "2026-07-31"]],
    [{ value: 0, type: "weekendDay" }, ["2026-06-06", "2026-07-04"]],
    [{ value: 1, type: "weekendDay" }, ["2026-06-07", "2026-07-05"]],
    [{ value: 3, type: "tuesday" }, ["2026-06-23", "2026-07-28"]],
  ] as const)("takes the nth %j of each month", (nth, days) => {
    const monthly = recurrence({ type: "monthlyNth", occurrenceCount: 2, nth });
    expect(startDays(expandRecurrence(monthly, dayShift, paris))).toEqual(days);
  });

  it("skips the start month when its nth day is before the start", () => {
    const firstMonday = recurrence({
      type: "monthlyNth",
      start: "2026-06-02",
      occurrenceCount: 1,
      nth: { value: 0, type: "monday" },
    });
    expect(startDays(expandRecurrence(firstMonday, dayShift, paris))).toEqual(["2026-07-06"]);
  });

  it("takes the last day of a month without the 31st (February, leap year or not)", () => {
    const on31st = recurrence({
      type: "monthlyByDay",
      start: "2027-12-31",
      occurrenceCount: 5,
      dayOfMonth: 31,
    });
    expect(startDays(expandRecurrence(on31st, dayShift, paris))).toEqual([
      "2027-12-31",
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
      "2028-04-30",
    ]);
    const in2026 = expandRecurrence({ ...on31st, start: "2026-01-31" }, dayShift, paris);
    expect(startDays(in2026).slice(0, 2)).toEqual(["2026-01-31", "2026-02-28"]);
  });

  it("has no occurrence without its day or its nth", () => {
    const byDay = recurrence({ type: "monthlyByDay", occurrenceCount: 3 });
    const nth = recurrence({ type: "monthlyNth", occurrenceCount: 3 });
    expect(expandRecurrence(byDay, dayShift, paris)).toEqual([]);
    expect(expandRecurrence(nth, dayShift, paris)).toEqual([]);
    const unknownNth = { ...nth, nth: { value: -2 as NthValue, type: "monday" as const } };
    expect(expandRecurrence(unknownNth, dayShift, paris)).toEqual([]);
  });
});

describe("expanding across the Paris daylight-saving days of 2026", () => {
  it("keeps a 20:00–08:00 night shift on the wall clock: 11 real hours on 29 March", () => {
    const nights = recurrence({ type: "daily", start: "2026-03-28", occurrenceCount: 2 });
    const night = { start: "2026-03-28T20:00", end: "2026-03-29T08:00" };
    const [first, second] = expandRecurrence(nights, night, paris);
    expect(first).toEqual({ start: "2026-03-28T20:00:00+01:00", end: "2026-03-29T08:00:00+02:00" });
    expect(second).toEqual({
      start: "2026-03-29T20:00:00+02:00",
      end: "2026-03-30T08:00:00+02:00",
    });
    expect(Date.parse(first?.end ?? "") - Date.parse(first?.start ?? "")).toBe(11 * 3600 * 1000);
  });

  it("keeps a 20:00–08:00 night shift on the wall clock: 13 real hours on 25 October", () => {
    const nights = recurrence({ type: "daily", start: "2026-10-24", occurrenceCount: 1 });
    const night = { start: "2026-10-24T20:00", end: "2026-10-25T08:00" };
    const [first] = expandRecurrence(nights, night, paris);
    expect(first).toEqual({ start: "2026-10-24T20:00:00+02:00", end: "2026-10-25T08:00:00+01:00" });
    expect(Date.parse(first?.end ?? "") - Date.parse(first?.start ?? "")).toBe(13 * 3600 * 1000);
  });

  it("keeps an 08:00–20:00 day shift at 08:00–20:00 before and after each change", () => {
    const march = recurrence({ type: "daily", start: "2026-03-28", occurrenceCount: 2 });
    expect(expandRecurrence(march, dayShift, paris)).toEqual([
      { start: "2026-03-28T08:00:00+01:00", end: "2026-03-28T20:00:00+01:00" },
      { start: "2026-03-29T08:00:00+02:00", end: "2026-03-29T20:00:00+02:00" },
    ]);
    const october = recurrence({ type: "daily", start: "2026-10-25", occurrenceCount: 1 });
    expect(expandRecurrence(october, dayShift, paris)).toEqual([
      { start: "2026-10-25T08:00:00+01:00", end: "2026-10-25T20:00:00+01:00" },
    ]);
  });

  it("moves a start missing on 29 March forward by the gap, keeping the length", () => {
    const early = recurrence({ type: "daily", start: "2026-03-28", occurrenceCount: 3 });
    const halfHour = { start: "2026-03-28T02:30", end: "2026-03-28T03:00" };
    expect(expandRecurrence(early, halfHour, paris)).toEqual([
      { start: "2026-03-28T02:30:00+01:00", end: "2026-03-28T03:00:00+01:00" },
      { start: "2026-03-29T03:30:00+02:00", end: "2026-03-29T04:00:00+02:00" },
      { start: "2026-03-30T02:30:00+02:00", end: "2026-03-30T03:00:00+02:00" },
    ]);
  });

  it("moves only the end when the end alone falls in the gap", () => {
    const early = recurrence({ type: "daily", start: "2026-03-29", occurrenceCount: 1 });
    const shift = { start: "2026-03-29T01:00", end: "2026-03-29T02:30" };
    expect(expandRecurrence(early, shift, paris)).toEqual([
      { start: "2026-03-29T01:00:00+01:00", end: "2026-03-29T03:30:00+02:00" },
    ]);
  });

  it("takes the earlier 02:30 of 25 October, which exists twice", () => {
    const early = recurrence({ type: "daily", start: "2026-10-25", occurrenceCount: 1 });
    const shift = { start: "2026-10-25T02:30", end: "2026-10-25T06:30" };
    expect(expandRecurrence(early, shift, paris)).toEqual([
      { start: "2026-10-25T02:30:00+02:00", end: "2026-10-25T06:30:00+01:00" },
    ]);
  });
});

describe("bounds of an expansion", () => {
  it("includes the end day", () => {
    const daily = recurrence({ type: "daily", start: "2026-06-01", end: "2026-06-03" });
    expect(startDays(expandRecurrence(daily, dayShift, paris))).toEqual([
      "2026-06-01",
      "2026-06-02",
      "2026-06-03",
    ]);
  });

  it("stops at whichever of the end and the count comes first", () => {
    const daily = recurrence({ type: "daily", end: "2026-06-10", occurrenceCount: 2 });
    expect(expandRecurrence(daily, dayShift, paris)).toHaveLength(2);
    expect(expandRecurrence({ ...daily, occurrenceCount: 30 }, dayShift, paris)).toHaveLength(10);
  });

  it("is empty when the end is before the start or the count below 1", () => {
    const daily = recurrence({ type: "daily", end: "2026-05-01" });
    expect(expandRecurrence(daily, dayShift, paris)).toEqual([]);
    expect(expandRecurrence({ ...daily, end: null, occurrenceCount: 0 }, dayShift, paris)).toEqual(
      [],
    );
  });

  it("never returns more than the maximum occurrences, even when asked for more", () => {
    const daily = recurrence({ type: "daily", start: "2026-01-01", occurrenceCount: 500 });
    expect(expandRecurrence(daily, dayShift, paris)).toHaveLength(91);
    const weekly = recurrence({ type: "weekly", weekdays: 127, end: "2027-01-01" });
    expect(expandRecurrence(weekly, dayShift, paris)).toHaveLength(26);
  });

  it("never goes past the maximum months, even without end or count", () => {
    const daily = recurrence({ type: "daily", start: "2026-01-01" });
    const days = startDays(expandRecurrence(daily, dayShift, paris));
    expect(days.at(-1)).toBe("2026-04-01");
    const monthly = recurrence({ type: "monthlyByDay", start: "2026-01-15", dayOfMonth: 15 });
    expect(expandRecurrence(monthly, dayShift, paris)).toHaveLength(12);
  });

  it("ends at the last day of the calendar, where a day never comes", () => {
    const lastDay = { start: "9999-12-31T08:00", end: "9999-12-31T20:00" };
    // 31 December 9999 is a Friday: a Monday never comes; the monthly walk reaches December.
    const weekly = recurrence({
      type: "weekly",
      start: "9999-12-28",
      weekdays: weekdayBits.monday,
    });
    expect(expandRecurrence(weekly, lastDay, paris)).toEqual([]);
    expect(checkRecurrence({ ...weekly, end: "9999-12-31" })).toEqual([]);
    const nth = recurrence({
      type: "monthlyNth",
      start: "9999-11-01",
      nth: { value: 0, type: "monday" },
    });
    expect(startDays(expandRecurrence(nth, lastDay, paris))).toEqual(["9999-11-01", "9999-12-06"]);
    expect(checkRecurrence({ ...nth, end: "9999-12-31" })).toEqual([]);
    const daily = recurrence({ type: "daily", start: "9999-12-30" });
    expect(startDays(expandRecurrence(daily, lastDay, paris))).toEqual([
      "9999-12-30",
      "9999-12-31",
    ]);
  });

  it("keeps a first occurrence of any length in one step", () => {
    const daily = recurrence({ type: "daily", start: "2026-06-01", occurrenceCount: 2 });
    const decades = { start: "2026-01-01T08:00", end: "9000-01-01T20:00" };
    expect(expandRecurrence(daily, decades, paris).map((occurrence) => occurrence.end)).toEqual([
      "9000-06-01T20:00:00+02:00",
      "9000-06-02T20:00:00+02:00",
    ]);
  });

  it("refuses malformed days and wall-clock values with a RangeError", () => {
    const daily = recurrence({ type: "daily", occurrenceCount: 1 });
    expect(() => expandRecurrence({ ...daily, start: "01/06/2026" }, dayShift, paris)).toThrow(
      RangeError,
    );
    expect(() => expandRecurrence({ ...daily, end: "2026-06-31" }, dayShift, paris)).toThrow(
      RangeError,
    );
    expect(() =>
      expandRecurrence(daily, { start: "2026-06-01 08:00", end: "2026-06-01T20:00" }, paris),
    ).toThrow(RangeError);
  });
});

describe("checking a recurrence (spec 02 §5, §9)", () => {
  function codes(value: Recurrence): string[] {
    return checkRecurrence(value).map((finding) => `${finding.field} ${finding.code}`);
  }

  it("accepts a series within its limits", () => {
    expect(checkRecurrence(recurrence({ type: "daily", occurrenceCount: 90 }))).toEqual([]);
    expect(
      checkRecurrence(recurrence({ type: "weekly", weekdays: 1, occurrenceCount: 26 })),
    ).toEqual([]);
    expect(
      checkRecurrence(recurrence({ type: "monthlyByDay", dayOfMonth: 31, end: "2027-05-31" })),
    ).toEqual([]);
    expect(
      checkRecurrence(
        recurrence({ type: "monthlyNth", nth: { value: 2, type: "workday" }, occurrenceCount: 12 }),
      ),
    ).toEqual([]);
  });

  it("accepts an end exactly the maximum months after the start", () => {
    expect(
      checkRecurrence(recurrence({ type: "daily", start: "2026-01-01", end: "2026-04-01" })),
    ).toEqual([]);
  });

  it.each([
    ["daily", 101, 100],
    ["weekly", 27, 26],
    ["monthlyByDay", 13, 12],
    ["monthlyNth", 13, 12],
  ] as const)("refuses %s with %i occurrences, the maximum is %i", (type, count, max) => {
    const findings = checkRecurrence(
      recurrence({
        type,
        occurrenceCount: count,
        weekdays: 1,
        dayOfMonth: 1,
        nth: { value: 0, type: "day" },
      }),
    );
    expect(findings).toEqual([
      {
        field: "recurrence.occurrenceCount",
        code: "recurrence.tooManyOccurrences",
        params: { max },
        severity: "blocking",
      },
    ]);
  });

  it("refuses an end that yields too many occurrences", () => {
    const findings = checkRecurrence(
      recurrence({ type: "weekly", weekdays: 127, start: "2026-06-01", end: "2026-07-31" }),
    );
    expect(findings).toEqual([
      {
        field: "recurrence.end",
        code: "recurrence.tooManyOccurrences",
        params: { max: 26 },
        severity: "blocking",
      },
    ]);
  });

  it("refuses an end more than the maximum months after the start", () => {
    const findings = checkRecurrence(
      recurrence({ type: "daily", start: "2026-01-01", end: "2026-04-02" }),
    );
    expect(findings).toEqual([
      {
        field: "recurrence.end",
        code: "recurrence.periodTooLong",
        params: { max: 3 },
        severity: "blocking",
      },
    ]);
  });

  it("reports both limits when an end breaks both", () => {
    expect(
      codes(recurrence({ type: "weekly", weekdays: 127, start: "2026-01-01", end: "2026-12-31" })),
    ).toEqual([
      "recurrence.end recurrence.tooManyOccurrences",
      "recurrence.end recurrence.periodTooLong",
    ]);
  });

  it("refuses a count whose last occurrence is past the maximum months", () => {
    // 100 daily occurrences always last more than 3 months: §9's limits allow 90 to 93.
    expect(codes(recurrence({ type: "daily", start: "2026-01-01", occurrenceCount: 100 }))).toEqual(
      ["recurrence.occurrenceCount recurrence.periodTooLong"],
    );
    expect(codes(recurrence({ type: "daily", start: "2026-07-01", occurrenceCount: 93 }))).toEqual(
      [],
    );
  });

  it("lets an earlier count stop a series whose end is far", () => {
    expect(
      codes(
        recurrence({ type: "daily", start: "2026-01-01", end: "2027-01-01", occurrenceCount: 10 }),
      ),
    ).toEqual([]);
  });

  it("refuses an end before the start, but not an end on the start day", () => {
    expect(codes(recurrence({ type: "daily", start: "2026-06-02", end: "2026-06-01" }))).toEqual([
      "recurrence.end recurrence.endBeforeStart",
    ]);
    expect(codes(recurrence({ type: "daily", start: "2026-06-02", end: "2026-06-02" }))).toEqual(
      [],
    );
  });

  it("refuses a series with neither end nor count", () => {
    expect(codes(recurrence({ type: "daily" }))).toEqual([
      "recurrence.end recurrence.endOrCountRequired",
    ]);
  });

  it.each([0, -3, 2.5])("refuses an occurrence count of %d", (count) => {
    expect(checkRecurrence(recurrence({ type: "daily", occurrenceCount: count }))).toEqual([
      {
        field: "recurrence.occurrenceCount",
        code: "recurrence.occurrenceCountTooLow",
        params: { min: 1 },
        severity: "blocking",
      },
    ]);
  });

  it("refuses start and end days that are not days", () => {
    expect(codes(recurrence({ type: "daily", start: "2026-02-30", end: "tomorrow" }))).toEqual([
      "recurrence.start recurrence.invalidDay",
      "recurrence.end recurrence.invalidDay",
    ]);
  });

  it.each([0, 128, 1.5])("refuses a weekly mask of %d", (mask) => {
    expect(codes(recurrence({ type: "weekly", weekdays: mask, occurrenceCount: 3 }))).toEqual([
      "recurrence.weekdays recurrence.weekdaysRequired",
    ]);
  });

  it.each([null, 0, 32])("refuses a monthly day of %j", (dayOfMonth) => {
    expect(codes(recurrence({ type: "monthlyByDay", dayOfMonth, occurrenceCount: 3 }))).toEqual([
      "recurrence.dayOfMonth recurrence.dayOfMonthRequired",
    ]);
  });

  it.each([null, { value: 4, type: "day" }, { value: 0, type: "holiday" }])(
    "refuses a monthly nth of %j",
    (nth) => {
      const value = recurrence({ type: "monthlyNth", occurrenceCount: 3 });
      expect(codes({ ...value, nth: nth as Recurrence["nth"] })).toEqual([
        "recurrence.nth recurrence.nthRequired",
      ]);
    },
  );

  it("ignores the fields of the other types", () => {
    expect(
      codes(recurrence({ type: "daily", occurrenceCount: 3, weekdays: 0, dayOfMonth: 99 })),
    ).toEqual([]);
  });
});
