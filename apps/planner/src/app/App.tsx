import type { PublicClientApplication } from "@azure/msal-browser";
import { MsalProvider } from "@azure/msal-react";
import { I18nProvider } from "@lingui/react";
import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import type { ApiClient } from "../lib/api-client";
import { ApiClientProvider } from "../lib/api-context";
import { i18n } from "../lib/i18n";
import { SessionContext, type SessionStore } from "../lib/session";
import { type Settings, SettingsProvider } from "../lib/settings";
import { FormatLocale } from "./FormatLocale";
import { createRouter } from "./router";

/** Everything the application is given once signed in and loaded. */
export interface AppProps {
  settings: Settings;
  signInClient: PublicClientApplication;
  api: ApiClient;
  session: SessionStore;
  /** Answers loaded at start, handed to SWR so the first render needs no request. */
  preloaded: Record<string, unknown>;
}

/** The planner's providers and router. */
export function App(props: AppProps) {
  const [router] = useState(() => createRouter(() => props.session.get().activeAuthorization));
  return (
    <MsalProvider instance={props.signInClient}>
      <I18nProvider i18n={i18n}>
        <FormatLocale>
          <ApiClientProvider client={props.api}>
            <SettingsProvider value={props.settings}>
              <SessionContext value={props.session}>
                <SWRConfig value={{ fallback: props.preloaded }}>
                  <RouterProvider router={router} />
                </SWRConfig>
              </SessionContext>
            </SettingsProvider>
          </ApiClientProvider>
        </FormatLocale>
      </I18nProvider>
    </MsalProvider>
  );
}
