import type { ApiClient } from "../../../lib/api-client";

/**
 * Reads several items with one `GET {path}/{id}` each, in parallel. An item that cannot be read
 * (deleted since, or outside the role's scope) is left out instead of failing them all: a start
 * page names what it can and still shows the rest.
 */
export async function getEach<T>(
  client: ApiClient,
  path: string,
  ids: readonly number[],
): Promise<Map<number, T>> {
  const results = await Promise.allSettled(ids.map((id) => client.get<T>(`${path}/${id}`)));
  const found = new Map<number, T>();
  results.forEach((result, index) => {
    const id = ids[index];
    if (result.status === "fulfilled" && id !== undefined) found.set(id, result.value);
  });
  return found;
}

/** Each id once, ascending: the same set of ids always makes the same key. */
export function distinctIds(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
