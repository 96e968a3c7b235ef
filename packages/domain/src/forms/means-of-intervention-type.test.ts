import { describe, expect, it } from "vitest";
import { blocking } from "../findings.js";
import {
  checkMeansOfInterventionType,
  validateMeansOfInterventionType,
} from "./means-of-intervention-type.js";

const valid = {
  label: " VPSP ",
  defaultRequiredStaffCount: 4,
  operationalRoleIds: [1, 2, 3],
  departureIds: [10],
  visibility: "enabled",
  entityIds: [75, 69],
};

describe("means of intervention type form", () => {
  it("accepts a complete type with no finding", () => {
    expect(validateMeansOfInterventionType(valid, undefined)).toEqual({
      values: { ...valid, label: "VPSP" },
      findings: [],
    });
  });

  it("defaults to an enabled type with no roles, departures or entities", () => {
    const { values } = validateMeansOfInterventionType(
      { label: "Poste de secours", defaultRequiredStaffCount: 2 },
      undefined,
    );
    expect(values).toMatchObject({
      visibility: "enabled",
      operationalRoleIds: [],
      departureIds: [],
      entityIds: [],
    });
  });

  it("requires the label and at least one person by default", () => {
    const { findings } = validateMeansOfInterventionType(
      { ...valid, label: "", defaultRequiredStaffCount: 0 },
      undefined,
    );
    expect(findings).toEqual([
      blocking("label", "required"),
      blocking("defaultRequiredStaffCount", "number.tooSmall", { min: 1 }),
    ]);
  });

  it("refuses an unknown visibility", () => {
    const { findings } = validateMeansOfInterventionType(
      { ...valid, visibility: "hidden" },
      undefined,
    );
    expect(findings).toEqual([blocking("visibility", "value.invalid")]);
  });

  it("refuses an operational role, departure or entity chosen twice", () => {
    const input = {
      ...valid,
      operationalRoleIds: [1, 2, 1],
      departureIds: [4, 4],
      entityIds: [7, 7],
    };
    expect(validateMeansOfInterventionType(input, undefined).findings).toEqual([
      blocking("operationalRoleIds.2", "value.duplicate"),
      blocking("departureIds.1", "value.duplicate"),
      blocking("entityIds.1", "value.duplicate"),
    ]);
  });

  it("finds nothing while the lists are not known", () => {
    expect(checkMeansOfInterventionType({})).toEqual([]);
  });
});
