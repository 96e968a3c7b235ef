import { apiError } from "@releve/domain";
import { toastQueue } from "@releve/ui";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { aMeans, anActivity, meansTypes, registrationPlace } from "../../../test/planning-fixtures";
import {
  type Answer,
  callsTo,
  type RecordedCall,
  renderInApp,
  shownAs,
} from "../../../test/render-in-app";
import { MeansDetailPage } from "./MeansDetailPage";

const manager = testAuthorization(["C"]);
const occurrence = anActivity(12, { status: "public" });
const reader = testAuthorization(["D"]);

/** Means 71: an open first-aid vehicle of activity 12, leaving from Paris 15's base. */
const vehicle = aMeans(
  71,
  { required: 3, validated: 1, pending: 1 },
  {
    plateNumber: "AB-123-CD",
    departureId: 8,
    ultimateStart: "2031-03-08T07:30:00+01:00",
    ultimateEnd: "2031-03-08T13:30:00+01:00",
    comment: "Brancard à vérifier.",
  },
);

const registration = (id: number, change: Record<string, unknown>) => ({
  id,
  personId: id,
  person: {
    id,
    firstName: "Emma",
    lastName: "Petit",
    staffType: "volunteer",
    function: "Secouriste",
  },
  meansOfInterventionId: 71,
  operationalActivityId: 12,
  ...registrationPlace(vehicle),
  status: "validated",
  isProposed: false,
  operationalRoleId: 2,
  comment: "",
  rejectionReason: null,
  feedback: null,
  start: vehicle.start,
  end: vehicle.end,
  proposedSchedule: null,
  plannedSchedule: null,
  createdAt: "2031-02-20T10:00:00+01:00",
  latestStatusChange: { status: "validated", at: "2031-02-21T10:00:00+01:00", byPersonId: 3 },
  ...change,
});

const recipients = {
  items: [
    {
      personId: 501,
      firstName: "Emma",
      lastName: "Petit",
      staffType: "volunteer",
      reachable: true,
      feedback: null,
    },
    {
      personId: 502,
      firstName: "Hugo",
      lastName: "Leroy",
      staffType: "volunteer",
      reachable: false,
      feedback: null,
    },
  ],
  total: 2,
  reachable: 1,
  lastNotifiedAt: null,
  availableAt: null,
};

