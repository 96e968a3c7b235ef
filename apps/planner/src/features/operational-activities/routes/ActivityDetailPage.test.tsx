import { apiError, isInUse } from "@releve/domain";
import { toastQueue } from "@releve/ui";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { type Answer, callsTo, renderInApp, shownAs } from "../../../test/render-in-app";
import { anActivity } from "../test-fixtures";
import { ActivityDetailPage } from "./ActivityDetailPage";
import { detailAnswers } from "./ActivityDetailPage.fixtures";

const manager = testAuthorization(["A"]);
const reader = testAuthorization(["D"]);

function openPage(at: string, answers: Answer, authorization = manager) {
  return renderInApp(<ActivityDetailPage />, {
    answers,
    authorization,
    route: {
      path: "/operational-activity-detail-page/:id?",
      at,
      others: { "/operational-activity/list": <p>Liste des activités</p> },
    },
  });
}

/** An accessible name as read, whatever its spaces (a period's are thin and no-break). */
const named = (text: string) => (name: string) => shownAs(name) === text;

/** The status beside the page's title. */
const statusShown = () =>
  shownAs(screen.getByRole("heading", { level: 1 }).nextElementSibling?.textContent ?? "");

/** The titles of the toasts shown, newest last. */
const toastTitles = () => toastQueue.queue.visibleToasts.map((toast) => toast.content.title);

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  for (const toast of toastQueue.queue.visibleToasts) toastQueue.close(toast.key);
});

