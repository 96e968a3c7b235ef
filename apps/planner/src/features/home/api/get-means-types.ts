import { calls } from "@releve/domain";
import type { SWRResponse } from "swr";
import { type Answer, useCall } from "../../../lib/api-context";

/** Every means type, enabled or not, as `GET MeansOfInterventionType` answers them. */
export type MeansTypes = Answer<typeof calls.meansType.list>;

/**
 * `GET MeansOfInterventionType`: every means type, to name the means by their type; nothing is
 * asked while `isNeeded` is false.
 */
export function useMeansTypes(isNeeded = true): SWRResponse<MeansTypes> {
  return useCall(calls.meansType.list, isNeeded ? undefined : null);
}
