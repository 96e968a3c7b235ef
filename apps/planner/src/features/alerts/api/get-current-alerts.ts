import { calls } from "@releve/domain";
import useSWR from "swr";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api-context";

/** The path of the call, also its SWR key. */
export const currentAlertsKey = calls.alert.current.path;

/** How often the banners are refreshed while the planner stays open. */
export const currentAlertsRefreshMs = 5 * 60_000;

/** `GET Alert/GetCurrent` (spec 02 §7): the alerts showing now, danger first, with their texts. */
export function fetchCurrentAlerts(client: ApiClient) {
  return client.call(calls.alert.current);
}

/**
 * The current alerts, refreshed every five minutes and whenever the window gets focus back, so
 * an alert published during the day reaches people who keep the planner open. A failure is only
 * logged: the banners are news, and the next refresh tries again.
 */
export function useCurrentAlerts() {
  const client = useApiClient();
  return useSWR(currentAlertsKey, () => fetchCurrentAlerts(client), {
    refreshInterval: currentAlertsRefreshMs,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error("The current alerts could not be loaded", error),
  });
}
