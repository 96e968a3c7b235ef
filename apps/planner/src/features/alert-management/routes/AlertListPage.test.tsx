import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { anAlert, testAuthorization } from "../../../test/fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { AlertListPage } from "./AlertListPage";

/** An alert as the API answers it: French and German texts only, unless said otherwise. */
/** The API: a page of two alerts for every search, then `more` for what else is asked. */
const answers =
  (more: Answer = ({ method, path }) => Promise.reject(new Error(`${method} ${path}`))): Answer =>
  (call) => {
    if (call.path === "Alert/search") {
      const items = [
        anAlert(1),
        anAlert(2, {
          level: "info",
          isActive: false,
          dismissible: true,
          toDateTime: "2031-03-02T18:00:00+01:00",
          alertTexts: [{ languageCode: "en", title: "New session", text: "Sign up." }],
        }),
      ];
      return { items, total: 2, page: 1, pageSize: 25 };
    }
    return more(call);
  };

function open(at = "/alert/list", more?: Answer) {
  window.localStorage.clear();
  return renderInApp(<AlertListPage />, {
    answers: answers(more),
    authorization: testAuthorization(["A"]),
    route: { path: "/alert/list", at },
  });
}

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the alerts list (spec 02 §7)", () => {
  it("shows each alert's title in the reader's language or its fallback, level, period and status, and searches as the address says", async () => {
    const { calls } = open("/alert/list?level=%5B%22danger%22%5D&status=%22active%22&sort=level");
    const table = await screen.findByRole("grid", { name: "Alertes" });
    const row = (await within(table).findByText("Plan grand froid")).closest(
      "[role=row]",
    ) as HTMLElement;
    expect(within(row).getByText("Danger")).toBeTruthy();
    expect(within(row).getByText("Jusqu'à sa désactivation")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    // No French text: the English one, as the banner shows it.
    const other = within(table).getByText("New session").closest("[role=row]") as HTMLElement;
    expect(within(other).getByText("Désactivée")).toBeTruthy();
    expect(within(other).getByText("Oui")).toBeTruthy();
    expect(callsTo(calls, "Alert/search")[0]?.body).toEqual({
      level: ["danger"],
      isActive: true,
      sort: { field: "level", direction: "asc" },
      page: 1,
      pageSize: 25,
    });
  });

  it("cancels an active alert once confirmed; a cancelled one offers only its deletion", async () => {
    const { calls } = open("/alert/list", ({ method, path }) => {
      if (method === "POST" && path === "Alert/Cancel/1") return anAlert(1, { isActive: false });
      throw new Error(`${method} ${path}`);
    });
    fireEvent.click(await screen.findByRole("button", { name: "Actions sur New session" }));
    expect(screen.queryByRole("menuitem", { name: "Désactiver" })).toBeNull();
    expect(screen.getByRole("menuitem", { name: "Supprimer" })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    fireEvent.click(await screen.findByRole("button", { name: "Actions sur Plan grand froid" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Désactiver" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Désactiver l'alerte ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Désactiver l'alerte" }));
    await waitFor(() => expect(callsTo(calls, "Alert/Cancel/1")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
