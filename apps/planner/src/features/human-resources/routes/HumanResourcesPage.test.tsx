import { type Authorization, defaultAuthorization } from "@releve/domain";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { type Answer, callsTo, renderInApp, shownAs } from "../../../test/render-in-app";
import { anAbsence, anExport, anImport, catchDownloads, garnier, searches } from "../test-fixtures";
import { HumanResourcesPage } from "./HumanResourcesPage";

const hr = testAuthorization(["RH"], { user: { personId: garnier.personId } });

/** Human resources as a role that only reads them. */
function readOnly(): Authorization {
  const role = defaultAuthorization("RH");
  return {
    ...role,
    accessRights: { humanResources: { featureCode: "humanResources", mayWrite: false } },
  };
}

function openPage(at: string, answers: Answer, authorization = hr) {
  window.localStorage.clear();
  return renderInApp(<HumanResourcesPage />, {
    answers,
    authorization,
    route: { path: "/human-resources", at },
  });
}

const refusedImport = anImport(11, {
  fileName: "absences-fevrier.csv",
  source: "folder",
  requestedBy: null,
  outcome: "refused",
  inserted: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  refused: 2,
  periodStart: null,
  periodEnd: null,
});

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the human-resources page (decision 028)", () => {
  it("opens on the imports, names its tabs in the address, and lists the imports made", async () => {
    const running = anImport(13, {
      fileName: "plannings-avril.xlsx",
      kind: "workSchedules",
      outcome: "running",
      endedAt: null,
      fileBytes: 4000,
      bytesRead: 1000,
    });
    const { router } = openPage(
      "/human-resources",
      searches({ imports: [running, anImport(12), refusedImport] }),
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Données de gestion des temps" }),
    ).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Imports" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("region", { name: "Importer un fichier" })).toBeTruthy();
    const table = await screen.findByRole("grid", { name: "Historique des imports" });
    expect(await within(table).findByText("absences-mars.csv")).toBeTruthy();
    expect(within(table).getAllByText("Envoi manuel par Isabelle GARNIER")).toHaveLength(2);
    expect(within(table).getByText("Dossier d'échange")).toBeTruthy();
    expect(within(table).getByText("2 lignes refusées")).toBeTruthy();
    // An import still running shows how much of its file is read.
    const reading = within(table).getByRole("progressbar", {
      name: /^Lecture de «.plannings-avril\.xlsx.»$/,
    });
    expect(reading.getAttribute("aria-valuenow")).toBe("1000");
    expect(reading.getAttribute("aria-valuemax")).toBe("4000");
    expect(
      within(table).getByRole("button", {
        name: /^Télécharger les lignes refusées de «.absences-fevrier\.csv.»$/,
      }),
    ).toBeTruthy();

    act(() => screen.getByRole("tab", { name: "Absences" }).click());
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("tab")).toBe("absences"),
    );
    expect(await screen.findByRole("grid", { name: "Absences" })).toBeTruthy();
    cleanup();

    openPage("/human-resources?tab=exports", searches({}));
    expect(screen.getByRole("tab", { name: "Exports" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("article", { name: "Export journalier" })).toBeTruthy();
  });

  it("offers no upload to a role that only reads the page", async () => {
    openPage(
      "/human-resources",
      searches({ imports: [anImport(12)] }),
      testAuthorization([readOnly()]),
    );
    expect(await screen.findByRole("grid", { name: "Historique des imports" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Importer un fichier" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Importer" })).toBeNull();
  });

  it("downloads an export as asked, says it succeeded and asks the history again", async () => {
    const downloads = catchDownloads();
    const list = searches({ exports: [anExport(3)] });
    const { calls } = openPage("/human-resources?tab=exports", (call) =>
      call.path.startsWith("TimeAttendance/Export/")
        ? new File(["PK"], "work-export-daily-2031-03-14-2031-03-15.xlsx")
        : list(call),
    );
    const history = await screen.findByRole("grid", { name: "Historique des exports" });
    expect(await within(history).findByText("Téléchargé par Isabelle GARNIER")).toBeTruthy();
    expect(
      within(history).getByText("1 févr. – 31 mars 2031", { normalizer: shownAs }),
    ).toBeTruthy();
    const asked = callsTo(calls, "TimeAttendance/Exports/search").length;

    const daily = await screen.findByRole("article", { name: "Export journalier" });
    fireEvent.click(within(daily).getByRole("button", { name: "Télécharger en XLSX" }));
    expect(await within(daily).findByText(/L'export a réussi\./)).toBeTruthy();
    expect(
      within(daily).getByText(/Fichier : work-export-daily-2031-03-14-2031-03-15\.xlsx/, {
        normalizer: shownAs,
      }),
    ).toBeTruthy();
    expect(downloads.saved).toEqual(["work-export-daily-2031-03-14-2031-03-15.xlsx"]);
    expect(callsTo(calls, "TimeAttendance/Export/daily/xlsx")[0]?.method).toBe("GET");
    await vi.waitFor(() =>
      expect(callsTo(calls, "TimeAttendance/Exports/search").length).toBeGreaterThan(asked),
    );

    const monthly = screen.getByRole("article", { name: "Export mensuel" });
    fireEvent.click(within(monthly).getByRole("button", { name: "Télécharger en CSV" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "TimeAttendance/Export/monthly/csv")).toHaveLength(1),
    );
    downloads.restore();
  });

  it("searches the absences by the address's period and type, then by words and status", async () => {
    const { calls, router } = openPage(
      '/human-resources?tab=absences&from=2031-03-01&to=2031-03-31&types=["PART"]',
      searches({ absences: [anAbsence(5)] }),
    );
    const table = await screen.findByRole("grid", { name: "Absences" });
    expect(await within(table).findByText("Lucas MARTIN")).toBeTruthy();
    expect(within(table).getByText("RC-000101")).toBeTruthy();
    expect(within(table).getByText("Partielle")).toBeTruthy();
    expect(within(table).getByText("En attente")).toBeTruthy();
    expect(within(table).getByText("Importée (T-ABS-2)")).toBeTruthy();
    expect(within(table).getByText("20 mars 2031, 08:00")).toBeTruthy();
    // The period's days from the start of the first to the end of the last, on Paris's clock
    // (the clocks change on 30 March).
    expect(callsTo(calls, "TimeAttendance/Absences/search").at(-1)?.body).toEqual({
      from: "2031-03-01T00:00:00+01:00",
      to: "2031-04-01T00:00:00+02:00",
      types: ["PART"],
      page: 1,
      pageSize: 25,
    });

    fireEvent.change(screen.getByRole("textbox", { name: "Personne" }), {
      target: { value: " martin " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Rechercher" }));
    act(() => screen.getByRole("checkbox", { name: "En attente" }).click());
    await vi.waitFor(() =>
      expect(callsTo(calls, "TimeAttendance/Absences/search").at(-1)?.body).toEqual({
        text: "martin",
        from: "2031-03-01T00:00:00+01:00",
        to: "2031-04-01T00:00:00+02:00",
        types: ["PART"],
        statuses: ["pending"],
        page: 1,
        pageSize: 25,
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get("text")).toBe("martin");
    expect(search.get("statuses")).toBe('["pending"]');

    act(() => screen.getByRole("columnheader", { name: "Personne" }).click());
    await vi.waitFor(() =>
      expect(callsTo(calls, "TimeAttendance/Absences/search").at(-1)?.body).toMatchObject({
        sort: { field: "lastName", direction: "asc" },
      }),
    );
  });
});
