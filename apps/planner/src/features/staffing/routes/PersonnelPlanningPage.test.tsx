import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { pattern } from "../../../test/form-helpers";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { PersonnelPlanningPage } from "./PersonnelPlanningPage";

/** A registration of the week of 3 March 2031, on means `means`. */
const aRegistration = (id: number, means: number, start: string, end: string, more = {}) => ({
  id,
  meansOfInterventionId: means,
  meansTypeName: "VPSP",
  plateNumber: null,
  operationalActivityId: 12,
  operationalActivityTitle: "Poste de secours — semi-marathon",
  status: "validated",
  isProposed: false,
  start,
  end,
  ...more,
});

const emma = {
  id: 41,
  lastName: "Petit",
  firstName: "Emma",
  function: "Infirmière",
  staffType: "volunteer",
  registrations: [
    aRegistration(301, 71, "2031-03-04T08:00:00+01:00", "2031-03-04T13:00:00+01:00"),
    // Overlapping the first, pending: both are marked in conflict.
    aRegistration(302, 72, "2031-03-04T12:00:00+01:00", "2031-03-04T18:00:00+01:00", {
      status: "pending",
    }),
  ],
  absences: [
    {
      id: 5,
      type: "FULL",
      pending: false,
      start: "2031-03-07T00:00:00+01:00",
      end: "2031-03-08T00:00:00+01:00",
    },
  ],
  // A night shift: on Wednesday and Thursday.
  workSchedules: [{ id: 9, start: "2031-03-05T22:00:00+01:00", end: "2031-03-06T06:00:00+01:00" }],
  availability: [],
};
const karim = {
  id: 42,
  lastName: "Haddad",
  firstName: "Karim",
  function: null,
  staffType: "employee",
  registrations: [],
  absences: [],
  workSchedules: [],
  availability: [],
};

/** Four work schedules on Monday: more than a day shows. */
const crowded = {
  ...karim,
  id: 43,
  lastName: "Zidane",
  workSchedules: [6, 10, 14, 18].map((hour, index) => ({
    id: 20 + index,
    start: `2031-03-03T${String(hour).padStart(2, "0")}:00:00+01:00`,
    end: `2031-03-03T${String(hour + 3).padStart(2, "0")}:00:00+01:00`,
  })),
};

