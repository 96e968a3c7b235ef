import { type FeatureCode, hasFeature } from "@releve/domain";
import useSWR from "swr";
import { useApiClient } from "../../../lib/api-context";
import { useSession } from "../../../lib/session";

/** How often the sidebar's counts are asked again while the page stays open. */
const countRefreshMs = 120_000;

/**
 * A count of the profile state (spec 01 §3), asked only when the active role has the feature
 * its call needs; the active role is part of the key, so a switch never shows the previous
 * role's number.
 */
function useCount(path: string, feature: FeatureCode): number | undefined {
  const client = useApiClient();
  const { activeAuthorization, activeRoleCode } = useSession();
  const key = hasFeature(activeAuthorization, feature) ? [path, activeRoleCode] : null;
  const { data } = useSWR(key, () => client.get<number>(path), {
    refreshInterval: countRefreshMs,
  });
  return key === null ? undefined : data;
}

/** `GET registration/getNewRegistrationCount`: registrations others changed since last seen. */
export function useNewRegistrationCount(): number | undefined {
  return useCount("registration/getNewRegistrationCount", "registration");
}

/** `GET registration/getNewProposedScheduleCount`: schedule changes proposed since last seen. */
export function useNewProposedScheduleCount(): number | undefined {
  return useCount("registration/getNewProposedScheduleCount", "registration.schedule");
}
