import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { callsTo, shownAs } from "../../../test/render-in-app";
import { anActivity } from "../test-fixtures";
import {
  chooseFiles,
  FakeUpload,
  named,
  openForm,
  press,
  setDateTime,
  typeText,
} from "./ActivityFormPage.test-support";

/** The business clock of these tests: 1 February 2031, 10:00 in Paris. */
const now = new Date("2031-02-01T09:00:00Z");

/** What a new activity's body holds besides what a test types. */
const untouched = {
  locationTypeId: null,
  automaticRegistrationValidation: false,
  registrationDeadline: null,
  openingOption: "manual",
  openingDate: null,
  openingDaysBeforeStart: null,
  activityId: 11,
  entityId: 61,
  comment: "",
  attachments: [],
};

/** Fills what a new activity needs: its title, location and period. */
function fillNew(start = "2031-03-08T08:00", end = "2031-03-08T18:00") {
  typeText("Titre", "Poste de secours — semi-marathon");
  typeText("Lieu", "Parc des expositions");
  setDateTime("début", start);
  setDateTime("fin", end);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  await activateLanguage("fr");
});
afterAll(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the activity form page (spec 02 §3, §5)", () => {
  it("creates an activity with the body the catalogue expects, then shows it", async () => {
    const { calls, router } = openForm("/operational-activity/create", ({ path }) => {
      if (path === "OperationalActivity") return anActivity(31);
      throw new Error(`No answer for ${path}`);
    });
    expect(screen.getByRole("heading", { level: 1, name: "Créer une activité" })).toBeTruthy();
    await screen.findByRole("textbox", { name: named("Titre") });
    fillNew();
    press("Créer l'activité");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/31"),
    );
    const [created] = callsTo(calls, "OperationalActivity");
    expect(created?.method).toBe("POST");
    expect(created?.body).toEqual({
      ...untouched,
      title: "Poste de secours — semi-marathon",
      location: "Parc des expositions",
      start: "2031-03-08T08:00",
      end: "2031-03-08T18:00",
    });
  });

  it("shows an end before the start on the end's time and sends nothing", async () => {
    const { calls } = openForm("/operational-activity/create", () => anActivity(31));
    await screen.findByRole("textbox", { name: named("Titre") });
    fillNew("2031-03-08T10:00", "2031-03-08T09:00");
    const message = "L'heure de fin doit être postérieure à l'heure de début.";
    const endTime = screen.getByRole("group", { name: named("Heure de fin") });
    expect(endTime.closest("[data-invalid]")).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    press("Créer l'activité");
    const summary = await screen.findByRole("region", { name: "Le formulaire contient 1 erreur" });
    expect(within(summary).getByRole("link", { name: message })).toBeTruthy();
    expect(callsTo(calls, "OperationalActivity")).toHaveLength(0);
  });

  it("warns of a start more than a year ahead and lets the activity be created", async () => {
    const { calls, router } = openForm("/operational-activity/create", () => anActivity(32));
    await screen.findByRole("textbox", { name: named("Titre") });
    fillNew("2032-06-01T08:00", "2032-06-01T18:00");
    expect(
      screen.getByText("Cette période commence dans plus d'un an. Vérifiez la date.", {
        normalizer: shownAs,
      }),
    ).toBeTruthy();
    press("Créer l'activité");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/32"),
    );
    expect(callsTo(calls, "OperationalActivity")).toHaveLength(1);
  });

  it("shows the server's refusal of the title on the title, until it changes", async () => {
    const { calls } = openForm("/operational-activity/create", () => {
      throw new ApiRequestError(400, {
        category: "validation",
        code: "invalidForm",
        data: {
          findings: [{ field: "title", code: "text.malformed", params: {}, severity: "blocking" }],
        },
      });
    });
    await screen.findByRole("textbox", { name: named("Titre") });
    fillNew();
    press("Créer l'activité");
    await waitFor(() => expect(callsTo(calls, "OperationalActivity")).toHaveLength(1));
    const title = screen.getByRole("textbox", { name: named("Titre") });
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    typeText("Titre", "Poste de secours du semi-marathon");
    expect(
      screen.getByRole("textbox", { name: named("Titre") }).getAttribute("aria-invalid"),
    ).toBeNull();
  });

  it("fills the edit form from the activity and sends its update", async () => {
    const { calls, router } = openForm("/operational-activity/edit/5", ({ path, method }) => {
      if (path === "OperationalActivity/5" && method === "GET") return anActivity(5);
      if (path === "OperationalActivity/5" && method === "PUT") {
        return anActivity(5, { title: "Poste de secours — marathon" });
      }
      throw new Error(`No answer for ${method} ${path}`);
    });
    expect(screen.getByRole("heading", { level: 1, name: "Modifier l'activité" })).toBeTruthy();
    const title = await screen.findByRole("textbox", { name: named("Titre") });
    expect((title as HTMLInputElement).value).toBe("Poste de secours — semi-marathon");
    typeText("Titre", "Poste de secours — marathon");
    press("Enregistrer les modifications");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/5"),
    );
    // An activity of no series saves at once, with the single edit.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((call) => /SeriesEdit|EditSeries/.test(call.path))).toBe(false);
    const update = callsTo(calls, "OperationalActivity/5").find((call) => call.method === "PUT");
    expect(update?.body).toMatchObject({
      title: "Poste de secours — marathon",
      start: "2031-03-08T08:00",
      end: "2031-03-08T18:00",
      registrationDeadline: "2031-03-06T18:00",
      activityId: 11,
      entityId: 61,
    });
  });

  it("fills the clone from its source, says what its rules find, and sends the clone", async () => {
    const source = anActivity(5, {
      start: "2031-01-20T08:00:00+01:00",
      end: "2031-01-20T18:00:00+01:00",
      registrationDeadline: null,
      attachments: [{ id: 9, fileName: "plan.pdf", type: "application/pdf", size: 2048 }],
    });
    const { calls, router } = openForm("/operational-activity/create?clone=5", ({ path }) => {
      if (path === "OperationalActivity/5") return source;
      if (path === "OperationalActivity/Clone/5") return anActivity(40);
      throw new Error(`No answer for ${path}`);
    });
    expect(screen.getByRole("heading", { level: 1, name: "Cloner l'activité" })).toBeTruthy();
    const title = await screen.findByRole("textbox", { name: named("Titre") });
    expect((title as HTMLInputElement).value).toBe("Poste de secours — semi-marathon");
    // The source took place: the clone says so before anything is typed.
    expect(
      screen.getByText("Cette période est déjà passée.", { normalizer: shownAs }),
    ).toBeTruthy();
    expect(screen.getByText("plan.pdf")).toBeTruthy();
    press("Créer la copie");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/40"),
    );
    const [clone] = callsTo(calls, "OperationalActivity/Clone/5");
    expect(clone?.body).toMatchObject({
      start: "2031-01-20T08:00",
      copyMeans: false,
      attachments: [{ id: 9, fileName: "plan.pdf", type: "application/pdf", size: 2048 }],
    });
  });

  it("asks before leaving a changed form, and stays or leaves as answered", async () => {
    const { router } = openForm("/operational-activity/create", () => anActivity(31));
    await screen.findByRole("textbox", { name: named("Titre") });
    typeText("Titre", "Maraude");
    press("Annuler");
    const dialog = await screen.findByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
    act(() => within(dialog).getByRole("button", { name: "Rester sur la page" }).click());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/operational-activity/create");
    press("Annuler");
    const again = await screen.findByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
    act(() => within(again).getByRole("button", { name: "Quitter sans enregistrer" }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe("/operational-activity/list"));
  });

  it("creates a weekly series with createRecurrence and shows its first occurrence", async () => {
    const occurrence = (id: number, day: string) =>
      anActivity(id, {
        start: `${day}T08:00:00+01:00`,
        end: `${day}T18:00:00+01:00`,
        recurrenceId: 4,
      });
    const { calls, router } = openForm("/operational-activity/create", ({ path }) => {
      if (path === "Recurrence") {
        return {
          id: 4,
          type: "weekly",
          start: "2031-03-08",
          end: null,
          occurrenceCount: 3,
          weekdays: 32,
          dayOfMonth: null,
          nth: null,
          occurrences: [
            occurrence(41, "2031-03-08"),
            occurrence(42, "2031-03-15"),
            occurrence(43, "2031-03-22"),
          ],
        };
      }
      throw new Error(`No answer for ${path}`);
    });
    await screen.findByRole("textbox", { name: named("Titre") });
    fillNew();
    act(() => screen.getByRole("switch", { name: "Répéter l'activité" }).click());
    act(() => screen.getByRole("radio", { name: "Après un nombre d'occurrences" }).click());
    const count = screen.getByRole("textbox", { name: "Nombre d'occurrences" });
    fireEvent.change(count, { target: { value: "3" } });
    fireEvent.blur(count);
    expect(await screen.findByRole("heading", { name: /3 occurrences/ })).toBeTruthy();
    press("Créer la série");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/41"),
    );
    expect(callsTo(calls, "OperationalActivity")).toHaveLength(0);
    const [series] = callsTo(calls, "Recurrence");
    expect(series?.body).toMatchObject({
      start: "2031-03-08T08:00",
      end: "2031-03-08T18:00",
      recurrence: {
        type: "weekly",
        start: "2031-03-08",
        end: null,
        occurrenceCount: 3,
        weekdays: 32,
      },
    });
  });

  it("deletes the files removed and uploads those added once the edit is saved", async () => {
    FakeUpload.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    const stored = { id: 9, fileName: "plan.pdf", type: "application/pdf", size: 2048 };
    const { calls, router } = openForm("/operational-activity/edit/5", ({ path, method }) => {
      if (path === "OperationalActivity/5") return anActivity(5, { attachments: [stored] });
      if (path === "Attachment/9" && method === "DELETE") return null;
      throw new Error(`No answer for ${method} ${path}`);
    });
    await screen.findByRole("textbox", { name: named("Titre") });
    press("Supprimer plan.pdf");
    chooseFiles([new File(["consignes"], "consignes.txt", { type: "text/plain" })]);
    expect(await screen.findByText("consignes.txt")).toBeTruthy();
    press("Enregistrer les modifications");
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [upload] = FakeUpload.sent as [FakeUpload];
    expect(upload.url).toBe("https://localhost:8443/api/OperationalActivity/Attachments/5");
    expect((upload.body as FormData).getAll("files").map((file) => (file as File).name)).toEqual([
      "consignes.txt",
    ]);
    expect(callsTo(calls, "Attachment/9").map((call) => call.method)).toEqual(["DELETE"]);
    act(() => upload.progress(4, 9));
    const bar = await screen.findByRole("progressbar", { name: "Envoi des fichiers" });
    expect(bar.getAttribute("aria-valuenow")).toBe("4");
    act(() =>
      upload.answer(201, [{ id: 10, fileName: "consignes.txt", type: "text/plain", size: 9 }]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/5"),
    );
  });

  it("says above the form what the clone's copied means cannot take", async () => {
    openForm("/operational-activity/create?clone=5", ({ path }) => {
      if (path === "OperationalActivity/5") return anActivity(5);
      throw new ApiRequestError(400, {
        category: "validation",
        code: "invalidForm",
        data: {
          findings: [
            {
              field: "means.0.predefinedScheduleId",
              code: "means.predefinedScheduleNotCurrent",
              params: { meansOfInterventionId: 12 },
              severity: "blocking",
            },
          ],
        },
      });
    });
    await screen.findByRole("textbox", { name: named("Titre") });
    act(() => screen.getByRole("checkbox", { name: /Copier aussi ses moyens/ }).click());
    press("Créer la copie");
    const banner = (await screen.findByText("L'enregistrement est refusé")).closest(
      "[role=alert], [role=status]",
    ) as HTMLElement;
    expect(within(banner).getByRole("listitem").textContent).toBe(
      "Moyen n° 12 copié : Cet horaire prédéfini n'est plus en vigueur\u00a0: choisissez-en un autre.",
    );
  });
});
