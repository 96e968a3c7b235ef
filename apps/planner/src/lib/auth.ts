import {
  type AccountInfo,
  InteractionRequiredAuthError,
  PublicClientApplication,
} from "@azure/msal-browser";
import { tokenExpiryMarginSeconds, tokenRenewalFrameTimeoutMs } from "@releve/domain";
import type { Settings } from "./settings";

/**
 * The sign-in client for the configured authority: redirect flow with PKCE, cache in local
 * storage (spec 01 §9) so a session survives a new tab.
 */
export function createSignInClient(settings: Settings): PublicClientApplication {
  return new PublicClientApplication({
    auth: {
      clientId: settings.auth.clientId,
      authority: settings.auth.authority,
      knownAuthorities: settings.auth.knownAuthorities,
      redirectUri: settings.auth.redirectUri,
      postLogoutRedirectUri: settings.auth.postLogoutRedirectUri,
      // A standard OpenID provider grants `offline_access` only on an explicit consent prompt;
      // asking for it again at renewal would make the refresh token grant fail. Entra ID keeps
      // the library's defaults.
      ...(settings.auth.protocolMode === "OIDC"
        ? { OIDCOptions: { defaultScopes: ["openid", "profile"] } }
        : {}),
    },
    cache: { cacheLocation: "localStorage" },
    system: {
      protocolMode: settings.auth.protocolMode,
      iframeBridgeTimeout: tokenRenewalFrameTimeoutMs,
      tokenRenewalOffsetSeconds: tokenExpiryMarginSeconds,
    },
  });
}

/**
 * Completes a sign-in redirect when the page is its return, and returns the signed-in account.
 * A visitor who is not signed in is sent to the authority (the promise then never settles,
 * since the page unloads).
 */
export async function signIn(
  client: PublicClientApplication,
  settings: Settings,
): Promise<AccountInfo> {
  await client.initialize();
  const result = await client.handleRedirectPromise();
  const account = result?.account ?? client.getActiveAccount() ?? client.getAllAccounts()[0];
  if (account) {
    client.setActiveAccount(account);
    if (result?.state) restoreLocation(result.state);
    return account;
  }
  await client.loginRedirect({
    scopes: settings.auth.scopes,
    state: window.location.pathname + window.location.search + window.location.hash,
  });
  return new Promise<never>(() => {});
}

/** Returns to the page the visitor asked for before signing in. */
function restoreLocation(state: string): void {
  if (state.startsWith("/") && !state.startsWith("//")) {
    window.history.replaceState(null, "", state);
  }
}

/**
 * An access token for the API, silently renewed when close to expiry. `forceRefresh` skips the
 * cached token (after a 401). When only an interactive sign-in can help, the page is redirected.
 */
export async function acquireApiToken(
  client: PublicClientApplication,
  settings: Settings,
  forceRefresh = false,
): Promise<string> {
  const account = client.getActiveAccount() ?? client.getAllAccounts()[0];
  const request = { scopes: settings.auth.scopes, ...(account ? { account } : {}), forceRefresh };
  try {
    const result = await client.acquireTokenSilent(request);
    return result.accessToken;
  } catch (error) {
    if (error instanceof InteractionRequiredAuthError || !account) {
      await client.acquireTokenRedirect({ scopes: settings.auth.scopes });
      return new Promise<never>(() => {});
    }
    throw error;
  }
}
