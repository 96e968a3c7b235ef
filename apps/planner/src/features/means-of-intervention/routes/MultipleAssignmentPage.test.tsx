import { apiError, type RoleCode } from "@releve/domain";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { pattern } from "../../../test/form-helpers";
import { aMeans, aRegistration, meansTypes } from "../../../test/planning-fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { MultipleAssignmentPage, meansIdsOf } from "./MultipleAssignmentPage";

const staff = { required: 3, validated: 0, pending: 0 };
const means = [aMeans(71, staff), aMeans(72, staff, { plateNumber: "AB-123-CD" })];
const person = (id: number, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  function: null,
  staffType: "volunteer",
  emails: [],
  personIdCentralDb: null,
  email: null,
  userProfileId: null,
  availability: null,
});
const people = [person(401, "Léa", "Roux"), person(402, "Hugo", "Leroy")];

/** The API: both means, the persons by their words, no conflict; means 72 is full. */
const answers: Answer = (call) => {
  const read = means.find((item) => call.path === `MeansOfIntervention/${item.id}`);
  if (read) return read;
  if (call.path === "MeansOfInterventionType") return meansTypes;
  if (call.path === "OperationalRole") return [];
  if (call.path === "Person/search") {
    const text = String((call.body as { text: string }).text).toLowerCase();
    const items = people.filter((item) => item.lastName.toLowerCase().includes(text));
    return { items, total: items.length, page: 1, pageSize: 20 };
  }
  if (call.path === "Registration/Conflicts") return { conflicts: [] };
  if (call.path === "Registration/Assign") {
    const { meansOfInterventionIds, personIds } = call.body as {
      meansOfInterventionIds: number[];
      personIds: number[];
    };
    if (meansOfInterventionIds[0] === 72)
      throw new ApiRequestError(
        409,
        apiError("registration", "staffMaximumReached", { meansOfInterventionId: 72, max: 3 }),
      );
    const on = means.find((item) => item.id === meansOfInterventionIds[0]) ?? means[0];
    return {
      registrations: personIds.map((id) => aRegistration(id, on ?? aMeans(71, staff))),
      conflicts: [],
      findings: [],
    };
  }
  return undefined;
};

const open = (at: string, roles: RoleCode[] = ["C"]) =>
  renderInApp(<MultipleAssignmentPage />, {
    answers,
    authorization: testAuthorization(roles),
    route: { path: pattern("means-of-intervention-multiple-assignment-page"), at },
  });

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the means of the address", () => {
  it("keeps each id once, in order, leaves out what is not one, and at most 50", () => {
    expect(meansIdsOf("71, 72,abc,71,-3,0,99999999999")).toEqual({ ids: [71, 72], cut: false });
    expect(meansIdsOf(null)).toEqual({ ids: [], cut: false });
    const many = Array.from({ length: 60 }, (_, index) => index + 1).join(",");
    expect(meansIdsOf(many).ids).toHaveLength(50);
    expect(meansIdsOf(many).cut).toBe(true);
  });
});

describe("the multiple assignment", () => {
  it("checks the conflicts of every pair, sends each means apart and says what became of each", async () => {
    const { calls } = open("/means-of-intervention-multiple-assignment-page?ids=71,72");
    expect(await screen.findByRole("heading", { level: 2, name: "2 moyens" })).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Nom, fonction ou e-mail" }), {
      target: { value: "ro" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Chercher" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: /ROUX Léa/ }));
    fireEvent.change(screen.getByRole("textbox", { name: "Nom, fonction ou e-mail" }), {
      target: { value: "leroy" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Chercher" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: /LEROY Hugo/ }));
    fireEvent.click(screen.getByRole("button", { name: "Affecter à tous ces moyens" }));
    expect((await screen.findByText(/pourvu/)).textContent).toBe(
      "1 moyen pourvu, 1 refusé\u00a0: voir pourquoi ci-dessus.",
    );
    expect(callsTo(calls, "Registration/Conflicts")[0]?.body).toEqual({
      meansOfInterventionIds: [71, 72],
      personIds: [401, 402],
    });
    expect(callsTo(calls, "Registration/Assign").map((call) => call.body)).toEqual([
      { personIds: [401, 402], meansOfInterventionIds: [71], operationalRoleId: null, comment: "" },
      { personIds: [401, 402], meansOfInterventionIds: [72], operationalRoleId: null, comment: "" },
    ]);
    const [first, second] = within(screen.getByRole("region", { name: "2 moyens" })).getAllByRole(
      "listitem",
    );
    expect(first?.textContent).toContain("2 personnes mises sur ce moyen");
    expect(second?.textContent).toContain("Refusé");
  });

  it("takes a means out before sending, and is closed to a role that does not assign", async () => {
    const { calls } = open("/means-of-intervention-multiple-assignment-page?ids=71,72");
    fireEvent.click(await screen.findByRole("button", { name: "Retirer VPSP · AB-123-CD" }));
    expect(await screen.findByRole("heading", { level: 2, name: "1 moyen" })).toBeTruthy();
    expect(callsTo(calls, "Registration/Assign")).toEqual([]);
    cleanup();
    open("/means-of-intervention-multiple-assignment-page?ids=71", ["D"]);
    expect(
      await screen.findByText("Votre rôle ne permet pas d'affecter du personnel."),
    ).toBeTruthy();
  });
});
