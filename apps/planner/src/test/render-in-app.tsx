import { I18nProvider } from "@lingui/react";
import type { Environment } from "@releve/domain";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { type Cache, SWRConfig } from "swr";
import { vi } from "vitest";
import type { ApiClient } from "../lib/api-client";
import { ApiClientProvider } from "../lib/api-context";
import { i18n } from "../lib/i18n";
import { createSessionStore, SessionContext } from "../lib/session";
import { type Settings, SettingsProvider } from "../lib/settings";

/** One call the component made. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the stand-in API answers to a call; a thrown error is a refused call. */
export type Answer = (call: RecordedCall) => unknown;

/** The settings of a test, in an environment of choice. */
export function testSettings(environment: Environment = "production"): Settings {
  return {
    apiBaseUrl: "https://api.test/",
    environment,
    timeZone: "Europe/Paris",
    pagesUnderDevelopment: [],
    auth: {
      clientId: "planner",
      authority: "https://login.test/",
      knownAuthorities: [],
      protocolMode: "OIDC",
      scopes: [],
      redirectUri: "https://planner.test/",
      postLogoutRedirectUri: "https://planner.test/",
    },
  };
}

/** Options of {@link renderInApp}. */
export interface RenderOptions {
  answer: Answer;
  /** The SWR cache: shared between two renders, it stands for one visit. */
  cache?: Map<string, unknown>;
  environment?: Environment;
  personId?: number;
}

/**
 * Renders a component with what the planner gives it (translations, API client, settings,
 * session, data cache), against a stand-in API that records every call.
 */
export function renderInApp(
  ui: ReactElement,
  options: RenderOptions,
): RenderResult & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const request = vi.fn(async (method: string, path: string, body?: unknown) => {
    const call = { method, path, body };
    calls.push(call);
    return options.answer(call);
  });
  const client = {
    request,
    get: (path: string) => request("GET", path),
  } as ApiClient;
  const session = createSessionStore({
    user: {
      personId: options.personId ?? 7,
      personIdCentralDb: null,
      staffType: "volunteer",
      firstName: "Emma",
      lastName: "Petit",
    },
    userProfileAuthorizations: [],
    activeRoleCode: null,
  });
  const cache = options.cache ?? new Map<string, unknown>();
  const view = render(
    <I18nProvider i18n={i18n}>
      <ApiClientProvider client={client}>
        <SettingsProvider value={testSettings(options.environment)}>
          <SessionContext value={session}>
            <SWRConfig value={{ provider: () => cache as Cache, dedupingInterval: 0 }}>
              {ui}
            </SWRConfig>
          </SessionContext>
        </SettingsProvider>
      </ApiClientProvider>
    </I18nProvider>,
  );
  return { ...view, calls };
}
