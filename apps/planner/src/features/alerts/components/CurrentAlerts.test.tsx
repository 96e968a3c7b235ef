import type { Alert, AlertLevel, AlertText } from "@releve/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { renderInApp } from "../../../test/render-in-app";
import { CurrentAlerts } from "./CurrentAlerts";

const text = (languageCode: AlertText["languageCode"], title: string): AlertText => ({
  languageCode,
  title,
  text: `${title} (texte)`,
});

function alertOf(id: number, level: AlertLevel, texts: AlertText[], dismissible = true): Alert {
  return {
    id,
    level,
    fromDateTime: "2020-01-01T08:00:00+01:00",
    toDateTime: null,
    dismissible,
    isActive: true,
    alertTexts: texts,
  };
}

/** The titles of the banners of the region, top to bottom, without their spoken level word. */
function bannerTitles(regionName = "Alertes") {
  const region = screen.getByRole("region", { name: regionName });
  return Array.from(region.querySelectorAll("[role=status], [role=alert]"), (banner) =>
    banner.querySelector("p")?.textContent?.replace(/^[^:]+:\s/, ""),
  );
}

let personId = 100;
beforeAll(() => activateLanguage("fr"));
// Dismissals are remembered per person in this browser: each test is someone else.
beforeEach(() => {
  personId += 1;
});
afterEach(() => {
  cleanup();
  activateLanguage("fr");
  vi.restoreAllMocks();
});

function show(alerts: Alert[], environment: "production" | "test" | "validation" = "production") {
  return renderInApp(<CurrentAlerts />, {
    answers: () => alerts,
    environment,
    authorization: testAuthorization([], { user: { personId } }),
  });
}

describe("the current alerts as banners (spec 01 §2)", () => {
  it("asks for the current alerts and stacks them danger, warning, info", async () => {
    const { calls } = show([
      alertOf(1, "info", [text("fr", "Nouvelle procédure")]),
      alertOf(2, "danger", [text("fr", "Inondation")]),
      alertOf(3, "warning", [text("fr", "Réseau lent")]),
    ]);
    await screen.findByRole("region", { name: "Alertes" });
    expect(calls[0]).toEqual({ method: "GET", path: "Alert/GetCurrent", body: undefined });
    expect(bannerTitles()).toEqual(["Inondation", "Réseau lent", "Nouvelle procédure"]);
    expect(screen.getByRole("alert").textContent).toContain("Inondation (texte)");
  });

  it("shows each text in the locale, else French, English, then German", async () => {
    activateLanguage("de");
    show([
      alertOf(1, "info", [text("fr", "Plan grand froid"), text("de", "Kälteplan")]),
      alertOf(2, "info", [text("en", "Cold plan"), text("fr", "Maraudes")]),
      alertOf(3, "info", [text("en", "Evening outreach")]),
      alertOf(4, "warning", [{ languageCode: "de", title: " ", text: "" }, text("en", "Storm")]),
    ]);
    await screen.findByRole("region", { name: "Warnmeldungen" });
    expect(bannerTitles("Warnmeldungen")).toEqual([
      "Storm",
      "Kälteplan",
      "Maraudes",
      "Evening outreach",
    ]);
  });

  it("remembers a dismissed alert: it does not show again", async () => {
    const alerts = [
      alertOf(1, "warning", [text("fr", "Réseau lent")]),
      alertOf(2, "info", [text("fr", "Nouvelle procédure")], false),
    ];
    const first = show(alerts);
    await screen.findByRole("region", { name: "Alertes" });
    // Only the dismissible alert has a close button.
    const close = screen.getAllByRole("button", { name: "Masquer l'alerte" });
    expect(close).toHaveLength(1);
    close[0]?.focus();
    fireEvent.click(close[0] as HTMLElement);
    expect(bannerTitles()).toEqual(["Nouvelle procédure"]);
    // Focus does not fall to the document: it stays in the region.
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Alertes" }));
    first.unmount();
    show(alerts);
    await screen.findByRole("region", { name: "Alertes" });
    expect(bannerTitles()).toEqual(["Nouvelle procédure"]);
  });

  it("has no region at all when there is nothing to show", async () => {
    const { calls } = show([]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("only logs a failed call", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderInApp(<CurrentAlerts />, {
      answers: () => {
        throw new Error("offline");
      },
      authorization: testAuthorization([], { user: { personId } }),
    });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole("region")).toBeNull();
  });
});

describe("the non-production notice (spec 02 §9)", () => {
  it("says which environment this is, first among the infos, without a close button", async () => {
    show(
      [
        alertOf(1, "info", [text("fr", "Nouvelle procédure")], false),
        alertOf(2, "warning", [text("fr", "Réseau lent")]),
      ],
      "validation",
    );
    await screen.findByRole("region", { name: "Alertes" });
    expect(bannerTitles()).toEqual([
      "Réseau lent",
      "Environnement de validation",
      "Nouvelle procédure",
    ]);
    const notice = screen
      .getAllByRole("status")
      .find((banner) => banner.textContent?.includes("Environnement de validation"));
    expect(notice?.textContent).toContain("Vous n'utilisez pas l'application de production.");
    expect(within(notice as HTMLElement).queryByRole("button")).toBeNull();
  });

  it("shows even when there is no alert", async () => {
    show([], "test");
    expect(await screen.findByRole("region", { name: "Alertes" })).toBeTruthy();
    expect(bannerTitles()).toEqual(["Environnement de test"]);
  });

  it("is absent in production", async () => {
    show([alertOf(1, "info", [text("fr", "Nouvelle procédure")])]);
    await screen.findByRole("region", { name: "Alertes" });
    expect(bannerTitles()).toEqual(["Nouvelle procédure"]);
    expect(screen.queryByText(/Environnement/)).toBeNull();
  });
});
