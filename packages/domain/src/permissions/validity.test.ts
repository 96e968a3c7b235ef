import { describe, expect, it } from "vitest";
import { validityDays, validityInstants } from "./validity.js";

const paris = "Europe/Paris";

describe("validity periods of whole days", () => {
  it("runs from midnight starting the first day to midnight ending the last", () => {
    expect(validityInstants({ validFrom: "2027-01-15", validTo: "2027-07-31" }, paris)).toEqual({
      from: "2027-01-15T00:00:00+01:00",
      to: "2027-08-01T00:00:00+02:00",
    });
  });

  it("has no end until revoked, and lasts one day when both ends are the same", () => {
    expect(validityInstants({ validFrom: "2027-03-28", validTo: null }, paris)).toEqual({
      from: "2027-03-28T00:00:00+01:00",
      to: null,
    });
    expect(validityInstants({ validFrom: "2027-03-28", validTo: "2027-03-28" }, paris)?.to).toBe(
      "2027-03-29T00:00:00+02:00",
    );
  });

  it("is null when a day is not a calendar day of a four-digit year", () => {
    expect(validityInstants({ validFrom: "2027-02-30", validTo: null }, paris)).toBeNull();
    expect(validityInstants({ validFrom: "2027-02-01", validTo: "2027-13-01" }, paris)).toBeNull();
    expect(validityInstants({ validFrom: "0999-12-31", validTo: null }, paris)).toBeNull();
    expect(validityInstants({ validFrom: "2027-02-01", validTo: "9999-12-31" }, paris)).toBeNull();
  });

  it("reads stored instants back as the days of the form", () => {
    expect(validityDays("2027-01-15T00:00:00+01:00", "2027-08-01T00:00:00+02:00", paris)).toEqual({
      validFrom: "2027-01-15",
      validTo: "2027-07-31",
    });
    expect(validityDays(new Date("2026-01-01T00:00:00Z"), null, paris)).toEqual({
      validFrom: "2026-01-01",
      validTo: null,
    });
  });

  it("ends on the day an end that is not at midnight falls on", () => {
    expect(validityDays("2027-01-01T00:00:00Z", "2027-02-10T09:30:00Z", paris).validTo).toBe(
      "2027-02-10",
    );
  });
});
