import { apiError, type MeansOfIntervention } from "@releve/domain";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-messages";
import { activateLanguage, i18n } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { aMeansRow } from "../../../test/planning-fixtures";
import { callsTo, type RecordedCall, renderInApp, shownAs } from "../../../test/render-in-app";
import type { RegistrationSearchCriteria } from "../api/search-registrations";
import { activity, means, meansTypes, registration, testNow } from "../test-fixtures";
import { HomePage } from "./HomePage";

const onFriday = { start: "2027-03-12T08:00:00+01:00", end: "2027-03-12T14:00:00+01:00" };

/** Emma's registrations: validated on means 11, proposed on means 12, pending on open means 33. */
const mine = [
  registration(501, { meansOfInterventionId: 11, ...onFriday }),
  registration(502, {
    meansOfInterventionId: 12,
    operationalActivityId: 200,
    status: "pending",
    isProposed: true,
    start: "2027-03-13T20:00:00+01:00",
    end: "2027-03-14T02:00:00+01:00",
  }),
  registration(503, { meansOfInterventionId: 33, status: "pending" }),
];

const roomLeft = { required: 4, validated: 1, pending: 0 };
/** The open means with a place left the search finds, the soonest first. */
const open: MeansOfIntervention[] = [
  means(31, { status: "open", staff: roomLeft, ...onFriday }),
  // Her activity closed registrations yesterday: inherited deadline passed.
  means(32, {
    status: "open",
    staff: roomLeft,
    operationalActivityId: 300,
    inheritsFromActivity: true,
  }),
  means(33, { status: "open", staff: roomLeft }),
  means(34, {
    status: "open",
    typeId: 2,
    operationalActivityId: 200,
    registrationDeadline: "2027-03-14T18:00:00+01:00",
    staff: { required: 3, validated: 0, pending: 0 },
    start: "2027-03-15T09:00:00+01:00",
    end: "2027-03-15T17:00:00+01:00",
  }),
];

/** The fake API of a volunteer: her registrations, the means and their activities. */
function volunteerApi(registrations: typeof mine, openMeans: MeansOfIntervention[]) {
  return (call: RecordedCall) => {
    if (call.path === "MeansOfInterventionType") return meansTypes;
    if (call.path === "OperationalActivity/100") return activity(100, "Marathon de Paris");
    if (call.path === "OperationalActivity/200") return activity(200, "Maraude du 19e");
    if (call.path === "OperationalActivity/300") {
      return activity(300, "Fête de quartier", {
        registrationDeadline: "2027-03-09T18:00:00+01:00",
      });
    }
    if (call.path === "MeansOfIntervention/11") return means(11, { staff: roomLeft });
    if (call.path === "MeansOfIntervention/12") {
      return means(12, { typeId: 2, operationalActivityId: 200, staff: roomLeft });
    }
    if (call.path === "MeansOfIntervention/search") {
      const items = openMeans.map((item) => aMeansRow(item));
      return { items, total: items.length, page: 1, pageSize: 10 };
    }
    if (call.path === "Registration/search") {
      const criteria = call.body as RegistrationSearchCriteria;
      const ids = criteria.meansOfInterventionIds;
      const items = ids
        ? registrations.filter((item) => ids.includes(item.meansOfInterventionId))
        : registrations.slice(0, 2);
      return { items, total: items.length, page: 1, pageSize: criteria.pageSize };
    }
    throw new Error(`Unexpected ${call.method} ${call.path}`);
  };
}

const linksIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

beforeAll(() => {
  activateLanguage("fr");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(testNow);
});
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

