import { I18nProvider } from "@lingui/react";
import {
  type Authorization,
  defaultAuthorization,
  type MeansOfIntervention,
  type MeansOfInterventionType,
  type OperationalActivity,
  type RoleCode,
  type StaffCounts,
  staffCompleteness,
} from "@releve/domain";
import { type RenderResult, render } from "@testing-library/react";
import { SWRConfig } from "swr";
import { vi } from "vitest";
import type { ApiClient } from "../../lib/api-client";
import { ApiClientProvider } from "../../lib/api-context";
import { i18n } from "../../lib/i18n";
import { createSessionStore, SessionContext, type SessionStore } from "../../lib/session";
import { type Settings, SettingsProvider } from "../../lib/settings";
import type { RegistrationSummary } from "./api/search-registrations";
import { HomePage } from "./routes/HomePage";

/**
 * What the unit tests of the start page share: data as the API answers it, an API client that
 * answers from a handler, and the page rendered with the planner's providers.
 */

/** The moment the tests look from: Wednesday 10 March 2027, 09:30 in Paris. */
export const testNow = new Date("2027-03-10T09:30:00+01:00");

const settings: Settings = {
  apiBaseUrl: "https://localhost:8443/api/",
  environment: "local",
  timeZone: "Europe/Paris",
  pagesUnderDevelopment: [],
  auth: {
    clientId: "planner",
    authority: "https://localhost:8443/oidc",
    knownAuthorities: [],
    protocolMode: "OIDC",
    scopes: [],
    redirectUri: "https://localhost:8443/",
    postLogoutRedirectUri: "https://localhost:8443/",
  },
};

/** A means of intervention as the API answers it. */
export function means(
  id: number,
  fields: Partial<MeansOfIntervention> & { staff: StaffCounts },
): MeansOfIntervention {
  return {
    id,
    operationalActivityId: 100,
    typeId: 1,
    scheduleType: "FREE",
    predefinedScheduleId: null,
    departureId: null,
    vehicleId: null,
    plateNumber: null,
    start: "2027-03-10T10:00:00+01:00",
    end: "2027-03-10T18:00:00+01:00",
    ultimateStart: null,
    ultimateEnd: null,
    automaticRegistrationValidation: false,
    registrationDeadline: null,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    staffCompleteness: staffCompleteness(fields.staff),
    status: "public",
    splitSiblingId: null,
    comment: "",
    inheritsFromActivity: false,
    version: 1,
    ...fields,
  };
}

/** A registration as the search answers it. */
export function registration(
  id: number,
  fields: Partial<RegistrationSummary> & Pick<RegistrationSummary, "meansOfInterventionId">,
): RegistrationSummary {
  return {
    id,
    operationalActivityId: 100,
    status: "validated",
    isProposed: false,
    start: "2027-03-12T08:00:00+01:00",
    end: "2027-03-12T14:00:00+01:00",
    ...fields,
  };
}

/** The means types: a first-aid vehicle and a team. */
export const meansTypes: MeansOfInterventionType[] = [
  {
    id: 1,
    label: { fr: "VPSP", en: "First-aid vehicle", de: "Sanitätsfahrzeug" },
    defaultRequiredStaffCount: 3,
    operationalRoleIds: [],
    departureIds: [],
    visibility: "enabled",
    entityIds: [],
  },
  {
    id: 2,
    label: { fr: "Équipe de secours", en: "Rescue team", de: "Rettungsteam" },
    defaultRequiredStaffCount: 4,
    operationalRoleIds: [],
    departureIds: [],
    visibility: "enabled",
    entityIds: [],
  },
];

/** An operational activity as the API answers it. */
export function activity(id: number, title: string, fields: Partial<OperationalActivity> = {}) {
  return {
    id,
    title,
    location: "Paris",
    locationTypeId: null,
    start: "2027-03-01T00:00:00+01:00",
    end: "2027-03-31T00:00:00+02:00",
    status: "public",
    registrationDeadline: null,
    automaticRegistrationValidation: false,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    activityId: 1,
    entityId: 1,
    comment: "",
    attachments: [],
    recurrenceId: null,
    ...fields,
  } satisfies OperationalActivity;
}

/** One call the page made. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers a call, or throws as the API client throws a refusal. */
export type Handler = (call: Call) => unknown;

/** An API client answering from `handler`, remembering every call. */
export function fakeClient(handler: Handler) {
  const calls: Call[] = [];
  const request = vi.fn(async (method: string, path: string, body?: unknown) => {
    const call = { method, path, body };
    calls.push(call);
    return handler(call);
  });
  const client: ApiClient = {
    request: request as ApiClient["request"],
    get: (path) => client.request("GET", path),
  };
  return { client, calls };
}

/** Renders the start page for a user holding `roles` (default rights), the first active. */
export function renderHome(
  handler: Handler,
  roles: RoleCode[],
  authorizations: Authorization[] = roles.map((code) => defaultAuthorization(code)),
): RenderResult & { calls: Call[]; session: SessionStore } {
  const { client, calls } = fakeClient(handler);
  const session = createSessionStore({
    user: {
      personId: 9,
      personIdCentralDb: null,
      staffType: "volunteer",
      firstName: "Emma",
      lastName: "Petit",
    },
    userProfileAuthorizations: authorizations,
    activeRoleCode: roles[0] ?? null,
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <ApiClientProvider client={client}>
        <SettingsProvider value={settings}>
          <SessionContext value={session}>
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
              <HomePage />
            </SWRConfig>
          </SessionContext>
        </SettingsProvider>
      </ApiClientProvider>
    </I18nProvider>,
  );
  return { ...view, calls, session };
}

/** The calls made to one path. */
export function callsTo(calls: readonly Call[], path: string): Call[] {
  return calls.filter((call) => call.path === path);
}

/** A text as Testing Library reads the page: its spaces, no-break ones included, as one space. */
export function shownAs(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
