import { ApiRequestError } from "../api-client";

/** Refusals that concern the item itself: gone since, or outside the role's scope. */
const itemRefusals = new Set([403, 404]);

/**
 * Reads several items with one call each (`read(id)`), in parallel. An item that cannot be read
 * (deleted since, or outside the role's scope) is left out instead of failing them all: a start
 * page names what it can and still shows the rest. Any other failure (the network, the server)
 * fails the whole read, so the page says so rather than showing half-known items.
 */
export async function getEach<T>(
  ids: readonly number[],
  read: (id: number) => Promise<T>,
): Promise<Map<number, T>> {
  const results = await Promise.allSettled(ids.map(read));
  const found = new Map<number, T>();
  results.forEach((result, index) => {
    const id = ids[index];
    if (result.status === "rejected") {
      const error: unknown = result.reason;
      if (error instanceof ApiRequestError && itemRefusals.has(error.status)) return;
      throw error;
    }
    if (id !== undefined) found.set(id, result.value);
  });
  return found;
}

/** Each id once, ascending: the same set of ids always makes the same key. */
export function distinctIds(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
