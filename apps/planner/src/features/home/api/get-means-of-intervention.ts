import { calls, type RoleCode } from "@releve/domain";
import useSWR, { type SWRResponse } from "swr";
import type { ApiClient } from "../../../lib/api-client";
import { type Answer, useApiClient } from "../../../lib/api-context";
import { distinctIds, getEach } from "../../../lib/planning/get-each";
import { useSession } from "../../../lib/session";

/** A means of intervention, as `GET MeansOfIntervention/{id}` answers it. */
export type MeansOfInterventionAnswer = Answer<typeof calls.meansOfIntervention.get>;

/** The SWR key of the means of these ids under the active role. */
export function meansOfInterventionKey(ids: readonly number[], roleCode: RoleCode | null) {
  return [calls.meansOfIntervention.get.path, distinctIds(ids), roleCode] as const;
}

/** `GET MeansOfIntervention/{id}` for each id: the means the listed registrations are on. */
export function getMeansOfIntervention(
  client: ApiClient,
  ids: readonly number[],
): Promise<Map<number, MeansOfInterventionAnswer>> {
  return getEach(ids, (id) => client.call(calls.meansOfIntervention.get, { params: { id } }));
}

/**
 * The means of intervention of these ids, by id (those that could not be read are missing);
 * nothing is asked while `ids` is `null`.
 */
export function useMeansOfIntervention(
  ids: readonly number[] | null,
): SWRResponse<Map<number, MeansOfInterventionAnswer>> {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  return useSWR(ids ? meansOfInterventionKey(ids, activeRoleCode) : null, ([, distinct]) =>
    getMeansOfIntervention(client, distinct),
  );
}
