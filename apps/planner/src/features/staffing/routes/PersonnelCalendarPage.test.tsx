import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { saveOfflineSnapshot } from "../../../lib/offline/snapshot";
import { preferencesStorageKey } from "../../../lib/preferences";
import { testAuthorization, testSettings } from "../../../test/fixtures";
import { pattern } from "../../../test/form-helpers";
import { aMeans, anActivity, registrationPlace } from "../../../test/planning-fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { PersonnelCalendarPage } from "./PersonnelCalendarPage";

const volunteer = testAuthorization(["V"]);
const morning = { start: "2031-03-08T08:00:00+01:00", end: "2031-03-08T13:00:00+01:00" };
const afternoon = { start: "2031-03-08T14:00:00+01:00", end: "2031-03-08T18:00:00+01:00" };

/** One of the signed-in volunteer's registrations (person 7) on a means. */
const registration = (id: number, means: number, change: Record<string, unknown> = {}) => ({
  id,
  personId: 7,
  person: { id: 7, firstName: "Emma", lastName: "Petit", staffType: "volunteer", function: null },
  meansOfInterventionId: means,
  operationalActivityId: 12,
  ...registrationPlace(morning),
  status: "pending",
  isProposed: false,
  operationalRoleId: null,
  comment: "",
  rejectionReason: null,
  feedback: null,
  ...morning,
  proposedSchedule: null,
  plannedSchedule: null,
  createdAt: "2031-02-20T10:00:00+01:00",
  latestStatusChange: { status: "pending", at: "2031-02-21T10:00:00+01:00", byPersonId: 7 },
  ...change,
});

/** A pending registration on the 8th, another proposed on the 15th, one validated on the 22nd. */
const pending = registration(301, 71);
const proposed = registration(302, 72, {
  isProposed: true,
  start: "2031-03-15T08:00:00+01:00",
  end: "2031-03-15T12:00:00+01:00",
});
const validated = registration(303, 73, {
  status: "validated",
  start: "2031-03-22T08:00:00+01:00",
  end: "2031-03-22T12:00:00+01:00",
});
const rejected = registration(304, 74, { status: "rejected", ...afternoon });

/** An open means of her scope with places left, as the means search answers it. */
const openMeans = (id: number, start: string, end: string) => ({
  ...aMeans(id, { required: 4, validated: 1, pending: 0 }, { start, end }),
  typeName: "VPSP",
  departureName: null,
  operationalActivity: {
    title: "Marché de Noël",
    location: "Place de la mairie",
    status: "public",
    activityName: "Poste de secours",
    entityName: "Paris 15e",
  },
});

/** Her availability: a weekly one on Saturdays from 08:00 to 12:00 (decision 046). */
const saturdayMornings = {
  id: 91,
  kind: "available",
  repeat: "weekly",
  start: null,
  end: null,
  weekdays: [6],
  startTime: "08:00",
  endTime: "12:00",
  from: "2031-01-01",
  to: null,
  comment: "",
  createdAt: "2031-01-01T10:00:00+01:00",
};

const answers: Answer = (call) => {
  if (call.path === "Availability/Mine") return { items: [saturdayMornings] };
  if (call.path === "Availability/91") return null;
  if (call.path === "Availability")
    return {
      ...saturdayMornings,
      id: 92,
      kind: "unavailable",
      repeat: "once",
      start: "2031-03-15T00:00:00+01:00",
      end: "2031-03-16T00:00:00+01:00",
      weekdays: [],
      startTime: null,
      endTime: null,
      from: null,
    };
  if (call.path === "Registration/search")
    return { items: [pending, rejected, proposed, validated], total: 4, page: 1, pageSize: 100 };
  if (call.path === "MeansOfIntervention/search")
    return {
      // The 20th has a place for her; she is on means 71 already (the 8th).
      items: [
        openMeans(71, "2031-03-08T08:00:00+01:00", "2031-03-08T13:00:00+01:00"),
        openMeans(81, "2031-03-20T09:00:00+01:00", "2031-03-20T17:00:00+01:00"),
      ],
      total: 2,
      page: 1,
      pageSize: 100,
    };
  if (call.path === "OperationalActivity/12") return anActivity(12);
  if (call.path === "MeansOfIntervention/71")
    return aMeans(
      71,
      { required: 4, validated: 1, pending: 1 },
      {
        ultimateStart: "2031-03-08T07:30:00+01:00",
        ultimateEnd: "2031-03-08T13:30:00+01:00",
      },
    );
  return undefined;
};

