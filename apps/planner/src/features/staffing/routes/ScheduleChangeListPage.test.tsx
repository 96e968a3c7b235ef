import { toastQueue } from "@releve/ui";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { pattern } from "../../../test/form-helpers";
import { registrationPlace } from "../../../test/planning-fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { ScheduleChangeListPage } from "./ScheduleChangeListPage";

/** A schedule change of Emma PETIT's registration on means 71: 08:00–12:00 instead of 13:00. */
const aChange = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  registrationId: 300 + id,
  personId: 41,
  person: { firstName: "Emma", lastName: "Petit" },
  meansOfInterventionId: 71,
  meansTypeName: "VPSP",
  operationalActivityId: 12,
  operationalActivityTitle: "Poste de secours — semi-marathon",
  start: "2031-03-08T08:00:00+01:00",
  end: "2031-03-08T12:00:00+01:00",
  status: "pending",
  currentSchedule: { start: "2031-03-08T08:00:00+01:00", end: "2031-03-08T13:00:00+01:00" },
  proposedByPersonId: 7,
  proposedBy: { firstName: "Claire", lastName: "Haddad" },
  createdAt: "2031-03-01T10:00:00+01:00",
  decidedByPersonId: null,
  decidedAt: null,
  ...change,
});

const answers: Answer = (call) => {
  if (call.path === "ScheduleChange/search")
    return {
      items: [aChange(5), aChange(6, { status: "validated" })],
      total: 2,
      page: 1,
      pageSize: 20,
    };
  if (call.path === "registration/resetNewProposedScheduleCount") return null;
  if (call.path === "ScheduleChange/Validate/5")
    return {
      scheduleChange: aChange(5, { status: "validated" }),
      registration: {
        id: 305,
        personId: 41,
        person: {
          id: 41,
          firstName: "Emma",
          lastName: "Petit",
          staffType: "volunteer",
          function: null,
        },
        meansOfInterventionId: 71,
        operationalActivityId: 12,
        ...registrationPlace({
          start: "2031-03-08T08:00:00+01:00",
          end: "2031-03-08T13:00:00+01:00",
        }),
        status: "validated",
        isProposed: false,
        operationalRoleId: null,
        comment: "",
        rejectionReason: null,
        feedback: null,
        start: "2031-03-08T08:00:00+01:00",
        end: "2031-03-08T12:00:00+01:00",
        proposedSchedule: null,
        plannedSchedule: { start: "2031-03-08T08:00:00+01:00", end: "2031-03-08T13:00:00+01:00" },
        createdAt: "2031-02-20T10:00:00+01:00",
        latestStatusChange: { status: "validated", at: "2031-02-21T10:00:00+01:00", byPersonId: 3 },
      },
      conflicts: [],
    };
  return undefined;
};

function openPage(roles: string[] = ["C"]) {
  return renderInApp(<ScheduleChangeListPage />, {
    answers,
    authorization: testAuthorization(roles as never),
    route: {
      path: pattern("registration-schedule-change-list"),
      at: "/registration/schedule-change-list",
    },
  });
}

const toastTitles = () => toastQueue.queue.visibleToasts.map((toast) => toast.content.title);

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  for (const toast of toastQueue.queue.visibleToasts) toastQueue.close(toast.key);
});

describe("the schedule-change follow-up", () => {
  it("marks the changes as seen, lists the pending ones of the scope, then the user's own", async () => {
    const { calls } = openPage();
    const table = await screen.findByRole("grid", { name: "Changements d'horaire" });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(row?.textContent).toContain("PETIT Emma");
    expect(row?.textContent).toContain("Poste de secours — semi-marathon");
    expect(row?.textContent).toContain("HADDAD Claire");
    expect(
      within(row as HTMLElement)
        .getByRole("link", { name: "VPSP" })
        .getAttribute("href"),
    ).toBe("/means-of-intervention-detail-page/71");
    expect(callsTo(calls, "registration/resetNewProposedScheduleCount")).toHaveLength(1);
    expect(callsTo(calls, "ScheduleChange/search")[0]?.body).toMatchObject({
      statuses: ["pending"],
      page: 1,
    });
    fireEvent.click(screen.getByRole("tab", { name: "Proposés par moi" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "ScheduleChange/search").at(-1)?.body).toMatchObject({
        statuses: ["pending"],
        proposedByPersonIds: [7],
      }),
    );
    expect(callsTo(calls, "ScheduleChange/search").at(-1)?.body).not.toHaveProperty("view");
    // Back to every change (the tab is also the saved state the next visit opens on).
    fireEvent.click(screen.getByRole("tab", { name: "Tous" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("tab", { name: "Tous" }).getAttribute("aria-selected")).toBe("true"),
    );
  });

  it("validates a pending change from its row with a comment; a decided one offers nothing", async () => {
    const { calls } = openPage();
    const menus = await screen.findAllByRole("button", {
      name: "Décisions sur l'horaire proposé à PETIT Emma",
    });
    // The validated change has no decision left.
    expect(menus).toHaveLength(1);
    fireEvent.click(menus[0] as HTMLElement);
    fireEvent.click(screen.getByRole("menuitem", { name: "Valider l'horaire" }));
    const dialog = screen.getByRole("alertdialog", {
      name: "Valider le nouvel horaire de PETIT Emma ?",
    });
    expect(dialog.textContent).toContain("L'inscription passe de");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Vu avec Emma" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Valider l'horaire" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Horaire validé"));
    expect(callsTo(calls, "ScheduleChange/Validate/5")[0]?.body).toEqual({
      comment: "Vu avec Emma",
    });
  });

  it("offers a reader no decision", async () => {
    openPage(["D"]);
    expect(await screen.findByRole("grid", { name: "Changements d'horaire" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Décisions sur l'horaire/ })).toBeNull();
  });
});
