import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ProfilePage } from "../../features/profile/routes/ProfilePage";
import { activityManager, profileOptions, profileUser } from "../../features/profile/test-fixtures";
import { testAuthorization, testSettings } from "../../test/fixtures";
import { renderInApp } from "../../test/render-in-app";
import { activateLanguage } from "../i18n";
import { offlineSnapshotKey, saveOfflineSnapshot } from "./snapshot";

/** The sign-in library, as the section uses it. */
const signIn = vi.hoisted(() => ({
  account: { homeAccountId: "emma", idToken: "id-token-of-emma" },
  logoutRedirect: vi.fn(async (_request: unknown) => undefined),
  clearCache: vi.fn(async (_request: unknown) => undefined),
}));
vi.mock("@azure/msal-react", () => ({
  useMsal: () => ({
    instance: {
      getActiveAccount: () => signIn.account,
      logoutRedirect: signIn.logoutRedirect,
      clearCache: signIn.clearCache,
    },
  }),
}));

const answer = testAuthorization([activityManager], { user: profileUser, activeRoleCode: "B" });

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  signIn.logoutRedirect.mockClear();
  signIn.clearCache.mockClear();
  localStorage.clear();
});

function keepSnapshot() {
  saveOfflineSnapshot({
    accountId: "emma",
    savedAt: "2031-03-14T13:32:00.000Z",
    language: "fr",
    activeRoleCode: "V",
    settings: testSettings("local"),
    answers: {},
  });
}

describe("signing out, from the profile page", () => {
  it("removes the calendar kept on the device, then ends the session with the provider, naming whose", async () => {
    keepSnapshot();
    renderInApp(<ProfilePage />, profileOptions(answer));
    const section = await screen.findByRole("region", { name: "Sur cet appareil" });
    fireEvent.click(within(section).getByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(signIn.logoutRedirect).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(offlineSnapshotKey)).toBeNull();
    expect(signIn.logoutRedirect.mock.calls[0]?.[0]).toEqual({
      account: signIn.account,
      idTokenHint: "id-token-of-emma",
      postLogoutRedirectUri: testSettings("local").auth.postLogoutRedirectUri,
    });
    expect(within(section).getByRole("button", { name: "Se déconnecter" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("without the network, still removes what the device holds", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    keepSnapshot();
    renderInApp(<ProfilePage />, profileOptions(answer));
    const section = await screen.findByRole("region", { name: "Sur cet appareil" });
    fireEvent.click(within(section).getByRole("button", { name: "Se déconnecter" }));
    await waitFor(() => expect(signIn.clearCache).toHaveBeenCalledTimes(1));
    expect(signIn.logoutRedirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(offlineSnapshotKey)).toBeNull();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(testSettings("local").auth.postLogoutRedirectUri),
    );
  });
});
