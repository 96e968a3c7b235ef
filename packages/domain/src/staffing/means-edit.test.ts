import { describe, expect, it } from "vitest";
import { blocking } from "../findings.js";
import { checkRequiredStaffNotBelowValidated, meansDatesOutOfBounds } from "./means-edit.js";

const paris = "Europe/Paris";

describe("required staff of an edited means (spec 02 §5)", () => {
  it("may go down to the validated staff, not below", () => {
    expect(checkRequiredStaffNotBelowValidated(3, 3)).toEqual([]);
    expect(checkRequiredStaffNotBelowValidated(2, 3)).toEqual([
      blocking("staffPerTeam", "staff.belowValidated", { min: 3 }),
    ]);
    expect(checkRequiredStaffNotBelowValidated(0, 1, "requiredStaff")).toEqual([
      blocking("requiredStaff", "staff.belowValidated", { min: 1 }),
    ]);
  });

  it("finds nothing while the count is not known", () => {
    expect(checkRequiredStaffNotBelowValidated(undefined, 5)).toEqual([]);
  });
});

describe("dates of an edited means and its registrations (spec 02 §8 datesOutOfBounds)", () => {
  const registrations = [
    { start: "2027-03-10T08:00:00+01:00", end: "2027-03-10T14:00:00+01:00" },
    { start: "2027-03-10T10:00:00+01:00", end: "2027-03-10T20:00:00+01:00" },
  ];

  it("accepts a means whose registrations stay within 4 hours of it", () => {
    const means = { start: "2027-03-10T12:00:00+01:00", end: "2027-03-10T16:00:00+01:00" };
    expect(meansDatesOutOfBounds(means, registrations, paris)).toBeUndefined();
  });

  it("accepts any dates when nobody is registered", () => {
    const means = { start: "2027-05-01T08:00:00+02:00", end: "2027-05-01T09:00:00+02:00" };
    expect(meansDatesOutOfBounds(means, [], paris)).toBeUndefined();
  });

  it("refuses a means starting too late or ending too early, with the period it must cover", () => {
    const expected = {
      category: "meansOfIntervention",
      code: "datesOutOfBounds",
      data: { expectedMin: "2027-03-10T12:00:00+01:00", expectedMax: "2027-03-10T16:00:00+01:00" },
    };
    const late = { start: "2027-03-10T12:05:00+01:00", end: "2027-03-10T20:00:00+01:00" };
    expect(meansDatesOutOfBounds(late, registrations, paris)).toEqual({
      ...expected,
      data: { ...expected.data, ...late },
    });
    const early = { start: "2027-03-10T08:00:00+01:00", end: "2027-03-10T15:55:00+01:00" };
    expect(meansDatesOutOfBounds(early, registrations, paris)).toEqual({
      ...expected,
      data: { ...expected.data, ...early },
    });
  });
});
