import { describe, expect, it } from "vitest";
import {
  type AvailabilityDeclaration,
  availabilityDuring,
  availabilityOfDay,
  byAvailability,
  minutesOfTime,
} from "./availability.js";

const zone = "Europe/Paris";

const once = (
  kind: "available" | "unavailable",
  start: string,
  end: string,
): AvailabilityDeclaration => ({
  kind,
  repeat: "once",
  start,
  end,
  weekdays: [],
  startTime: null,
  endTime: null,
  from: null,
  to: null,
});

const weekly = (
  kind: "available" | "unavailable",
  weekdays: number[],
  startTime: string,
  endTime: string,
  from: string,
  to: string | null = null,
): AvailabilityDeclaration => ({
  kind,
  repeat: "weekly",
  start: null,
  end: null,
  weekdays,
  startTime,
  endTime,
  from,
  to,
});

// Saturday 6 March 2027, 08:00–16:00 in Paris (UTC+1).
const shift = { start: "2027-03-06T08:00:00+01:00", end: "2027-03-06T16:00:00+01:00" };

describe("what declarations say of a period", () => {
  it("says nothing when nothing is declared over it", () => {
    expect(availabilityDuring([], shift, zone)).toBe("unknown");
    expect(
      availabilityDuring(
        [once("available", "2027-03-07T08:00:00+01:00", "2027-03-07T16:00:00+01:00")],
        shift,
        zone,
      ),
    ).toBe("unknown");
  });

  it("is available when available periods cover it all, even in pieces, and partly when they leave a gap", () => {
    const morning = once("available", "2027-03-06T07:00:00+01:00", "2027-03-06T12:00:00+01:00");
    const afternoon = once("available", "2027-03-06T12:00:00+01:00", "2027-03-06T18:00:00+01:00");
    const late = once("available", "2027-03-06T13:00:00+01:00", "2027-03-06T18:00:00+01:00");
    expect(availabilityDuring([afternoon, morning], shift, zone)).toBe("available");
    expect(availabilityDuring([morning, late], shift, zone)).toBe("partlyAvailable");
    expect(availabilityDuring([late], shift, zone)).toBe("partlyAvailable");
  });

  it("is unavailable as soon as an unavailability touches it, whatever else is declared", () => {
    const allDay = weekly("available", [6], "00:00", "24:00", "2027-01-01");
    const lunch = once("unavailable", "2027-03-06T12:00:00+01:00", "2027-03-06T12:30:00+01:00");
    expect(availabilityDuring([allDay], shift, zone)).toBe("available");
    expect(availabilityDuring([allDay, lunch], shift, zone)).toBe("unavailable");
    // Touching is not overlapping: the end is exclusive.
    const before = once("unavailable", "2027-03-06T06:00:00+01:00", "2027-03-06T08:00:00+01:00");
    expect(availabilityDuring([allDay, before], shift, zone)).toBe("available");
  });

  it("repeats a weekly declaration on its days only, from its first day to its last", () => {
    const saturdays = weekly("available", [6, 7], "08:00", "16:00", "2027-03-01", "2027-03-31");
    expect(availabilityDuring([saturdays], shift, zone)).toBe("available");
    const later = weekly("available", [6], "08:00", "16:00", "2027-03-07");
    expect(availabilityDuring([later], shift, zone)).toBe("unknown");
    const ended = weekly("available", [6], "08:00", "16:00", "2027-01-01", "2027-03-05");
    expect(availabilityDuring([ended], shift, zone)).toBe("unknown");
    const weekdays = weekly("unavailable", [1, 2, 3, 4, 5], "00:00", "24:00", "2027-01-01");
    expect(availabilityDuring([weekdays], shift, zone)).toBe("unknown");
  });

  it("keeps a weekly time on the wall clock across a daylight-saving change", () => {
    // Sunday 28 March 2027: Paris moves to UTC+2.
    const sundays = weekly("available", [7], "08:00", "12:00", "2027-01-01");
    const summerShift = { start: "2027-03-28T06:00:00Z", end: "2027-03-28T10:00:00Z" };
    expect(availabilityDuring([sundays], summerShift, zone)).toBe("available");
    const winterHours = { start: "2027-03-28T07:00:00Z", end: "2027-03-28T11:00:00Z" };
    expect(availabilityDuring([sundays], winterHours, zone)).toBe("partlyAvailable");
  });

  it("weighs a long period over its first days only, the rest counting as nothing declared", () => {
    const always = weekly("available", [1, 2, 3, 4, 5, 6, 7], "00:00", "24:00", "2027-01-01");
    const year = { start: "2027-03-01T00:00:00+01:00", end: "2028-03-01T00:00:00+01:00" };
    expect(availabilityDuring([always], year, zone)).toBe("partlyAvailable");
    const month = { start: "2027-03-01T00:00:00+01:00", end: "2027-03-31T00:00:00+02:00" };
    expect(availabilityDuring([always], month, zone)).toBe("available");
  });

  it("says the same of a day of the calendar", () => {
    const saturday = once("unavailable", "2027-03-06T00:00:00+01:00", "2027-03-07T00:00:00+01:00");
    expect(availabilityOfDay([saturday], "2027-03-06", zone)).toBe("unavailable");
    expect(availabilityOfDay([saturday], "2027-03-07", zone)).toBe("unknown");
    expect(availabilityOfDay([saturday], "2027-03-05", zone)).toBe("unknown");
    const mornings = weekly("available", [6], "08:00", "12:00", "2027-01-01");
    expect(availabilityOfDay([mornings], "2027-03-06", zone)).toBe("partlyAvailable");
  });

  it("puts the available first and the unavailable last, keeping the order within each", () => {
    const people = [
      { name: "A", status: "unknown" },
      { name: "B", status: "unavailable" },
      { name: "C", status: "available" },
      { name: "D", status: "partlyAvailable" },
      { name: "E", status: "available" },
    ] as const;
    expect(byAvailability(people, (person) => person.status).map(({ name }) => name)).toEqual([
      "C",
      "E",
      "D",
      "A",
      "B",
    ]);
  });

  it("reads local times up to 24:00", () => {
    expect(minutesOfTime("00:00")).toBe(0);
    expect(minutesOfTime("08:05")).toBe(485);
    expect(minutesOfTime("24:00")).toBe(1440);
    expect(minutesOfTime("24:05")).toBeNull();
    expect(minutesOfTime("12:60")).toBeNull();
    expect(minutesOfTime("8:00")).toBeNull();
  });
});
