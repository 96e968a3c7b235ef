import {
  type Authorization,
  defaultAuthorization,
  type Environment,
  type MyUserAuthorization,
  type RoleCode,
  type User,
} from "@releve/domain";
import type { Settings } from "../lib/settings";

/*
 * What every page test starts from: the settings, the signed-in person, their authorizations and
 * what the shell itself asks the API.
 */

/** Settings as `appsettings.json` gives them on a developer's machine, in an environment of choice. */
export function testSettings(environment: Environment = "production"): Settings {
  return {
    apiBaseUrl: "https://localhost:8443/api/",
    environment,
    timeZone: "Europe/Paris",
    pagesUnderDevelopment: [],
    clockOffsetMs: 0,
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
}

/** The person signed in unless a test says otherwise: Emma Petit, a volunteer. */
export const testUser: User = {
  personId: 7,
  personIdCentralDb: null,
  staffType: "volunteer",
  firstName: "Emma",
  lastName: "Petit",
};

/** The signed-in person as the profile answers them: {@link testUser}'s person record. */
export const testProfilePerson = {
  id: testUser.personId,
  lastName: testUser.lastName,
  firstName: testUser.firstName,
  function: null,
  staffType: testUser.staffType,
  emails: [{ type: "professional" as const, address: "emma.petit@example.org" }],
  personIdCentralDb: null,
  email: "emma.petit@example.org",
  userProfileId: 7,
};

/** Who holds the authorizations of {@link testAuthorization}, and under which role they act. */
export interface TestAuthorizationOptions {
  /** What differs from {@link testUser}. */
  user?: Partial<User>;
  /** The active role; by default the first role held, none when none is held. */
  activeRoleCode?: RoleCode | null;
}

/**
 * The answer of `GetMyUserAuthorization` for {@link testUser} holding `held`: a role code stands
 * for the role with its default rights and no scope, an authorization for itself.
 */
export function testAuthorization(
  held: readonly (RoleCode | Authorization)[] = [],
  options: TestAuthorizationOptions = {},
): MyUserAuthorization {
  const authorizations = held.map((item) =>
    typeof item === "string" ? defaultAuthorization(item) : item,
  );
  return {
    user: { ...testUser, ...options.user },
    userProfileAuthorizations: authorizations,
    activeRoleCode:
      options.activeRoleCode === undefined
        ? (authorizations[0]?.role.code ?? null)
        : options.activeRoleCode,
  };
}

/** What the shell itself asks at every page: version, alerts, profile, release notes. */
export const shellAnswers: Readonly<Record<string, unknown>> = {
  "Monitoring/Version": { version: "2.4.0", environment: "test", commit: null },
  "Alert/GetCurrent": [],
  "UserProfile/Me": {
    language: "fr",
    activeRoleCode: null,
    lastSeenReleaseDate: "2026-01-01T00:00:00+01:00",
    roleCodes: [],
    userType: null,
    person: testProfilePerson,
  },
  "Monitoring/GetLatestReleases": [],
};

/** An alert as the API answers it: a danger alert in French and German, open-ended, from 2031. */
export const anAlert = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  level: "danger",
  fromDateTime: "2031-03-01T08:00:00+01:00",
  toDateTime: null,
  dismissible: false,
  isActive: true,
  alertTexts: [
    { languageCode: "fr", title: "Plan grand froid", text: "Renforts demandés." },
    { languageCode: "de", title: "Kälteplan", text: "Verstärkung angefordert." },
  ],
  ...change,
});