function openPage(at: string) {
  return renderInApp(<PersonnelCalendarPage />, {
    answers,
    authorization: volunteer,
    route: {
      path: pattern("registration-personnel-calendar-page"),
      at: `/registration/personnel-calendar-page${at}`,
      others: { "/means-of-intervention-detail-page/:id": <p>Page du moyen</p> },
    },
  });
}

/** The status a day of the month shows, as its marker says it (the legend names it). */
const statusOf = (day: number) =>
  screen
    .getAllByRole("button")
    .find((button) => button.textContent === String(day) && !button.hasAttribute("aria-disabled"))
    ?.getAttribute("data-day-status");

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("my calendar", () => {
  it("reads the person's registrations of the weeks the month shows and marks each day by the domain's rule", async () => {
    const { calls } = openPage("?day=2031-03-10");
    await screen.findByRole("heading", { name: "Mon calendrier", level: 1 });
    await vi.waitFor(() => expect(statusOf(8)).toBe("registered"));
    expect(statusOf(15)).toBe("proposed");
    expect(statusOf(22)).toBe("validated");
    expect(statusOf(9)).toBeNull();
    // An open means she may still register for, on a day she holds nothing.
    await vi.waitFor(() => expect(statusOf(20)).toBe("incomplete"));
    // The month and a week on each side, in the organisation's time (summer time from the 30th).
    expect(callsTo(calls, "Registration/search")[0]?.body).toEqual({
      personIds: [7],
      from: "2031-02-22T00:00:00+01:00",
      to: "2031-04-08T00:00:00+02:00",
      sort: { field: "start", direction: "asc" },
      page: 1,
      pageSize: 100,
    });
    // The legend names each status the days show.
    expect(screen.getByText("Validé")).toBeTruthy();
  });

  it("opens a day from the month, lists its registrations whatever their status, and shows the one chosen whole, with what she may still do", async () => {
    const { router } = openPage("?day=2031-03-10");
    await vi.waitFor(() => expect(statusOf(8)).toBe("registered"));
    const eighth = screen
      .getAllByRole("button")
      .find((button) => button.getAttribute("data-day-status") === "registered") as HTMLElement;
    fireEvent.click(eighth);
    await vi.waitFor(() => expect(router.state.location.search).toBe("?day=2031-03-08&view=day"));
    const list = await screen.findByRole("list", { name: /^Inscriptions du/ });
    const rows = within(list).getAllByRole("button");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Inscrit"),
      expect.stringContaining("Refusé"),
    ]);
    fireEvent.click(within(rows[0] as HTMLElement).getByText("Inscrit"));
    const sheet = await screen.findByRole("dialog", { name: "VPSP" });
    expect(sheet.textContent).toContain("Poste de secours — semi-marathon");
    expect(sheet.textContent).toContain("Stade");
    // The means' rendezvous and return, once read.
    await vi.waitFor(() => expect(sheet.textContent).toContain("07:30"));
    expect(sheet.textContent).toContain("13:30");
    expect(
      within(sheet).getByRole("link", { name: "Voir la page du moyen" }).getAttribute("href"),
    ).toBe("/means-of-intervention-detail-page/71");
    // Pending and to come: she may unregister, not answer a proposition.
    expect(within(sheet).queryByRole("button", { name: "Accepter la proposition" })).toBeNull();
    fireEvent.click(within(sheet).getByRole("button", { name: "Se désinscrire" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Se désinscrire de « VPSP » ?" }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/registration/personnel-calendar-page");
  });

  it("shows the day of the address, and its month when the person goes back", async () => {
    const { router } = openPage("?day=2031-03-15&view=day");
    const heading = await screen.findByRole("heading", { level: 2, name: /15 mars 2031/ });
    expect(heading).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole("list", { name: /^Inscriptions du/ }).textContent).toContain(
        "Proposé",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: /Retour au mois/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?day=2031-03-15"));
    expect(await screen.findByRole("heading", { level: 2, name: /mars 2031/ })).toBeTruthy();
  });

  it("steps from day to day at once, the address following each day shown, and goes back to the last one's month", async () => {
    const { router, calls } = openPage("?day=2031-03-14&view=day");
    await screen.findByRole("heading", { level: 2, name: /14 mars 2031/ });
    await vi.waitFor(() => expect(callsTo(calls, "MeansOfIntervention/search")).toHaveLength(1));
    const next = screen.getByRole("button", { name: "Jour suivant" });
    // Two presses in a row: each day shows as it is pressed, the address ends on the last.
    fireEvent.click(next);
    expect(screen.getByRole("heading", { level: 2, name: /15 mars 2031/ })).toBeTruthy();
    fireEvent.click(next);
    expect(screen.getByRole("heading", { level: 2, name: /16 mars 2031/ })).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.search).toBe("?day=2031-03-16&view=day"));
    expect(screen.getByRole("heading", { level: 2, name: /16 mars 2031/ })).toBeTruthy();
    await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    // The day's registration of the 15th, stepped back to; the weeks shown asked nothing again.
    fireEvent.click(screen.getByRole("button", { name: "Jour précédent" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("list", { name: /^Inscriptions du/ }).textContent).toContain(
        "Proposé",
      ),
    );
    await vi.waitFor(() => expect(router.state.location.search).toBe("?day=2031-03-15&view=day"));
    expect(callsTo(calls, "MeansOfIntervention/search")).toHaveLength(1);
    expect(callsTo(calls, "Registration/search")).toHaveLength(1);
    // Stepped a day and back to the month at once: the month of that day, no day view again.
    fireEvent.click(next);
    fireEvent.click(screen.getByRole("button", { name: /Retour au mois/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?day=2031-03-16"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe("?day=2031-03-16");
    expect(screen.getByRole("heading", { level: 2, name: /mars 2031/ })).toBeTruthy();
  });

  it("keeps the day pressed while the address of the day before is still on its way", async () => {
    const { router } = openPage("?day=2031-03-16&view=day");
    await screen.findByRole("heading", { level: 2, name: /16 mars 2031/ });
    await vi.waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    // Back a day; the next day is pressed the moment the router takes the 15th's address,
    // before the page has drawn it: the 16th pressed is what stays, then what the address says.
    const pressed = new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.location.search !== "?day=2031-03-15&view=day") return;
        stop();
        fireEvent.click(screen.getByRole("button", { name: "Jour suivant" }));
        resolve();
      });
    });
    fireEvent.click(screen.getByRole("button", { name: "Jour précédent" }));
    expect(screen.getByRole("heading", { level: 2, name: /15 mars 2031/ })).toBeTruthy();
    await pressed;
    await vi.waitFor(() => expect(router.state.location.search).toBe("?day=2031-03-16&view=day"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe("?day=2031-03-16&view=day");
    expect(screen.getByRole("heading", { level: 2, name: /16 mars 2031/ })).toBeTruthy();
  });

  it("reads the next month's weeks when the day view steps into it", async () => {
    const { router, calls } = openPage("?day=2031-03-31&view=day");
    await screen.findByRole("heading", { level: 2, name: /31 mars 2031/ });
    await vi.waitFor(() => expect(callsTo(calls, "Registration/search")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Jour suivant" }));
    expect(screen.getByRole("heading", { level: 2, name: /1 avril 2031/ })).toBeTruthy();
    await vi.waitFor(() => expect(callsTo(calls, "Registration/search")).toHaveLength(2));
    expect(callsTo(calls, "Registration/search")[1]?.body).toMatchObject({
      from: "2031-03-25T00:00:00+01:00",
      to: "2031-05-08T00:00:00+02:00",
    });
    await vi.waitFor(() => expect(router.state.location.search).toBe("?day=2031-04-01&view=day"));
  });
});

describe("the open means of a day", () => {
  it("lists those she may still register for and registers her from there", async () => {
    const { calls } = openPage("?day=2031-03-20&view=day");
    const section = await screen.findByRole("region", { name: "Moyens ouverts ce jour-là" });
    const register = await within(section).findByRole("button", { name: "S'inscrire sur VPSP" });
    expect(section.textContent).toContain("Marché de Noël");
    expect(callsTo(calls, "MeansOfIntervention/search")[0]?.body).toMatchObject({
      status: "open",
      staffCompletenesses: ["noneStaffed", "partiallyStaffed"],
      to: "2031-04-08T00:00:00+02:00",
    });
    fireEvent.click(register);
    expect(await screen.findByRole("alertdialog", { name: /S'inscrire sur/ })).toBeTruthy();
  });

  it("says what her availability says of the day, declares the day unavailable, and removes a declaration", async () => {
    const { calls } = openPage("?day=2031-03-15&view=day");
    const section = await screen.findByRole("region", { name: "Ma disponibilité ce jour-là" });
    expect(await within(section).findByText("Disponible une partie de la journée")).toBeTruthy();
    expect(
      within(section).getByText("Disponible chaque semaine : samedi, 08:00 – 12:00"),
    ).toBeTruthy();
    fireEvent.click(
      within(section).getByRole("button", { name: "Je suis indisponible ce jour-là" }),
    );
    await vi.waitFor(() =>
      expect(callsTo(calls, "Availability")[0]?.body).toEqual({
        kind: "unavailable",
        repeat: "once",
        start: "2031-03-15T00:00",
        end: "2031-03-16T00:00",
      }),
    );
    fireEvent.click(
      within(section).getByRole("button", {
        name: /^Retirer\s:\sDisponible chaque semaine\s:\ssamedi, 08:00 – 12:00$/,
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Retirer cette déclaration ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Retirer" }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === "DELETE")?.path).toBe("Availability/91"),
    );
  });

  it("declares a weekly availability from the day, each rule said on its field", async () => {
    const { calls } = openPage("?day=2031-03-15&view=day");
    const section = await screen.findByRole("region", { name: "Ma disponibilité ce jour-là" });
    fireEvent.click(
      await within(section).findByRole("button", { name: "Autres horaires, chaque semaine…" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Déclarer une disponibilité" });
    const days = within(dialog).getByRole("group", { name: /Les jours/ });
    // The day's weekday is chosen; without any, the form says what is missing and sends nothing.
    const saturday = within(days).getByRole("checkbox", { name: "samedi" });
    expect(saturday).toHaveProperty("checked", true);
    fireEvent.click(saturday);
    fireEvent.click(within(dialog).getByRole("button", { name: "Déclarer" }));
    expect(
      (await within(dialog).findAllByText("Choisissez au moins un jour de la semaine.")).length,
    ).toBeGreaterThan(0);
    expect(callsTo(calls, "Availability")).toEqual([]);
    fireEvent.click(within(days).getByRole("checkbox", { name: "samedi" }));
    fireEvent.click(within(days).getByRole("checkbox", { name: "dimanche" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Déclarer" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "Availability")[0]?.body).toMatchObject({
        kind: "available",
        repeat: "weekly",
        weekdays: [6, 7],
        startTime: "08:00",
        endTime: "18:00",
        from: "2031-03-15",
        to: null,
      }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Déclarer une disponibilité" })).toBeNull(),
    );
  });

  it("leaves availability out for an employee, who declares none", async () => {
    const { calls } = renderInApp(<PersonnelCalendarPage />, {
      answers,
      authorization: testAuthorization(["S"]),
      route: {
        path: pattern("registration-personnel-calendar-page"),
        at: "/registration/personnel-calendar-page?day=2031-03-15&view=day",
      },
    });
    await screen.findByRole("region", { name: "Moyens ouverts ce jour-là" });
    expect(screen.queryByRole("region", { name: "Ma disponibilité ce jour-là" })).toBeNull();
    expect(callsTo(calls, "Availability/Mine")).toEqual([]);
  });

  it("leaves out a means she is on already", async () => {
    openPage("?day=2031-03-08&view=day");
    const section = await screen.findByRole("region", { name: "Moyens ouverts ce jour-là" });
    expect(
      await within(section).findByText("Aucun moyen ouvert pour vous ce jour-là"),
    ).toBeTruthy();
  });
});

describe("my calendar without the network", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("says it is offline and as of when, disables every action, and gives them back online", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    saveOfflineSnapshot({
      accountId: "emma",
      savedAt: "2031-03-14T13:32:00.000Z",
      language: "fr",
      activeRoleCode: "V",
      settings: testSettings("local"),
      answers: {},
    });
    openPage("?day=2031-03-20&view=day");
    expect(await screen.findByText("Hors connexion — à jour au 14 mars 2031, 14:32")).toBeTruthy();
    const opened = await screen.findByRole("region", { name: "Moyens ouverts ce jour-là" });
    const register = await within(opened).findByRole("button", { name: /^S'inscrire sur/ });
    expect(register.hasAttribute("disabled")).toBe(true);
    const availability = screen.getByRole("region", { name: "Ma disponibilité ce jour-là" });
    for (const button of await within(availability).findAllByRole("button")) {
      expect(button.hasAttribute("disabled")).toBe(true);
    }

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.queryByText(/Hors connexion/)).toBeNull();
    expect(register.hasAttribute("disabled")).toBe(false);
  });
});

describe("my calendar under my filters", () => {
  it("asks both searches for the activities and entities of the saved filter, and says so", async () => {
    window.localStorage.setItem(
      preferencesStorageKey,
      JSON.stringify({
        users: {
          7: {
            lists: {
              personnelMobile: {
                filters: { activityTypeId: 1, activityIds: [11], entityTypeId: 5, entityIds: [] },
              },
            },
          },
        },
      }),
    );
    // As another page of the browser would: the preferences store follows the event.
    window.dispatchEvent(new StorageEvent("storage", { key: preferencesStorageKey }));
    try {
      const { calls } = openPage("?day=2031-03-10");
      expect(
        await screen.findByText(/Filtré : seules les activités et les entités de vos filtres/),
      ).toBeTruthy();
      expect(screen.getByRole("link", { name: "Modifier les filtres" }).getAttribute("href")).toBe(
        "/registration/personnel-filter-page",
      );
      await vi.waitFor(() =>
        expect(callsTo(calls, "MeansOfIntervention/search")).not.toHaveLength(0),
      );
      for (const path of ["Registration/search", "MeansOfIntervention/search"]) {
        // The last asked: the store of preferences may have held another test's at first.
        expect(callsTo(calls, path).at(-1)?.body).toMatchObject({
          activityIds: [11],
          entityTypeIds: [5],
        });
      }
    } finally {
      window.localStorage.removeItem(preferencesStorageKey);
      window.dispatchEvent(new StorageEvent("storage", { key: preferencesStorageKey }));
    }
  });
});

describe("my calendar while under development", () => {
  it("says it is not available yet and leads to the registrations, asking nothing", async () => {
    const { calls } = renderInApp(<PersonnelCalendarPage />, {
      answers,
      authorization: volunteer,
      settings: { pagesUnderDevelopment: ["registration-personnel-calendar-page"] },
      route: {
        path: pattern("registration-personnel-calendar-page"),
        at: "/registration/personnel-calendar-page",
      },
    });
    expect(await screen.findByText("Votre calendrier n'est pas encore disponible")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Voir toutes vos inscriptions" }).getAttribute("href"),
    ).toBe("/registration/user-registration");
    expect(screen.queryByRole("grid")).toBeNull();
    expect(calls).toEqual([]);
  });
});
