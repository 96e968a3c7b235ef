import { I18nProvider } from "@lingui/react";
import type { Environment, MyUserAuthorization } from "@releve/domain";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { type Cache, SWRConfig } from "swr";
import { FormatLocale } from "../app/FormatLocale";
import { type ApiClient, callThrough } from "../lib/api-client";
import { ApiClientProvider } from "../lib/api-context";
import { i18n } from "../lib/i18n";
import { createSessionStore, SessionContext, type SessionStore } from "../lib/session";
import { type Settings, SettingsProvider } from "../lib/settings";
import { testAuthorization, testSettings } from "./fixtures";

/** One call the code under test made to the API. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers a call as the API would; a thrown error or a rejected promise is a refused call. */
export type Answer = (call: RecordedCall) => unknown;

/** Answers by path, whatever the method; a call to a path not listed is refused. */
export type AnswerTable = Readonly<Record<string, unknown>>;

/** A memory router around the component under test, for a page that reads or changes the URL. */
export interface TestRoute {
  /** Where the component stands, and where the router starts unless `at` says otherwise. */
  path: string;
  /** Where the router starts: the path with its search (`/automated-jobs?tab=runs`). */
  at?: string;
  /** The other pages the router knows, by path: where the component may send the user. */
  others?: Readonly<Record<string, ReactNode>>;
}

/** The router a render with a {@link TestRoute} made: its state tells where the user is. */
export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Options of {@link renderInApp}; each has a default, so that a test names only what it is about. */
export interface RenderInAppOptions {
  /** What the API answers: a table by path or a function of the call. Default: every call refused. */
  answers?: AnswerTable | Answer;
  /** The signed-in person and their authorizations. Default: {@link testAuthorization} of no role. */
  authorization?: MyUserAuthorization;
  /**
   * A session made beforehand, for a test that needs it before rendering (routes guarded by the
   * active authorization); it wins over `authorization`.
   */
  session?: SessionStore;
  /** The environment the settings name. Default: production. */
  environment?: Environment;
  /** Other settings than the developer machine's (pages under development). */
  settings?: Partial<Settings>;
  /** The SWR cache: shared between two renders, it stands for one visit. Default: a fresh one. */
  cache?: Map<string, unknown>;
  /** A memory router to render the component under. Default: none. */
  route?: TestRoute;
}

/** Testing Library's result, with what the test looks at besides the page. */
export interface RenderedInApp extends RenderResult {
  /** Every call to the API, in the order made. */
  calls: RecordedCall[];
  /** The session of the render: a test may switch its active role. */
  session: SessionStore;
}

/** An API client answering from `answers` and recording every call. */
function recordingClient(answers: AnswerTable | Answer): {
  client: ApiClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const answer: Answer =
    typeof answers === "function"
      ? answers
      : ({ method, path }) => {
          if (!(path in answers)) throw new Error(`No answer for ${method} ${path}`);
          return answers[path];
        };
  // Answers checked against their calls' schemas as the planner's client does: a test's stand-in
  // answer must be one the API could give.
  const call = callThrough(async (method, path, body) => {
    const recorded = { method, path, body };
    calls.push(recorded);
    return (await answer(recorded)) ?? null;
  });
  // A request made outside `call` (an upload) goes to the test API with a test token: the test
  // stands in for the browser's request itself.
  const authorize: ApiClient["authorize"] = async (path) => ({
    url: new URL(path, testSettings().apiBaseUrl),
    headers: new Headers({ accept: "application/json", authorization: "Bearer test-token" }),
  });
  return { client: { call, authorize }, calls };
}

/** `ui` under a memory router that starts at its path and knows the other pages. */
function routed(ui: ReactElement, route: TestRoute): { router: TestRouter; tree: ReactElement } {
  const others = Object.entries(route.others ?? {}).map(([path, element]) => ({ path, element }));
  const router = createMemoryRouter([{ path: route.path, element: ui }, ...others], {
    initialEntries: [route.at ?? route.path],
  });
  return { router, tree: <RouterProvider router={router} /> };
}

/**
 * Renders a component with what the planner gives it (translations and formats in the language,
 * API client, settings, session, data cache), against a stand-in API that records every call.
 */
export function renderInApp(
  ui: ReactElement,
  options: RenderInAppOptions & { route: TestRoute },
): RenderedInApp & { router: TestRouter };
export function renderInApp(ui: ReactElement, options?: RenderInAppOptions): RenderedInApp;
export function renderInApp(
  ui: ReactElement,
  options: RenderInAppOptions = {},
): RenderedInApp & { router: TestRouter | undefined } {
  const { client, calls } = recordingClient(options.answers ?? {});
  const session =
    options.session ?? createSessionStore(options.authorization ?? testAuthorization());
  const cache = options.cache ?? new Map<string, unknown>();
  const { router, tree } = options.route
    ? routed(ui, options.route)
    : { router: undefined, tree: ui };
  const view = render(
    <I18nProvider i18n={i18n}>
      <FormatLocale>
        <ApiClientProvider client={client}>
          <SettingsProvider value={{ ...testSettings(options.environment), ...options.settings }}>
            <SessionContext value={session}>
              <SWRConfig value={{ provider: () => cache as Cache, dedupingInterval: 0 }}>
                {tree}
              </SWRConfig>
            </SessionContext>
          </SettingsProvider>
        </ApiClientProvider>
      </FormatLocale>
    </I18nProvider>,
  );
  return { ...view, calls, session, router };
}

/** The calls made to one path. */
export function callsTo(calls: readonly RecordedCall[], path: string): RecordedCall[] {
  return calls.filter((call) => call.path === path);
}

/** A text as Testing Library reads the page: its spaces, no-break ones included, as one space. */
export function shownAs(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
