import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { callsTo, renderInApp, shownAs } from "../../../test/render-in-app";
import {
  anImport,
  catchDownloads,
  chooseFiles,
  FakeUpload,
  garnier,
  searches,
} from "../test-fixtures";
import { ImportForm } from "./ImportForm";

const hr = testAuthorization(["RH"], { user: { personId: garnier.personId } });
const file = new File(
  ["absenceId;personId;type;start;end;status\n".repeat(10)],
  "absences-mars.csv",
  {
    type: "text/csv",
  },
);

/** How far the server has read the file, as its running import says. */
let bytesRead = 0;

function openForm() {
  return renderInApp(<ImportForm />, {
    authorization: hr,
    answers: searches({
      running: (kind) => [
        anImport(12, {
          kind,
          outcome: "running",
          endedAt: null,
          fileBytes: file.size,
          bytesRead,
          lines: 0,
          inserted: 0,
          updated: 0,
          unchanged: 0,
          removed: 0,
          periodStart: null,
          periodEnd: null,
        }),
      ],
    }),
  });
}

function lastUpload(): FakeUpload {
  const upload = FakeUpload.sent.at(-1);
  if (!upload) throw new Error("Nothing was sent");
  return upload;
}

beforeAll(() => activateLanguage("fr"));
beforeEach(() => {
  FakeUpload.sent = [];
  bytesRead = 0;
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("importing a file by hand (decision 028)", () => {
  it("sends the file with its progress, follows the server's reading, then says what changed", async () => {
    const { calls } = openForm();
    fireEvent.click(screen.getByRole("radio", { name: "Plannings de travail" }));
    fireEvent.click(screen.getByRole("radio", { name: "Absences" }));
    chooseFiles([file]);
    expect(await screen.findByText(/^Fichier choisi : absences-mars\.csv/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Importer" }));

    await vi.waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const upload = lastUpload();
    expect(upload.method).toBe("POST");
    expect(upload.url).toBe("https://localhost:8443/api/TimeAttendance/Import/absences");
    expect(upload.headers.authorization).toBe("Bearer test-token");
    expect((upload.body as FormData).get("file")).toBeInstanceOf(File);

    act(() => upload.progress(file.size / 2, file.size));
    const sending = await screen.findByRole("progressbar", { name: "Envoi du fichier…" });
    expect(sending.getAttribute("aria-valuenow")).toBe(String(file.size / 2));

    // Sent whole: the server's reading of it, as its running import says.
    bytesRead = Math.floor(file.size / 4);
    act(() => upload.progress(file.size, file.size));
    const reading = await screen.findByRole("progressbar", { name: "Lecture du fichier…" });
    await vi.waitFor(() =>
      expect(reading.getAttribute("aria-valuenow")).toBe(String(Math.floor(file.size / 4))),
    );
    const running = callsTo(calls, "TimeAttendance/Imports/search").at(-1);
    expect(running?.body).toMatchObject({
      kinds: ["absences"],
      outcomes: ["running"],
      sources: ["upload"],
    });

    // Read whole: its lines are checked.
    bytesRead = file.size;
    expect(
      await screen.findByRole("progressbar", { name: "Vérification des lignes…" }),
    ).toBeTruthy();

    act(() => upload.answer(201, anImport(12)));
    expect(await screen.findByText("L'import a réussi.")).toBeTruthy();
    expect(
      screen.getByText(
        shownAs(
          "absences-mars.csv : 3 ajoutées, 1 modifiée, 1 inchangée, 1 retirée — période du 10 mars 2031, 00:00 au 20 mars 2031, 12:00.",
        ),
        { normalizer: shownAs },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("names the refused lines, in words, and downloads them all", async () => {
    const { calls } = renderInApp(<ImportForm />, {
      authorization: hr,
      answers: (call) => {
        if (call.path === "TimeAttendance/Imports/12/Refusals") {
          return new File(["line;code"], "absences-mars-refus.csv");
        }
        return searches({})(call);
      },
    });
    const downloads = catchDownloads();
    chooseFiles([file]);
    fireEvent.click(await screen.findByRole("button", { name: "Importer" }));
    await vi.waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() =>
      lastUpload().answer(400, {
        category: "importExport",
        code: "importError",
        data: {
          importId: 12,
          kind: "absences",
          refused: 3,
          refusals: [
            {
              line: 3,
              code: "invalidValue",
              column: "end",
              value: "2031-02-30T12:00",
              otherLine: null,
            },
            {
              line: 5,
              code: "unknownPerson",
              column: "personId",
              value: "RC-999999",
              otherLine: null,
            },
            { line: 6, code: "duplicateId", column: "absenceId", value: "T-ABS-1", otherLine: 2 },
          ],
          fileError: null,
        },
      }),
    );
    expect(
      await screen.findByText("L'import a échoué. Vérifiez le fichier, puis recommencez."),
    ).toBeTruthy();
    expect(screen.getByText("3 lignes refusées :", { normalizer: shownAs })).toBeTruthy();
    const lines = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((item) => shownAs(item.textContent ?? ""));
    expect(lines).toEqual([
      "Ligne 3 : la valeur « 2031-02-30T12:00 » de la colonne end n'est pas valable.",
      "Ligne 5 : aucune personne n'a l'identifiant « RC-999999 » de la colonne personId.",
      "Ligne 6 : l'identifiant « T-ABS-1 » de la colonne absenceId figure déjà à la ligne 2.",
    ]);
    fireEvent.click(screen.getByRole("link", { name: "Télécharger les lignes refusées" }));
    await vi.waitFor(() => expect(downloads.saved).toEqual(["absences-mars-refus.csv"]));
    expect(callsTo(calls, "TimeAttendance/Imports/12/Refusals")[0]?.method).toBe("GET");
    downloads.restore();
  });

  it("says why a whole file was refused, and what else went wrong", async () => {
    openForm();
    chooseFiles([file]);
    fireEvent.click(await screen.findByRole("button", { name: "Importer" }));
    await vi.waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() =>
      lastUpload().answer(400, {
        category: "importExport",
        code: "importError",
        data: {
          importId: 13,
          kind: "absences",
          refused: 0,
          refusals: [],
          fileError: { code: "missingColumn", column: "status", max: null },
        },
      }),
    );
    expect(await screen.findByText("La ligne d'en-tête n'a pas la colonne status.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Télécharger les lignes refusées" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Importer" }));
    await vi.waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    act(() =>
      lastUpload().answer(413, {
        category: "request",
        code: "payloadTooLarge",
        data: { limitBytes: 134217728 },
      }),
    );
    expect(await screen.findByText("Le fichier n'a pas pu être importé.")).toBeTruthy();
  });

  it("is used with the keyboard alone: the kind's radios, the file dialog's button, the import", async () => {
    openForm();
    const absences = screen.getByRole("radio", { name: "Absences" });
    absences.focus();
    expect(document.activeElement).toBe(absences);
    fireEvent.keyDown(absences, { key: "ArrowRight" });
    const schedules = screen.getByRole("radio", { name: "Plannings de travail" });
    await vi.waitFor(() => expect(schedules).toHaveProperty("checked", true));
    const choose = screen.getByRole("button", { name: "Choisir des fichiers" });
    choose.focus();
    expect(document.activeElement).toBe(choose);
    const importButton = screen.getByRole("button", { name: "Importer" });
    importButton.focus();
    expect(document.activeElement).toBe(importButton);
    // Without a file, the import says what is missing rather than being disabled.
    fireEvent.submit(importButton.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Choisissez d'abord un fichier.")).toBeTruthy();
    chooseFiles([file]);
    fireEvent.submit(importButton.closest("form") as HTMLFormElement);
    await vi.waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(lastUpload().url).toBe("https://localhost:8443/api/TimeAttendance/Import/workSchedules");
  });
});
