import type { AccessData } from "./access.js";

/** At most this many users' access is kept; beyond, the oldest entries go first. */
const maxEntries = 10_000;

/**
 * The access data of recent callers, by token subject, for a few seconds: a user's calls in a
 * burst (a page loading its lists) read it once. Calls that change access (roles, privileges,
 * the active role) clear it at once; another API instance sees such a change within the
 * time to live. A time to live of 0 reads the access of every call.
 */
export class AccessCache {
  readonly #entries = new Map<string, { expires: number; data: Promise<AccessData | undefined> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached access of `subject`, else what `load` reads (kept unless it fails). */
  read(
    subject: string,
    load: () => Promise<AccessData | undefined>,
  ): Promise<AccessData | undefined> {
    if (this.ttlMs <= 0) return load();
    const at = this.now();
    const hit = this.#entries.get(subject);
    if (hit && hit.expires > at) return hit.data;
    const data = load();
    this.#entries.delete(subject);
    this.#entries.set(subject, { expires: at + this.ttlMs, data });
    data.catch(() => this.#entries.delete(subject));
    if (this.#entries.size > maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return data;
  }

  /** Forgets one caller's access (by token subject), or everyone's. */
  clear(subject?: string): void {
    if (subject === undefined) this.#entries.clear();
    else this.#entries.delete(subject);
  }
}
