import { describe, expect, it } from "vitest";
import { blocking, hasBlocking, hint, warning } from "../findings.js";
import type { OperationalActivityValues } from "./operational-activity.js";
import {
  findingsDiffer,
  seriesEditOccurrences,
  seriesEditRange,
  seriesOccurrenceValues,
  validateOperationalActivitySeriesEdit,
} from "./operational-activity-series.js";

const timeZone = "Europe/Paris";

/** The form typed on the occurrence of Sunday 21 March 2027: 09:00–17:00, deadline the eve. */
const typed: OperationalActivityValues = {
  title: "Poste de secours du marché",
  location: "Place d'Aligre",
  locationTypeId: null,
  start: "2027-03-21T09:00",
  end: "2027-03-21T17:00",
  automaticRegistrationValidation: true,
  registrationDeadline: "2027-03-20T18:00",
  openingOption: "specificDate",
  openingDate: "2027-03-14T08:00",
  openingDaysBeforeStart: null,
  activityId: 1,
  entityId: 2,
  comment: "Accès par la rue",
  attachments: [],
};

/** Four Sundays, written out of order, two of them at the same time. */
const occurrences = [
  { id: 14, start: "2027-03-28T07:00" },
  { id: 11, start: "2027-03-14T07:00" },
  { id: 12, start: "2027-03-21T07:00" },
  { id: 13, start: "2027-03-21T07:00" },
  { id: 10, start: "2027-03-07T07:00" },
];

describe("the occurrences a scope reaches", () => {
  it("takes the edited one, it and the later ones, or all, in the series' order", () => {
    const ids = (scope: "one" | "following" | "series", id: number) =>
      seriesEditRange(scope, id, occurrences).map((occurrence) => occurrence.id);
    expect(ids("one", 12)).toEqual([12]);
    expect(ids("following", 12)).toEqual([12, 13, 14]);
    // Two occurrences starting together follow their ids.
    expect(ids("following", 13)).toEqual([13, 14]);
    expect(ids("series", 12)).toEqual([10, 11, 12, 13, 14]);
    expect(ids("following", 10)).toEqual([10, 11, 12, 13, 14]);
  });

  it("reaches nothing when the edited occurrence is not in the series", () => {
    expect(seriesEditRange("series", 99, occurrences)).toEqual([]);
  });
});

describe("the values of another occurrence", () => {
  it("keeps its day at the typed times, the deadline and the opening the same days before", () => {
    expect(seriesOccurrenceValues(typed, "2027-03-07T07:00", timeZone)).toEqual({
      ...typed,
      start: "2027-03-07T09:00",
      end: "2027-03-07T17:00",
      registrationDeadline: "2027-03-06T18:00",
      openingDate: "2027-02-28T08:00",
    });
  });

  it("keeps a night's end on the next day, across the change to summer time", () => {
    const night = { ...typed, start: "2027-03-20T22:00", end: "2027-03-21T06:00" };
    expect(seriesOccurrenceValues(night, "2027-03-27T21:00", timeZone)).toMatchObject({
      start: "2027-03-27T22:00",
      end: "2027-03-28T06:00",
    });
  });

  it("moves a time the change to summer time skips forward, as a series' creation does", () => {
    const early = { ...typed, start: "2027-03-21T02:30", end: "2027-03-21T05:00" };
    expect(seriesOccurrenceValues(early, "2027-03-28T01:00", timeZone)).toMatchObject({
      start: "2027-03-28T03:30",
      end: "2027-03-28T05:00",
    });
  });

  it("leaves an empty deadline and opening date empty", () => {
    const open = {
      ...typed,
      registrationDeadline: null,
      openingOption: "manual",
      openingDate: null,
    };
    expect(
      seriesOccurrenceValues(open as OperationalActivityValues, "2027-04-04T07:00", timeZone),
    ).toMatchObject({ registrationDeadline: null, openingDate: null, start: "2027-04-04T09:00" });
  });
});

describe("what a series edit writes", () => {
  it("gives the edited occurrence the form as typed, its day included, and moves no other day", () => {
    const movedToMonday = { ...typed, start: "2027-03-22T09:00", end: "2027-03-22T17:00" };
    const written = seriesEditOccurrences(movedToMonday, "following", 12, occurrences, timeZone);
    expect(written.map(({ occurrence, values }) => [occurrence.id, values.start])).toEqual([
      [12, "2027-03-22T09:00"],
      [13, "2027-03-21T09:00"],
      [14, "2027-03-28T09:00"],
    ]);
    expect(written[0]?.values).toBe(movedToMonday);
    for (const { values } of written) expect(values.title).toBe(typed.title);
  });
});

describe("validating a series edit", () => {
  const context = { now: new Date("2027-03-01T09:00:00+01:00"), timeZone };

  it("takes the activity form and a scope", () => {
    const { values, findings } = validateOperationalActivitySeriesEdit(
      { ...typed, scope: "following" },
      context,
    );
    expect(hasBlocking(findings)).toBe(false);
    expect(values).toMatchObject({ scope: "following", title: typed.title });
  });

  it("refuses a scope it does not know, and a missing one, on the scope's field", () => {
    for (const scope of ["all", undefined]) {
      const { values, findings } = validateOperationalActivitySeriesEdit(
        { ...typed, scope },
        context,
      );
      expect(values).toBeUndefined();
      expect(findings).toContainEqual(
        expect.objectContaining({ field: "scope", severity: "blocking" }),
      );
    }
  });
});

describe("whether an occurrence's findings differ", () => {
  it("compares the rules met on each field and their severity, not the dates they name", () => {
    const edited = [hint("start", "time.nearestOnGrid", { value: "2027-03-21T09:00" })];
    expect(
      findingsDiffer(edited, [hint("start", "time.nearestOnGrid", { value: "2027-03-28T09:00" })]),
    ).toBe(false);
    expect(findingsDiffer(edited, [...edited, warning("end", "date.periodInPast")])).toBe(true);
    expect(findingsDiffer(edited, [blocking("start", "time.nearestOnGrid")])).toBe(true);
    expect(findingsDiffer([], [])).toBe(false);
  });
});
