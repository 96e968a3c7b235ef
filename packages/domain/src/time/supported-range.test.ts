import { describe, expect, it } from "vitest";
import { validateAlert } from "../forms/alert.js";
import {
  checkSupportedDate,
  isSupportedDate,
  supportedDateRange,
  withinSupportedRange,
} from "./supported-range.js";

describe("the dates the product handles", () => {
  it("accepts wall-clock values from 1970 to 9999, and leaves empty ones alone", () => {
    for (const value of ["1970-01-01T00:00", "2027-04-04T07:00", "9999-12-31T23:59", "", null]) {
      expect(checkSupportedDate(value, "start")).toEqual([]);
    }
  });

  it("refuses earlier and later ones with date.outOfRange and the range", () => {
    for (const value of ["0000-01-01T08:00", "1911-03-10T23:59", "1969-12-31T23:59"]) {
      expect(checkSupportedDate(value, "fromDateTime")).toEqual([
        {
          field: "fromDateTime",
          code: "date.outOfRange",
          params: { min: supportedDateRange.first, max: supportedDateRange.last },
          severity: "blocking",
        },
      ]);
    }
  });

  it("reads days and wall-clock values alike, from the first day to the last", () => {
    expect(isSupportedDate("1970-01-01")).toBe(true);
    expect(isSupportedDate("9999-12-31T23:59")).toBe(true);
    expect(isSupportedDate("1969-12-31")).toBe(false);
    expect(isSupportedDate("0000-01-01T00:00")).toBe(false);
  });

  it("moves instants a search compares with into the range, and keeps the others", () => {
    expect(withinSupportedRange("0000-01-01T00:00:00Z").toISOString()).toBe(
      "1970-01-01T00:00:00.000Z",
    );
    expect(withinSupportedRange("9999-12-31T23:59:59-14:00").toISOString()).toBe(
      "9999-12-31T00:00:00.000Z",
    );
    expect(withinSupportedRange("2027-04-04T07:00:00+02:00").toISOString()).toBe(
      "2027-04-04T05:00:00.000Z",
    );
  });

  it("holds on the alert form", () => {
    const { findings } = validateAlert(
      {
        level: "info",
        fromDateTime: "0001-01-01T08:00",
        toDateTime: "10000-01-01T08:00",
        alertTexts: [{ languageCode: "fr", title: "Titre", text: "Texte" }],
      },
      { now: new Date("2027-01-01T00:00:00Z"), timeZone: "Europe/Paris" },
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ field: "fromDateTime", code: "date.outOfRange" }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ field: "toDateTime", code: "date.invalid" }),
    );
  });
});
