import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { workExportPeriod } from "./work-export.js";

const text = (range: { from: CalendarDate; to: CalendarDate }) =>
  `${range.from.toString()}..${range.to.toString()}`;

describe("work-schedule exports (spec 02 §9)", () => {
  it("daily: the current and the previous day, across a month end", () => {
    expect(text(workExportPeriod("daily", new CalendarDate(2026, 3, 1)))).toBe(
      "2026-02-28..2026-03-01",
    );
  });

  it("monthly: the current and the previous month, across a year end", () => {
    expect(text(workExportPeriod("monthly", new CalendarDate(2027, 1, 15)))).toBe(
      "2026-12-01..2027-01-31",
    );
  });
});
