import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ProfilePage } from "../../features/profile/routes/ProfilePage";
import {
  activityManager,
  profileAnswers,
  profileOptions,
  profileUser,
} from "../../features/profile/test-fixtures";
import { testAuthorization, testProfilePerson } from "../../test/fixtures";
import { renderInApp } from "../../test/render-in-app";
import { activateLanguage } from "../i18n";

const answer = testAuthorization([activityManager], { user: profileUser, activeRoleCode: "B" });

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const section = () => screen.getByRole("region", { name: "Mes inscriptions dans mon agenda" });

describe("the calendar subscription of the profile page", () => {
  it("makes an address, shows it once with a way to copy and open it, then makes another and revokes it", async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { calls } = renderInApp(<ProfilePage />, profileOptions(answer));
    expect(
      await within(await screen.findByRole("region", { name: /agenda/ })).findByText(
        "Vous n'avez pas d'adresse d'abonnement.",
      ),
    ).toBeTruthy();

    fireEvent.click(
      within(section()).getByRole("button", { name: "Créer mon adresse d'abonnement" }),
    );
    const field = await within(section()).findByRole("textbox", { name: "Adresse d'abonnement" });
    const first = `https://releve.test/api/CalendarFeed/${"t".repeat(42)}1`;
    expect(field).toHaveProperty("value", first);
    expect(field).toHaveProperty("readOnly", true);
    expect(within(section()).getByText(/Adresse créée le 1 nov\. 2026/)).toBeTruthy();
    expect(within(section()).getByText("Aucun agenda ne l'a encore lue.")).toBeTruthy();
    expect(
      within(section()).getByRole("link", { name: "Ouvrir dans mon agenda" }).getAttribute("href"),
    ).toBe(first.replace("https:", "webcal:"));

    fireEvent.click(within(section()).getByRole("button", { name: "Copier l'adresse" }));
    expect(await within(section()).findByText("Adresse copiée.")).toHaveProperty("role", "status");
    expect(writeText).toHaveBeenCalledWith(first);

    // Another address: asked first, since the one in use stops answering.
    fireEvent.click(within(section()).getByRole("button", { name: "Créer une nouvelle adresse" }));
    const replace = await screen.findByRole("alertdialog", {
      name: "Créer une nouvelle adresse ?",
    });
    fireEvent.click(within(replace).getByRole("button", { name: "Créer la nouvelle adresse" }));
    await waitFor(() =>
      expect(
        within(section()).getByRole("textbox", { name: "Adresse d'abonnement" }),
      ).toHaveProperty("value", `https://releve.test/api/CalendarFeed/${"t".repeat(42)}2`),
    );
    expect(within(section()).queryByText("Adresse copiée.")).toBeNull();

    fireEvent.click(within(section()).getByRole("button", { name: "Révoquer l'adresse" }));
    const revoke = await screen.findByRole("alertdialog", {
      name: "Révoquer l'adresse d'abonnement ?",
    });
    fireEvent.click(within(revoke).getByRole("button", { name: "Révoquer" }));
    // Once the dialog has closed, the page is reachable again.
    await waitFor(() =>
      expect(within(section()).getByText("Vous n'avez pas d'adresse d'abonnement.")).toBeTruthy(),
    );
    expect(within(section()).queryByRole("textbox")).toBeNull();
    expect(
      calls
        .filter((call) => call.path === "UserProfile/MyCalendarFeed" && call.method !== "GET")
        .map((call) => call.method),
    ).toEqual(["POST", "POST", "DELETE"]);
  });

  it("tells when a calendar last read the address, and never shows an address it was not just given", async () => {
    const options = profileOptions(answer);
    const respond = profileAnswers({
      language: "fr",
      activeRoleCode: "B",
      lastSeenReleaseDate: null,
      roleCodes: ["B"],
      userType: "manager",
      person: testProfilePerson,
    });
    renderInApp(<ProfilePage />, {
      ...options,
      answers: (call) =>
        call.path === "UserProfile/MyCalendarFeed"
          ? {
              feed: {
                createdAt: "2026-10-02T08:00:00.000Z",
                lastReadAt: "2026-11-20T16:45:00.000Z",
              },
            }
          : respond(call),
    });
    expect(
      await screen.findByText("Lue par un agenda pour la dernière fois le 20 nov. 2026, 17:45."),
    ).toBeTruthy();
    expect(within(section()).getByText("Adresse créée le 2 oct. 2026, 10:00.")).toBeTruthy();
    expect(within(section()).queryByRole("textbox")).toBeNull();
    expect(within(section()).getByRole("button", { name: "Révoquer l'adresse" })).toBeTruthy();
  });
});
