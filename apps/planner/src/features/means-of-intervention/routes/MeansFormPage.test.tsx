import { apiError, routeHref } from "@releve/domain";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { named, pattern, press, typeSegments } from "../../../test/form-helpers";
import { aMeans, anActivity, meansTypes } from "../../../test/planning-fixtures";
import { type Answer, callsTo, type RecordedCall, renderInApp } from "../../../test/render-in-app";
import { MeansFormPage } from "./MeansFormPage";

/** Activity 12: public, on 8 March 2031 from 08:00 to 18:00, registrations validated by hand. */
const activity = anActivity(12, { status: "public", registrationDeadline: null });

/** The API of the form: the activity, the types offered, the reference data, then `more`. */
function answers(more: (call: RecordedCall) => unknown = () => undefined): Answer {
  const byPath: Record<string, unknown> = {
    "OperationalActivity/12": activity,
    "MeansOfInterventionType/OfferedFor/12": meansTypes,
    departure: [],
    PredefinedSchedule: [],
    "vehicles/GetAllVehicles": [],
  };
  return (call) => {
    const answer = more(call);
    if (answer !== undefined) return answer;
    if (!(call.path in byPath)) throw new Error(`No answer for ${call.method} ${call.path}`);
    return byPath[call.path];
  };
}

function openForm(at: string, answer: Answer) {
  window.localStorage.clear();
  const edit = at.startsWith("/means-of-intervention/edit/");
  return renderInApp(<MeansFormPage />, {
    answers: answer,
    authorization: testAuthorization(["C"]),
    route: {
      path: pattern(edit ? "means-of-intervention-edit" : "means-of-intervention-create"),
      at,
      others: {
        [pattern("means-of-intervention-detail-page")]: <p>Page du moyen</p>,
        [pattern("operational-activity-detail-page")]: <p>Page de l'activité</p>,
      },
    },
  });
}

/** Chooses an option of a select field, found by its label. */
async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole("button", { name: new RegExp(label) }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the means form (spec 02 §3, §5)", () => {
  it("creates one means per team with the activity's period and settings, then shows the means", async () => {
    const { calls, router } = openForm(
      routeHref("means-of-intervention-create", { operationalActivityId: 12 }),
      answers((call) =>
        call.path === "MeansOfIntervention"
          ? [
              aMeans(80, { required: 4, validated: 0, pending: 0 }),
              aMeans(81, { required: 4, validated: 0, pending: 0 }),
            ]
          : undefined,
      ),
    );
    await screen.findByRole("heading", { level: 2, name: "Le moyen" });
    await choose("Type de moyen", "Équipe de secours");
    // The type brings its default staff.
    expect(screen.getByRole("textbox", { name: named("Personnel par équipe") })).toHaveProperty(
      "value",
      "4",
    );
    const teams = screen.getByRole("textbox", { name: named("Nombre d'équipes") });
    fireEvent.change(teams, { target: { value: "2" } });
    fireEvent.blur(teams);
    press("Créer les moyens");
    await vi.waitFor(() => expect(callsTo(calls, "MeansOfIntervention")).toHaveLength(1));
    expect(callsTo(calls, "MeansOfIntervention")[0]?.body).toMatchObject({
      operationalActivityId: 12,
      typeId: 2,
      staffPerTeam: 4,
      teamCount: 2,
      scheduleType: "FREE",
      start: "2031-03-08T08:00",
      end: "2031-03-08T18:00",
      ultimateStart: null,
      ultimateEnd: null,
      inheritsFromActivity: true,
      automaticRegistrationValidation: false,
      openingOption: "manual",
    });
    // Two teams: the activity's page lists them both.
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/12"),
    );
  });

  it("says a rendezvous after the start on its field and sends nothing", async () => {
    const { calls } = openForm(
      routeHref("means-of-intervention-create", { operationalActivityId: 12 }),
      answers(),
    );
    await screen.findByRole("heading", { level: 2, name: "Le moyen" });
    await choose("Type de moyen", "VPSP");
    typeSegments("Rendez-vous", ["08", "03", "2031"]);
    typeSegments("Heure du rendez-vous", ["09", "00"]);
    const message = "Le rendez-vous ne peut pas être après l'heure de début.";
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    press("Créer le moyen");
    const summary = await screen.findByRole("region", { name: "Le formulaire contient 1 erreur" });
    expect(within(summary).getByRole("link", { name: message })).toBeTruthy();
    expect(callsTo(calls, "MeansOfIntervention")).toHaveLength(0);
  });

  it("sends an edit with the version it was read at, and says a change made since, with a reload", async () => {
    const means = aMeans(71, { required: 3, validated: 1, pending: 0 }, { version: 4 });
    const { calls } = openForm(
      routeHref("means-of-intervention-edit", { operationalActivityId: 12, id: 71 }),
      answers((call) => {
        if (call.path !== "MeansOfIntervention/71") return undefined;
        if (call.method === "GET") return means;
        throw new ApiRequestError(
          409,
          apiError("meansOfIntervention", "concurrentChange", { id: 71 }),
        );
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Modifier le moyen" });
    expect(screen.queryByRole("textbox", { name: named("Nombre d'équipes") })).toBeNull();
    const plate = await screen.findByRole("textbox", { name: named("Immatriculation") });
    fireEvent.change(plate, { target: { value: "AB-123-CD" } });
    press("Enregistrer les modifications");
    await vi.waitFor(() =>
      expect(callsTo(calls, "MeansOfIntervention/71").map((call) => call.method)).toContain("PUT"),
    );
    const put = callsTo(calls, "MeansOfIntervention/71").find((call) => call.method === "PUT");
    expect(put?.body).toMatchObject({ plateNumber: "AB-123-CD", version: 4, staffPerTeam: 3 });
    expect(await screen.findByText(/Quelqu'un a modifié ce moyen d'intervention/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Recharger le moyen" })).toBeTruthy();
  });
});
