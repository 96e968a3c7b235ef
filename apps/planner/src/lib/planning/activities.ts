import { calls, type RoleCode } from "@releve/domain";
import { useMemo } from "react";
import useSWR, { type SWRResponse } from "swr";
import type { ApiClient } from "../api-client";
import { type Answer, useApiClient } from "../api-context";
import { useSession } from "../session";
import { distinctIds, getEach } from "./get-each";

/** An operational activity, as `GET OperationalActivity/{id}` answers it. */
export type OperationalActivityAnswer = Answer<typeof calls.operationalActivity.get>;

/** The SWR key of the activities of these ids under the active role. */
export function operationalActivitiesKey(ids: readonly number[], roleCode: RoleCode | null) {
  return [calls.operationalActivity.get.path, distinctIds(ids), roleCode] as const;
}

/** `GET OperationalActivity/{id}` for each id: the activities the listed means belong to. */
export function getOperationalActivities(
  client: ApiClient,
  ids: readonly number[],
): Promise<Map<number, OperationalActivityAnswer>> {
  return getEach(ids, (id) => client.call(calls.operationalActivity.get, { params: { id } }));
}

/**
 * The operational activities of these ids, by id (those that could not be read are missing);
 * nothing is asked while `ids` is `null`, and an empty list asks nothing either.
 */
export function useOperationalActivities(
  ids: readonly number[] | null,
): SWRResponse<Map<number, OperationalActivityAnswer>> {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  // The same key while the ids stay: SWR hashes a long list once.
  const key = useMemo(
    () => (ids ? operationalActivitiesKey(ids, activeRoleCode) : null),
    [ids, activeRoleCode],
  );
  return useSWR(key, ([, distinct]) => getOperationalActivities(client, distinct));
}
