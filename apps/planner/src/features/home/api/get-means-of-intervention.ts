import type { MeansOfIntervention, RoleCode } from "@releve/domain";
import useSWR, { type SWRResponse } from "swr";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api-context";
import { useSession } from "../../../lib/session";
import { distinctIds, getEach } from "./get-each";

/** The path of one means of intervention, before its id. */
export const meansOfInterventionPath = "MeansOfIntervention";

/** The SWR key of the means of these ids under the active role. */
export function meansOfInterventionKey(ids: readonly number[], roleCode: RoleCode | null) {
  return [`${meansOfInterventionPath}/:id`, distinctIds(ids), roleCode] as const;
}

/** `GET MeansOfIntervention/{id}` for each id: the means the listed registrations are on. */
export function getMeansOfIntervention(
  client: ApiClient,
  ids: readonly number[],
): Promise<Map<number, MeansOfIntervention>> {
  return getEach(client, meansOfInterventionPath, ids);
}

/**
 * The means of intervention of these ids, by id (those that could not be read are missing);
 * nothing is asked while `ids` is `null`.
 */
export function useMeansOfIntervention(
  ids: readonly number[] | null,
): SWRResponse<Map<number, MeansOfIntervention>> {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  return useSWR(ids ? meansOfInterventionKey(ids, activeRoleCode) : null, ([, distinct]) =>
    getMeansOfIntervention(client, distinct),
  );
}