/** What the API answers by path for means 71; `refuse` answers a call first when it returns. */
function answers(
  means: typeof vehicle = vehicle,
  refuse: (call: RecordedCall) => unknown = () => undefined,
): Answer {
  const byPath: Record<string, unknown> = {
    [`MeansOfIntervention/${means.id}`]: means,
    [`MeansOfIntervention/History/${means.id}`]: [
      {
        action: "create",
        from: null,
        to: "draft",
        comment: "",
        at: "2031-02-10T09:15:00+01:00",
        by: { personId: 3, firstName: "Karim", lastName: "Haddad" },
      },
      {
        action: "open",
        from: "public",
        to: "open",
        comment: "",
        at: "2031-02-12T09:15:00+01:00",
        by: null,
      },
    ],
    "OperationalActivity/12": occurrence,
    MeansOfInterventionType: meansTypes,
    departure: [
      {
        id: 8,
        entityId: 1,
        code: "P15",
        label: { fr: "Base Paris 15", en: "Paris 15 base", de: "Basis Paris 15" },
      },
    ],
    PredefinedSchedule: [],
    OperationalRole: [
      { id: 2, code: "DRIVER", label: { fr: "Conducteur", en: "Driver", de: "Fahrer" } },
    ],
    "Registration/search": {
      items: [
        registration(301, {}),
        registration(302, {
          person: {
            id: 302,
            firstName: "Lucas",
            lastName: "Moreau",
            staffType: "employee",
            function: null,
          },
          status: "pending",
          isProposed: true,
          operationalRoleId: null,
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    },
    "MeansOfIntervention/NotifyOpening/Recipients/71": recipients,
    "MeansOfIntervention/NotifyOpening/71": {
      recipientCount: 1,
      unreachableCount: 1,
      notifiedAt: "2031-03-01T10:00:00+01:00",
    },
  };
  return (call) => {
    const refused = refuse(call);
    if (refused !== undefined) return refused;
    if (!(call.path in byPath)) throw new Error(`No answer for ${call.method} ${call.path}`);
    return byPath[call.path];
  };
}

function openPage(at: string, answer: Answer, authorization = manager) {
  return renderInApp(<MeansDetailPage />, {
    answers: answer,
    authorization,
    route: {
      path: "/means-of-intervention-detail-page/:id?",
      at,
      others: { "/operational-activity-detail-page/:id": <p>Page de l'activité</p> },
    },
  });
}

const toastTitles = () => toastQueue.queue.visibleToasts.map((toast) => toast.content.title);

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  for (const toast of toastQueue.queue.visibleToasts) toastQueue.close(toast.key);
});

describe("the means' page", () => {
  it("shows the means' fields, its personnel and its history", async () => {
    openPage("/means-of-intervention-detail-page/71", answers());
    expect(await screen.findByRole("heading", { level: 1, name: "VPSP · AB-123-CD" })).toBeTruthy();
    const facts = screen.getByRole("region", { name: "Informations" });
    const fact = (term: string) =>
      shownAs(within(facts).getByText(term).nextElementSibling?.textContent ?? "");
    await vi.waitFor(() => expect(fact("Départ")).toBe("Base Paris 15"));
    await vi.waitFor(() => expect(fact("Activité opérationnelle")).toBe(occurrence.title));
    expect(fact("Type de moyen")).toBe("VPSP");
    expect(fact("Immatriculation")).toBe("AB-123-CD");
    expect(fact("Sur place")).toBe("8 mars 2031, 08:00 – 13:00");
    expect(fact("Rendez-vous")).toBe("8 mars 2031, 07:30");
    expect(fact("Retour")).toBe("8 mars 2031, 13:30");
    expect(fact("Personnel")).toMatch(/^Validées : 1 sur 3 · En attente : 1/);
    expect(fact("Scission")).toBe("Non scindé");
    expect(fact("Commentaire")).toBe("Brancard à vérifier.");

    const personnel = screen.getByRole("region", { name: "Personnel" });
    const [emma, lucas] = await within(personnel).findAllByRole("listitem");
    expect(shownAs(emma?.textContent ?? "")).toContain("PETIT Emma");
    expect(shownAs(emma?.textContent ?? "")).toContain("Secouriste · Bénévole");
    expect(shownAs(emma?.textContent ?? "")).toContain("Rôle : Conducteur");
    expect(within(emma as HTMLElement).getByText("Validée")).toBeTruthy();
    expect(shownAs(lucas?.textContent ?? "")).toContain("MOREAU Lucas");
    expect(within(lucas as HTMLElement).getByText("Proposée par un responsable")).toBeTruthy();

    const history = screen.getByRole("region", { name: "Historique des statuts" });
    expect(await within(history).findByText("Ouverture")).toBeTruthy();
    expect(within(history).getByText(/Traitement automatique/)).toBeTruthy();
  });

  it("offers a writer what the status allows, and a reader nothing", async () => {
    openPage(
      "/means-of-intervention-detail-page/71",
      answers(aMeans(71, vehicle.staff, { status: "draft" })),
    );
    const main = await screen.findByRole("heading", { level: 1 });
    expect(main).toBeTruthy();
    const buttons = () =>
      screen
        .getAllByRole("button")
        .map((button) => button.textContent)
        .filter(Boolean);
    expect(buttons()).toEqual(["Publier", "Annuler le moyen", "Supprimer le moyen"]);
    expect(screen.getByRole("link", { name: "Modifier" }).getAttribute("href")).toBe(
      "/means-of-intervention/edit/12/71",
    );
    expect(screen.getByRole("link", { name: "Dupliquer" }).getAttribute("href")).toBe(
      "/means-of-intervention/duplicate/71",
    );
    cleanup();

    openPage("/means-of-intervention-detail-page/71", answers());
    await screen.findByRole("heading", { level: 1 });
    expect(buttons()).toEqual([
      "Rappeler la mobilisation",
      "Annoncer l'ouverture",
      "Annuler le moyen",
      "Supprimer le moyen",
      // An open means takes staff; a draft one does not yet.
      "Affecter du personnel",
    ]);
    cleanup();

    openPage("/means-of-intervention-detail-page/71", answers(), reader);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
  });

  it("explains a refused deletion in the catalogue's words, naming the other half", async () => {
    const half = aMeans(71, { required: 3, validated: 0, pending: 0 }, { splitSiblingId: 72 });
    const { calls } = openPage(
      "/means-of-intervention-detail-page/71",
      answers(half, (call) => {
        if (call.method !== "DELETE") return undefined;
        throw new ApiRequestError(
          409,
          apiError("meansOfIntervention", "isInUseSplit", { id: 71, splitSiblingId: 72 }),
        );
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Supprimer le moyen" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByRole("link", { name: "moyen n° 72" }).getAttribute("href")).toBe(
      "/means-of-intervention-detail-page/72",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer le moyen" }));
    expect(await within(dialog).findByText("Action refusée")).toBeTruthy();
    expect(within(dialog).getByText(/sur l'autre moitié de sa scission/)).toBeTruthy();
    expect(callsTo(calls, "MeansOfIntervention/71").map((call) => call.method)).toContain("DELETE");
  });

  it("says whom an opening notice reaches, sends it with the comment and says how many", async () => {
    const { calls } = openPage("/means-of-intervention-detail-page/71", answers());
    fireEvent.click(await screen.findByRole("button", { name: "Annoncer l'ouverture" }));
    const dialog = screen.getByRole("alertdialog");
    expect(await within(dialog).findByText(/^1 personne recevra un message/)).toBeTruthy();
    expect(within(dialog).getByText("PETIT Emma")).toBeTruthy();
    expect(within(dialog).getByText("Aucune adresse e-mail")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Commentaire (facultatif)" }), {
      target: { value: " Il reste deux places. " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer l'annonce" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("1 message envoyé"));
    expect(callsTo(calls, "MeansOfIntervention/NotifyOpening/71")[0]?.body).toEqual({
      comment: "Il reste deux places.",
    });
  });

  it("says a means out of reach is not found, and none chosen without an id", async () => {
    openPage("/means-of-intervention-detail-page/99", () => {
      throw new ApiRequestError(404, apiError("meansOfIntervention", "notFound", { id: 99 }));
    });
    expect(await screen.findByText("Moyen introuvable")).toBeTruthy();
    cleanup();
    const { calls } = openPage("/means-of-intervention-detail-page", answers());
    expect(await screen.findByText("Aucun moyen choisi")).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("a manager's decisions on the means' personnel", () => {
  const pending = registration(303, {
    person: { id: 303, firstName: "Léa", lastName: "Roux", staffType: "volunteer", function: null },
    status: "pending",
    operationalRoleId: null,
  });
  /** The API with a pending registration, the conflicts it meets and the decisions' answers. */
  const withPending = (conflicts: unknown[]) =>
    answers(vehicle, (call) => {
      if (call.path === "Registration/search")
        return { items: [registration(301, {}), pending], total: 2, page: 1, pageSize: 50 };
      if (call.path === "Registration/Conflicts") return { conflicts };
      if (call.path === "Registration/Validate/303")
        return { registration: { ...pending, status: "validated" }, conflicts, findings: [] };
      if (call.path === "Registration/Reject/301")
        return {
          registration: registration(301, { status: "rejected", rejectionReason: "absence" }),
          conflicts: [],
          findings: [],
        };
      return undefined;
    });
  const decisionsOf = async (name: string) => {
    fireEvent.click(
      await screen.findByRole("button", { name: `Actions sur l'inscription de ${name}` }),
    );
    return screen.getAllByRole("menuitem").map((item) => item.textContent?.trim());
  };

  it("offers each registration what its status allows: validate a pending one with a role after its conflicts were looked for", async () => {
    const { calls } = openPage("/means-of-intervention-detail-page/71", withPending([]));
    const pages = ["Modifier l'inscription", "Proposer un autre horaire"];
    expect(await decisionsOf("PETIT Emma")).toEqual(["Refuser l'inscription", ...pages]);
    expect(
      screen.getByRole("menuitem", { name: "Modifier l'inscription" }).getAttribute("href"),
    ).toBe("/registration/edit/301");
    fireEvent.keyDown(screen.getAllByRole("menuitem")[0] as HTMLElement, { key: "Escape" });
    expect(await decisionsOf("ROUX Léa")).toEqual([
      "Valider l'inscription",
      "Refuser l'inscription",
      ...pages,
    ]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Valider l'inscription" }));
    const dialog = screen.getByRole("alertdialog", { name: "Valider l'inscription ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: /Rôle opérationnel/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Conducteur" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Valider" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Inscription validée"));
    expect(callsTo(calls, "Registration/Conflicts")[0]?.body).toEqual({ registrationIds: [303] });
    expect(callsTo(calls, "Registration/Validate/303")[0]?.body).toEqual({
      operationalRoleId: 2,
      comment: "",
    });
  });

  it("shows a flagged conflict before validating, and refuses to send a blocked one", async () => {
    const flagged = {
      type: "partialAbsence",
      personId: 303,
      meansOfInterventionId: 71,
      registrationId: 303,
      otherIds: [],
      blocking: false,
    };
    const { calls } = openPage("/means-of-intervention-detail-page/71", withPending([flagged]));
    await decisionsOf("ROUX Léa");
    fireEvent.click(screen.getByRole("menuitem", { name: "Valider l'inscription" }));
    fireEvent.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Valider" }),
    );
    const conflicts = await screen.findByRole("alertdialog", { name: /Conflits/ });
    expect(callsTo(calls, "Registration/Validate/303")).toEqual([]);
    fireEvent.click(within(conflicts).getByRole("button", { name: "Valider malgré les conflits" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Inscription validée"));
    expect(callsTo(calls, "Registration/Validate/303")).toHaveLength(1);
    cleanup();

    const blocked = { ...flagged, type: "ubiquity", otherIds: [88], blocking: true };
    const second = openPage("/means-of-intervention-detail-page/71", withPending([blocked]));
    await decisionsOf("ROUX Léa");
    fireEvent.click(screen.getByRole("menuitem", { name: "Valider l'inscription" }));
    fireEvent.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Valider" }),
    );
    const refusal = await screen.findByRole("alertdialog", { name: /Conflits/ });
    expect(
      within(refusal).queryByRole("button", { name: "Valider malgré les conflits" }),
    ).toBeNull();
    expect(within(refusal).getByRole("link", { name: /88/ }).getAttribute("href")).toBe(
      "/means-of-intervention-detail-page/88",
    );
    expect(callsTo(second.calls, "Registration/Validate/303")).toEqual([]);
  });

  it("tells a validation refused after its flagged conflicts were accepted", async () => {
    const flagged = {
      type: "partialAbsence",
      personId: 303,
      meansOfInterventionId: 71,
      registrationId: 303,
      otherIds: [],
      blocking: false,
    };
    const refusing: Answer = (call) => {
      if (call.path === "Registration/Validate/303")
        throw new ApiRequestError(
          409,
          apiError("registration", "staffMaximumReached", { meansOfInterventionId: 71, max: 3 }),
        );
      return withPending([flagged])(call);
    };
    openPage("/means-of-intervention-detail-page/71", refusing);
    await decisionsOf("ROUX Léa");
    fireEvent.click(screen.getByRole("menuitem", { name: "Valider l'inscription" }));
    fireEvent.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Valider" }),
    );
    const conflicts = await screen.findByRole("alertdialog", { name: /Conflits/ });
    fireEvent.click(within(conflicts).getByRole("button", { name: "Valider malgré les conflits" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Inscription non validée"));
    expect(toastTitles()).not.toContain("Inscription validée");
  });

  it("rejects only with a reason, and offers a reader no decision", async () => {
    const { calls } = openPage("/means-of-intervention-detail-page/71", withPending([]));
    await decisionsOf("PETIT Emma");
    fireEvent.click(screen.getByRole("menuitem", { name: "Refuser l'inscription" }));
    const dialog = screen.getByRole("alertdialog", { name: "Refuser l'inscription ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuser" }));
    expect(await within(dialog).findByText("Choisissez le motif du refus.")).toBeTruthy();
    expect(callsTo(calls, "Registration/Reject/301")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Absence" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuser" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Inscription refusée"));
    expect(callsTo(calls, "Registration/Reject/301")[0]?.body).toEqual({
      rejectionReason: "absence",
      comment: "",
    });
    cleanup();

    openPage("/means-of-intervention-detail-page/71", withPending([]), reader);
    expect(await screen.findByText("PETIT Emma")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Actions sur l'inscription/ })).toBeNull();
  });
});

describe("putting persons on the means", () => {
  const person = (
    id: number,
    firstName: string,
    lastName: string,
    fn: string | null,
    availability: string | null = null,
  ) => ({
    id,
    firstName,
    lastName,
    function: fn,
    staffType: "volunteer",
    emails: [],
    personIdCentralDb: null,
    email: null,
    userProfileId: null,
    availability,
  });
  const people = [
    person(401, "Léa", "Roux", "Infirmière", "available"),
    person(402, "Hugo", "Leroy", null, "unavailable"),
  ];
  /** The API: persons found by their words, the conflicts of person 402, the assignment. */
  const withSearch = (conflict: { blocking: boolean } | null) =>
    answers(vehicle, (call) => {
      if (call.path === "Person/search") {
        const text = String((call.body as { text: string }).text).toLowerCase();
        const items = people.filter((item) => item.lastName.toLowerCase().includes(text));
        return { items, total: items.length, page: 1, pageSize: 20 };
      }
      if (call.path === "Registration/Conflicts") {
        const asked = (call.body as { personIds: number[] }).personIds;
        return {
          conflicts:
            conflict && asked.includes(402)
              ? [
                  {
                    type: "ubiquity",
                    personId: 402,
                    meansOfInterventionId: 71,
                    otherIds: [88],
                    blocking: conflict.blocking,
                  },
                ]
              : [],
        };
      }
      if (call.path === "Registration/Assign" || call.path === "Registration/Propose") {
        const asked = (call.body as { personIds: number[] }).personIds;
        return {
          registrations: asked.map((id) => registration(id, {})),
          conflicts: [],
          findings: [],
        };
      }
      return undefined;
    });
  const choose = async (dialog: HTMLElement, words: string, name: RegExp) => {
    const field = within(dialog).getByRole("textbox", { name: "Nom, fonction ou e-mail" });
    fireEvent.change(field, { target: { value: words } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Chercher" }));
    fireEvent.click(await within(dialog).findByRole("checkbox", { name }));
  };

  it("chooses persons across searches, shows a flagged conflict, then assigns them all", async () => {
    const { calls } = openPage(
      "/means-of-intervention-detail-page/71",
      withSearch({ blocking: false }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Affecter du personnel" }));
    const dialog = screen.getByRole("dialog", { name: /Affecter du personnel/ });
    await choose(dialog, "roux", /ROUX Léa · Infirmière · Bénévole · Disponible$/);
    // Asked over the means' hours: who is available then comes first, and each says so.
    expect(callsTo(calls, "Person/search")[0]?.body).toMatchObject({
      availableDuring: { from: vehicle.start, to: vehicle.end },
    });
    expect(
      within(dialog)
        .getByRole("group", { name: /Personnes trouvées/ })
        .getAttribute("aria-describedby"),
    ).toBeTruthy();
    expect(
      within(dialog).getByText("Les personnes disponibles sur les horaires du moyen d'abord."),
    ).toBeTruthy();
    await choose(dialog, "leroy", /LEROY Hugo · Bénévole · Indisponible$/);
    const chosen = within(dialog).getByRole("grid", { name: "Personnes choisies" });
    expect(
      within(chosen)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining("ROUX Léa"), expect.stringContaining("LEROY Hugo")]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Affecter" }));
    const conflicts = await screen.findByRole("alertdialog", { name: /Conflits/ });
    expect(within(conflicts).getByText(/LEROY Hugo/)).toBeTruthy();
    expect(callsTo(calls, "Registration/Assign")).toEqual([]);
    fireEvent.click(
      within(conflicts).getByRole("button", { name: "Affecter malgré les conflits" }),
    );
    await vi.waitFor(() => expect(toastTitles()).toContain("2 personnes affectées"));
    expect(callsTo(calls, "Registration/Conflicts")[0]?.body).toEqual({
      meansOfInterventionIds: [71],
      personIds: [401, 402],
    });
    expect(callsTo(calls, "Registration/Assign")[0]?.body).toEqual({
      personIds: [401, 402],
      meansOfInterventionIds: [71],
      operationalRoleId: null,
      comment: "",
    });
  });

  it("goes back to the choice when a conflict blocks, and proposes once the person is taken out", async () => {
    const { calls } = openPage(
      "/means-of-intervention-detail-page/71",
      withSearch({ blocking: true }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Affecter du personnel" }));
    let dialog = screen.getByRole("dialog", { name: /Affecter du personnel/ });
    await choose(dialog, "roux", /ROUX Léa/);
    await choose(dialog, "leroy", /LEROY Hugo/);
    fireEvent.click(within(dialog).getByRole("radio", { name: /Proposer/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Proposer" }));
    const conflicts = await screen.findByRole("alertdialog", { name: /Conflits/ });
    expect(within(conflicts).queryByRole("button", { name: /malgré/ })).toBeNull();
    fireEvent.click(within(conflicts).getByRole("button", { name: "Annuler" }));
    dialog = await screen.findByRole("dialog", { name: /Affecter du personnel/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Retirer LEROY Hugo" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Proposer" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Moyen proposé à 1 personne"));
    expect(callsTo(calls, "Registration/Propose")[0]?.body).toMatchObject({ personIds: [401] });
    expect(callsTo(calls, "Registration/Assign")).toEqual([]);
  });

  it("is offered to a manager of registrations only", async () => {
    openPage("/means-of-intervention-detail-page/71", withSearch(null), reader);
    expect(await screen.findByText("PETIT Emma")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Affecter du personnel" })).toBeNull();
  });
});

describe("a volunteer's own place on the means", () => {
  const volunteer = testAuthorization(["V"]);
  /** The API with the volunteer's own registration on means 71, if any. */
  const withMine = (mine: ReturnType<typeof registration> | null) =>
    answers(vehicle, (call) => {
      const body = call.body as { personIds?: number[] } | undefined;
      if (call.path === "Registration/search" && body?.personIds)
        return { items: mine ? [mine] : [], total: mine ? 1 : 0, page: 1, pageSize: 1 };
      if (call.path === "Registration/Conflicts") return { conflicts: [] };
      if (call.path === "Registration/Register")
        return {
          registrations: [registration(7, { personId: 7, status: "pending" })],
          conflicts: [],
          findings: [],
        };
      if (call.path === "Registration/Unregister/307")
        return {
          registration: registration(307, { personId: 7, status: "unregistered" }),
          conflicts: [],
          findings: [],
        };
      return undefined;
    });

  it("registers on an open means once their conflicts were looked for", async () => {
    const { calls } = openPage("/means-of-intervention-detail-page/71", withMine(null), volunteer);
    fireEvent.click(await screen.findByRole("button", { name: "S'inscrire" }));
    const dialog = screen.getByRole("alertdialog", { name: /S'inscrire sur/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "S'inscrire" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Inscription envoyée au responsable"));
    expect(callsTo(calls, "Registration/Conflicts")[0]?.body).toEqual({
      meansOfInterventionIds: [71],
      personIds: [7],
    });
    expect(callsTo(calls, "Registration/Register")[0]?.body).toEqual({
      meansOfInterventionIds: [71],
      operationalRoleId: null,
      comment: "",
    });
  });

  it("unregisters from a validated registration only with a reason", async () => {
    const mine = registration(307, { personId: 7, status: "validated" });
    const { calls } = openPage("/means-of-intervention-detail-page/71", withMine(mine), volunteer);
    expect(await screen.findByText("Votre inscription :")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "S'inscrire" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Se désinscrire" }));
    const dialog = screen.getByRole("alertdialog", { name: /Se désinscrire de/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Se désinscrire" }));
    expect(
      await within(dialog).findByText("Indiquez pourquoi cette inscription validée est retirée."),
    ).toBeTruthy();
    expect(callsTo(calls, "Registration/Unregister/307")).toEqual([]);
    fireEvent.change(within(dialog).getByRole("textbox"), {
      target: { value: "Malade depuis hier." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Se désinscrire" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Désinscription enregistrée"));
    expect(callsTo(calls, "Registration/Unregister/307")[0]?.body).toEqual({
      comment: "Malade depuis hier.",
    });
  });

  it("accepts a proposition once its conflicts were looked for, or declines it", async () => {
    const proposed = registration(307, { personId: 7, status: "pending", isProposed: true });
    const answered = (call: RecordedCall) =>
      call.path === "Registration/AcceptPropositions" ||
      call.path === "Registration/RejectPropositions"
        ? { registrations: [proposed], conflicts: [], findings: [] }
        : withMine(proposed)(call);
    const { calls } = openPage("/means-of-intervention-detail-page/71", answered, volunteer);
    expect(await screen.findByText("Votre inscription :")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Se désinscrire" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Accepter" }));
    const accept = screen.getByRole("alertdialog", { name: /Accepter/ });
    fireEvent.click(within(accept).getByRole("button", { name: "Accepter" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Proposition acceptée"));
    expect(callsTo(calls, "Registration/Conflicts")[0]?.body).toEqual({ registrationIds: [307] });
    expect(callsTo(calls, "Registration/AcceptPropositions")[0]?.body).toEqual({
      registrationIds: [307],
      comment: "",
    });
    fireEvent.click(screen.getByRole("button", { name: "Décliner" }));
    const decline = screen.getByRole("alertdialog", { name: /Décliner/ });
    fireEvent.click(within(decline).getByRole("button", { name: "Décliner" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Proposition déclinée"));
    expect(callsTo(calls, "Registration/RejectPropositions")[0]?.body).toEqual({
      registrationIds: [307],
      comment: "",
    });
  });

  it("says why they cannot register before they try: a full means, another validated registration, an opening to come", async () => {
    /** No registration of hers on the means, no conflict. */
    const none = (call: RecordedCall) => {
      if (call.path === "Registration/search" && (call.body as { personIds?: number[] }).personIds)
        return { items: [], total: 0, page: 1, pageSize: 1 };
      if (call.path === "Registration/Conflicts") return { conflicts: [] };
      return undefined;
    };
    const full = aMeans(71, { required: 3, validated: 2, pending: 1 }, {});
    openPage("/means-of-intervention-detail-page/71", answers(full, none), volunteer);
    const button = await screen.findByRole("button", { name: "S'inscrire" });
    const reason = await screen.findByText(
      "Ce moyen a déjà tout son personnel (3 personnes requises).",
    );
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.getAttribute("aria-describedby")).toBe(reason.id);
    cleanup();

    const elsewhere = (call: RecordedCall) =>
      call.path === "Registration/Conflicts"
        ? {
            conflicts: [
              {
                type: "existingRegistration",
                personId: 7,
                meansOfInterventionId: 71,
                otherIds: [88],
                blocking: true,
              },
            ],
          }
        : withMine(null)(call);
    openPage("/means-of-intervention-detail-page/71", elsewhere, volunteer);
    const other = await screen.findByRole("link", { name: "moyen n° 88" });
    expect(other.getAttribute("href")).toBe("/means-of-intervention-detail-page/88");
    expect(screen.getByRole("button", { name: "S'inscrire" }).hasAttribute("disabled")).toBe(true);
    cleanup();

    const opensLater = aMeans(71, vehicle.staff, {
      status: "public",
      openingOption: "specificDate",
      openingDate: "2031-03-01T08:00:00+01:00",
    });
    const { calls } = openPage(
      "/means-of-intervention-detail-page/71",
      answers(opensLater, none),
      volunteer,
    );
    expect(await screen.findByText(/^Les inscriptions ouvriront le 1 mars 2031/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "S'inscrire" }).hasAttribute("disabled")).toBe(true);
    // Conflicts are looked for on an open means only.
    expect(callsTo(calls, "Registration/Conflicts")).toEqual([]);
  });

  it("is not offered to a manager acting for others", async () => {
    openPage("/means-of-intervention-detail-page/71", withMine(null));
    expect(await screen.findByText("PETIT Emma")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "S'inscrire" })).toBeNull();
  });
});
