import {
  apiError,
  type MeansOfIntervention,
  meansStatusMatches,
  staffCompleteness,
} from "@releve/domain";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-messages";
import { activateLanguage, i18n } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { aMeansRow } from "../../../test/planning-fixtures";
import { callsTo, type RecordedCall, renderInApp, shownAs } from "../../../test/render-in-app";
import type { MeansSearchCriteria } from "../api/search-means";
import { activity, means, meansTypes, testNow } from "../test-fixtures";
import { HomePage } from "./HomePage";

/**
 * The means the fake API holds, and how it searches them: as the API does, by status filter,
 * period and staff completeness (the domain's rules), the soonest first, a page at a time.
 */
function meansApi(all: MeansOfIntervention[]) {
  return (call: RecordedCall) => {
    if (call.path === "MeansOfInterventionType") return meansTypes;
    if (call.path === "OperationalActivity/100") return activity(100, "Marathon de Paris");
    if (call.path === "OperationalActivity/200") return activity(200, "Maraude du 19e");
    if (call.path !== "MeansOfIntervention/search") throw new Error(`Unexpected ${call.path}`);
    const criteria = call.body as MeansSearchCriteria;
    const found = all
      .filter((item) => meansStatusMatches(item.status, criteria.status ?? "all"))
      .filter((item) => !criteria.from || Date.parse(item.end) > Date.parse(criteria.from))
      .filter((item) => !criteria.to || Date.parse(item.start) < Date.parse(criteria.to))
      .filter(
        (item) =>
          !criteria.staffCompletenesses?.length ||
          criteria.staffCompletenesses.includes(staffCompleteness(item.staff)),
      )
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    const pageSize = criteria.pageSize ?? 25;
    const items = found.slice(0, pageSize).map((item) => aMeansRow(item));
    return { items, total: found.length, page: 1, pageSize };
  };
}

const today = (hour: number) => `2027-03-10T${String(hour).padStart(2, "0")}:00:00+01:00`;
const tomorrow = (hour: number) => `2027-03-11T${String(hour).padStart(2, "0")}:00:00+01:00`;

const planning = [
  // Today: one ended already, one lacking staff, one complete, one ready, one cancelled.
  means(1, { start: today(6), end: today(9), staff: { required: 2, validated: 0, pending: 0 } }),
  means(2, { start: today(10), end: today(18), staff: { required: 4, validated: 1, pending: 0 } }),
  means(3, { start: today(12), end: today(20), staff: { required: 2, validated: 2, pending: 0 } }),
  means(4, {
    typeId: 2,
    operationalActivityId: 200,
    status: "open",
    start: today(20),
    end: today(23),
    staff: { required: 3, validated: 2, pending: 1 },
  }),
  means(5, {
    status: "cancelled",
    start: today(14),
    end: today(16),
    staff: { required: 2, validated: 0, pending: 0 },
  }),
  // Tomorrow: one lacking staff, one complete; the day after: lacking staff, not shown.
  means(6, {
    status: "draft",
    start: tomorrow(8),
    end: tomorrow(12),
    staff: { required: 3, validated: 0, pending: 0 },
  }),
  means(7, {
    start: tomorrow(9),
    end: tomorrow(17),
    staff: { required: 1, validated: 1, pending: 0 },
  }),
  means(8, {
    start: "2027-03-12T08:00:00+01:00",
    end: "2027-03-12T12:00:00+01:00",
    staff: { required: 3, validated: 0, pending: 0 },
  }),
];

const linksIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

