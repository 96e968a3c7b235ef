import {
  type AccountInfo,
  BrowserAuthError,
  ClientAuthError,
  InteractionRequiredAuthError,
  type PublicClientApplication,
  ServerError,
} from "@azure/msal-browser";
import { signInErrorCodes } from "@releve/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acquireApiToken, apiTokenSource, signIn } from "./auth";
import type { Settings } from "./settings";

const settings: Settings = {
  apiBaseUrl: "https://localhost:8443/api/",
  environment: "local",
  timeZone: "Europe/Paris",
  pagesUnderDevelopment: [],
  clockOffsetMs: 0,
  auth: {
    clientId: "planner",
    authority: "https://login.example.org/tenant",
    knownAuthorities: [],
    protocolMode: "AAD",
    scopes: ["api://releve/access"],
    redirectUri: "https://localhost:8443/",
    postLogoutRedirectUri: "https://localhost:8443/",
  },
};

const account = { homeAccountId: "home", username: "marie@example.org" } as AccountInfo;

/** A sign-in client whose calls are recorded; every answer can be replaced by a test. */
function fakeClient(signedIn: AccountInfo | null = account) {
  const client = {
    initialize: vi.fn(async () => {}),
    handleRedirectPromise: vi.fn(async () => null as unknown),
    getActiveAccount: vi.fn(() => signedIn),
    getAllAccounts: vi.fn(() => (signedIn ? [signedIn] : [])),
    setActiveAccount: vi.fn(),
    loginRedirect: vi.fn(async (_request: unknown) => {}),
    acquireTokenRedirect: vi.fn(async (_request: unknown) => {}),
    acquireTokenSilent: vi.fn(async (_request: unknown) => ({ accessToken: "token" }) as unknown),
  };
  return { client, msal: client as unknown as PublicClientApplication };
}

const serverError = (message: string, errorNo?: string) =>
  new ServerError("invalid_grant", "correlation", message, undefined, errorNo);

/** Lets the recovery start; the call itself never settles, as the page would unload. */
async function redirected(client: ReturnType<typeof fakeClient>["client"]) {
  await vi.waitFor(() => expect(client.loginRedirect).toHaveBeenCalledOnce());
  return client.loginRedirect.mock.calls[0]?.[0];
}

