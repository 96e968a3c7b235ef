import {
  type AccountInfo,
  AuthError,
  type AuthenticationResult,
  InteractionRequiredAuthError,
  PromptValue,
  PublicClientApplication,
  type RedirectRequest,
} from "@azure/msal-browser";
import {
  aadstsCodeOf,
  aadstsCodes,
  authCacheStorage,
  type SignInRecovery,
  signInErrorCodes,
  signInRecovery,
  tokenExpiryMarginSeconds,
  tokenRenewalFrameTimeoutMs,
} from "@releve/domain";
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
    // Spec 01 §9: the sign-in cache survives a closed tab, so a reopened planner needs no new sign-in.
    cache: { cacheLocation: authCacheStorage },
    system: {
      protocolMode: settings.auth.protocolMode,
      iframeBridgeTimeout: tokenRenewalFrameTimeoutMs,
      tokenRenewalOffsetSeconds: tokenExpiryMarginSeconds,
    },
  });
}

/**
 * The error raised when no token can be had at all (spec 01 §8), with the library's error as
 * its cause.
 */
export function tokenAcquisitionFailure(cause: unknown): Error {
  return new Error(signInErrorCodes.failedTokenAcquisition, { cause });
}

/**
 * Completes a sign-in redirect when the page is its return, and returns the signed-in account.
 * A visitor who is not signed in is sent to the authority, and so is one whose return carries a
 * provider error the domain recovers from (spec 01 §8); the promise then never settles, since
 * the page unloads.
 */
export async function signIn(
  client: PublicClientApplication,
  settings: Settings,
): Promise<AccountInfo> {
  await client.initialize();
  let result: AuthenticationResult | null;
  try {
    result = await client.handleRedirectPromise();
  } catch (error) {
    if (providerCodeOf(error) === undefined) throw error;
    return recover(client, settings, error);
  }
  const account = result?.account ?? client.getActiveAccount() ?? client.getAllAccounts()[0];
  if (account) {
    client.setActiveAccount(account);
    if (result?.state) restoreLocation(result.state);
    return account;
  }
  await redirect(() =>
    client.loginRedirect({
      scopes: settings.auth.scopes,
      state: window.location.pathname + window.location.search + window.location.hash,
    }),
  );
  return unloading();
}

/**
 * An access token for the API, silently renewed when close to expiry. `forceRefresh` skips the
 * cached token (after a 401). A provider error is recovered from as the domain says (spec 01
 * §8); otherwise, when only an interactive sign-in can help, the page is redirected; when
 * nothing can help, `Failed to acquire token` is raised.
 */
export async function acquireApiToken(
  client: PublicClientApplication,
  settings: Settings,
  forceRefresh = false,
): Promise<string> {
  return (await acquireApiTokenResult(client, settings, forceRefresh)).accessToken;
}

/** {@link acquireApiToken}, with the time the token ends when the provider says it. */
async function acquireApiTokenResult(
  client: PublicClientApplication,
  settings: Settings,
  forceRefresh: boolean,
): Promise<{ accessToken: string; expiresOn: Date | null }> {
  const account = client.getActiveAccount() ?? client.getAllAccounts()[0];
  const request = { scopes: settings.auth.scopes, ...(account ? { account } : {}), forceRefresh };
  try {
    const result = await client.acquireTokenSilent(request);
    sessionStorage.removeItem(recoveryMarkKey);
    return result;
  } catch (error) {
    if (providerCodeOf(error) !== undefined) return recover(client, settings, error);
    if (error instanceof InteractionRequiredAuthError || !account) {
      await redirect(() => client.acquireTokenRedirect({ scopes: settings.auth.scopes }));
      return unloading();
    }
    throw tokenAcquisitionFailure(error);
  }
}

/**
 * The API's token for every call (spec 01 §7), held in memory while it stays good beyond the
 * renewal margin: a call asks the sign-in library ({@link acquireApiToken}) only once the token
 * nears its end, when the library renews it; calls asking during a renewal share it; a forced
 * renewal (after a 401) always asks. Each ask reads the library's cache and raises two events,
 * which draw msal-react's provider again — about 5 ms a call on two cores.
 */
