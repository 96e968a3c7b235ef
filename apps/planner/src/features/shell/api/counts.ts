import { calls, type FeatureCode, hasFeature } from "@releve/domain";
import { useCall } from "../../../lib/api-context";
import { useSession } from "../../../lib/session";

/** How often the sidebar's counts are asked again while the page stays open. */
const countRefreshMs = 120_000;

/**
 * A count of the profile state (spec 01 §3), asked only when the active role has the feature
 * its call needs; the active role is part of the key, so a switch never shows the previous
 * role's number.
 */
function useCount(
  call:
    | typeof calls.registration.newRegistrationCount
    | typeof calls.registration.newProposedScheduleCount,
  feature: FeatureCode,
): number | undefined {
  const { activeAuthorization } = useSession();
  const isAsked = hasFeature(activeAuthorization, feature);
  const { data } = useCall(call, isAsked ? undefined : null, { refreshInterval: countRefreshMs });
  return isAsked ? data : undefined;
}

/** `GET registration/getNewRegistrationCount`: registrations others changed since last seen. */
export function useNewRegistrationCount(): number | undefined {
  return useCount(calls.registration.newRegistrationCount, "registration");
}

/** `GET registration/getNewProposedScheduleCount`: schedule changes proposed since last seen. */
export function useNewProposedScheduleCount(): number | undefined {
  return useCount(calls.registration.newProposedScheduleCount, "registration.schedule");
}
