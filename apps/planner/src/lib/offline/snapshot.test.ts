import { beforeEach, describe, expect, it } from "vitest";
import { testSettings } from "../../test/fixtures";
import {
  forgetOfflineSnapshot,
  type OfflineSnapshot,
  offlineSnapshotKey,
  offlineSnapshotMaxLength,
  readOfflineSnapshot,
  saveOfflineSnapshot,
} from "./snapshot";

const snapshot = (answers: Record<string, unknown> = {}): OfflineSnapshot => ({
  accountId: "emma.local-tenant",
  savedAt: "2026-11-28T13:32:00.000Z",
  language: "fr",
  activeRoleCode: "V",
  settings: testSettings("local"),
  answers,
});

beforeEach(() => localStorage.clear());

describe("the calendar kept for reading offline", () => {
  it("is read back as kept, the answers a page derives into maps and sets included", () => {
    const answers = {
      '@"POST Registration/search",#from:"2026-11-01"': { items: [{ id: 7 }], total: 1 },
      activities: new Map([[12, { title: "Concert" }]]),
      means: new Set([3, 4]),
    };
    expect(saveOfflineSnapshot(snapshot(answers))).toBe(true);
    const read = readOfflineSnapshot();
    expect(read).toEqual(snapshot(answers));
    const activities = read?.answers.activities;
    expect(activities).toBeInstanceOf(Map);
    expect((activities as Map<number, unknown>).get(12)).toEqual({ title: "Concert" });
    expect(read?.answers.means).toBeInstanceOf(Set);
  });

  it("is nothing when absent, malformed, of another shape, or beyond its size", () => {
    expect(readOfflineSnapshot()).toBeNull();
    localStorage.setItem(offlineSnapshotKey, "{not json");
    expect(readOfflineSnapshot()).toBeNull();
    localStorage.setItem(
      offlineSnapshotKey,
      JSON.stringify({ ...snapshot(), savedAt: "yesterday" }),
    );
    expect(readOfflineSnapshot()).toBeNull();
    localStorage.setItem(offlineSnapshotKey, JSON.stringify({ ...snapshot(), language: "xx" }));
    expect(readOfflineSnapshot()).toBeNull();
    localStorage.setItem(offlineSnapshotKey, "x".repeat(offlineSnapshotMaxLength + 1));
    expect(readOfflineSnapshot()).toBeNull();
  });

  it("keeps none rather than a part when too large, removing the one before", () => {
    expect(saveOfflineSnapshot(snapshot())).toBe(true);
    const huge = { list: "é".repeat(offlineSnapshotMaxLength) };
    expect(saveOfflineSnapshot(snapshot(huge))).toBe(false);
    expect(localStorage.getItem(offlineSnapshotKey)).toBeNull();
  });

  it("keeps none when the browser's storage refuses it", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(saveOfflineSnapshot(snapshot(), full)).toBe(false);
  });

  it("is gone once forgotten, at sign-out", () => {
    saveOfflineSnapshot(snapshot());
    forgetOfflineSnapshot();
    expect(readOfflineSnapshot()).toBeNull();
  });
});
