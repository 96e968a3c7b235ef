import { describe, expect, it } from "vitest";
import { blocking, warning } from "../findings.js";
import { validateAlert } from "./alert.js";
import type { FormContext } from "./rules.js";

const context: FormContext = { now: new Date("2026-06-15T08:00:00Z"), timeZone: "Europe/Paris" };

const valid = {
  level: "warning",
  fromDateTime: "2026-06-15T10:00",
  toDateTime: "2026-06-16T10:00",
  dismissible: true,
  alertTexts: [
    { languageCode: "fr", title: "Maintenance", text: "Le planning sera indisponible ce soir." },
    { languageCode: "en", title: "", text: "" },
  ],
};

describe("alert form", () => {
  it("accepts an alert with one complete text and no finding", () => {
    const { values, findings } = validateAlert(valid, context);
    expect(findings).toEqual([]);
    expect(values?.alertTexts).toHaveLength(2);
  });

  it("accepts an alert with no end, until cancelled", () => {
    const { values, findings } = validateAlert({ ...valid, toDateTime: "" }, context);
    expect(findings).toEqual([]);
    expect(values?.toDateTime).toBeNull();
    expect(values?.dismissible).toBe(true);
  });

  it("requires at least one complete text", () => {
    const alertTexts = [{ languageCode: "de", title: "", text: "" }];
    expect(validateAlert({ ...valid, alertTexts }, context).findings).toEqual([
      blocking("alertTexts", "alert.textRequired"),
    ]);
  });

  it("requires the other half of a text begun in a language", () => {
    const alertTexts = [
      valid.alertTexts[0],
      { languageCode: "en", title: "Maintenance", text: " " },
      { languageCode: "de", title: "", text: "Heute Abend" },
    ];
    expect(validateAlert({ ...valid, alertTexts }, context).findings).toEqual([
      blocking("alertTexts.1.text", "required"),
      blocking("alertTexts.2.title", "required"),
    ]);
  });

  it("refuses two texts in the same language", () => {
    const alertTexts = [valid.alertTexts[0], { languageCode: "fr", title: "", text: "" }];
    expect(validateAlert({ ...valid, alertTexts }, context).findings).toEqual([
      blocking("alertTexts.1.languageCode", "value.duplicate"),
    ]);
  });

  it("refuses an unknown level or language", () => {
    const alertTexts = [{ languageCode: "it", title: "a", text: "b" }];
    expect(validateAlert({ ...valid, level: "critical", alertTexts }, context).findings).toEqual([
      blocking("level", "value.invalid"),
      blocking("alertTexts.0.languageCode", "value.invalid"),
    ]);
  });

  it("refuses an end before the start", () => {
    expect(
      validateAlert({ ...valid, toDateTime: "2026-06-15T09:00" }, context).findings,
    ).toContainEqual(blocking("toDateTime", "time.endBeforeStart"));
  });

  it("warns about dates in the past", () => {
    const past = { ...valid, fromDateTime: "2026-06-14T10:00", toDateTime: "2026-06-15T09:59" };
    expect(validateAlert(past, context).findings).toEqual([
      warning("fromDateTime", "alert.dateInPast"),
      warning("toDateTime", "alert.dateInPast"),
    ]);
  });

  it("accepts an alert from the current minute, not held to the 5-minute grid", () => {
    expect(
      validateAlert(
        { ...valid, fromDateTime: "2026-06-15T10:00", toDateTime: "2026-06-15T10:03" },
        context,
      ).findings,
    ).toEqual([]);
  });
});
