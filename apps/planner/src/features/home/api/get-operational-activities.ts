import type { OperationalActivity, RoleCode } from "@releve/domain";
import useSWR, { type SWRResponse } from "swr";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api-context";
import { useSession } from "../../../lib/session";
import { distinctIds, getEach } from "./get-each";

/** The path of one operational activity, before its id. */
export const operationalActivityPath = "OperationalActivity";

/** The SWR key of the activities of these ids under the active role. */
export function operationalActivitiesKey(ids: readonly number[], roleCode: RoleCode | null) {
  return [`${operationalActivityPath}/:id`, distinctIds(ids), roleCode] as const;
}

/** `GET OperationalActivity/{id}` for each id: the activities the listed means belong to. */
export function getOperationalActivities(
  client: ApiClient,
  ids: readonly number[],
): Promise<Map<number, OperationalActivity>> {
  return getEach(client, operationalActivityPath, ids);
}

/**
 * The operational activities of these ids, by id (those that could not be read are missing);
 * nothing is asked while `ids` is `null`, and an empty list asks nothing either.
 */
export function useOperationalActivities(
  ids: readonly number[] | null,
): SWRResponse<Map<number, OperationalActivity>> {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  return useSWR(ids ? operationalActivitiesKey(ids, activeRoleCode) : null, ([, distinct]) =>
    getOperationalActivities(client, distinct),
  );
}
