import { describe, expect, it } from "vitest";
import * as constants from "./constants.js";
import { defaultLanguage, languages } from "./reference-data.js";

describe("constants of spec 01 §9", () => {
  it("have the values of the specification", () => {
    expect(constants.tokenRenewalFrameTimeoutMs).toBe(6000);
    expect(constants.tokenExpiryMarginSeconds).toBe(300);
    expect(constants.defaultTokenLifetimeSeconds).toBe(3599);
    expect(constants.routeChunkLoadTimeoutMs).toBe(120_000);
    expect(constants.modalDefaults).toEqual({ size: "md", variant: "warning" });
    expect(constants.logoLanguages).toEqual(["fr", "en", "de"]);
    expect(constants.authCacheStorage).toBe("localStorage");
    expect(defaultLanguage).toBe("fr");
    expect(languages).toEqual(["fr", "en", "de"]);
  });
});

describe("constants of spec 02 §9", () => {
  it("have the values of the specification", () => {
    expect(constants.recurrenceMaxOccurrences).toEqual({
      daily: 100,
      weekly: 26,
      monthlyByDay: 12,
      monthlyNth: 12,
    });
    expect(constants.recurrenceMaxMonths).toEqual({
      daily: 3,
      weekly: 6,
      monthlyByDay: 12,
      monthlyNth: 12,
    });
    expect(constants.timePrecisionMinutes).toBe(5);
    expect(constants.maxStartInPastMonths).toBe(1);
    expect(constants.warningHorizonYears).toBe(1);
    expect(constants.unregistrationNoticeHours).toBe(24);
    expect(constants.registrationWindowHours).toBe(4);
    expect(constants.dailyWorkExportDays).toBe(2);
    expect(constants.monthlyWorkExportMonths).toBe(2);
  });

  it("hold the limits decided where the specification is silent (decision 005)", () => {
    expect(constants.defaultMaxAttachmentCount).toBe(10);
    expect(constants.defaultMaxAttachmentTotalBytes).toBe(20 * 1024 * 1024);
    expect(constants.maxCopyCount).toBe(52);
    expect(constants.pageSizes).toEqual([10, 25, 50, 100]);
    expect(constants.pageSizes).toContain(constants.defaultPageSize);
  });
});