describe("the start page of field staff", () => {
  it("shows a volunteer her next registrations, their status and their means", async () => {
    const { calls } = renderInApp(<HomePage />, {
      answers: volunteerApi(mine, open),
      authorization: testAuthorization(["V"]),
    });
    const region = await screen.findByRole("region", { name: "Mes prochaines inscriptions" });
    await within(region).findByText("2 inscriptions à venir");
    expect(linksIn(region)).toEqual([
      ["VPSP", "/means-of-intervention-detail-page/11"],
      ["Équipe de secours", "/means-of-intervention-detail-page/12"],
      ["Toutes mes inscriptions", "/registration/user-registration"],
    ]);
    const [validated, proposed] = within(region).getAllByRole("listitem");
    expect(within(validated as HTMLElement).getByText("Validée")).toBeTruthy();
    expect(within(validated as HTMLElement).getByText("Marathon de Paris")).toBeTruthy();
    expect(within(validated as HTMLElement).getByText(/ven\. 12 mars.*08:00.*14:00/)).toBeTruthy();
    expect(within(proposed as HTMLElement).getByText("En attente")).toBeTruthy();
    expect(within(proposed as HTMLElement).getByText("Proposée par un responsable")).toBeTruthy();
    expect(callsTo(calls, "Registration/search")[0]?.body).toEqual({
      statuses: ["pending", "validated"],
      from: "2027-03-10T09:30:00+01:00",
      sort: { field: "start", direction: "asc" },
      pageSize: 5,
    });
  });

  it("offers the open means she may still register for, the soonest first", async () => {
    const { calls } = renderInApp(<HomePage />, {
      answers: volunteerApi(mine, open),
      authorization: testAuthorization(["V"]),
    });
    const region = await screen.findByRole("region", { name: "Moyens ouverts" });
    await within(region).findAllByRole("listitem");
    // 32: the inherited deadline has passed; 33: she is already registered on it.
    expect(linksIn(region)).toEqual([
      ["VPSP", "/means-of-intervention-detail-page/31"],
      ["Équipe de secours", "/means-of-intervention-detail-page/34"],
    ]);
    expect(within(region).getByText("1/4")).toBeTruthy();
    expect(within(region).getByText("Partiellement pourvu")).toBeTruthy();
    expect(
      within(region).getByText(/Inscription possible jusqu'au dim\. 14 mars.*18:00/),
    ).toBeTruthy();
    const [search] = callsTo(calls, "MeansOfIntervention/search");
    expect(search?.body).toEqual({
      status: "open",
      from: "2027-03-10T09:30:00+01:00",
      staffCompletenesses: ["noneStaffed", "partiallyStaffed"],
      sort: { field: "start", direction: "asc" },
      pageSize: 10,
    });
    expect(callsTo(calls, "Registration/search").map((call) => call.body)).toContainEqual({
      meansOfInterventionIds: [31, 32, 33, 34],
      statuses: ["pending", "validated"],
      pageSize: 100,
    });
  });

  it("registers on an open means from its card, once her conflicts were looked for", async () => {
    const api = volunteerApi(mine, open);
    const { calls } = renderInApp(<HomePage />, {
      answers: (call) => {
        if (call.path === "Registration/Conflicts") return { conflicts: [] };
        if (call.path === "Registration/Register") {
          return {
            registrations: [registration(504, { meansOfInterventionId: 31, status: "pending" })],
            conflicts: [],
            findings: [],
          };
        }
        return api(call);
      },
      authorization: testAuthorization(["V"]),
    });
    const region = await screen.findByRole("region", { name: "Moyens ouverts" });
    fireEvent.click(await within(region).findByRole("button", { name: "S'inscrire sur VPSP" }));
    const dialog = await screen.findByRole("alertdialog", { name: "S'inscrire sur « VPSP » ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "S'inscrire" }));
    await vi.waitFor(() => expect(callsTo(calls, "Registration/Register")).toHaveLength(1));
    expect(callsTo(calls, "Registration/Conflicts")[0]?.body).toEqual({
      meansOfInterventionIds: [31],
      personIds: [7],
    });
    expect(callsTo(calls, "Registration/Register")[0]?.body).toEqual({
      meansOfInterventionIds: [31],
      operationalRoleId: null,
      comment: "",
    });
    // Her lists are read again: the means leaves the open ones, the registration joins hers.
    await vi.waitFor(() =>
      expect(callsTo(calls, "MeansOfIntervention/search").length).toBeGreaterThan(1),
    );
  });

  it("says so when nothing is coming and nothing is open", async () => {
    renderInApp(<HomePage />, {
      answers: volunteerApi([], []),
      authorization: testAuthorization(["V"]),
    });
    expect(
      await screen.findByRole("heading", { level: 3, name: "Aucune inscription à venir" }),
    ).toBeTruthy();
    expect(
      await screen.findByRole("heading", { level: 3, name: "Aucun moyen ouvert pour vous" }),
    ).toBeTruthy();
  });

  it("explains what could not be loaded and still shows the rest", async () => {
    const api = volunteerApi(mine, open);
    const refusal = new ApiRequestError(403, apiError("authorization", "unknownUser"));
    renderInApp(<HomePage />, {
      answers: (call) => {
        if (call.path === "MeansOfIntervention/search") throw refusal;
        return api(call);
      },
      authorization: testAuthorization(["S"]),
    });
    expect(await screen.findByText("Les moyens ouverts n'ont pas pu être chargés.")).toBeTruthy();
    expect(screen.getByText(shownAs(describeError(i18n, refusal)))).toBeTruthy();
    expect(await screen.findByText("2 inscriptions à venir")).toBeTruthy();
  });

  it("shows placeholders while her registrations load", async () => {
    renderInApp(<HomePage />, {
      answers: () => new Promise(() => {}),
      authorization: testAuthorization(["V"]),
    });
    expect(await screen.findByText("Chargement de vos inscriptions…")).toBeTruthy();
    expect(await screen.findByText("Chargement des moyens ouverts…")).toBeTruthy();
  });
});

describe("the start page of other roles", () => {
  it("leads human resources to the features of their role", () => {
    renderInApp(<HomePage />, {
      answers: () => {
        throw new Error("No call expected");
      },
      authorization: testAuthorization(["RH"]),
    });
    const region = screen.getByRole("region", { name: "Accès rapide" });
    expect(linksIn(region)).toEqual([
      ["Planning du personnel", "/registration/personnel-planning"],
      ["Tâches automatisées", "/automated-jobs"],
      ["Données de gestion des temps", "/human-resources"],
    ]);
  });

  it("offers another role to a role without any feature", () => {
    const { calls } = renderInApp(<HomePage />, {
      answers: () => [],
      authorization: testAuthorization([
        { role: { code: "D" }, scopeType: "none", accessRights: {}, scopes: [] },
      ]),
    });
    expect(
      screen.getByRole("heading", { level: 3, name: "Aucune fonctionnalité pour ce rôle" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Changer de rôle" }).getAttribute("href")).toBe(
      "/profile-selection",
    );
    expect(calls).toEqual([]);
  });
});
