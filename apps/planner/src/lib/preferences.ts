import { defaultPageSize, pageSizes } from "@releve/domain";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import * as v from "valibot";
import { useSession } from "./session";

/**
 * Preferences saved per user in the browser (spec 01 §3, spec 02 §9): the profile's scope
 * selection and, for each list, its filters, sorting, page and page size, all under one storage
 * key (decision 017).
 */
export const preferencesStorageKey = "releve.preferences";

/** The lists whose filters, sorting and paging are remembered (spec 01 §3). */
export const preferenceLists = [
  "operationalActivity",
  "meansOfInterventionType",
  "meansOfIntervention",
  "registration",
  "registrationScheduleChange",
  "registrationStatusChange",
  "userScope",
  "personnelMobile",
  "registrationPersonnel",
  "scopeNotification",
  "personAssignment",
  // Beyond the spec: the automated-jobs page's runs and e-mails (decision 026).
  "automatedJobRun",
  "mailMessage",
  // Beyond the spec: the human-resources page's imports, held data and exports.
  "timeAttendanceImport",
  "absence",
  "workSchedule",
  "timeAttendanceExport",
  // Beyond the spec: the alerts list, as every other list.
  "alert",
] as const;

/** One list whose preferences are remembered. */
export type PreferenceList = (typeof preferenceLists)[number];

/**
 * Lists whose page goes back to the first when another list's filters change (spec 01 §3 "the
 * registration filter also resets the status-change page"): the status changes follow the
 * registrations, and a page kept from other filters may be past their end.
 */
const pagesResetBy: Partial<Record<PreferenceList, readonly PreferenceList[]>> = {
  registration: ["registrationStatusChange"],
};

const optionalId = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null);

/** The profile's scope selection (spec 01 §3 profile state): an activity and an entity. */
const profileSchema = v.object({
  activityTypeId: optionalId,
  activityId: optionalId,
  entityTypeId: optionalId,
  entityId: optionalId,
});

/** The profile part of the preferences. */
export type ProfilePreferences = v.InferOutput<typeof profileSchema>;

const sortSchema = v.object({
  column: v.string(),
  direction: v.picklist(["ascending", "descending"]),
});

/** How a list is sorted. */
export type ListSort = v.InferOutput<typeof sortSchema>;

/**
 * What is remembered of a list. Its filters are the list's own shape, checked by the list when
 * read; what no longer matches (an older version, a hand edit) is dropped, not trusted.
 */
const listSchema = v.object({
  filters: v.optional(v.unknown()),
  sort: v.optional(v.fallback(v.nullable(sortSchema), null)),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
  pageSize: v.optional(
    v.fallback(
      v.pipe(
        v.number(),
        v.check((size) => (pageSizes as readonly number[]).includes(size)),
      ),
      defaultPageSize,
    ),
  ),
});

type StoredList = v.InferOutput<typeof listSchema>;

const userSchema = v.object({
  profile: v.fallback(profileSchema, emptyProfile),
  lists: v.fallback(v.record(v.string(), v.fallback(listSchema, {})), {}),
  /** The dismissible alerts the user closed, by id: they stay closed. */
  dismissedAlertIds: v.fallback(v.array(v.pipe(v.number(), v.integer())), []),
});

/** Everything remembered for one user. */
export type UserPreferences = v.InferOutput<typeof userSchema>;

/** The stored value: preferences by person id, so people sharing a browser keep their own. */
const storedSchema = v.object({
  users: v.record(v.string(), v.fallback(userSchema, emptyUser)),
});

type Stored = v.InferOutput<typeof storedSchema>;

function emptyProfile(): ProfilePreferences {
  return { activityTypeId: null, activityId: null, entityTypeId: null, entityId: null };
}

function emptyUser(): UserPreferences {
  return { profile: emptyProfile(), lists: {}, dismissedAlertIds: [] };
}