export function apiTokenSource(
  client: PublicClientApplication,
  settings: Settings,
  now: () => number = Date.now,
): (forceRefresh?: boolean) => Promise<string> {
  let held: { token: string; renewAt: number } | null = null;
  let asking: Promise<string> | null = null;
  const ask = (forceRefresh: boolean) => {
    const attempt: Promise<string> = acquireApiTokenResult(client, settings, forceRefresh).then(
      ({ accessToken, expiresOn }) => {
        // A forced renewal asked meanwhile has the last word.
        if (asking === attempt) {
          held =
            expiresOn === null
              ? null
              : {
                  token: accessToken,
                  renewAt: expiresOn.getTime() - tokenExpiryMarginSeconds * 1000,
                };
        }
        return accessToken;
      },
    );
    asking = attempt;
    const done = () => {
      if (asking === attempt) asking = null;
    };
    attempt.then(done, done);
    return attempt;
  };
  return (forceRefresh = false) => {
    if (forceRefresh) {
      held = null;
      return ask(true);
    }
    if (held && now() < held.renewAt) return Promise.resolve(held.token);
    return asking ?? ask(false);
  };
}

/** The prompt of each recovery: a fresh login, the consent screen, or the usual login. */
const recoveryPrompts: Record<SignInRecovery, string | undefined> = {
  newLogin: PromptValue.LOGIN,
  consent: PromptValue.CONSENT,
  login: undefined,
};

/**
 * The redirect that recovers from a provider error (spec 01 §8): AADSTS50058 → a new login,
 * AADSTS65001 → the consent prompt, AADSTS16000 → a login that lets the user choose the
 * account again, any other → a login.
 */
function recoveryRequest(error: unknown, settings: Settings): RedirectRequest {
  const code = providerCodeOf(error);
  const prompt =
    code === aadstsCodes.selectAccount
      ? PromptValue.SELECT_ACCOUNT
      : recoveryPrompts[signInRecovery(code)];
  return {
    scopes: settings.auth.scopes,
    // Without the hash: on a failed return it holds the provider's answer, not a place.
    state: window.location.pathname + window.location.search,
    ...(prompt ? { prompt } : {}),
  };
}

/**
 * Set for the time between a recovery redirect and the next token: a provider error met again
 * meanwhile is raised instead of redirected anew, which would loop for good (a consent the
 * organisation refuses, an account the provider rejects).
 */
const recoveryMarkKey = "releve.signInRecovery";

/** Leaves for the redirect that recovers from a provider error, once per token. */
async function recover(
  client: PublicClientApplication,
  settings: Settings,
  error: unknown,
): Promise<never> {
  if (sessionStorage.getItem(recoveryMarkKey) !== null) {
    sessionStorage.removeItem(recoveryMarkKey);
    throw tokenAcquisitionFailure(error);
  }
  sessionStorage.setItem(recoveryMarkKey, providerCodeOf(error) ?? "");
  await redirect(() => client.loginRedirect(recoveryRequest(error, settings)));
  return unloading();
}

/** The provider's AADSTS code an error of the sign-in library carries, if any. */
function providerCodeOf(error: unknown): string | undefined {
  if (!(error instanceof AuthError)) return undefined;
  // Server and interaction-required errors also carry the code's number on its own.
  const { errorNo } = error as { errorNo?: unknown };
  const number = typeof errorNo === "string" && errorNo !== "" ? `AADSTS${errorNo}` : "";
  return aadstsCodeOf([error.errorCode, error.errorMessage, error.subError, number].join(" "));
}

/** Starts a redirect; one that cannot even start leaves no way to a token. */
async function redirect(start: () => Promise<void>): Promise<void> {
  try {
    await start();
  } catch (error) {
    throw tokenAcquisitionFailure(error);
  }
}

/** What a call answers while the page unloads for a redirect: nothing, ever. */
function unloading(): Promise<never> {
  return new Promise<never>(() => {});
}

/** Returns to the page the visitor asked for before signing in. */
function restoreLocation(state: string): void {
  if (state.startsWith("/") && !state.startsWith("//")) {
    window.history.replaceState(null, "", state);
  }
}