const answers: Answer = (call) => {
  if (call.path === "Person/Planning")
    return { items: [emma, karim, crowded], total: 3, page: 1, pageSize: 25 };
  return undefined;
};

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the personnel planning", () => {
  it("shows each person's week day by day: registrations with their status and conflicts, absences, work schedules", async () => {
    const { calls } = renderInApp(<PersonnelPlanningPage />, {
      answers,
      authorization: testAuthorization(["C"]),
      route: {
        path: pattern("registration-personnel-planning"),
        at: "/registration/personnel-planning?week=2031-03-05",
      },
    });
    const table = await screen.findByRole("grid", { name: "Planning du personnel" });
    // The week of the day asked for, Monday to Monday on the organisation's clock.
    expect(callsTo(calls, "Person/Planning")[0]?.body).toMatchObject({
      from: "2031-03-03T00:00:00+01:00",
      to: "2031-03-10T00:00:00+01:00",
    });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Semaine du 3–9 mars 2031");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual([
      "Personne",
      "lun. 3 mars",
      "mar. 4 mars",
      "mer. 5 mars",
      "jeu. 6 mars",
      "ven. 7 mars",
      "sam. 8 mars",
      "dim. 9 mars",
    ]);
    const [, emmaRow, karimRow, crowdedRow] = within(table).getAllByRole("row");
    const cells = within(emmaRow as HTMLElement).getAllByRole("gridcell");
    expect(within(emmaRow as HTMLElement).getByRole("rowheader").textContent).toBe(
      "PETIT EmmaBénévole · Infirmière",
    );
    expect(cells[1]?.textContent).toBe(
      "Validée Conflit\u00a0: Déjà inscrite ailleurs. 08:00–13:00 VPSP · Poste de secours — semi-marathon" +
        "En attente Conflit\u00a0: Déjà inscrite ailleurs. 12:00–18:00 VPSP · Poste de secours — semi-marathon",
    );
    expect(
      within(cells[1] as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/means-of-intervention-detail-page/71", "/means-of-intervention-detail-page/72"]);
    expect(cells[2]?.textContent).toBe("22:00–… Poste");
    expect(cells[3]?.textContent).toBe("…–06:00 Poste");
    expect(cells[4]?.textContent).toBe("Absence");
    expect(cells[0]?.textContent).toBe("");
    expect(within(karimRow as HTMLElement).getByRole("rowheader").textContent).toBe(
      "HADDAD KarimSalarié",
    );
    // A crowded day shows two lines and says the others.
    const monday = within(crowdedRow as HTMLElement).getAllByRole("gridcell")[0];
    const lines = within(monday as HTMLElement).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "06:00–09:00 Poste",
      "10:00–13:00 Poste",
      "+2 de plus (14:00–17:00 Poste ; 18:00–21:00 Poste)",
    ]);
    expect(lines[2]?.getAttribute("title")).toBe("14:00–17:00 Poste ; 18:00–21:00 Poste");

    fireEvent.click(screen.getByRole("button", { name: "Semaine suivante" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "Person/Planning").at(-1)?.body).toMatchObject({
        from: "2031-03-10T00:00:00+01:00",
        to: "2031-03-17T00:00:00+01:00",
      }),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Externe" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "Person/Planning").at(-1)?.body).toMatchObject({
        staffTypes: ["external"],
        page: 1,
      }),
    );
    expect(callsTo(calls, "Person/Planning").at(-1)?.body).not.toHaveProperty("withConflicts");
    fireEvent.click(screen.getByRole("switch", { name: "Conflits à résoudre seulement" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "Person/Planning").at(-1)?.body).toMatchObject({
        withConflicts: true,
        staffTypes: ["external"],
      }),
    );
  });

  it("says on each day what a volunteer's declared availability says of it, and puts the available first when asked", async () => {
    const declared = {
      kind: "available",
      start: null,
      end: null,
      comment: "",
      createdAt: "2031-01-01T10:00:00+01:00",
      to: null,
    };
    const withAvailability: Answer = (call) =>
      call.path === "Person/Planning"
        ? {
            items: [
              {
                ...emma,
                availability: [
                  // Tuesdays all day, Thursdays from noon; away on Saturday 8 March.
                  {
                    ...declared,
                    id: 1,
                    repeat: "weekly",
                    weekdays: [2],
                    startTime: "00:00",
                    endTime: "24:00",
                    from: "2031-01-01",
                  },
                  {
                    ...declared,
                    id: 2,
                    repeat: "weekly",
                    weekdays: [4],
                    startTime: "12:00",
                    endTime: "18:00",
                    from: "2031-01-01",
                  },
                  {
                    ...declared,
                    id: 3,
                    kind: "unavailable",
                    repeat: "once",
                    weekdays: [],
                    startTime: null,
                    endTime: null,
                    from: null,
                    start: "2031-03-08T00:00:00+01:00",
                    end: "2031-03-09T00:00:00+01:00",
                  },
                ],
              },
              karim,
            ],
            total: 2,
            page: 1,
            pageSize: 25,
          }
        : undefined;
    const { calls } = renderInApp(<PersonnelPlanningPage />, {
      answers: withAvailability,
      authorization: testAuthorization(["C"]),
      route: {
        path: pattern("registration-personnel-planning"),
        at: "/registration/personnel-planning?week=2031-03-05",
      },
    });
    const table = await screen.findByRole("grid", { name: "Planning du personnel" });
    const [, emmaRow, karimRow] = within(table).getAllByRole("row");
    const firstLines = within(emmaRow as HTMLElement)
      .getAllByRole("gridcell")
      .map((cell) => within(cell).queryAllByRole("listitem")[0]?.textContent ?? "");
    expect(firstLines).toEqual([
      "",
      "Disponible",
      "22:00–… Poste",
      "Disponible en partie",
      "Absence",
      "Indisponible",
      "",
    ]);
    // Who declares nothing has nothing said.
    expect(within(karimRow as HTMLElement).queryAllByText(/Disponible|Indisponible/)).toEqual([]);

    expect(callsTo(calls, "Person/Planning").at(-1)?.body).not.toHaveProperty("availableFirst");
    fireEvent.click(screen.getByRole("switch", { name: "Disponibles d'abord" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "Person/Planning").at(-1)?.body).toMatchObject({
        availableFirst: true,
        page: 1,
      }),
    );
  });
});
