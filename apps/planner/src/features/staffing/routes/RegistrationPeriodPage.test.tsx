import { toastQueue } from "@releve/ui";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { named, pattern, press, typeSegments, typeText } from "../../../test/form-helpers";
import { aMeans, meansTypes, registrationPlace } from "../../../test/planning-fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { RegistrationEditPage, SchedulePropositionPage } from "./RegistrationPeriodPage";

const manager = testAuthorization(["C"]);

/** Means 71, on site on 8 March 2031 from 08:00 to 13:00. */
const means = aMeans(71, { required: 2, validated: 1, pending: 0 });

/** Registration 301 of Emma PETIT on means 71, validated, driver, on the means' period. */
const registration = (change: Record<string, unknown> = {}) => ({
  id: 301,
  personId: 41,
  person: {
    id: 41,
    firstName: "Emma",
    lastName: "Petit",
    staffType: "volunteer",
    function: "Secouriste",
  },
  meansOfInterventionId: 71,
  operationalActivityId: 12,
  ...registrationPlace(means),
  status: "validated",
  isProposed: false,
  operationalRoleId: 2,
  comment: "Arrive en train",
  rejectionReason: null,
  feedback: null,
  start: means.start,
  end: means.end,
  proposedSchedule: null,
  plannedSchedule: null,
  createdAt: "2031-02-20T10:00:00+01:00",
  latestStatusChange: { status: "validated", at: "2031-02-21T10:00:00+01:00", byPersonId: 3 },
  ...change,
});

/** The change proposed: 08:00–12:00 instead of 08:00–13:00. */
const aChange = () => ({
  id: 5,
  registrationId: 301,
  personId: 41,
  person: { firstName: "Emma", lastName: "Petit" },
  meansOfInterventionId: 71,
  meansTypeName: "VPSP",
  operationalActivityId: 12,
  operationalActivityTitle: "Poste de secours — semi-marathon",
  start: means.start,
  end: "2031-03-08T12:00:00+01:00",
  status: "pending",
  currentSchedule: { start: means.start, end: means.end },
  proposedByPersonId: 7,
  proposedBy: { firstName: "Claire", lastName: "Haddad" },
  createdAt: "2031-03-01T10:00:00+01:00",
  decidedByPersonId: null,
  decidedAt: null,
});

/**
 * The API's answers; once a schedule is proposed, the registration read again carries it as
 * pending, as the API's would.
 */
const answers = (held: ReturnType<typeof registration>): Answer => {
  let proposed = false;
  return (call) => {
    if (call.path === "Registration/301" && call.method === "GET")
      return proposed
        ? {
            ...held,
            proposedSchedule: { id: 5, start: held.start, end: held.end, status: "pending" },
          }
        : held;
    if (call.path === "MeansOfIntervention/71") return means;
    if (call.path === "MeansOfInterventionType") return meansTypes;
    if (call.path === "OperationalRole")
      return [{ id: 2, code: "DRIVER", label: { fr: "Conducteur", en: "Driver", de: "Fahrer" } }];
    if (call.path === "Registration/301" && call.method === "PUT")
      return { registration: held, conflicts: [], findings: [] };
    if (call.path === "ScheduleChange") {
      proposed = true;
      return { scheduleChange: aChange(), findings: [] };
    }
    return undefined;
  };
};

function openPage(kind: "edit" | "propose", held = registration()) {
  const name = kind === "edit" ? "registration-edit" : "registration-schedule-proposition";
  const at = kind === "edit" ? "/registration/edit/301" : "/registration/schedule-proposition/301";
  return renderInApp(kind === "edit" ? <RegistrationEditPage /> : <SchedulePropositionPage />, {
    answers: answers(held),
    authorization: manager,
    route: {
      path: pattern(name),
      at,
      others: { "/means-of-intervention-detail-page/:id": <p>Page du moyen</p> },
    },
  });
}

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  for (const toast of toastQueue.queue.visibleToasts) toastQueue.close(toast.key);
});

describe("the registration edit form", () => {
  it("keeps the period within 4 hours of the means as typed, then saves it with the role and comment", async () => {
    const { calls } = openPage("edit");
    expect(await screen.findByRole("heading", { name: "Modifier l'inscription" })).toBeTruthy();
    expect(screen.getByText("PETIT Emma")).toBeTruthy();
    expect(screen.getByRole("link", { name: "VPSP" }).getAttribute("href")).toBe(
      "/means-of-intervention-detail-page/71",
    );
    typeSegments("Heure de début", ["03", "30"]);
    expect(
      await screen.findByText(
        "L'inscription peut commencer au plus tôt 4 heures avant le début du moyen d'intervention.",
      ),
    ).toBeTruthy();
    press("Enregistrer l'inscription");
    expect(callsTo(calls, "Registration/301").filter((call) => call.method === "PUT")).toEqual([]);
    typeSegments("Heure de début", ["07", "00"]);
    expect(
      await screen.findByText(
        /Cette inscription sort de la période du moyen d'intervention \(du .* au .*\)\./,
      ),
    ).toBeTruthy();
    typeText("Commentaire", "Arrive en voiture");
    press("Enregistrer l'inscription");
    expect(await screen.findByText("Page du moyen")).toBeTruthy();
    const [saved] = callsTo(calls, "Registration/301").filter((call) => call.method === "PUT");
    expect(saved?.body).toEqual({
      start: "2031-03-08T07:00",
      end: "2031-03-08T13:00",
      operationalRoleId: 2,
      comment: "Arrive en voiture",
    });
  });

  it("says a registration no longer live cannot change, and shows no form", async () => {
    openPage("edit", registration({ status: "rejected", rejectionReason: "absence" }));
    expect(await screen.findByText("Cette inscription ne peut plus changer")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer l'inscription" })).toBeNull();
  });
});

describe("the schedule proposition form", () => {
  it("refuses the current schedule, then proposes another with its comment", async () => {
    const { calls } = openPage("propose");
    expect(await screen.findByRole("heading", { name: "Proposer un autre horaire" })).toBeTruthy();
    // A proposition does not carry the role.
    expect(screen.queryByRole("button", { name: /Rôle opérationnel/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: named("Commentaire") })).toHaveProperty("value", "");
    press("Proposer cet horaire");
    expect(await screen.findByText("La proposition est refusée")).toBeTruthy();
    expect(
      screen.getByText(/^Ces horaires sont ceux de l'inscription.*proposer un changement\.$/),
    ).toBeTruthy();
    expect(callsTo(calls, "ScheduleChange")).toEqual([]);
    typeSegments("Heure de fin", ["12", "00"]);
    typeText("Commentaire", "Relève à midi");
    press("Proposer cet horaire");
    expect(await screen.findByText("Page du moyen")).toBeTruthy();
    expect(callsTo(calls, "ScheduleChange")[0]?.body).toEqual({
      registrationId: 301,
      start: "2031-03-08T08:00",
      end: "2031-03-08T12:00",
      comment: "Relève à midi",
    });
  });

  it("says a schedule is already proposed and leads to the follow-up instead of a form", async () => {
    openPage(
      "propose",
      registration({
        proposedSchedule: {
          id: 5,
          start: "2031-03-08T09:00:00+01:00",
          end: "2031-03-08T13:00:00+01:00",
          status: "pending",
        },
      }),
    );
    expect(await screen.findByText("Un horaire est déjà proposé")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Voir les changements d'horaire" }).getAttribute("href"),
    ).toBe("/registration/schedule-change-list");
    expect(screen.queryByRole("button", { name: "Proposer cet horaire" })).toBeNull();
  });
});
