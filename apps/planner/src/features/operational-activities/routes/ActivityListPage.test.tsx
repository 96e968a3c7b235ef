import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { aRow, referenceAnswers } from "../test-fixtures";
import { ActivityListPage } from "./ActivityListPage";

const searchPath = "OperationalActivity/search";

/** The API of the list: the reference data, and a page of rows for every search. */
const answers =
  (
    rows = [
      aRow(1),
      aRow(2, {
        title: "Maraude de nuit",
        status: "public",
        means: { count: 0, cancelled: 0, staff: { required: 0, validated: 0, pending: 0 } },
      }),
    ],
  ): Answer =>
  ({ path }) => {
    if (path === searchPath) return { items: rows, total: rows.length, page: 1, pageSize: 25 };
    if (path in referenceAnswers) return referenceAnswers[path as keyof typeof referenceAnswers];
    throw new Error(`No answer for ${path}`);
  };

function openList(
  at = "/operational-activity/list",
  roles: Parameters<typeof testAuthorization>[0] = ["A"],
) {
  window.localStorage.clear();
  return renderInApp(<ActivityListPage />, {
    answers: answers(),
    authorization: testAuthorization(roles),
    route: { path: "/operational-activity/list", at },
  });
}

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the activities list (spec 01 §2–§4)", () => {
  it("shows each activity with its names, period, status, deadline, means and staff", async () => {
    openList();
    const table = await screen.findByRole("grid", { name: "Activités opérationnelles" });
    const row = (await within(table).findByText("Poste de secours — semi-marathon")).closest(
      "[role=row]",
    ) as HTMLElement;
    expect(within(row).getByText("Centre Paris 15")).toBeTruthy();
    expect(within(row).getByText("Brouillon")).toBeTruthy();
    expect(within(row).getByText("12/15")).toBeTruthy();
    expect(
      within(row)
        .getByRole("link", { name: "Poste de secours — semi-marathon" })
        .getAttribute("href"),
    ).toBe("/operational-activity-detail-page/1");
    const other = within(table).getByText("Maraude de nuit").closest("[role=row]") as HTMLElement;
    expect(within(other).getByText("Aucun moyen")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Créer une activité" })).toBeTruthy();
  });

  it("searches by the address's filters, sort and page in one call, scope by its most precise choice", async () => {
    const { calls } = openList(
      "/operational-activity/list?text=marathon&status=%5B%22public%22%5D&activityTypeId=1&activityId=11&entityTypeId=5&sort=-meansCount&page=2",
    );
    await screen.findByRole("grid", { name: "Activités opérationnelles" });
    const [search] = callsTo(calls, searchPath);
    expect(search?.body).toEqual({
      text: "marathon",
      status: ["public"],
      activityIds: [11],
      entityTypeIds: [5],
      sort: { field: "meansCount", direction: "desc" },
      page: 2,
      pageSize: 25,
    });
  });

  it("asks again, from the first page, when a status is chosen", async () => {
    const { calls } = openList("/operational-activity/list?page=3");
    await screen.findByRole("grid", { name: "Activités opérationnelles" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Annulée" }));
    await screen.findByRole("grid", { name: "Activités opérationnelles" });
    const last = callsTo(calls, searchPath).at(-1);
    expect(last?.body).toMatchObject({ status: ["cancelled"], page: 1 });
  });

  it("offers each row's actions by right: a draft's publication to a coordinator, its page only to a reader", async () => {
    openList();
    const table = await screen.findByRole("grid", { name: "Activités opérationnelles" });
    await within(table).findByText("Poste de secours — semi-marathon");
    fireEvent.click(
      within(table).getByRole("button", {
        name: "Actions sur « Poste de secours — semi-marathon »",
      }),
    );
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Publier" })).toBeTruthy();
    expect(within(menu).getByRole("menuitem", { name: "Voir le détail" })).toBeTruthy();
    cleanup();

    openList("/operational-activity/list", ["D"]);
    const readOnly = await screen.findByRole("grid", { name: "Activités opérationnelles" });
    await within(readOnly).findByText("Poste de secours — semi-marathon");
    fireEvent.click(
      within(readOnly).getByRole("button", {
        name: "Actions sur « Poste de secours — semi-marathon »",
      }),
    );
    const items = within(await screen.findByRole("menu")).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent?.trim())).toEqual(["Voir le détail"]);
  });

  it("offers no creation to a role that may only read", async () => {
    openList("/operational-activity/list", ["D"]);
    await screen.findByRole("grid", { name: "Activités opérationnelles" });
    expect(screen.queryByRole("link", { name: "Créer une activité" })).toBeNull();
  });
});
