import { toastQueue } from "@releve/ui";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { pattern } from "../../../test/form-helpers";
import { registrationPlace } from "../../../test/planning-fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { UserRegistrationPage } from "./UserRegistrationPage";

const volunteer = testAuthorization(["V"]);
const onSite = { start: "2031-03-08T08:00:00+01:00", end: "2031-03-08T13:00:00+01:00" };

/** One of the signed-in volunteer's registrations (person 7) on means 71. */
const registration = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  personId: 7,
  person: { id: 7, firstName: "Emma", lastName: "Petit", staffType: "volunteer", function: null },
  meansOfInterventionId: 71,
  operationalActivityId: 12,
  ...registrationPlace(onSite),
  status: "validated",
  isProposed: false,
  operationalRoleId: null,
  comment: "",
  rejectionReason: null,
  feedback: null,
  ...onSite,
  proposedSchedule: null,
  plannedSchedule: null,
  createdAt: "2031-02-20T10:00:00+01:00",
  latestStatusChange: { status: "validated", at: "2031-02-21T10:00:00+01:00", byPersonId: 3 },
  ...change,
});

const proposition = registration(302, { status: "pending", isProposed: true });
const validated = registration(301);

const answers: Answer = (call) => {
  if (call.path === "Registration/search")
    return { items: [validated, proposition], total: 2, page: 1, pageSize: 20 };
  if (call.path === "Registration/Conflicts") return { conflicts: [] };
  if (call.path === "registration/resetNewRegistrationCount") return null;
  if (call.path === "Registration/AcceptPropositions")
    return {
      registrations: [{ ...proposition, status: "validated", isProposed: true }],
      conflicts: [],
      findings: [],
    };
  if (call.path === "Registration/Unregister/301")
    return { registration: { ...validated, status: "unregistered" }, conflicts: [], findings: [] };
  return undefined;
};

function openPage() {
  return renderInApp(<UserRegistrationPage />, {
    answers,
    authorization: volunteer,
    route: {
      path: pattern("registration-user-registration"),
      at: "/registration/user-registration",
    },
  });
}

const toastTitles = () => toastQueue.queue.visibleToasts.map((toast) => toast.content.title);
/** The menu of a row, once the rows are there: the first is registration 301, then 302. */
const menuOf = async (id: number) =>
  (
    await screen.findAllByRole("button", {
      name: /^Actions sur votre inscription à Poste de secours/,
    })
  )[id === 301 ? 0 : 1] as HTMLElement;

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  for (const toast of toastQueue.queue.visibleToasts) toastQueue.close(toast.key);
});

describe("my registrations", () => {
  it("lists the volunteer's registrations to come, first by start, each with its means and activity; past ones apart; the visit marks their changes seen", async () => {
    const { calls } = openPage();
    const table = await screen.findByRole("grid", { name: "Mes inscriptions" });
    expect(callsTo(calls, "registration/resetNewRegistrationCount")).toHaveLength(1);
    const [, first] = within(table).getAllByRole("row");
    expect(first?.textContent).toContain("Poste de secours — semi-marathon — Stade");
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "VPSP" })
        .getAttribute("href"),
    ).toBe("/means-of-intervention-detail-page/71");
    const [asked] = callsTo(calls, "Registration/search");
    expect(asked?.body).toMatchObject({
      personIds: [7],
      sort: { field: "start", direction: "asc" },
      page: 1,
    });
    expect(asked?.body).toHaveProperty("from");
    fireEvent.click(screen.getByRole("tab", { name: "Passées" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "Registration/search").at(-1)?.body).toMatchObject({
        personIds: [7],
        sort: { field: "start", direction: "desc" },
      }),
    );
    expect(callsTo(calls, "Registration/search").at(-1)?.body).toHaveProperty("to");
    // Back to those to come (the tab is also the saved state the next visit opens on).
    fireEvent.click(screen.getByRole("tab", { name: "À venir" }));
    expect(await screen.findAllByText("Poste de secours — semi-marathon — Stade")).toHaveLength(2);
  });

  it("accepts a proposition once its conflicts were looked for", async () => {
    const { calls } = openPage();
    await screen.findByRole("grid", { name: "Mes inscriptions" });
    fireEvent.click(await menuOf(302));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent?.trim())).toEqual([
      "Accepter la proposition",
      "Décliner la proposition",
    ]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Accepter la proposition" }));
    const dialog = screen.getByRole("alertdialog", { name: "Accepter « VPSP » ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Accepter" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Proposition acceptée"));
    expect(callsTo(calls, "Registration/Conflicts")[0]?.body).toEqual({ registrationIds: [302] });
    expect(callsTo(calls, "Registration/AcceptPropositions")[0]?.body).toEqual({
      registrationIds: [302],
      comment: "",
    });
  });

  it("unregisters from a validated registration only with a reason", async () => {
    const { calls } = openPage();
    await screen.findByRole("grid", { name: "Mes inscriptions" });
    fireEvent.click(await menuOf(301));
    fireEvent.click(screen.getByRole("menuitem", { name: "Se désinscrire" }));
    const dialog = screen.getByRole("alertdialog", { name: "Se désinscrire de « VPSP » ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Se désinscrire" }));
    expect(await within(dialog).findByText(/Indiquez pourquoi/)).toBeTruthy();
    expect(callsTo(calls, "Registration/Unregister/301")).toEqual([]);
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Malade" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Se désinscrire" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "Registration/Unregister/301")[0]?.body).toEqual({ comment: "Malade" }),
    );
  });
});
