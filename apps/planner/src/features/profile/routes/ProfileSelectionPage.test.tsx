import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
} from "../test-fixtures";
import { ProfileSelectionPage } from "./ProfileSelectionPage";

const twoRoles = testAuthorization([activityManager, readOnlyReferent], {
  user: profileUser,
  activeRoleCode: "B",
});

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the profile (role) selection", () => {
  it("offers one choice per role held, with its scope, the active one marked", async () => {
    renderInApp(<ProfileSelectionPage />, profileOptions(twoRoles));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Choisir un profil" }),
    ).toBeTruthy();
    expect(document.title).toBe("Choisir un profil - Relève");
    const choices = within(screen.getByRole("list")).getAllByRole("button");
    expect(choices.map((choice) => choice.textContent)).toEqual([
      "Responsable d'activitésRôle actifPar activités et entités : 1 activité, 1 entité",
      "Référent consultationPar activités et entités : 1 activité, 1 entité",
    ]);
  });

  it("makes the chosen role the active one and opens the start page", async () => {
    const { calls, session, router } = renderInApp(
      <ProfileSelectionPage />,
      profileOptions(twoRoles),
    );

    fireEvent.click(await screen.findByRole("button", { name: /^Référent consultation/ }));

    expect(await screen.findByText("Start page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/home");
    expect(calls).toContainEqual({
      method: "PUT",
      path: "UserProfile/Me",
      body: { activeRoleCode: "D" },
    });
    expect(session.get().activeRoleCode).toBe("D");
  });

  it("shows a single role as the one already chosen, which opens the start page as it is", async () => {
    const { calls, router } = renderInApp(
      <ProfileSelectionPage />,
      profileOptions(testAuthorization([activityManager], { user: profileUser })),
    );
    expect(await screen.findByText("Vous agissez sous votre seul rôle.")).toBeTruthy();
    const choice = screen.getByRole("button", { name: /^Responsable d'activités/ });
    expect(choice.textContent).toContain("Rôle actif");

    fireEvent.click(choice);

    expect(await screen.findByText("Start page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/home");
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  });

  it("stays on the page with the previous role and the reason when the role is refused", async () => {
    const refusal = new ApiRequestError(403, {
      category: "securityRole",
      code: "forbidden",
      data: { roleCode: "D", held: ["B"] },
    });
    const respond = profileAnswers({
      language: "fr",
      activeRoleCode: "B",
      lastSeenReleaseDate: null,
      roleCodes: ["B", "D"],
      userType: "manager",
      person: testProfilePerson,
    });
    const { session, router } = renderInApp(
      <ProfileSelectionPage />,
      profileOptions(twoRoles, (call) => {
        if (call.method === "PUT") throw refusal;
        return respond(call);
      }),
    );

    fireEvent.click(await screen.findByRole("button", { name: /^Référent consultation/ }));

    expect((await screen.findByRole("alert")).textContent).toContain(describeError(i18n, refusal));
    expect(router.state.location.pathname).toBe("/profile");
    expect(session.get().activeRoleCode).toBe("B");

    fireEvent.click(screen.getByRole("button", { name: "Masquer l'alerte" }));

    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
  });

  it("says so when the user holds no role", async () => {
    renderInApp(
      <ProfileSelectionPage />,
      profileOptions(testAuthorization([], { user: profileUser })),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Aucun rôle" })).toBeTruthy();
  });
});
