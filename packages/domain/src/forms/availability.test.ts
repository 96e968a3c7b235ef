import { describe, expect, it } from "vitest";
import { validateAvailability } from "./availability.js";

const context = { now: new Date("2027-03-01T09:00:00Z"), timeZone: "Europe/Paris" };
const codes = (input: unknown) =>
  validateAvailability(input, context).findings.map(
    ({ field, code, severity }) => `${severity} ${field} ${code}`,
  );

describe("the availability form", () => {
  it("takes a one-off period with its end after its start", () => {
    const valid = validateAvailability(
      { kind: "unavailable", repeat: "once", start: "2027-03-06T00:00", end: "2027-03-07T00:00" },
      context,
    );
    expect(valid.findings).toEqual([]);
    expect(valid.values).toMatchObject({ kind: "unavailable", weekdays: [], comment: "" });
    expect(codes({ kind: "available", repeat: "once" })).toEqual([
      "blocking start required",
      "blocking end required",
    ]);
    expect(
      codes({
        kind: "available",
        repeat: "once",
        start: "2027-03-06T10:00",
        end: "2027-03-06T09:00",
      }),
    ).toEqual(["blocking end time.endBeforeStart"]);
    expect(
      codes({
        kind: "available",
        repeat: "once",
        start: "2027-03-06T10:02",
        end: "2028-03-07T10:00",
      }),
    ).toEqual([
      "blocking start time.notOnGrid",
      "hint start time.nearestOnGrid",
      "blocking end availability.periodTooLong",
    ]);
    expect(
      codes({
        kind: "available",
        repeat: "once",
        start: "2027-02-06T10:00",
        end: "2027-02-07T10:00",
      }),
    ).toEqual(["warning end date.periodInPast"]);
  });

  it("takes a weekly declaration with its days, its times and its first day", () => {
    const weekly = {
      kind: "available",
      repeat: "weekly",
      weekdays: [6, 7],
      startTime: "08:00",
      endTime: "24:00",
      from: "2027-03-01",
    };
    expect(validateAvailability(weekly, context).findings).toEqual([]);
    expect(codes({ ...weekly, weekdays: [], startTime: "", from: null })).toEqual([
      "blocking weekdays recurrence.weekdaysRequired",
      "blocking startTime required",
      "blocking from required",
    ]);
    expect(codes({ ...weekly, weekdays: [6, 6], endTime: "07:00", to: "2027-02-01" })).toEqual([
      "blocking weekdays.1 value.duplicate",
      "blocking endTime time.endBeforeStart",
      "blocking to date.endBeforeStart",
      "warning to date.periodInPast",
    ]);
    expect(codes({ ...weekly, startTime: "08:03" })).toEqual(["blocking startTime time.notOnGrid"]);
  });

  it("refuses what breaks the schema: an unknown kind, a day out of the week, a time out of the day, a long comment", () => {
    expect(
      codes({
        kind: "maybe",
        repeat: "weekly",
        weekdays: [0, 8],
        startTime: "25:00",
        endTime: "0".repeat(100_000),
        comment: "x".repeat(201),
      }),
    ).toEqual(
      expect.arrayContaining([
        "blocking kind value.invalid",
        "blocking weekdays.0 number.tooSmall",
        "blocking startTime date.invalid",
        "blocking endTime text.tooLong",
        "blocking comment text.tooLong",
      ]),
    );
  });
});