describe("the activity's page", () => {
  it("shows the activity's fields, means, series, files and history", async () => {
    openPage("/operational-activity-detail-page/12", detailAnswers());
    expect(
      await screen.findByRole("heading", { level: 1, name: "Poste de secours — semi-marathon" }),
    ).toBeTruthy();
    expect(document.title).toBe("Poste de secours — semi-marathon - Relève");
    expect(statusShown()).toBe("Publiée");

    const facts = screen.getByRole("region", { name: "Informations" });
    const fact = (term: string) =>
      shownAs(within(facts).getByText(term).nextElementSibling?.textContent ?? "");
    await vi.waitFor(() => expect(fact("Type de lieu")).toBe("Salle d'exposition"));
    expect(fact("Activité")).toBe("Poste de secours (Secours)");
    expect(fact("Entité")).toBe("Centre Paris 15");
    expect(fact("Lieu")).toBe("Parc des expositions");
    expect(fact("Période")).toBe("8 mars 2031, 08:00 – 18:00");
    expect(fact("Date limite d'inscription")).toBe("6 mars 2031, 18:00");
    expect(fact("Validation des inscriptions")).toBe("Automatique");
    expect(fact("Ouverture des moyens")).toBe("3 jours avant le début");
    expect(fact("Commentaire")).toBe("Accès par la porte B. Prévoir des gilets.");

    const means = screen.getByRole("region", { name: "Moyens d'intervention" });
    const vehicle = await within(means).findByRole("link", { name: "VPSP · AB-123-CD" });
    expect(vehicle.getAttribute("href")).toBe("/means-of-intervention-detail-page/71");
    const team = within(means).getByRole("link", { name: "Équipe de secours" });
    expect(team.getAttribute("href")).toBe("/means-of-intervention-detail-page/72");
    const [first, second] = within(means).getAllByRole("listitem");
    expect(within(first as HTMLElement).getByText("Ouvert")).toBeTruthy();
    expect(
      within(first as HTMLElement).getByText(/4 personnes validées sur 5 requises/),
    ).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Brouillon")).toBeTruthy();
    expect(within(means).getAllByText("8 mars 2031, 08:00 – 13:00")).toHaveLength(2);

    const seriesPart = screen.getByRole("region", { name: "Série" });
    expect(
      await within(seriesPart).findByText(
        "Chaque semaine : samedi, à partir du 1 mars 2031 : 3 occurrences",
        { normalizer: shownAs },
      ),
    ).toBeTruthy();
    expect(
      within(seriesPart)
        .getByRole("link", { name: named("1 mars 2031, 08:00 – 18:00") })
        .getAttribute("href"),
    ).toBe("/operational-activity-detail-page/11");
    expect(
      within(seriesPart).getByRole("link", { name: named("15 mars 2031, 08:00 – 18:00") }),
    ).toBeTruthy();
    const current = within(seriesPart).getByText("8 mars 2031, 08:00 – 18:00 (cette occurrence)", {
      normalizer: shownAs,
    });
    expect(current.closest("li")?.getAttribute("aria-current")).toBe("page");

    const files = screen.getByRole("region", { name: "Pièces jointes" });
    expect(within(files).getByRole("link", { name: "Télécharger plan-acces.pdf" })).toBeTruthy();
    expect(within(files).getByText("PDF · 240 ko", { normalizer: shownAs })).toBeTruthy();

    const history = screen.getByRole("region", { name: "Historique des statuts" });
    const [created, published] = await within(history).findAllByRole("listitem");
    const change = (entry: HTMLElement | undefined) => within(entry as HTMLElement);
    expect(change(created).getByText("Création")).toBeTruthy();
    expect(change(created).getByText("Brouillon")).toBeTruthy();
    expect(change(created).getByText("Par Nathalie ROUX, le 10 févr. 2031, 09:15")).toBeTruthy();
    expect(change(published).getByText("Publication")).toBeTruthy();
    expect(change(published).getByText("Brouillon")).toBeTruthy();
    expect(change(published).getByText("vers")).toBeTruthy();
    expect(change(published).getByText("Publiée")).toBeTruthy();
    expect(change(published).getByText("Par Nathalie ROUX, le 12 févr. 2031, 14:30")).toBeTruthy();
    expect(change(published).getByText("Validé avec la préfecture.")).toBeTruthy();
  });

  it("offers a writer what the status allows, and a reader nothing", async () => {
    openPage("/operational-activity-detail-page/12", detailAnswers());
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("link", { name: "Modifier" }).getAttribute("href")).toBe(
      "/operational-activity/edit/12",
    );
    expect(screen.getByRole("link", { name: "Créer une copie" }).getAttribute("href")).toBe(
      "/operational-activity/create?clone=12",
    );
    expect(screen.getByRole("link", { name: "Ajouter un moyen" }).getAttribute("href")).toBe(
      "/means-of-intervention/create/12",
    );
    for (const name of ["Annuler l'activité", "Supprimer cette occurrence", "Supprimer la série"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    // Published already; a single activity's deletion is not offered for an occurrence.
    expect(screen.queryByRole("button", { name: "Publier" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Supprimer l'activité" })).toBeNull();
    expect(screen.getByRole("button", { name: "Supprimer plan-acces.pdf" })).toBeTruthy();
    cleanup();

    openPage("/operational-activity-detail-page/12", detailAnswers(), reader);
    await screen.findByRole("heading", { level: 1 });
    expect(await screen.findByRole("link", { name: "VPSP · AB-123-CD" })).toBeTruthy();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    for (const name of ["Modifier", "Créer une copie", "Ajouter un moyen"]) {
      expect(screen.queryByRole("link", { name })).toBeNull();
    }
    cleanup();

    // A transport referent reads the activity and adds means to it, and changes nothing else.
    openPage("/operational-activity-detail-page/12", detailAnswers(), testAuthorization(["C"]));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("link", { name: "Ajouter un moyen" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
  });

  it("offers a cancelled activity's deletion only", async () => {
    const cancelled = anActivity(12, { status: "cancelled" });
    openPage("/operational-activity-detail-page/12", detailAnswers({ activity: cancelled }));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("button", { name: "Supprimer l'activité" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Annuler l'activité" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Publier" })).toBeNull();
    expect(screen.getByRole("link", { name: "Créer une copie" })).toBeTruthy();
  });

  it("publishes a draft once confirmed, then shows what the API holds", async () => {
    let activity = anActivity(12);
    const answers = detailAnswers({ activity, means: [] });
    const { calls } = openPage("/operational-activity-detail-page/12", (call) => {
      if (call.path === "OperationalActivity/Publish/12") {
        activity = { ...activity, status: "public" };
        return activity;
      }
      if (call.path === "OperationalActivity/12") return activity;
      return answers(call);
    });
    await screen.findByRole("heading", { level: 1 });
    expect(statusShown()).toBe("Brouillon");
    fireEvent.click(screen.getByRole("button", { name: "Publier" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Publier l'activité ?" });
    expect(within(dialog).getByText(/La publication est définitive/)).toBeTruthy();
    expect(callsTo(calls, "OperationalActivity/Publish/12")).toHaveLength(0);
    const reads = callsTo(calls, "OperationalActivity/12").length;

    fireEvent.click(within(dialog).getByRole("button", { name: "Publier" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsTo(calls, "OperationalActivity/Publish/12")[0]?.method).toBe("POST");
    await vi.waitFor(() => expect(statusShown()).toBe("Publiée"));
    expect(callsTo(calls, "OperationalActivity/12").length).toBeGreaterThan(reads);
    expect(callsTo(calls, "OperationalActivity/History/12").length).toBeGreaterThan(1);
    expect(toastTitles()).toContain("Activité publiée");
  });

  it("says a deletion will be refused while means exist, and shows the refusal in the dialog", async () => {
    const single = anActivity(12, { status: "public" });
    const { calls } = openPage(
      "/operational-activity-detail-page/12",
      detailAnswers({
        activity: single,
        refuse: (call) => {
          if (call.method === "DELETE") {
            throw new ApiRequestError(409, isInUse("operationalActivity", { id: 12, means: 2 }));
          }
          return undefined;
        },
      }),
    );
    await screen.findByRole("link", { name: "VPSP · AB-123-CD" });
    fireEvent.click(screen.getByRole("button", { name: "Supprimer l'activité" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer l'activité ?" });
    expect(within(dialog).getByText(/Elle a 2 moyens d'intervention\./)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer l'activité" }));
    expect(
      await within(dialog).findByText(
        /Impossible de supprimer cette activité opérationnelle : elle a encore des moyens d'intervention/,
        { normalizer: shownAs },
      ),
    ).toBeTruthy();
    expect(
      callsTo(calls, "OperationalActivity/12").find((call) => call.method === "DELETE"),
    ).toBeTruthy();
    expect(screen.getByRole("alertdialog")).toBe(dialog);
    expect(toastTitles()).toEqual([]);
  });

  it("names the occurrences a series' deletion kept, then leaves the deleted one for the list", async () => {
    const kept = anActivity(13, {
      recurrenceId: 5,
      status: "public",
      start: "2031-03-15T08:00:00+01:00",
      end: "2031-03-15T18:00:00+01:00",
    });
    const answers = detailAnswers();
    const { calls, router } = openPage("/operational-activity-detail-page/12", (call) =>
      call.method === "DELETE" && call.path === "Recurrence/5"
        ? { deletedIds: [11, 12], kept: [kept] }
        : answers(call),
    );
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Supprimer la série" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer la série ?" });
    expect(
      await within(dialog).findByText(/Les 3 occurrences de la série seront supprimées/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer la série" }));

    const incomplete = await screen.findByRole("dialog", {
      name: "Suppression incomplète de la série",
    });
    expect(
      within(incomplete).getByText(
        "La récurrence n'a pas été entièrement supprimée : 1 activité est conservée, car des personnes y sont inscrites.",
        { normalizer: shownAs },
      ),
    ).toBeTruthy();
    const keptLink = within(incomplete).getByRole("link", {
      name: "Poste de secours — semi-marathon",
    });
    expect(keptLink.getAttribute("href")).toBe("/operational-activity-detail-page/13");
    expect(
      within(incomplete).getByText("15 mars 2031, 08:00 – 18:00", { normalizer: shownAs }),
    ).toBeTruthy();
    expect(callsTo(calls, "Recurrence/5").map((call) => call.method)).toContain("DELETE");
    expect(toastTitles()).toContain("2 occurrences supprimées");
    expect(router.state.location.pathname).toBe("/operational-activity-detail-page/12");

    fireEvent.click(within(incomplete).getByRole("button", { name: "Fermer" }));
    expect(await screen.findByText("Liste des activités")).toBeTruthy();
  });

  it("downloads an attachment with the person's token and saves it under its name", async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => "blob:saved";
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const answers = detailAnswers();
    const { calls } = openPage("/operational-activity-detail-page/12", (call) =>
      call.path === "Attachment/41" ? new File(["%PDF"], "plan-acces.pdf") : answers(call),
    );
    fireEvent.click(await screen.findByRole("link", { name: "Télécharger plan-acces.pdf" }));
    await vi.waitFor(() => expect(saved).toEqual(["plan-acces.pdf"]));
    expect(callsTo(calls, "Attachment/41")[0]?.method).toBe("GET");
    click.mockRestore();
  });

  it("says no activity is chosen without an id, and leads to the list", async () => {
    const { calls } = openPage("/operational-activity-detail-page", detailAnswers());
    expect(await screen.findByText("Aucune activité choisie")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir les activités" }).getAttribute("href")).toBe(
      "/operational-activity/list",
    );
    expect(calls.filter((call) => call.path.startsWith("OperationalActivity"))).toEqual([]);
  });

  it("says an activity out of reach is not found, with the catalogue's words", async () => {
    openPage("/operational-activity-detail-page/99", () => {
      throw new ApiRequestError(404, apiError("operationalActivity", "notFound", { id: 99 }));
    });
    expect(await screen.findByText("Activité introuvable")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir les activités" })).toBeTruthy();
  });

  it("offers a volunteer no way to the list, which is not hers", async () => {
    openPage(
      "/operational-activity-detail-page/99",
      () => {
        throw new ApiRequestError(404, apiError("operationalActivity", "notFound", { id: 99 }));
      },
      testAuthorization(["V"]),
    );
    expect(await screen.findByText("Activité introuvable")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Voir les activités" })).toBeNull();
  });

  it("marks a visit from an absence, pointing to the means", async () => {
    openPage("/operational-activity-detail-page/12?isAbsence=true", detailAnswers());
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("Consultée depuis une absence")).toBeTruthy();
    cleanup();
    openPage("/operational-activity-detail-page/12?isAbsence=false", detailAnswers());
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText("Consultée depuis une absence")).toBeNull();
  });
});
