import { createContext, type ReactNode, useContext } from "react";
import useSWR, { type SWRResponse } from "swr";
import type { ApiClient } from "./api-client";

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes the API client available to the data hooks. */
export function ApiClientProvider(props: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={props.client}>{props.children}</ApiClientContext>;
}

/** The API client of the signed-in session. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient needs an ApiClientProvider");
  return client;
}

/** A `GET` call: its SWR key (the path), its fetcher and its hook. */
export interface Query<T> {
  key: string;
  fetch: (client: ApiClient) => Promise<T>;
  use: () => SWRResponse<T>;
}

/**
 * Declares a `GET` call of the catalogue once, so its key, fetcher and hook cannot disagree.
 * The path is relative to the API base address (spec 01 §7).
 */
export function defineQuery<T>(path: string): Query<T> {
  const fetch = (client: ApiClient) => client.get<T>(path);
  return {
    key: path,
    fetch,
    use: function useQuery() {
      const client = useApiClient();
      return useSWR<T>(path, () => fetch(client));
    },
  };
}
