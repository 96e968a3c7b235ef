import { I18nProvider } from "@lingui/react";
import type { MyUserAuthorization } from "@releve/domain";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { FormatLocale } from "../app/FormatLocale";
import type { ApiClient } from "../lib/api-client";
import { ApiClientProvider } from "../lib/api-context";
import { i18n } from "../lib/i18n";
import { createSessionStore, SessionContext, type SessionStore } from "../lib/session";
import type { Settings } from "../lib/settings";
import { SettingsProvider } from "../lib/settings";

/** Settings as `appsettings.json` gives them on a developer's machine. */
export const testSettings: Settings = {
  apiBaseUrl: "https://localhost:8443/api/",
  environment: "production",
  timeZone: "Europe/Paris",
  pagesUnderDevelopment: [],
  auth: {
    clientId: "releve-planner",
    authority: "https://localhost:8443/oidc",
    knownAuthorities: ["localhost:8443"],
    protocolMode: "OIDC",
    scopes: ["openid", "profile", "api"],
    redirectUri: "https://localhost:8443/",
    postLogoutRedirectUri: "https://localhost:8443/",
  },
};

/** Answers of the fake API by path; a path not listed answers a 404 refusal. */
export type TestAnswers = Record<string, unknown>;

/** What the shell itself asks at every page: version, alerts, profile, release notes. */
export const shellAnswers: TestAnswers = {
  "Monitoring/Version": { version: "2.4.0", environment: "test", commit: null },
  "Alert/GetCurrent": [],
  "UserProfile/Me": {
    language: "fr",
    activeRoleCode: null,
    lastSeenReleaseDate: "2026-01-01T00:00:00+01:00",
    roleCodes: [],
    userType: null,
  },
  "Monitoring/GetLatestReleases": [],
};

/** A fake API client answering from a table, recording every call. */
export function fakeApiClient(answers: TestAnswers = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const request = async <T,>(method: string, path: string, body?: unknown): Promise<T> => {
    calls.push({ method, path, body });
    if (!(path in answers)) throw new Error(`No answer for ${method} ${path}`);
    const answer = answers[path];
    return (typeof answer === "function" ? answer(body) : answer) as T;
  };
  const client: ApiClient = { request, get: (path) => request("GET", path) };
  return { client, calls };
}

/** Everything the planner's providers give a page: language, settings, session, API, cache. */
export interface TestProvidersProps {
  authorization: MyUserAuthorization;
  client: ApiClient;
  settings?: Settings;
  session?: SessionStore;
  children: ReactNode;
}

/** The planner's providers around a tree under test, with a cache of its own. */
export function TestProviders(props: TestProvidersProps) {
  const session = props.session ?? createSessionStore(props.authorization);
  return (
    <I18nProvider i18n={i18n}>
      <FormatLocale>
        <ApiClientProvider client={props.client}>
          <SettingsProvider value={props.settings ?? testSettings}>
            <SessionContext value={session}>
              <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
                {props.children}
              </SWRConfig>
            </SessionContext>
          </SettingsProvider>
        </ApiClientProvider>
      </FormatLocale>
    </I18nProvider>
  );
}