beforeAll(() => {
  activateLanguage("fr");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(testNow);
});
afterAll(() => vi.useRealTimers());
beforeEach(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the start page of a manager", () => {
  it("keeps its title and greets the person by first name", async () => {
    renderInApp(<HomePage />, {
      answers: meansApi(planning),
      authorization: testAuthorization(["B"]),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Accueil" })).toBeTruthy();
    expect(screen.getByText("Bonjour Emma, bienvenue dans Relève.")).toBeTruthy();
    expect(document.title).toBe("Accueil - Relève");
    await screen.findAllByText(/moyens? à compléter$/);
  });

  it("shows the means lacking staff of the rest of today and of tomorrow, by day", async () => {
    const { calls } = renderInApp(<HomePage />, {
      answers: meansApi(planning),
      authorization: testAuthorization(["B"]),
    });
    const todayRegion = await screen.findByRole("region", { name: "Aujourd'hui" });
    await within(todayRegion).findByText("2 moyens à compléter");
    expect(linksIn(todayRegion)).toEqual([
      ["VPSP", "/means-of-intervention-detail-page/2"],
      ["Équipe de secours", "/means-of-intervention-detail-page/4"],
    ]);
    expect(within(todayRegion).getByText("Marathon de Paris")).toBeTruthy();
    expect(within(todayRegion).getByText("Maraude du 19e")).toBeTruthy();
    expect(within(todayRegion).getByText(/^10:00\s*–\s*18:00$/)).toBeTruthy();
    expect(within(todayRegion).getByText("Partiellement pourvu")).toBeTruthy();
    expect(within(todayRegion).getByText("Personnel à valider")).toBeTruthy();
    expect(within(todayRegion).getByText("Ouvert")).toBeTruthy();

    const tomorrowRegion = screen.getByRole("region", { name: "Demain" });
    await within(tomorrowRegion).findByText("1 moyen à compléter");
    expect(linksIn(tomorrowRegion)).toEqual([["VPSP", "/means-of-intervention-detail-page/6"]]);
    expect(within(tomorrowRegion).getByText("Brouillon")).toBeTruthy();
    expect(within(tomorrowRegion).getByText("Aucun personnel")).toBeTruthy();

    const searches = callsTo(calls, "MeansOfIntervention/search").map((call) => call.body);
    expect(searches).toEqual([
      {
        status: "allExceptCancelled",
        from: "2027-03-10T09:30:00+01:00",
        to: "2027-03-11T00:00:00+01:00",
        staffCompletenesses: ["noneStaffed", "partiallyStaffed", "readyStaffed"],
        sort: { field: "start", direction: "asc" },
        pageSize: 5,
      },
      {
        status: "allExceptCancelled",
        from: "2027-03-11T00:00:00+01:00",
        to: "2027-03-12T00:00:00+01:00",
        staffCompletenesses: ["noneStaffed", "partiallyStaffed", "readyStaffed"],
        sort: { field: "start", direction: "asc" },
        pageSize: 5,
      },
    ]);
  });

  it("writes the days of a means that runs past midnight", async () => {
    const night = means(9, {
      start: today(21),
      end: tomorrow(7),
      staff: { required: 2, validated: 0, pending: 0 },
    });
    renderInApp(<HomePage />, {
      answers: meansApi([night]),
      authorization: testAuthorization(["B"]),
    });
    const todayRegion = await screen.findByRole("region", { name: "Aujourd'hui" });
    expect(
      await within(todayRegion).findByText(/mer\. 10 mars.*21:00.*jeu\. 11 mars.*07:00/),
    ).toBeTruthy();
  });

  it("shows the first five of a busy day and leads to the list of every means", async () => {
    const busy = Array.from({ length: 7 }, (_, index) =>
      means(20 + index, {
        start: today(10 + index),
        end: today(11 + index),
        staff: { required: 2, validated: 0, pending: 0 },
      }),
    );
    renderInApp(<HomePage />, { answers: meansApi(busy), authorization: testAuthorization(["B"]) });
    const todayRegion = await screen.findByRole("region", { name: "Aujourd'hui" });
    await within(todayRegion).findByText("7 moyens à compléter");
    expect(within(todayRegion).getAllByRole("listitem")).toHaveLength(5);
    const all = within(todayRegion).getByRole("link", { name: "Voir tous les moyens" });
    expect(all.getAttribute("href")).toBe("/means-of-intervention/list");
  });

  it("says so when every means of a day is staffed", async () => {
    renderInApp(<HomePage />, {
      answers: meansApi([planning[2] as MeansOfIntervention]),
      authorization: testAuthorization(["B"]),
    });
    const todayRegion = await screen.findByRole("region", { name: "Aujourd'hui" });
    expect(
      await within(todayRegion).findByRole("heading", {
        level: 4,
        name: "Tous les moyens sont complets",
      }),
    ).toBeTruthy();
    expect(
      within(todayRegion).getByText("Aucun moyen d'aujourd'hui ne manque de personnel."),
    ).toBeTruthy();
    const tomorrowRegion = screen.getByRole("region", { name: "Demain" });
    expect(
      await within(tomorrowRegion).findByText("Aucun moyen de demain ne manque de personnel."),
    ).toBeTruthy();
  });

  it("shows placeholders while the means load", async () => {
    renderInApp(<HomePage />, {
      answers: () => new Promise(() => {}),
      authorization: testAuthorization(["B"]),
    });
    expect(await screen.findAllByText("Chargement des moyens à compléter…")).toHaveLength(2);
  });

  it("explains a search the API refused", async () => {
    const refusal = new ApiRequestError(500, apiError("unknown", "unknownError"));
    renderInApp(<HomePage />, {
      answers: (call) => {
        if (call.path === "MeansOfIntervention/search") throw refusal;
        return meansApi([])(call);
      },
      authorization: testAuthorization(["B"]),
    });
    expect(
      await screen.findAllByText("Les moyens à compléter n'ont pas pu être chargés."),
    ).toHaveLength(2);
    expect(screen.getAllByText(shownAs(describeError(i18n, refusal)))).toHaveLength(2);
  });

  it("searches again under the role the person switches to", async () => {
    const { calls, session } = renderInApp(<HomePage />, {
      answers: meansApi(planning),
      authorization: testAuthorization(["A", "D"]),
    });
    await screen.findByText("2 moyens à compléter");
    expect(callsTo(calls, "MeansOfIntervention/search")).toHaveLength(2);
    act(() => session.setActiveRoleCode("D"));
    await vi.waitFor(() => expect(callsTo(calls, "MeansOfIntervention/search")).toHaveLength(4));
  });
});
