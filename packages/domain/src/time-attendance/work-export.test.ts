import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { dayRangeInstants, workExportLine, workExportRange } from "./work-export.js";

const paris = "Europe/Paris";

describe("the work-schedule export", () => {
  it("covers the current and previous month from the first midnight to the last", () => {
    const range = workExportRange("monthly", new Date("2027-11-03T10:00:00Z"), paris);
    expect(range.from.toString()).toBe("2027-10-01");
    expect(range.to.toString()).toBe("2027-11-30");
    expect(range.start).toBe("2027-10-01T00:00:00+02:00");
    expect(range.end).toBe("2027-12-01T00:00:00+01:00");
  });

  it("covers yesterday and today for the daily export, on the organisation's calendar", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    const range = workExportRange("daily", new Date("2027-12-31T23:30:00Z"), paris);
    expect([range.from.toString(), range.to.toString()]).toEqual(["2027-12-31", "2028-01-01"]);
    expect(range.end).toBe("2028-01-02T00:00:00+01:00");
  });

  it("runs a range of days from its first midnight to the one after its last, either end open", () => {
    // 25 October 2026 lasts 25 hours in Paris.
    expect(
      dayRangeInstants(
        { from: new CalendarDate(2026, 10, 25), to: new CalendarDate(2026, 10, 25) },
        paris,
      ),
    ).toEqual({ start: "2026-10-25T00:00:00+02:00", end: "2026-10-26T00:00:00+01:00" });
    expect(dayRangeInstants({ to: new CalendarDate(2026, 3, 28) }, paris)).toEqual({
      start: null,
      end: "2026-03-29T00:00:00+01:00",
    });
  });

  it("writes a night across the autumn change on the wall clock, with its real minutes", () => {
    const line = workExportLine(
      {
        personIdCentralDb: "P-1",
        lastName: "MARTIN",
        firstName: "Julie",
        staffType: "volunteer",
        registrationId: 7,
        meansOfInterventionId: 3,
        operationalActivity: "Poste de secours",
        // 22:00 on 30 October to 06:00 on 31 October 2027: nine hours, the clocks go back.
        start: new Date("2027-10-30T20:00:00Z"),
        end: new Date("2027-10-31T05:00:00Z"),
      },
      paris,
    );
    expect(line).toMatchObject({
      start: "2027-10-30T22:00",
      end: "2027-10-31T06:00",
      minutes: 540,
    });
  });

  it("leaves the central id empty for a person without one", () => {
    const line = workExportLine(
      {
        personIdCentralDb: null,
        lastName: "A",
        firstName: "B",
        staffType: "employee",
        registrationId: 1,
        meansOfInterventionId: 1,
        operationalActivity: "X",
        start: new Date("2027-03-28T06:00:00Z"),
        end: new Date("2027-03-28T10:00:00Z"),
      },
      paris,
    );
    expect(line).toMatchObject({ personId: "", start: "2027-03-28T08:00", minutes: 240 });
  });
});
