import { describe, expect, it } from "vitest";
import { featureCodes, isFeatureCode } from "./features.js";
import { blocking, findingsOf, hasBlocking, hint, warning } from "./findings.js";
import { localizedLabel } from "./reference-data.js";
import { isFieldStaffRole, isRoleCode, roleCodes } from "./roles.js";

describe("role codes (spec 01 §6)", () => {
  it("are the ten codes of the role table", () => {
    expect(roleCodes).toEqual(["Admin", "A", "B", "BAPS", "C", "CAPS", "D", "S", "V", "RH"]);
    expect(isRoleCode("BAPS")).toBe(true);
    expect(isRoleCode("baps")).toBe(false);
    expect(isRoleCode(3)).toBe(false);
  });

  it("count employees and volunteers as field staff, and only them", () => {
    expect(roleCodes.filter(isFieldStaffRole)).toEqual(["S", "V"]);
  });
});

describe("feature codes (spec 01 §6)", () => {
  it("recognise the listed codes and nothing else", () => {
    expect(featureCodes).toContain("registration.schedule.propose");
    expect(isFeatureCode("reinforcement.manage")).toBe(true);
    expect(isFeatureCode("registration.unknown")).toBe(false);
    expect(isFeatureCode(undefined)).toBe(false);
  });
});

describe("findings", () => {
  const findings = [
    warning("end", "date.periodInPast"),
    hint("start", "time.nearestOnGrid", { value: "08:05" }),
    blocking("end", "date.endBeforeStart"),
  ];

  it("tell whether one refuses the form", () => {
    expect(hasBlocking(findings)).toBe(true);
    expect(hasBlocking(findings.slice(0, 2))).toBe(false);
  });

  it("select the findings of one field", () => {
    expect(findingsOf(findings, "end").map((finding) => finding.code)).toEqual([
      "date.periodInPast",
      "date.endBeforeStart",
    ]);
  });
});

describe("localized labels", () => {
  const label = { fr: "Maraude", en: "Street outreach", de: "Straßenhilfe" };

  it("speak the asked language, falling back to French", () => {
    expect(localizedLabel(label, "de")).toBe("Straßenhilfe");
    expect(localizedLabel(label, "it")).toBe("Maraude");
  });
});
