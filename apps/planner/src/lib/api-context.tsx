import type { AnyCall, CallAnswer, CallRequestArguments, RoleCode } from "@releve/domain";
import { createContext, type ReactNode, useContext } from "react";
import useSWR, { preload, type SWRConfiguration, type SWRResponse } from "swr";
import type { ApiClient } from "./api-client";
import { useSession } from "./session";

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

/** What a call answers, a file as a `Blob`. */
export type Answer<Call extends AnyCall> = CallAnswer<Call, Blob>;

/** A call of the catalogue that needs neither params nor body: its SWR key, fetcher and hook. */
export interface Query<Call extends AnyCall> {
  call: Call;
  /** The call's path: the same for every user and role (the answer does not depend on them). */
  key: string;
  fetch: (client: ApiClient) => Promise<Answer<Call>>;
  use: () => SWRResponse<Answer<Call>>;
}

/**
 * Declares a call whose answer depends on the signed-in user only (their authorization, their
 * profile, the reference data), once, so its key, fetcher and hook cannot disagree; the key is
 * the path, which the start-up's preloaded answers use too.
 */
export function defineQuery<Call extends AnyCall>(call: Call): Query<Call> {
  // A call without params or body: no request at all (generic here, so said to the compiler).
  const fetch = (client: ApiClient) =>
    client.call<Call>(call, ...([] as unknown as CallRequestArguments<Call>));
  return {
    call,
    key: call.path,
    fetch,
    use: function useQuery() {
      const client = useApiClient();
      return useSWR<Answer<Call>>(call.path, () => fetch(client));
    },
  };
}

/**
 * The SWR key of a call made under a role: the call, what is asked and the active role, whose
 * scope the answer depends on (a change of role asks again).
 */
export function callKey<Call extends AnyCall>(
  call: Call,
  request: CallRequestArguments<Call>[0],
  roleCode: RoleCode | null,
) {
  return [`${call.method} ${call.path}`, request ?? null, roleCode] as const;
}

/** What a key made by {@link callKey} fetches: the call, with the request the key holds. */
const callFetcher =
  <Call extends AnyCall>(client: ApiClient, call: Call) =>
  ([, asked]: ReturnType<typeof callKey<Call>>) =>
    // The request this key was made from (generic here, so said to the compiler).
    client.call<Call>(call, ...([asked ?? undefined] as CallRequestArguments<Call>));

/**
 * Starts a call a page is about to need, at the press that will need it, so its answer travels
 * while the page renders: the {@link useCall} of the same call and request then takes that
 * answer rather than asking again (SWR's `preload`). A refusal is left to that hook to show.
 */
export function usePreloadCall<Call extends AnyCall>(
  call: Call,
): (request: CallRequestArguments<Call>[0]) => void {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  return (request) => {
    const key = callKey(call, request, activeRoleCode);
    void preload(key, () => callFetcher(client, call)(key)).catch(() => undefined);
  };
}

/**
 * A call of the catalogue under SWR, keyed by {@link callKey}: the page's data hook. Nothing is
 * asked while `request` is `null`.
 */
export function useCall<Call extends AnyCall>(
  call: Call,
  request: CallRequestArguments<Call>[0] | null,
  config?: SWRConfiguration<Answer<Call>>,
): SWRResponse<Answer<Call>> {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  return useSWR(
    request === null ? null : callKey(call, request, activeRoleCode),
    callFetcher(client, call),
    config,
  );
}
