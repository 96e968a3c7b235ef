import { I18nProvider } from "@lingui/react";
import { interfaceLanguage, matchRoute, routeHref } from "@releve/domain";
import { releveTheme } from "@releve/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { BlankApp } from "./app/BlankApp";
import { StartupError } from "./app/StartupError";
import { myUserAuthorizationQuery } from "./features/shell/api/get-my-user-authorization";
import { ApiRequestError, createApiClient } from "./lib/api-client";
import { apiTokenSource, createSignInClient, signIn } from "./lib/auth";
import { activateLanguage, i18n } from "./lib/i18n";
import { type MyProfile, myProfileQuery } from "./lib/my-profile";
import { loadReferenceData } from "./lib/reference-data";
import { createSessionStore, type SessionStore } from "./lib/session";
import { loadSettings } from "./lib/settings";

/** Where a signed-in account without any role in Relève is sent (spec 01 §2). */
const accessDeniedPath = routeHref("site-access-denied");

/** Whether the API does not know the signed-in account (no user profile for it). */
function isUnknownUser(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.error.category === "authorization" &&
    error.error.code === "unknownUser"
  );
}

/**
 * Start-up order of spec 01 §7: settings, then sign-in, then the user's authorization and the
 * reference data; the application mounts once they are loaded.
 */
async function start(): Promise<void> {
  // The theme on the root element: the whole page, scrollbars and overscroll included, wears it.
  document.documentElement.classList.add(releveTheme);
  const container = document.getElementById("root");
  if (!container) throw new Error("No #root element");
  const root = createRoot(container);
  // Before anyone signs in, the browser's language; signed in, the profile's. Its words load while
  // the settings, the sign-in and the first calls go on.
  const browserLanguage = activateLanguage(interfaceLanguage(navigator.language));
  if (matchRoute(window.location.pathname)?.route.layout === "blank") {
    await browserLanguage;
    root.render(
      <StrictMode>
        <BlankApp />
      </StrictMode>,
    );
    return;
  }
  try {
    const settings = await loadSettings();
    const signInClient = createSignInClient(settings);
    await signIn(signInClient, settings);
    let session: SessionStore | undefined;
    const api = createApiClient({
      baseUrl: settings.apiBaseUrl,
      getToken: apiTokenSource(signInClient, settings),
      getActiveRoleCode: () => session?.get().activeRoleCode ?? null,
    });
    const [authorization, referenceData, profile] = await Promise.all([
      myUserAuthorizationQuery.fetch(api),
      loadReferenceData(api),
      // Without the profile the planner still starts, in the browser's language.
      myProfileQuery.fetch(api).catch((error: unknown): MyProfile | undefined => {
        console.error("The user profile could not be loaded", error);
        return undefined;
      }),
    ]);
    if (authorization.userProfileAuthorizations.length === 0) {
      window.location.replace(accessDeniedPath);
      return;
    }
    // The locale comes from the user profile (spec 01 §1).
    await (profile ? activateLanguage(profile.language) : browserLanguage);
    session = createSessionStore(authorization);
    root.render(
      <StrictMode>
        <App
          settings={settings}
          signInClient={signInClient}
          api={api}
          session={session}
          preloaded={{
            [myUserAuthorizationQuery.key]: authorization,
            ...(profile ? { [myProfileQuery.key]: profile } : {}),
            ...referenceData,
          }}
        />
      </StrictMode>,
    );
  } catch (error) {
    if (isUnknownUser(error)) {
      window.location.replace(accessDeniedPath);
      return;
    }
    // Without the network, the calendar of the last visit, if kept on this device (decision 047).
    if (!navigator.onLine && (await (await import("./lib/offline/start")).startOffline(root))) {
      return;
    }
    console.error("Relève could not start", error);
    await browserLanguage;
    // A switch to the profile's language that failed leaves the browser's words to say why.
    if (!i18n.locale) await activateLanguage(interfaceLanguage(navigator.language));
    root.render(
      <I18nProvider i18n={i18n}>
        <StartupError error={error} />
      </I18nProvider>,
    );
  }
}

void start();