/** A place the preferences live: the browser's local storage, or a stand-in in tests. */
export interface PreferencesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads the stored value; a missing, unreadable or malformed one counts as empty. */
function read(storage: PreferencesStorage): Stored {
  try {
    const raw = storage.getItem(preferencesStorageKey);
    if (raw === null) return { users: {} };
    const parsed = v.safeParse(storedSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : { users: {} };
  } catch {
    return { users: {} };
  }
}

/** The preferences store of one browser: read once, written through, shared by every hook. */
export interface PreferencesStore {
  get(userKey: string): UserPreferences;
  update(userKey: string, change: (current: UserPreferences) => UserPreferences): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A store over a storage. Another tab's change (the `storage` event) is picked up, so two tabs
 * do not undo each other's choices.
 */
export function createPreferencesStore(
  storage: PreferencesStorage,
  target: Pick<Window, "addEventListener" | "removeEventListener"> | null = null,
): PreferencesStore {
  let stored = read(storage);
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== preferencesStorageKey) return;
    stored = read(storage);
    emit();
  };
  const fallbacks = new Map<string, UserPreferences>();
  return {
    get(userKey) {
      const user = stored.users[userKey];
      if (user) return user;
      // The same empty object each time: React compares snapshots by identity.
      let fallback = fallbacks.get(userKey);
      if (!fallback) {
        fallback = emptyUser();
        fallbacks.set(userKey, fallback);
      }
      return fallback;
    },
    update(userKey, change) {
      const next = change(this.get(userKey));
      stored = { users: { ...stored.users, [userKey]: next } };
      try {
        storage.setItem(preferencesStorageKey, JSON.stringify(stored));
      } catch (error) {
        // A full or forbidden storage keeps the choice for this visit only.
        console.warn("Preferences could not be saved", error);
      }
      emit();
    },
    subscribe(listener) {
      if (listeners.size === 0 && target) {
        target.addEventListener("storage", onStorage);
        // While nobody listened, another tab may have saved: read again what is stored now.
        stored = read(storage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener("storage", onStorage);
      };
    },
  };
}

let browserStore: PreferencesStore | undefined;

/** The store of this browser's local storage, made on first use. */
function getBrowserStore(): PreferencesStore {
  browserStore ??= createPreferencesStore(window.localStorage, window);
  return browserStore;
}

/** The signed-in user's preferences and a way to change them. */
export function usePreferences(
  store: PreferencesStore = getBrowserStore(),
): [UserPreferences, (change: (current: UserPreferences) => UserPreferences) => void] {
  const userKey = String(useSession().user.personId);
  const preferences = useSyncExternalStore(store.subscribe, () => store.get(userKey));
  const update = useCallback(
    (change: (current: UserPreferences) => UserPreferences) => store.update(userKey, change),
    [store, userKey],
  );
  return [preferences, update];
}

/** The profile's scope selection, remembered. */
export function useProfilePreferences(
  store?: PreferencesStore,
): [ProfilePreferences, (profile: ProfilePreferences) => void] {
  const [preferences, update] = usePreferences(store);
  const setProfile = useCallback(
    (profile: ProfilePreferences) => update((current) => ({ ...current, profile })),
    [update],
  );
  return [preferences.profile, setProfile];
}

/** How many dismissed alerts are remembered: the oldest are forgotten first. */
export const dismissedAlertsKept = 200;

/** The ids of the alerts the user dismissed, and a way to dismiss one more. */
export function useDismissedAlerts(
  store?: PreferencesStore,
): [readonly number[], (alertId: number) => void] {
  const [preferences, update] = usePreferences(store);
  const dismiss = useCallback(
    (alertId: number) =>
      update((current) => ({
        ...current,
        dismissedAlertIds: [
          ...current.dismissedAlertIds.filter((id) => id !== alertId),
          alertId,
        ].slice(-dismissedAlertsKept),
      })),
    [update],
  );
  return [preferences.dismissedAlertIds, dismiss];
}

/** A list's remembered state, with its filters read through the list's own schema. */
export interface ListPreferences<F> {
  filters: F;
  sort: ListSort | null;
  page: number;
  pageSize: number;
  /** Saves new filters; the page goes back to 1 (spec 01 §4). */
  setFilters: (filters: F) => void;
  /** Saves a new sort; the page goes back to 1. */
  setSort: (sort: ListSort | null) => void;
  setPage: (page: number) => void;
  /** Saves a page size; the page goes back to 1. */
  setPageSize: (pageSize: number) => void;
  /** Saves everything at once, as given (a list opened from a shared address). */
  replace: (view: { filters: F; sort: ListSort | null; page: number; pageSize: number }) => void;
}

/**
 * The one hook every list uses for its filters, sorting and paging (spec 01 §3). `filters` is
 * the list's schema of its filters and `defaultFilters` what it shows with none saved (or with
 * saved ones that no longer match the schema).
 */
export function useListPreferences<F>(
  list: PreferenceList,
  filtersSchema: v.GenericSchema<unknown, F>,
  defaultFilters: F,
  store?: PreferencesStore,
): ListPreferences<F> {
  const [preferences, update] = usePreferences(store);
  const stored: StoredList = preferences.lists[list] ?? {};
  const filters = useMemo(() => {
    if (stored.filters === undefined) return defaultFilters;
    const parsed = v.safeParse(filtersSchema, stored.filters);
    return parsed.success ? parsed.output : defaultFilters;
  }, [stored.filters, filtersSchema, defaultFilters]);
  const change = useCallback(
    (patch: StoredList) =>
      update((current) => {
        const lists = { ...current.lists, [list]: { ...current.lists[list], ...patch } };
        const filtersChanged =
          patch.filters !== undefined &&
          JSON.stringify(patch.filters) !== JSON.stringify(current.lists[list]?.filters);
        for (const other of filtersChanged ? (pagesResetBy[list] ?? []) : []) {
          lists[other] = { ...lists[other], page: 1 };
        }
        return { ...current, lists };
      }),
    [update, list],
  );
  return {
    filters,
    sort: stored.sort ?? null,
    page: stored.page ?? 1,
    pageSize: stored.pageSize ?? defaultPageSize,
    setFilters: (next) => change({ filters: next, page: 1 }),
    setSort: (sort) => change({ sort, page: 1 }),
    setPage: (page) => change({ page }),
    setPageSize: (pageSize) => change({ pageSize, page: 1 }),
    replace: (view) => change(view),
  };
}
