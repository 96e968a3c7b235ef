import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import {
  createPreferencesStore,
  dismissedAlertsKept,
  type PreferencesStorage,
  preferencesStorageKey,
  useDismissedAlerts,
  useListPreferences,
  useProfilePreferences,
} from "./preferences";
import { createSessionStore, SessionContext } from "./session";

afterEach(cleanup);

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: PreferencesStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
  return { storage, values };
}

function sessionOf(personId: number) {
  return createSessionStore({
    user: {
      personId,
      personIdCentralDb: null,
      staffType: "volunteer",
      firstName: "Emma",
      lastName: "Petit",
    },
    userProfileAuthorizations: [],
    activeRoleCode: null,
  });
}

function wrapperFor(personId: number) {
  const session = sessionOf(personId);
  return ({ children }: { children: ReactNode }) => (
    <SessionContext value={session}>{children}</SessionContext>
  );
}

const filtersSchema = v.object({ status: v.picklist(["draft", "public"]) });
const defaults = { status: "draft" as const };

describe("preferences (spec 01 §3)", () => {
  it("keeps each list's filters, sort, page and page size under one storage key", () => {
    const { storage, values } = memoryStorage();
    const store = createPreferencesStore(storage);
    const { result } = renderHook(
      () => useListPreferences("meansOfIntervention", filtersSchema, defaults, store),
      { wrapper: wrapperFor(7) },
    );
    expect(result.current).toMatchObject({ filters: defaults, sort: null, page: 1, pageSize: 25 });
    act(() => result.current.setPageSize(50));
    act(() => result.current.setPage(3));
    act(() => result.current.setSort({ column: "start", direction: "descending" }));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(4));
    act(() => result.current.setFilters({ status: "public" }));
    expect(result.current).toMatchObject({
      filters: { status: "public" },
      sort: { column: "start", direction: "descending" },
      page: 1,
      pageSize: 50,
    });
    expect([...values.keys()]).toEqual([preferencesStorageKey]);
    // A new visit reads the same choices back.
    const again = renderHook(
      () =>
        useListPreferences(
          "meansOfIntervention",
          filtersSchema,
          defaults,
          createPreferencesStore(storage),
        ),
      { wrapper: wrapperFor(7) },
    );
    expect(again.result.current.filters).toEqual({ status: "public" });
    expect(again.result.current.pageSize).toBe(50);
  });

  it("keeps people sharing a browser apart", () => {
    const { storage } = memoryStorage();
    const store = createPreferencesStore(storage);
    const first = renderHook(() => useProfilePreferences(store), { wrapper: wrapperFor(1) });
    act(() =>
      first.result.current[1]({
        activityTypeId: 2,
        activityId: 5,
        entityTypeId: null,
        entityId: null,
      }),
    );
    const second = renderHook(() => useProfilePreferences(store), { wrapper: wrapperFor(2) });
    expect(second.result.current[0].activityId).toBeNull();
    expect(first.result.current[0].activityId).toBe(5);
  });

  it("drops what no longer matches instead of trusting it", () => {
    const { storage } = memoryStorage({
      [preferencesStorageKey]: JSON.stringify({
        users: {
          "7": {
            profile: { activityId: "five" },
            lists: {
              meansOfIntervention: { filters: { status: "gone" }, page: -2, pageSize: 33 },
            },
          },
        },
      }),
    });
    const store = createPreferencesStore(storage);
    const list = renderHook(
      () => useListPreferences("meansOfIntervention", filtersSchema, defaults, store),
      { wrapper: wrapperFor(7) },
    );
    expect(list.result.current).toMatchObject({ filters: defaults, page: 1, pageSize: 25 });
    const profile = renderHook(() => useProfilePreferences(store), { wrapper: wrapperFor(7) });
    expect(profile.result.current[0]).toEqual({
      activityTypeId: null,
      activityId: null,
      entityTypeId: null,
      entityId: null,
    });
  });

  it("sends the status changes back to their first page when the registration filter changes", () => {
    const { storage } = memoryStorage();
    const store = createPreferencesStore(storage);
    const { result } = renderHook(
      () => ({
        registrations: useListPreferences("registration", filtersSchema, defaults, store),
        changes: useListPreferences("registrationStatusChange", filtersSchema, defaults, store),
        activities: useListPreferences("operationalActivity", filtersSchema, defaults, store),
      }),
      { wrapper: wrapperFor(7) },
    );
    act(() => result.current.changes.setPage(4));
    act(() => result.current.activities.setPage(3));
    act(() => result.current.registrations.setPage(2));
    expect(result.current.changes.page).toBe(4);
    act(() => result.current.registrations.setFilters({ status: "public" }));
    expect(result.current.changes.page).toBe(1);
    expect(result.current.registrations.page).toBe(1);
    expect(result.current.activities.page).toBe(3);
    // The same filters again, with another page: nothing else moves.
    act(() => result.current.changes.setPage(5));
    act(() =>
      result.current.registrations.replace({
        filters: { status: "public" },
        sort: null,
        page: 2,
        pageSize: 25,
      }),
    );
    expect(result.current.changes.page).toBe(5);
  });

  it("starts empty from unreadable storage and survives a storage that refuses writes", () => {
    const storage: PreferencesStorage = {
      getItem: () => "{not json",
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const store = createPreferencesStore(storage);
    const { result } = renderHook(
      () => useListPreferences("registration", filtersSchema, defaults, store),
      { wrapper: wrapperFor(7) },
    );
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
  });

  it("follows a change made in another tab", () => {
    const { storage, values } = memoryStorage();
    const target = new EventTarget();
    const store = createPreferencesStore(storage, target as unknown as Window);
    const { result } = renderHook(
      () => useListPreferences("registration", filtersSchema, defaults, store),
      { wrapper: wrapperFor(7) },
    );
    values.set(
      preferencesStorageKey,
      JSON.stringify({ users: { "7": { profile: {}, lists: { registration: { page: 6 } } } } }),
    );
    act(() => {
      target.dispatchEvent(Object.assign(new Event("storage"), { key: preferencesStorageKey }));
    });
    expect(result.current.page).toBe(6);
  });

  it("reads again what another tab saved while no page listened", () => {
    const { storage, values } = memoryStorage();
    const target = new EventTarget();
    const store = createPreferencesStore(storage, target as unknown as Window);
    const first = renderHook(
      () => useListPreferences("registration", filtersSchema, defaults, store),
      { wrapper: wrapperFor(7) },
    );
    first.unmount();
    // Saved elsewhere, its event gone by before the next page listens.
    values.set(
      preferencesStorageKey,
      JSON.stringify({ users: { "7": { profile: {}, lists: { registration: { page: 4 } } } } }),
    );
    target.dispatchEvent(Object.assign(new Event("storage"), { key: preferencesStorageKey }));
    const { result } = renderHook(
      () => useListPreferences("registration", filtersSchema, defaults, store),
      { wrapper: wrapperFor(7) },
    );
    expect(result.current.page).toBe(4);
  });
});

describe("dismissed alerts", () => {
  it("are remembered per user, the oldest forgotten past the limit", () => {
    const { storage } = memoryStorage();
    const store = createPreferencesStore(storage);
    const { result } = renderHook(() => useDismissedAlerts(store), { wrapper: wrapperFor(3) });
    act(() => result.current[1](12));
    act(() => result.current[1](12));
    expect(result.current[0]).toEqual([12]);
    act(() => {
      for (let id = 100; id < 100 + dismissedAlertsKept; id += 1) result.current[1](id);
    });
    expect(result.current[0]).toHaveLength(dismissedAlertsKept);
    expect(result.current[0]).not.toContain(12);
    const other = renderHook(() => useDismissedAlerts(createPreferencesStore(storage)), {
      wrapper: wrapperFor(4),
    });
    expect(other.result.current[0]).toEqual([]);
  });
});
