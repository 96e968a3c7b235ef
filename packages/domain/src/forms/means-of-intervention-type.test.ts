import { describe, expect, it } from "vitest";
import { blocking } from "../findings.js";
import {
  checkMeansOfInterventionType,
  validateMeansOfInterventionType,
} from "./means-of-intervention-type.js";

const valid = {
  label: { fr: " VPSP ", en: "First-aid ambulance", de: "Rettungswagen" },
  defaultRequiredStaffCount: 4,
  operationalRoleIds: [1, 2, 3],
  departureIds: [10],
  visibility: "enabled",
  entityIds: [75, 69],
};

describe("means of intervention type form", () => {
  it("accepts a complete type with no finding", () => {
    expect(validateMeansOfInterventionType(valid, undefined)).toEqual({
      values: { ...valid, label: { ...valid.label, fr: "VPSP" } },
      findings: [],
    });
  });

  it("defaults to an enabled type with no roles, departures or entities", () => {
    const { values } = validateMeansOfInterventionType(
      {
        label: { fr: "Poste de secours", en: "First-aid post", de: "Sanitätsdienst" },
        defaultRequiredStaffCount: 2,
      },
      undefined,
    );
    expect(values).toMatchObject({
      visibility: "enabled",
      operationalRoleIds: [],
      departureIds: [],
      entityIds: [],
    });
  });

  it("requires the label in each language and at least one person by default", () => {
    const { findings } = validateMeansOfInterventionType(
      { ...valid, label: { fr: "", en: " ", de: "Rettungswagen" }, defaultRequiredStaffCount: 0 },
      undefined,
    );
    expect(findings).toEqual([
      blocking("label.fr", "required"),
      blocking("label.en", "required"),
      blocking("defaultRequiredStaffCount", "number.tooSmall", { min: 1 }),
    ]);
  });

  it("requires the label as one text per language", () => {
    const { findings } = validateMeansOfInterventionType({ ...valid, label: "VPSP" }, undefined);
    expect(findings).toEqual([blocking("label", "value.invalid")]);
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