beforeEach(() => {
  window.history.replaceState(null, "", "/means/12?tab=staff");
});

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("recovering from a provider error of a silent token renewal (spec 01 §8)", () => {
  it("asks for a new interactive login on AADSTS50058", async () => {
    const { client, msal } = fakeClient();
    client.acquireTokenSilent.mockRejectedValue(
      new InteractionRequiredAuthError(
        "login_required",
        "correlation",
        "AADSTS50058: A silent sign-in request was sent but no user is signed in.",
      ),
    );
    void acquireApiToken(msal, settings);
    expect(await redirected(client)).toEqual({
      scopes: settings.auth.scopes,
      state: "/means/12?tab=staff",
      prompt: "login",
    });
    expect(client.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it("redirects to the consent prompt on AADSTS65001", async () => {
    const { client, msal } = fakeClient();
    client.acquireTokenSilent.mockRejectedValue(
      serverError(
        "AADSTS65001: The user or administrator has not consented to use the application.",
      ),
    );
    void acquireApiToken(msal, settings);
    expect(await redirected(client)).toMatchObject({ prompt: "consent" });
  });

  it("lets the user choose the account again on AADSTS16000", async () => {
    const { client, msal } = fakeClient();
    client.acquireTokenSilent.mockRejectedValue(
      new InteractionRequiredAuthError(
        "interaction_required",
        "correlation",
        "AADSTS16000: User account does not exist in tenant.",
      ),
    );
    void acquireApiToken(msal, settings);
    expect(await redirected(client)).toMatchObject({ prompt: "select_account" });
  });

  it("signs in again without prompt on any other code", async () => {
    const { client, msal } = fakeClient();
    client.acquireTokenSilent.mockRejectedValue(
      serverError("AADSTS700016: Application not found in the directory."),
    );
    void acquireApiToken(msal, settings);
    expect(await redirected(client)).toEqual({
      scopes: settings.auth.scopes,
      state: "/means/12?tab=staff",
    });
  });

  it("reads the code from the error's number when its message has none", async () => {
    const { client, msal } = fakeClient();
    client.acquireTokenSilent.mockRejectedValue(serverError("No user is signed in.", "50058"));
    void acquireApiToken(msal, settings);
    expect(await redirected(client)).toMatchObject({ prompt: "login" });
  });

  it("keeps redirecting an interaction required without code to the token redirect", async () => {
    const { client, msal } = fakeClient();
    client.acquireTokenSilent.mockRejectedValue(
      new InteractionRequiredAuthError("consent_required", "correlation", "Consent required."),
    );
    void acquireApiToken(msal, settings);
    await vi.waitFor(() =>
      expect(client.acquireTokenRedirect).toHaveBeenCalledWith({ scopes: settings.auth.scopes }),
    );
    expect(client.loginRedirect).not.toHaveBeenCalled();
  });

  it("recovers only once until a token is had, then again after one", async () => {
    const { client, msal } = fakeClient();
    const noSession = serverError("AADSTS50058: No user is signed in.");
    client.acquireTokenSilent.mockRejectedValue(noSession);
    void acquireApiToken(msal, settings);
    await redirected(client);

    // Back from the login, the provider still refuses: the error is shown, not redirected anew.
    const again = acquireApiToken(msal, settings);
    await expect(again).rejects.toThrow(signInErrorCodes.failedTokenAcquisition);
    await expect(again).rejects.toMatchObject({ cause: noSession });
    expect(client.loginRedirect).toHaveBeenCalledOnce();

    client.acquireTokenSilent.mockResolvedValueOnce({ accessToken: "fresh" });
    await expect(acquireApiToken(msal, settings)).resolves.toBe("fresh");
    void acquireApiToken(msal, settings);
    await vi.waitFor(() => expect(client.loginRedirect).toHaveBeenCalledTimes(2));
  });
});

describe("when no token can be had (spec 01 §8)", () => {
  it("returns the token the silent renewal gives, with the cached one skipped on demand", async () => {
    const { client, msal } = fakeClient();
    await expect(acquireApiToken(msal, settings, true)).resolves.toBe("token");
    expect(client.acquireTokenSilent).toHaveBeenCalledWith({
      scopes: settings.auth.scopes,
      account,
      forceRefresh: true,
    });
  });

  it("raises Failed to acquire token, caused by the library's error", async () => {
    const { client, msal } = fakeClient();
    const timeout = new BrowserAuthError("timed_out", "correlation");
    client.acquireTokenSilent.mockRejectedValue(timeout);
    const attempt = acquireApiToken(msal, settings);
    await expect(attempt).rejects.toThrow("Failed to acquire token");
    await expect(attempt).rejects.toMatchObject({ cause: timeout });
    expect(client.loginRedirect).not.toHaveBeenCalled();
    expect(client.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it("raises Failed to acquire token when the redirect itself cannot start", async () => {
    const { client, msal } = fakeClient(null);
    client.acquireTokenSilent.mockRejectedValue(
      new BrowserAuthError("no_account_error", "correlation"),
    );
    client.acquireTokenRedirect.mockRejectedValue(
      new BrowserAuthError("interaction_in_progress", "correlation"),
    );
    await expect(acquireApiToken(msal, settings)).rejects.toThrow("Failed to acquire token");
  });
});

describe("completing the sign-in redirect (spec 01 §8)", () => {
  it("returns the signed-in account and the page asked for before signing in", async () => {
    const { client, msal } = fakeClient(null);
    client.handleRedirectPromise.mockResolvedValue({ account, state: "/registrations/4" });
    await expect(signIn(msal, settings)).resolves.toBe(account);
    expect(client.setActiveAccount).toHaveBeenCalledWith(account);
    expect(window.location.pathname).toBe("/registrations/4");
  });

  it("sends a visitor who is not signed in to the login, back to the same page after", async () => {
    const { client, msal } = fakeClient(null);
    void signIn(msal, settings);
    expect(await redirected(client)).toEqual({
      scopes: settings.auth.scopes,
      state: "/means/12?tab=staff",
    });
  });

  it("recovers from a provider error on the return, and shows it if the recovery fails too", async () => {
    const { client, msal } = fakeClient(null);
    const notConsented = serverError("AADSTS65001: The user has not consented.");
    client.handleRedirectPromise.mockRejectedValue(notConsented);
    void signIn(msal, settings);
    expect(await redirected(client)).toMatchObject({ prompt: "consent" });

    const returned = signIn(msal, settings);
    await expect(returned).rejects.toThrow(signInErrorCodes.failedTokenAcquisition);
    await expect(returned).rejects.toMatchObject({ cause: notConsented });
    expect(client.loginRedirect).toHaveBeenCalledOnce();
  });

  it("raises a library error without provider code as it is", async () => {
    const { client, msal } = fakeClient(null);
    const mismatch = new ClientAuthError("state_mismatch", "correlation");
    client.handleRedirectPromise.mockRejectedValue(mismatch);
    await expect(signIn(msal, settings)).rejects.toBe(mismatch);
    expect(client.loginRedirect).not.toHaveBeenCalled();
  });
});

describe("the API's token for every call", () => {
  const minutes = (count: number) => count * 60_000;
  const issued = (accessToken: string, expiresOn: Date | null) =>
    ({ accessToken, expiresOn }) as unknown;

  it("asks the sign-in library once while the token stays good beyond the renewal margin", async () => {
    const { client, msal } = fakeClient();
    let time = Date.parse("2031-03-08T08:00:00Z");
    client.acquireTokenSilent.mockResolvedValueOnce(issued("first", new Date(time + minutes(60))));
    client.acquireTokenSilent.mockResolvedValueOnce(
      issued("second", new Date(time + minutes(120))),
    );
    const token = apiTokenSource(msal, settings, () => time);
    // Calls asking together share one ask.
    expect(await Promise.all([token(), token(), token()])).toEqual(["first", "first", "first"]);
    time += minutes(54);
    expect(await token()).toBe("first");
    expect(client.acquireTokenSilent).toHaveBeenCalledOnce();
    // Within the five minutes of margin: the library renews it.
    time += minutes(1) + 1;
    expect(await token()).toBe("second");
    expect(client.acquireTokenSilent).toHaveBeenCalledTimes(2);
    expect(client.acquireTokenSilent.mock.calls[1]?.[0]).toMatchObject({ forceRefresh: false });
  });

  it("always asks on a forced renewal, and holds nothing it was refused or not told the end of", async () => {
    const { client, msal } = fakeClient();
    const time = Date.parse("2031-03-08T08:00:00Z");
    client.acquireTokenSilent.mockResolvedValueOnce(issued("first", new Date(time + minutes(60))));
    client.acquireTokenSilent.mockResolvedValueOnce(issued("renewed", null));
    client.acquireTokenSilent.mockRejectedValueOnce(
      new BrowserAuthError("no_network_connectivity", "correlation"),
    );
    client.acquireTokenSilent.mockResolvedValueOnce(issued("again", new Date(time + minutes(60))));
    const token = apiTokenSource(msal, settings, () => time);
    expect(await token()).toBe("first");
    expect(await token(true)).toBe("renewed");
    expect(client.acquireTokenSilent.mock.calls[1]?.[0]).toMatchObject({ forceRefresh: true });
    // The renewed token's end is unknown: the next call asks again, and is refused.
    await expect(token()).rejects.toThrow(signInErrorCodes.failedTokenAcquisition);
    expect(await token()).toBe("again");
    expect(client.acquireTokenSilent).toHaveBeenCalledTimes(4);
  });
});
