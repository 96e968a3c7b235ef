import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { pattern } from "../../../test/form-helpers";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { RecentChangeListPage } from "./RecentChangeListPage";

/** A change of Emma PETIT's registration on means 71, by a manager or by the system. */
const aChange = (id: number, change: Record<string, unknown>) => ({
  id,
  subjectId: 301,
  subject: "registration",
  action: "validate",
  from: "pending",
  to: "validated",
  comment: "",
  at: "2031-03-01T10:00:00+01:00",
  by: { personId: 3, firstName: "Karim", lastName: "Haddad" },
  registration: {
    id: 301,
    personId: 41,
    person: { firstName: "Emma", lastName: "Petit" },
    meansOfInterventionId: 71,
    meansTypeName: "VPSP",
    operationalActivityId: 12,
    operationalActivityTitle: "Poste de secours — semi-marathon",
    status: "validated",
    start: "2031-03-08T08:00:00+01:00",
    end: "2031-03-08T13:00:00+01:00",
  },
  ...change,
});

const answers: Answer = (call) => {
  if (call.path === "Registration/StatusChanges/search")
    return {
      items: [
        aChange(9, { action: "reject", from: "validated", to: "rejected", comment: "Absente" }),
        aChange(8, { action: "register", from: null, to: "pending", by: null }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
  if (call.path === "registration/resetNewRegistrationCount") return null;
  return undefined;
};

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the registrations' recent changes", () => {
  it("marks the changes as seen, says who changed what from which status to which, then the user's own", async () => {
    const { calls } = renderInApp(<RecentChangeListPage />, {
      answers,
      authorization: testAuthorization(["C"]),
      route: {
        path: pattern("registration-recent-change-list"),
        at: "/registration/recent-change-list",
      },
    });
    const table = await screen.findByRole("grid", { name: "Changements récents" });
    expect(within(table).getByRole("columnheader", { name: "Par" })).toBeTruthy();
    const [, rejected, registered] = within(table).getAllByRole("row");
    expect(rejected?.textContent).toContain("PETIT Emma");
    expect(rejected?.textContent).toContain("Poste de secours — semi-marathon");
    expect(rejected?.textContent).toContain("HADDAD Karim");
    expect(rejected?.textContent).toContain("Absente");
    expect(rejected?.textContent).toMatch(/Validée.*devient.*Refusée/);
    expect(registered?.textContent).toContain("Nouvelle");
    expect(registered?.textContent).toContain("Le système");
    expect(callsTo(calls, "registration/resetNewRegistrationCount")).toHaveLength(1);
    fireEvent.click(screen.getByRole("tab", { name: "Faits par moi" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "Registration/StatusChanges/search").at(-1)?.body).toMatchObject({
        changedByPersonIds: [7],
      }),
    );
    // The user's own: who made them goes without saying.
    const mine = await screen.findByRole("grid", { name: "Changements récents" });
    expect(within(mine).queryByRole("columnheader", { name: "Par" })).toBeNull();
    expect(within(mine).getByRole("columnheader", { name: "Personne" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Tous" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("tab", { name: "Tous" }).getAttribute("aria-selected")).toBe("true"),
    );
  });
});
