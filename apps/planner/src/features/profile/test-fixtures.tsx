import type {
  Authorization,
  Entity,
  MyUserAuthorization,
  ReferenceItem,
  ReferenceType,
} from "@releve/domain";
import type { MyProfile } from "../../lib/my-profile";
import { type ProfilePreferences, preferencesStorageKey } from "../../lib/preferences";
import { testProfilePerson, testUser } from "../../test/fixtures";
import type { Answer, RenderInAppOptions, TestRoute } from "../../test/render-in-app";

/*
 * What the profile's tests share: the reference data of the scope choices, two authorizations and
 * the person who holds them, the API as the profile pages see it, and the preferences the browser
 * keeps.
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
  scopeType: "byItems",
  accessRights: { registration: { featureCode: "registration", mayWrite: true } },
  scopes: [{ entityId: 51, activityId: 11 }],
};

/** Read-only referent (D) on training in Auvergne-Rhône-Alpes. */
export const readOnlyReferent: Authorization = {
  role: { code: "D" },
  scopeType: "byItems",
  accessRights: {},
  scopes: [{ entityId: 52, activityId: 21 }],
};

/** The person of the profile's tests: Claire Martin, a volunteer. */
export const profileUser = { ...testUser, personId: 42, firstName: "Claire", lastName: "Martin" };

/** The reference data, the profile (its `PUT` echoes the change) and no new registration. */
export function profileAnswers(profile: MyProfile): Answer {
  let current = profile;
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
