import type { AnyCall, CallRequestArguments } from "@releve/domain";
import { useCallback, useState } from "react";
import { useSWRConfig } from "swr";
import { type Answer, useApiClient } from "./api-context";

/** Where an action stands: not run, running, or refused with the API's error. */
export interface CallActionState {
  isPending: boolean;
  /** What the last run threw (an `ApiRequestError` to describe), `null` once it succeeded. */
  error: unknown;
}

/** A change sent to the API, and what it made stale. */
export interface CallAction<Call extends AnyCall> extends CallActionState {
  /** Sends it; the answer, or `undefined` when refused (then `error` says why). */
  run: (...request: CallRequestArguments<Call>) => Promise<Answer<Call> | undefined>;
  /**
   * Sends it as `run` does, but a refusal is thrown as well: for a form, which hands it to its
   * fields (`useFormState`).
   */
  send: (...request: CallRequestArguments<Call>) => Promise<Answer<Call>>;
}

/**
 * A call that changes something (decision 026): its state for the screen (a button busy, the
 * refusal to show), and, once it succeeded, every cached answer of the `revalidates` calls asked
 * again, whatever their request and role, so the page shows what the API now holds.
 */
export function useCallAction<Call extends AnyCall>(
  call: Call,
  revalidates: readonly AnyCall[],
): CallAction<Call> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<CallActionState>({ isPending: false, error: null });
  const stale = revalidates.map((other) => other.path).join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stale` stands for `revalidates`.
  const send = useCallback(
    async (...request: CallRequestArguments<Call>) => {
      setState({ isPending: true, error: null });
      try {
        const answer = await client.call<Call>(call, ...request);
        setState({ isPending: false, error: null });
        await mutate((key) => isKeyOf(key, revalidates));
        return answer;
      } catch (error) {
        setState({ isPending: false, error });
        throw error;
      }
    },
    [client, call, mutate, stale],
  );
  const run = useCallback(
    (...request: CallRequestArguments<Call>) => send(...request).catch(() => undefined),
    [send],
  );
  return { ...state, run, send };
}

/** Whether an SWR key is one of these calls' ({@link callKey}, or a query's path). */
function isKeyOf(key: unknown, calls: readonly AnyCall[]): boolean {
  const name = Array.isArray(key) ? key[0] : key;
  return calls.some((call) => name === call.path || name === `${call.method} ${call.path}`);
}
