import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-messages";
import { activateLanguage, i18n } from "../../../lib/i18n";
import { testAuthorization, testProfilePerson } from "../../../test/fixtures";
import { renderInApp } from "../../../test/render-in-app";
import {
  activityManager,
  profileAnswers,
  profileOptions,
  profileUser,
  readOnlyReferent,
  storedProfilePreferences,
  storeProfilePreferences,
} from "../test-fixtures";
import { ProfilePage } from "./ProfilePage";

const answer = testAuthorization([activityManager, readOnlyReferent], {
  user: profileUser,
  activeRoleCode: "B",
});
const profile = {
  language: "fr" as const,
  activeRoleCode: "B" as const,
  lastSeenReleaseDate: null,
  roleCodes: ["B" as const, "D" as const],
  userType: "manager" as const,
  person: testProfilePerson,
};

/** Opens a select by its label and chooses an option. */
async function choose(field: RegExp, option: string) {
  fireEvent.click(screen.getByRole("button", { name: field }));
  const listbox = await screen.findByRole("listbox");
  fireEvent.click(within(listbox).getByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

/** The options a select offers, by their names. */
async function optionsOf(field: RegExp): Promise<string[]> {
  fireEvent.click(screen.getByRole("button", { name: field }));
  const listbox = await screen.findByRole("listbox");
  const names = within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  fireEvent.keyDown(listbox, { key: "Escape" });
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  return names;
}

beforeAll(() => activateLanguage("fr"));
afterEach(async () => {
  // While the page still listens: the preferences store of the browser outlives each test.
  act(() => storeProfilePreferences(null));
  cleanup();
  await activateLanguage("fr");
});

describe("the profile page", () => {
  it("shows the name, the staff type and the roles held with their scope, the active one marked", async () => {
    renderInApp(<ProfilePage />, profileOptions(answer));
    expect(await screen.findByRole("heading", { level: 1, name: "Mon profil" })).toBeTruthy();
    expect(document.title).toBe("Mon profil - Relève");
    expect(screen.getByText("Claire MARTIN")).toBeTruthy();
    expect(screen.getByText("Bénévole")).toBeTruthy();
    const roles = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(roles.map((role) => role.textContent)).toEqual([
      "Responsable d'activitésActifPérimètre : Par activités et entités",
      "Référent consultationPérimètre : Par activités et entités",
    ]);
  });

  it("switches the active role from the role selection and says so", async () => {
    const { calls, session } = renderInApp(<ProfilePage />, profileOptions(answer));
    const group = await screen.findByRole("radiogroup", { name: "Rôle actif" });
    expect(within(group).getByRole("radio", { name: "Responsable d'activités" })).toHaveProperty(
      "checked",
      true,
    );

    fireEvent.click(within(group).getByRole("radio", { name: "Référent consultation" }));

    expect(await screen.findByText("Rôle actif : Référent consultation")).toHaveProperty(
      "role",
      "status",
    );
    expect(calls).toContainEqual({
      method: "PUT",
      path: "UserProfile/Me",
      body: { activeRoleCode: "D" },
    });
    expect(session.get().activeRoleCode).toBe("D");
    expect(within(group).getByRole("radio", { name: "Référent consultation" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("switches every string of the page to the chosen language at once and saves it", async () => {
    const { calls } = renderInApp(<ProfilePage />, profileOptions(answer));
    await screen.findByRole("heading", { level: 1, name: "Mon profil" });

    await choose(/Langue/, "English");

    // Before the server answers: the catalogue loads, the page switches.
    expect(await screen.findByRole("heading", { level: 1, name: "My profile" })).toBeTruthy();
    expect(screen.getByText("Volunteer")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    expect(calls).toContainEqual({
      method: "PUT",
      path: "UserProfile/Me",
      body: { language: "en" },
    });
    expect(screen.getByText("Language: English")).toBeTruthy();
  });

  it("goes back to the saved language and shows why when the language is refused", async () => {
    const refusal = new ApiRequestError(500, {
      category: "unknown",
      code: "unknownError",
      data: {},
    });
    const respond = profileAnswers(profile);
    renderInApp(
      <ProfilePage />,
      profileOptions(answer, (call) => {
        if (call.method === "PUT") throw refusal;
        return respond(call);
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Mon profil" });

    await choose(/Langue/, "Deutsch");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(describeError(i18n, refusal));
    expect(screen.getByRole("heading", { level: 1, name: "Mon profil" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("fr");
  });

  it("offers only what the active role's scope reaches", async () => {
    renderInApp(<ProfilePage />, profileOptions(answer));
    await screen.findByRole("button", { name: /Type d'activité/ });
    expect(await optionsOf(/Type d'activité/)).toEqual(["Tous les types d'activité", "Secours"]);
    expect(await optionsOf(/Type d'entité/)).toEqual([
      "Tous les types d'entité",
      "Centre de secours",
      "Région",
    ]);
  });

  it("saves the scope choices under the filter rule: an item sets its type, another type clears it", async () => {
    renderInApp(<ProfilePage />, profileOptions(answer));
    const entity = await screen.findByRole("combobox", { name: "Entité" });

    act(() => entity.focus());
    fireEvent.change(entity, { target: { value: "Paris" } });
    fireEvent.click(await screen.findByRole("option", { name: "Centre Paris 15" }));

    await waitFor(() =>
      expect(storedProfilePreferences()).toEqual({
        activityTypeId: null,
        activityId: null,
        entityTypeId: 6,
        entityId: 61,
      }),
    );
    expect(
      screen.getByText("Périmètre enregistré : toutes les activités, Centre Paris 15"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: /Type d'entité/ }).textContent).toContain(
      "Centre de secours",
    );

    await choose(/Type d'entité/, "Région");

    expect(storedProfilePreferences()).toEqual({
      activityTypeId: null,
      activityId: null,
      entityTypeId: 5,
      entityId: null,
    });
    expect(screen.getByRole("combobox", { name: "Entité" })).toHaveProperty("value", "");
  });

  it("offers the activities of the chosen activity type only", async () => {
    renderInApp(
      <ProfilePage />,
      profileOptions(
        testAuthorization(
          [{ role: { code: "Admin" }, scopeType: "none", accessRights: {}, scopes: [] }],
          {
            user: profileUser,
          },
        ),
      ),
    );
    await screen.findByRole("button", { name: /Type d'activité/ });

    await choose(/Type d'activité/, "Formation");

    const activity = screen.getByRole("combobox", { name: "Activité" });
    fireEvent.keyDown(activity, { key: "ArrowDown" });
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Formation PSC1"]);
    expect(storedProfilePreferences()).toEqual({
      activityTypeId: 2,
      activityId: null,
      entityTypeId: null,
      entityId: null,
    });
  });

  it("chooses no activity once its field is cleared", async () => {
    renderInApp(<ProfilePage />, profileOptions(answer));
    const activity = await screen.findByRole("combobox", { name: "Activité" });
    act(() => activity.focus());
    fireEvent.change(activity, { target: { value: "Poste" } });
    fireEvent.click(await screen.findByRole("option", { name: "Poste de secours" }));
    await waitFor(() => expect(storedProfilePreferences()?.activityId).toBe(11));

    act(() => activity.focus());
    fireEvent.change(activity, { target: { value: "" } });
    act(() => activity.blur());

    await waitFor(() => expect(storedProfilePreferences()?.activityId).toBeNull());
    // The type chosen with the activity stays: only the activity was cleared.
    expect(storedProfilePreferences()?.activityTypeId).toBe(1);
  });

  it("says the reference data are loading, then why they could not be loaded", async () => {
    const refusal = new ApiRequestError(503, {
      category: "unknown",
      code: "unknownApiError",
      data: {},
    });
    let fail: (error: unknown) => void = () => undefined;
    const pending = new Promise((_, reject) => {
      fail = reject;
    });
    const respond = profileAnswers(profile);
    renderInApp(
      <ProfilePage />,
      profileOptions(answer, (call) =>
        call.path.startsWith("Entities/") ? pending : respond(call),
      ),
    );
    expect(await screen.findByText("Chargement des activités et des entités…")).toBeTruthy();

    fail(refusal);

    expect(await screen.findByText(describeError(i18n, refusal))).toBeTruthy();
  });
});
