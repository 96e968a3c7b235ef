import { I18nProvider } from "@lingui/react";
import type {
  Authorization,
  Entity,
  MyUserAuthorization,
  ReferenceItem,
  ReferenceType,
} from "@releve/domain";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { type Mock, vi } from "vitest";
import type { ApiClient } from "../../../lib/api-client";
import { ApiClientProvider } from "../../../lib/api-context";
import { i18n } from "../../../lib/i18n";
import type { MyProfile } from "../../../lib/my-profile";
import { type ProfilePreferences, preferencesStorageKey } from "../../../lib/preferences";
import { createSessionStore, SessionContext, type SessionStore } from "../../../lib/session";

/*
 * What the profile's tests render with: the planner's providers around a page, a session, and an
 * API client whose answers the test gives.
 */

const label = (fr: string, en: string, de: string) => ({ fr, en, de });

/** Activity types: rescue (1) and training (2). */
export const activityTypes: ReferenceType[] = [
  { id: 1, code: "SEC", label: label("Secours", "Rescue", "Rettung") },
  { id: 2, code: "FOR", label: label("Formation", "Training", "Ausbildung") },
];

/** Activities: two of rescue, one of training. */
export const activities: ReferenceItem[] = [
  {
    id: 11,
    typeId: 1,
    code: "PS",
    label: label("Poste de secours", "First-aid post", "Sanitätsposten"),
  },
  { id: 12, typeId: 1, code: "MAR", label: label("Maraude", "Outreach", "Streetwork") },
  { id: 21, typeId: 2, code: "PSC1", label: label("Formation PSC1", "PSC1 course", "PSC1-Kurs") },
];

/** Entity types: region (5) and rescue centre (6). */
export const entityTypes: ReferenceType[] = [
  { id: 5, code: "REG", label: label("Région", "Region", "Region") },
  { id: 6, code: "CS", label: label("Centre de secours", "Rescue centre", "Rettungswache") },
];

/** Two regions, each with one rescue centre. */
export const entities: Entity[] = [
  {
    id: 51,
    typeId: 5,
    parentId: null,
    code: "IDF",
    label: label("Île-de-France", "Île-de-France", "Île-de-France"),
  },
  {
    id: 61,
    typeId: 6,
    parentId: 51,
    code: "P15",
    label: label("Centre Paris 15", "Paris 15 centre", "Wache Paris 15"),
  },
  {
    id: 52,
    typeId: 5,
    parentId: null,
    code: "ARA",
    label: label("Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"),
  },
  {
    id: 62,
    typeId: 6,
    parentId: 52,
    code: "LYO",
    label: label("Centre Lyon", "Lyon centre", "Wache Lyon"),
  },
];

/** Activity manager (B) on first-aid posts in Île-de-France. */
export const activityManager: Authorization = {
  role: { code: "B" },
  accessRights: { registration: { featureCode: "registration", mayWrite: true } },
  scopes: [{ entityId: 51, activityId: 11 }],
};

/** Read-only referent (D) on training in Auvergne-Rhône-Alpes. */
export const readOnlyReferent: Authorization = {
  role: { code: "D" },
  accessRights: {},
  scopes: [{ entityId: 52, activityId: 21 }],
};

/** The answer of `GetMyUserAuthorization` for a person holding these authorizations. */
export function authorizationAnswer(
  authorizations: Authorization[],
  activeRoleCode = authorizations[0]?.role.code ?? null,
): MyUserAuthorization {
  return {
    user: {
      personId: 42,
      personIdCentralDb: null,
      staffType: "volunteer",
      firstName: "Claire",
      lastName: "Martin",
    },
    userProfileAuthorizations: authorizations,
    activeRoleCode,
  };
}

/** Answers a call, or throws to refuse it. */
export type Responder = (method: string, path: string, body: unknown) => unknown;

/** The reference data, the profile (its `PUT` echoes the change) and empty counts. */
export function defaultResponder(profile: MyProfile): Responder {
  let current = profile;
  return (method, path, body) => {
    const answers: Record<string, unknown> = {
      "Activities/GetAllActivityTypes": activityTypes,
      "Activities/GetAllActivities": activities,
      "Entities/GetAllEntityTypes": entityTypes,
      "Entities/GetAllEntities": entities,
      "registration/getNewRegistrationCount": 0,
    };
    if (path === "UserProfile/Me") {
      if (method === "PUT") current = { ...current, ...(body as Partial<MyProfile>) };
      return current;
    }
    if (path in answers) return answers[path];
    throw new Error(`Unexpected call ${method} ${path}`);
  };
}

/** The planner's providers, with a fresh SWR cache so that tests share nothing. */
function Providers(props: { client: ApiClient; session: SessionStore; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ApiClientProvider client={props.client}>
        <SessionContext value={props.session}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            {props.children}
          </SWRConfig>
        </SessionContext>
      </ApiClientProvider>
    </I18nProvider>
  );
}

/** A rendered page and what the test looks at. */
export interface Rendered extends RenderResult {
  /** Every call: `(method, path, body)`. */
  request: Mock<(method: string, path: string, body?: unknown) => Promise<unknown>>;
  session: SessionStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders `page` at `/profile` with the planner's providers: Lingui, the API client, the session
 * and a fresh SWR cache, under a memory router that also knows `/home`.
 */
export function renderWithProfile(
  page: ReactElement,
  options: { answer: MyUserAuthorization; respond?: Responder },
): Rendered {
  const respond =
    options.respond ??
    defaultResponder({
      language: "fr",
      activeRoleCode: options.answer.activeRoleCode,
      lastSeenReleaseDate: null,
      roleCodes: options.answer.userProfileAuthorizations.map((item) => item.role.code),
      userType: "manager",
    });
  const request: Rendered["request"] = vi.fn(async (method, path, body) =>
    respond(method, path, body),
  );
  const client: ApiClient = {
    request: request as ApiClient["request"],
    get: ((path: string) => request("GET", path)) as ApiClient["get"],
  };
  const session = createSessionStore(options.answer);
  const router = createMemoryRouter(
    [
      { path: "/profile", element: page },
      { path: "/home", element: <p>Start page</p> },
    ],
    { initialEntries: ["/profile"] },
  );
  const result = render(
    <Providers client={client} session={session}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, request, session, router };
}

/**
 * Puts a scope selection in the browser's preferences as another tab would: the preferences
 * store of the page follows the `storage` event.
 */
export function storeProfilePreferences(profile: ProfilePreferences | null): void {
  const users = profile === null ? {} : { "42": { profile, lists: {}, dismissedAlertIds: [] } };
  window.localStorage.setItem(preferencesStorageKey, JSON.stringify({ users }));
  window.dispatchEvent(new StorageEvent("storage", { key: preferencesStorageKey }));
}

/** The scope selection saved in the browser for the test's user. */
export function storedProfilePreferences(): ProfilePreferences | undefined {
  const raw = window.localStorage.getItem(preferencesStorageKey);
  return raw === null ? undefined : JSON.parse(raw).users?.["42"]?.profile;
}
