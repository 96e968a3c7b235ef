import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import type { RegistrationStatus } from "../enums.js";
import { dayStatus, incompleteDays, registrationsByDay } from "./day-status.js";

const registration = (status: RegistrationStatus, isProposed = false) => ({ status, isProposed });

describe("personnel mobile calendar day status (spec 01 §4)", () => {
  it("is validated when any registration is validated, before any other", () => {
    expect(dayStatus([registration("pending", true), registration("validated")], true)).toBe(
      "validated",
    );
  });

  it("is proposed when a pending registration is proposed", () => {
    expect(dayStatus([registration("pending"), registration("pending", true)], false)).toBe(
      "proposed",
    );
  });

  it("is registered when a registration is pending and none proposed", () => {
    expect(dayStatus([registration("pending"), registration("rejected")], true)).toBe("registered");
  });

  it("is incomplete when the day has no registration but is flagged incomplete", () => {
    expect(dayStatus([], true)).toBe("incomplete");
  });

  it("counts rejected, cancelled, unregistered and deleted registrations as none", () => {
    const gone = ["rejected", "cancelled", "unregistered", "deleted"] as const;
    expect(
      dayStatus(
        gone.map((status) => registration(status, true)),
        true,
      ),
    ).toBe("incomplete");
    expect(
      dayStatus(
        gone.map((status) => registration(status)),
        false,
      ),
    ).toBeNull();
  });

  it("shows nothing on a day without registration that is not flagged", () => {
    expect(dayStatus([], false)).toBeNull();
  });
});

describe("registrations by local day", () => {
  const paris = "Europe/Paris";

  it("places a registration on its local day, not its UTC day", () => {
    const late = { id: 1, start: "2026-07-14T22:30:00Z", end: "2026-07-14T23:30:00Z" };
    expect([...registrationsByDay([late], paris).keys()]).toEqual(["2026-07-15"]);
  });

  it("counts a registration spanning midnight on each day it touches", () => {
    const night = { id: 1, start: "2026-07-14T20:00:00+02:00", end: "2026-07-16T08:00:00+02:00" };
    const byDay = registrationsByDay([night], paris);
    expect([...byDay.keys()]).toEqual(["2026-07-14", "2026-07-15", "2026-07-16"]);
    expect(byDay.get("2026-07-15")).toEqual([night]);
  });

  it("does not count a registration ending at midnight on the next day", () => {
    const evening = { id: 1, start: "2026-07-14T18:00:00+02:00", end: "2026-07-15T00:00:00+02:00" };
    expect([...registrationsByDay([evening], paris).keys()]).toEqual(["2026-07-14"]);
  });

  it("counts a registration whose end is not after its start on its start day only", () => {
    const empty = { id: 1, start: "2026-07-15T00:00:00+02:00", end: "2026-07-15T00:00:00+02:00" };
    const reversed = {
      id: 2,
      start: "2026-07-16T10:00:00+02:00",
      end: "2026-07-15T10:00:00+02:00",
    };
    const byDay = registrationsByDay([empty, reversed], paris);
    expect(Object.fromEntries(byDay)).toEqual({ "2026-07-15": [empty], "2026-07-16": [reversed] });
  });

  it("lists the days in ascending order and each day's registrations in input order", () => {
    const second = { id: 2, start: "2026-07-15T08:00:00+02:00", end: "2026-07-15T12:00:00+02:00" };
    const first = { id: 1, start: "2026-07-14T08:00:00+02:00", end: "2026-07-15T09:00:00+02:00" };
    const byDay = registrationsByDay([second, first], paris);
    expect([...byDay.keys()]).toEqual(["2026-07-14", "2026-07-15"]);
    expect(byDay.get("2026-07-15")).toEqual([second, first]);
  });

  it("keeps a day lengthened by the end of daylight saving time as one day", () => {
    const night = { id: 1, start: "2026-10-24T22:00:00+02:00", end: "2026-10-26T00:00:00+01:00" };
    expect([...registrationsByDay([night], paris).keys()]).toEqual(["2026-10-24", "2026-10-25"]);
  });

  it("ends on the day before when the end is the start of a day without midnight", () => {
    // In Santiago the clocks jump from 00:00 to 01:00 on 2026-09-06: the day starts at 01:00.
    const santiago = "America/Santiago";
    const evening = { id: 1, start: "2026-09-05T20:00:00-04:00", end: "2026-09-06T01:00:00-03:00" };
    expect([...registrationsByDay([evening], santiago).keys()]).toEqual(["2026-09-05"]);
  });

  it("keeps only the days a view shows, however long a registration lasts", () => {
    const centuries = {
      id: 1,
      start: "1970-01-01T08:00:00+01:00",
      end: "9999-12-31T20:00:00+01:00",
    };
    const within = { from: new CalendarDate(2026, 7, 14), to: new CalendarDate(2026, 7, 16) };
    expect([...registrationsByDay([centuries], paris, within).keys()]).toEqual([
      "2026-07-14",
      "2026-07-15",
      "2026-07-16",
    ]);
    const before = { id: 2, start: "2026-07-01T08:00:00+02:00", end: "2026-07-01T12:00:00+02:00" };
    expect(registrationsByDay([before], paris, within).size).toBe(0);
  });

  it("refuses an instant without offset, whose day would depend on the machine", () => {
    const local = { id: 1, start: "2026-07-14T08:00:00", end: "2026-07-14T12:00:00" };
    expect(() => registrationsByDay([local], paris)).toThrow(RangeError);
  });
});

describe("the days a person's calendar flags incomplete (decision 044)", () => {
  const march = { from: new CalendarDate(2031, 3, 1), to: new CalendarDate(2031, 3, 31) };

  it("flags each day an open means takes place on, once, in the organisation's days", () => {
    const means = [
      { start: "2031-03-08T08:00:00+01:00", end: "2031-03-08T13:00:00+01:00" },
      { start: "2031-03-08T14:00:00+01:00", end: "2031-03-08T18:00:00+01:00" },
      // A night: both days it touches.
      { start: "2031-03-14T20:00:00+01:00", end: "2031-03-15T08:00:00+01:00" },
    ];
    expect(incompleteDays(means, "Europe/Paris", march)).toEqual([
      "2031-03-08",
      "2031-03-14",
      "2031-03-15",
    ]);
  });

  it("keeps to the days shown, however long a means lasts", () => {
    const year = [{ start: "2030-01-01T00:00:00+01:00", end: "2032-01-01T00:00:00+01:00" }];
    expect(incompleteDays(year, "Europe/Paris", march)).toHaveLength(31);
    expect(incompleteDays([], "Europe/Paris", march)).toEqual([]);
  });

  it("shows incomplete only where the person holds nothing that counts", () => {
    expect(dayStatus([], true)).toBe("incomplete");
    expect(dayStatus([{ status: "pending", isProposed: false }], true)).toBe("registered");
    expect(dayStatus([{ status: "rejected", isProposed: false }], true)).toBe("incomplete");
  });
});
