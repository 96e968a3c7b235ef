import { calls } from "@releve/domain";
import { useCall } from "../../../lib/api-context";

/**
 * `GET MeansOfInterventionType`: every means type, enabled or not, to name an activity's means by
 * their type; nothing is asked while `isNeeded` is false (a role that does not read the means).
 */
export function useMeansTypes(isNeeded: boolean) {
  return useCall(calls.meansType.list, isNeeded ? undefined : null);
}
