import type { Authorization } from "@releve/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { preferencesStorageKey } from "../../../lib/preferences";
import { testAuthorization } from "../../../test/fixtures";
import { pattern } from "../../../test/form-helpers";
import { activities, activityTypes, entities, entityTypes } from "../../../test/reference-fixtures";
import { type Answer, renderInApp } from "../../../test/render-in-app";
import { PersonnelFilterPage } from "./PersonnelFilterPage";

/** A volunteer (V) on first-aid posts and outreach in Île-de-France, training in Lyon. */
const volunteer: Authorization = {
  role: { code: "V" },
  scopeType: "byItems",
  accessRights: { registration: { featureCode: "registration.self", mayWrite: true } },
  scopes: [
    { entityId: 51, activityId: 11 },
    { entityId: 51, activityId: 12 },
    { entityId: 52, activityId: 21 },
  ],
};

const answers: Answer = ({ path }) =>
  ({
    "Activities/GetAllActivityTypes": activityTypes,
    "Activities/GetAllActivities": activities,
    "Entities/GetAllEntityTypes": entityTypes,
    "Entities/GetAllEntities": entities,
  })[path];

function openPage() {
  return renderInApp(<PersonnelFilterPage />, {
    answers,
    authorization: testAuthorization([volunteer]),
    route: {
      path: pattern("registration-personnel-filter-page"),
      at: "/registration/personnel-filter-page",
      others: { "/registration/personnel-calendar-page": <p>Mon calendrier</p> },
    },
  });
}

/** The personnel mobile filter the browser holds for the signed-in person. */
function savedFilter(personId: number) {
  const raw = window.localStorage.getItem(preferencesStorageKey);
  return raw === null ? undefined : JSON.parse(raw).users?.[personId]?.lists?.personnelMobile;
}

/** Chooses an option of a multiple choice, found by what is typed. */
async function pick(field: string, typed: string, option: string) {
  const input = screen.getByRole("combobox", { name: field });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  window.localStorage.removeItem(preferencesStorageKey);
});

describe("my filters", () => {
  it("saves lists of activities within one type and says the calendar follows; another type clears them; clearing shows everything", async () => {
    const { session } = openPage();
    const personId = session.get().user.personId;
    await screen.findByRole("combobox", { name: "Activités" });
    await pick("Activités", "Poste", "Poste de secours");
    await waitFor(() =>
      expect(savedFilter(personId)?.filters).toEqual({
        activityTypeId: 1,
        activityIds: [11],
        entityTypeId: null,
        entityIds: [],
      }),
    );
    // The page's words keep their French spaces; the query reads them as plain ones.
    expect(screen.getByText("Filtre enregistré : votre calendrier le suit.")).toBeTruthy();
    await pick("Activités", "Mar", "Maraude");
    await waitFor(() => expect(savedFilter(personId)?.filters.activityIds).toEqual([11, 12]));
    // Another type: the activities of the first go, those of the new type are offered.
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Activités" }), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: /Type d'activité/ }));
    fireEvent.click(
      within(await screen.findByRole("listbox")).getByRole("option", { name: "Formation" }),
    );
    await waitFor(() =>
      expect(savedFilter(personId)?.filters).toMatchObject({
        activityTypeId: 2,
        activityIds: [],
      }),
    );
    await pick("Activités", "PSC1", "Formation PSC1");
    await waitFor(() =>
      expect(savedFilter(personId)?.filters).toMatchObject({
        activityTypeId: 2,
        activityIds: [21],
      }),
    );
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Activités" }), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Effacer les filtres" }));
    await waitFor(() =>
      expect(savedFilter(personId)?.filters).toEqual({
        activityTypeId: null,
        activityIds: [],
        entityTypeId: null,
        entityIds: [],
      }),
    );
    expect(screen.getByText("Aucun filtre : votre calendrier montre tout.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Effacer les filtres" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("offers only the activities and entities the scope reaches", async () => {
    openPage();
    const field = await screen.findByRole("combobox", { name: "Entités" });
    expect(screen.getByRole("link", { name: "Voir mon calendrier" }).getAttribute("href")).toBe(
      "/registration/personnel-calendar-page",
    );
    act(() => field.focus());
    fireEvent.keyDown(field, { key: "ArrowDown" });
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Auvergne-Rhône-Alpes", "Centre Lyon", "Centre Paris 15", "Île-de-France"]);
  });
});
