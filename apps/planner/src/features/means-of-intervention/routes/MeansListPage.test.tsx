import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { aMeans, aMeansRow, meansTypes } from "../../../test/planning-fixtures";
import { activities, activityTypes, entities, entityTypes } from "../../../test/reference-fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { MeansListPage } from "./MeansListPage";

const searchPath = "MeansOfIntervention/search";
const calendarPath = "MeansOfIntervention/calendar";

const vehicle = aMeans(
  71,
  { required: 3, validated: 1, pending: 0 },
  { plateNumber: "AB-123-CD", departureId: 8, start: "2031-03-08T08:00:00+01:00" },
);
const team = aMeans(72, { required: 4, validated: 4, pending: 0 }, { typeId: 2, status: "public" });

/** The API of the page: the reference data, a page of rows, and the calendars' means. */
const answers: Answer = ({ path }) => {
  const byPath: Record<string, unknown> = {
    "Activities/GetAllActivityTypes": activityTypes,
    "Activities/GetAllActivities": activities,
    "Entities/GetAllEntityTypes": entityTypes,
    "Entities/GetAllEntities": entities,
    MeansOfInterventionType: meansTypes,
    departure: [
      {
        id: 8,
        entityId: 61,
        code: "P15",
        label: { fr: "Base Paris 15", en: "Paris 15 base", de: "Basis Paris 15" },
      },
    ],
    [searchPath]: {
      items: [aMeansRow(vehicle, { departureName: "Base Paris 15" }), aMeansRow(team)],
      total: 2,
      page: 1,
      pageSize: 25,
    },
    [calendarPath]: {
      items: [vehicle, team].map((item) => ({
        id: item.id,
        operationalActivityId: item.operationalActivityId,
        start: item.start,
        end: item.end,
        ultimateStart: null,
        ultimateEnd: null,
        status: item.status,
        staff: item.staff,
        staffCompleteness: item.staffCompleteness,
        departureId: item.departureId,
        typeName: aMeansRow(item).typeName,
        plateNumber: item.plateNumber,
        splitSiblingId: null,
        activityTitle: "Poste de secours — semi-marathon",
      })),
      total: 2,
      truncated: false,
    },
  };
  if (!(path in byPath)) throw new Error(`No answer for ${path}`);
  return byPath[path];
};

function openPage(at: string, roles: Parameters<typeof testAuthorization>[0] = ["C"]) {
  window.localStorage.clear();
  return renderInApp(<MeansListPage />, {
    answers,
    authorization: testAuthorization(roles),
    route: { path: "/means-of-intervention/list", at },
  });
}

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the means' page (spec 01 §2, decision 034)", () => {
  it("lists the means with their activity, times, departure, plate, status and staff", async () => {
    const { calls } = openPage("/means-of-intervention/list");
    const table = await screen.findByRole("grid", { name: "Moyens d'intervention" });
    const row = (await within(table).findByRole("link", { name: "VPSP" })).closest(
      "[role=row]",
    ) as HTMLElement;
    expect(within(row).getByRole("link", { name: "VPSP" }).getAttribute("href")).toBe(
      "/means-of-intervention-detail-page/71",
    );
    expect(within(row).getByText("Base Paris 15")).toBeTruthy();
    expect(within(row).getByText("AB-123-CD")).toBeTruthy();
    expect(within(row).getByText("1/3")).toBeTruthy();
    expect(within(row).getByText("Ouvert")).toBeTruthy();
    // Nothing chosen: every status but cancelled, the first page by start.
    expect(callsTo(calls, searchPath)[0]?.body).toEqual({
      status: "allExceptCancelled",
      page: 1,
      pageSize: 25,
    });
  });

  it("searches by the address's filters and sort in one call", async () => {
    const { calls } = openPage(
      "/means-of-intervention/list?text=arena&status=%22open%22&typeIds=%5B1%5D&departureIds=%5B8%5D&staffCompletenesses=%5B%22partiallyStaffed%22%5D&entityId=61&entityTypeId=5&sort=-plateNumber",
    );
    await screen.findByRole("grid", { name: "Moyens d'intervention" });
    const searches = callsTo(calls, searchPath);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.body).toEqual({
      status: "open",
      text: "arena",
      typeIds: [1],
      departureIds: [8],
      staffCompletenesses: ["partiallyStaffed"],
      entityIds: [61],
      sort: { field: "plateNumber", direction: "desc" },
      page: 1,
      pageSize: 25,
    });
  });

  it("shows the month of the calendar in one call, keeping the filters, and its day in the address", async () => {
    const { calls, router } = openPage(
      "/means-of-intervention/list?tab=calendar&date=2031-03-08&typeIds=%5B1%5D",
    );
    expect(await screen.findByText(/VPSP · AB-123-CD/)).toBeTruthy();
    const [month] = callsTo(calls, calendarPath);
    // March 2031 in whole weeks from Monday: 24 February to 6 April, Paris time.
    expect(month?.body).toEqual({
      status: "allExceptCancelled",
      typeIds: [1],
      from: "2031-02-24T00:00:00+01:00",
      to: "2031-04-07T00:00:00+02:00",
    });
    expect(callsTo(calls, searchPath)).toEqual([]);
    fireEvent.click(screen.getByRole("tab", { name: "Calendrier des départs" }));
    const departures = await screen.findByRole("grid", { name: /Calendrier des départs/ });
    expect(within(departures).getByText("Base Paris 15")).toBeTruthy();
    await vi.waitFor(() =>
      expect(callsTo(calls, calendarPath).at(-1)?.body).toEqual({
        status: "allExceptCancelled",
        typeIds: [1],
        from: "2031-03-08T00:00:00+01:00",
        to: "2031-03-09T00:00:00+01:00",
      }),
    );
    expect(router.state.location.search).toContain("tab=departureCalendar");
    expect(router.state.location.search).toContain("typeIds=");
    expect(screen.getByText(/1 moyen sans départ n'est pas sur ce calendrier/)).toBeTruthy();
  });

  it("asks for a calendar's means at the press on its tab or its next period, once each", async () => {
    const { calls } = openPage("/means-of-intervention/list?date=2031-03-08&typeIds=%5B1%5D");
    await screen.findByRole("grid", { name: "Moyens d'intervention" });
    fireEvent.click(screen.getByRole("tab", { name: "Calendrier" }));
    // Asked as the tab is chosen, before the calendar is drawn: the tab takes that answer.
    expect(callsTo(calls, calendarPath).map((call) => call.body)).toEqual([
      expect.objectContaining({ from: "2031-02-24T00:00:00+01:00" }),
    ]);
    expect(await screen.findByText(/VPSP · AB-123-CD/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mois suivant" }));
    expect(callsTo(calls, calendarPath)).toHaveLength(2);
    await screen.findByRole("grid", { name: "Calendrier des moyens, Avril 2031" });
    expect(callsTo(calls, calendarPath).map((call) => call.body)).toEqual([
      expect.objectContaining({ from: "2031-02-24T00:00:00+01:00" }),
      expect.objectContaining({ from: "2031-03-31T00:00:00+02:00" }),
    ]);
  });
});
