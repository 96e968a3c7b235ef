import type { MeansOfInterventionType, RoleCode } from "@releve/domain";
import useSWR, { type SWRResponse } from "swr";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api-context";
import { useSession } from "../../../lib/session";

/** The path of the means types, enabled or not. */
export const meansTypesPath = "MeansOfInterventionType";

/** The SWR key of the means types under the active role. */
export function meansTypesKey(roleCode: RoleCode | null) {
  return [meansTypesPath, roleCode] as const;
}

/** `GET MeansOfInterventionType`: every means type, to name the means by their type. */
export function getMeansTypes(client: ApiClient): Promise<MeansOfInterventionType[]> {
  return client.get(meansTypesPath);
}

/** Every means type; nothing is asked while `isNeeded` is false. */
export function useMeansTypes(isNeeded = true): SWRResponse<MeansOfInterventionType[]> {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  return useSWR(isNeeded ? meansTypesKey(activeRoleCode) : null, () => getMeansTypes(client));
}
