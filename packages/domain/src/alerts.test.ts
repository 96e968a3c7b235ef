import { describe, expect, it } from "vitest";
import {
  alertLevelRank,
  alertsForDisplay,
  alertText,
  compareAlertsForDisplay,
  isAlertCurrent,
} from "./alerts.js";
import type { Alert, AlertText } from "./entities.js";

const fr: AlertText = { languageCode: "fr", title: "Canicule", text: "Hydratez-vous." };
const en: AlertText = { languageCode: "en", title: "Heatwave", text: "Drink water." };
const de: AlertText = { languageCode: "de", title: "Hitzewelle", text: "Trinken Sie Wasser." };

function alert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 1,
    level: "info",
    fromDateTime: "2026-07-01T00:00:00+02:00",
    toDateTime: "2026-07-31T00:00:00+02:00",
    dismissible: true,
    isActive: true,
    alertTexts: [fr, en, de],
    ...overrides,
  };
}

describe("alert text fallback (spec 02 §9)", () => {
  it("shows the text in the user's locale", () => {
    expect(alertText(alert(), "de")).toBe(de);
    expect(alertText(alert(), "en-GB")).toBe(en);
  });

  it("falls back to French, then English, then German", () => {
    expect(alertText(alert(), "it")).toBe(fr);
    expect(alertText(alert({ alertTexts: [de, en] }), "it")).toBe(en);
    expect(alertText(alert({ alertTexts: [de] }), "fr")).toBe(de);
  });

  it("skips a blank text as a missing translation", () => {
    const blankFrench: AlertText = { languageCode: "fr", title: " ", text: "" };
    expect(alertText(alert({ alertTexts: [blankFrench, en] }), "fr")).toBe(en);
  });

  it("shows what there is of a text with a title alone", () => {
    const titleOnly: AlertText = { languageCode: "fr", title: "Canicule", text: "" };
    expect(alertText(alert({ alertTexts: [titleOnly, en] }), "fr")).toBe(titleOnly);
  });

  it("has nothing to show for an alert without text", () => {
    expect(alertText(alert({ alertTexts: [] }), "fr")).toBeUndefined();
  });
});

describe("current alert", () => {
  const now = new Date("2026-07-14T10:00:00+02:00");

  it("is active and within its period", () => {
    expect(isAlertCurrent(alert(), now)).toBe(true);
  });

  it("is not current once cancelled", () => {
    expect(isAlertCurrent(alert({ isActive: false }), now)).toBe(false);
  });

  it("is not current before its start, and current from its very start", () => {
    expect(isAlertCurrent(alert({ fromDateTime: "2026-07-14T10:00:01+02:00" }), now)).toBe(false);
    expect(isAlertCurrent(alert({ fromDateTime: "2026-07-14T08:00:00Z" }), now)).toBe(true);
  });

  it("is over at its end, and without end lasts until cancelled", () => {
    expect(isAlertCurrent(alert({ toDateTime: "2026-07-14T10:00:00+02:00" }), now)).toBe(false);
    expect(isAlertCurrent(alert({ toDateTime: null }), new Date("2030-01-01T00:00:00Z"))).toBe(
      true,
    );
  });
});

describe("alert display order (spec 01 §2)", () => {
  it("ranks danger before warning before info", () => {
    expect(alertLevelRank.danger).toBeLessThan(alertLevelRank.warning);
    expect(alertLevelRank.warning).toBeLessThan(alertLevelRank.info);
  });

  it("stacks by level, then the most recent first, then by id", () => {
    const info = alert({ id: 1, level: "info" });
    const olderWarning = alert({ id: 2, level: "warning", fromDateTime: "2026-06-01T00:00:00Z" });
    const newerWarning = alert({ id: 3, level: "warning", fromDateTime: "2026-07-02T00:00:00Z" });
    const danger = alert({ id: 4, level: "danger" });
    const twinDanger = alert({ id: 5, level: "danger" });
    expect(
      [info, twinDanger, olderWarning, danger, newerWarning].sort(compareAlertsForDisplay),
    ).toEqual([danger, twinDanger, newerWarning, olderWarning, info]);
  });

  it("shows only the current alerts, in display order", () => {
    const now = new Date("2026-07-14T10:00:00+02:00");
    const info = alert({ id: 1, level: "info" });
    const cancelled = alert({ id: 2, level: "danger", isActive: false });
    const warning = alert({ id: 3, level: "warning" });
    expect(alertsForDisplay([info, cancelled, warning], now)).toEqual([warning, info]);
  });
});
