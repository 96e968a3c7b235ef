import { type Language, languages, type RoleCode } from "@releve/domain";
import * as v from "valibot";
import { type Settings, settingsSchema } from "../settings";

/**
 * The calendar of the last visit, kept on the device to be read without the network (decision
 * 047): what the planner needs to start (its settings, the person's authorization, profile and
 * reference data, as it loaded them) and the answers the calendar showed, each under its SWR key.
 * One snapshot per device, of the last person who opened her calendar on it; it names her sign-in
 * account, and is only ever shown to that account. Signing out removes it.
 */
export interface OfflineSnapshot {
  /** The sign-in account it belongs to (`homeAccountId`). */
  accountId: string;
  /** When the calendar's answers were last received: "as of". */
  savedAt: string;
  language: Language;
  activeRoleCode: RoleCode | null;
  settings: Settings;
  /** Answers under their SWR keys (serialized), as SWR's fallback takes them. */
  answers: Record<string, unknown>;
}

/** Where the snapshot is kept (local storage, like the sign-in library's own cache). */
export const offlineSnapshotKey = "releve.offlineCalendar";

/**
 * Above this size (characters of JSON) nothing is kept: the browser's storage for the site is a
 * few megabytes, which the sign-in library shares.
 */
export const offlineSnapshotMaxLength = 2_000_000;

/**
 * Answers a page derives into a `Map` (activities by id) or a `Set` are kept as tagged entries,
 * which JSON alone would turn into empty objects.
 */
const mapTag = "releve:map";
const setTag = "releve:set";

function keptForm(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { [mapTag]: [...value] };
  if (value instanceof Set) return { [setTag]: [...value] };
  return value;
}

function readForm(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const tagged = value as Record<string, unknown>;
  if (Array.isArray(tagged[mapTag])) return new Map(tagged[mapTag] as [unknown, unknown][]);
  if (Array.isArray(tagged[setTag])) return new Set(tagged[setTag]);
  return value;
}

/** The answers a snapshot holds at most: the start-up's and the calendar's latest. */
const offlineSnapshotMaxAnswers = 64;

const snapshotSchema = v.object({
  accountId: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  savedAt: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp()),
  language: v.picklist(languages),
  activeRoleCode: v.nullable(v.pipe(v.string(), v.maxLength(20))),
  settings: settingsSchema,
  // The whole text is bounded before it is parsed ({@link offlineSnapshotMaxLength}); the answers
  // are the start-up's and the calendar's latest, a few dozen at most.
  answers: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(10_000)), v.unknown()),
    v.check((answers) => Object.keys(answers).length <= offlineSnapshotMaxAnswers),
  ),
});

/** The snapshot kept on this device, if any and well formed. */
export function readOfflineSnapshot(storage: Storage = localStorage): OfflineSnapshot | null {
  const text = storage.getItem(offlineSnapshotKey);
  if (text === null || text.length > offlineSnapshotMaxLength) return null;
  try {
    const parsed = v.safeParse(snapshotSchema, JSON.parse(text, readForm));
    // A role code is checked against the person's authorizations when the session is built.
    return parsed.success ? (parsed.output as OfflineSnapshot) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the snapshot, replacing the one before; `false` when it is too large or the storage
 * refuses it (full, or disabled by the browser's settings), in which case none is kept.
 */
export function saveOfflineSnapshot(
  snapshot: OfflineSnapshot,
  storage: Storage = localStorage,
): boolean {
  const text = JSON.stringify(snapshot, keptForm);
  try {
    if (text.length > offlineSnapshotMaxLength) throw new RangeError("Offline snapshot too large");
    storage.setItem(offlineSnapshotKey, text);
    return true;
  } catch {
    storage.removeItem(offlineSnapshotKey);
    return false;
  }
}

/** Removes the snapshot from this device (at sign-out). */
export function forgetOfflineSnapshot(storage: Storage = localStorage): void {
  storage.removeItem(offlineSnapshotKey);
}
