import type { MyUserAuthorization } from "@releve/domain";
import type { MyProfile } from "../../lib/my-profile";
import { type ProfilePreferences, preferencesStorageKey } from "../../lib/preferences";
import { testProfilePerson, testUser } from "../../test/fixtures";
import {
  activities,
  activityManager,
  activityTypes,
  entities,
  entityTypes,
  readOnlyReferent,
} from "../../test/reference-fixtures";
import type { Answer, RenderInAppOptions, TestRoute } from "../../test/render-in-app";

export { activities, activityManager, activityTypes, entities, entityTypes, readOnlyReferent };

/*
 * What the profile's tests share: the reference data of the scope choices and two authorizations
 * (test/reference-fixtures), the person who holds them, the API as the profile pages see it, and the preferences the browser
 * keeps.
 */

/** The person of the profile's tests: Claire Martin, a volunteer. */
export const profileUser = { ...testUser, personId: 42, firstName: "Claire", lastName: "Martin" };

/** The reference data, the profile (its `PUT` echoes the change) and no new registration. */
export function profileAnswers(profile: MyProfile): Answer {
  let current = profile;
  // The calendar subscription (decision 045): none until made.
  let feed: { createdAt: string; lastReadAt: string | null } | null = null;
  let made = 0;
  const answers: Record<string, unknown> = {
    "Activities/GetAllActivityTypes": activityTypes,
    "Activities/GetAllActivities": activities,
    "Entities/GetAllEntityTypes": entityTypes,
    "Entities/GetAllEntities": entities,
    "registration/getNewRegistrationCount": 0,
  };
  return ({ method, path, body }) => {
    if (path === "UserProfile/Me") {
      if (method === "PUT") current = { ...current, ...(body as Partial<MyProfile>) };
      return current;
    }
    if (path === "UserProfile/MyCalendarFeed") {
      if (method === "GET") return { feed };
      if (method === "DELETE") {
        feed = null;
        return null;
      }
      made += 1;
      feed = { createdAt: `2026-11-0${made}T09:00:00.000Z`, lastReadAt: null };
      return { url: `https://releve.test/api/CalendarFeed/${"t".repeat(42)}${made}`, ...feed };
    }
    if (path in answers) return answers[path];
    throw new Error(`Unexpected call ${method} ${path}`);
  };
}

/**
 * Options of `renderInApp` for a profile page: the person holding `authorization`, the API of
 * {@link profileAnswers} unless `answers` is given, the page at `/profile` and a start page at
 * `/home`.
 */
export function profileOptions(
  authorization: MyUserAuthorization,
  answers?: Answer,
): RenderInAppOptions & { route: TestRoute } {
  return {
    authorization,
    answers:
      answers ??
      profileAnswers({
        language: "fr",
        activeRoleCode: authorization.activeRoleCode,
        lastSeenReleaseDate: null,
        roleCodes: authorization.userProfileAuthorizations.map((item) => item.role.code),
        userType: "manager",
        person: testProfilePerson,
      }),
    route: { path: "/profile", others: { "/home": <p>Start page</p> } },
  };
}

/**
 * Puts a scope selection in the browser's preferences as another tab would: the preferences
 * store of the page follows the `storage` event.
 */
export function storeProfilePreferences(profile: ProfilePreferences | null): void {
  const users =
    profile === null
      ? {}
      : { [profileUser.personId]: { profile, lists: {}, dismissedAlertIds: [] } };
  window.localStorage.setItem(preferencesStorageKey, JSON.stringify({ users }));
  window.dispatchEvent(new StorageEvent("storage", { key: preferencesStorageKey }));
}

/** The scope selection saved in the browser for the test's user. */
export function storedProfilePreferences(): ProfilePreferences | undefined {
  const raw = window.localStorage.getItem(preferencesStorageKey);
  return raw === null ? undefined : JSON.parse(raw).users?.[profileUser.personId]?.profile;
}
