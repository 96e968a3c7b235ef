import { apiError } from "@releve/domain";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { renderInApp } from "../../../test/render-in-app";
import type { ReleaseVersionAnswer } from "../api/get-release-versions";
import { ReleaseNotesPage } from "./ReleaseNotesPage";

const versions: ReleaseVersionAnswer[] = [
  {
    id: 2,
    number: "1.1.0",
    date: "2027-01-15T23:30:00Z",
    description: "Disponibilités",
    releaseNotes: [
      {
        title: "Disponibilités",
        text: "Les bénévoles saisissent leurs disponibilités.",
        sortOrder: 1,
      },
      { title: "Relances", text: "Un rappel part la veille.", sortOrder: 2 },
    ],
  },
  {
    id: 1,
    number: "1.0.0",
    date: "2026-09-01T08:00:00+02:00",
    description: "Première version de Relève",
    releaseNotes: [],
  },
];

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the release-notes page (spec 01 §2)", () => {
  it("lists every version, newest first, with its date and notes", async () => {
    const { calls } = renderInApp(<ReleaseNotesPage />, { answers: () => versions });
    expect(screen.getByRole("heading", { level: 1, name: "Notes de version" })).toBeTruthy();
    await screen.findByRole("heading", { level: 2, name: "Version 1.1.0" });
    expect(calls).toEqual([{ method: "GET", path: "ReleaseVersion", body: undefined }]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Version 1.1.0",
      "Version 1.0.0",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Disponibilités",
      "Relances",
    ]);
    // 23:30 UTC is already the next day in the organisation's time zone.
    expect(screen.getByText("16 janvier 2027")).toBeTruthy();
    expect(screen.getByText("Un rappel part la veille.")).toBeTruthy();
    expect(document.title).toBe("Notes de version - Relève");
  });

  it("says so when no version has been released", async () => {
    renderInApp(<ReleaseNotesPage />, { answers: () => [] });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Aucune note de version" }),
    ).toBeTruthy();
  });

  it("shows why the versions could not be loaded", async () => {
    renderInApp(<ReleaseNotesPage />, {
      answers: () => {
        throw new ApiRequestError(403, apiError("releaseNotes", "forbidden", {}));
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Les notes de version n'ont pas pu être chargées.");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });
});
