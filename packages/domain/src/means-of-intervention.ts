import type { MeansOfInterventionType } from "./entities.js";
import type { MeansStatus, MeansStatusFilter } from "./enums.js";
import { type ApiError, isInUse, isInUseSplit } from "./errors.js";

/** Whether a means status passes the status filter of the means search (spec 01 §4). */
export function meansStatusMatches(status: MeansStatus, filter: MeansStatusFilter): boolean {
  if (filter === "all") return true;
  if (filter === "allExceptCancelled") return status !== "cancelled";
  return status === filter;
}

/** The means types offered when creating a means: disabled types are not (spec 01 §4). */
export function meansTypesOfferedForNewMeans<T extends Pick<MeansOfInterventionType, "visibility">>(
  types: readonly T[],
): T[] {
  return types.filter((type) => type.visibility === "enabled");
}

/**
 * Why a means cannot be deleted, if it cannot: people registered on it (`isInUse`), or on the
 * other half of its split (`isInUseSplit`) (spec 01 §4, spec 02 §4). Registrations that ended
 * (rejected, cancelled, unregistered, deleted) do not count: the caller passes live ones.
 */
export function meansDeletionRefusal(counts: {
  meansOfInterventionId: number;
  liveRegistrations: number;
  siblingLiveRegistrations: number;
}): ApiError | undefined {
  const data = { id: counts.meansOfInterventionId };
  if (counts.liveRegistrations > 0) return isInUse("meansOfIntervention", data);
  if (counts.siblingLiveRegistrations > 0) return isInUseSplit(data);
  return undefined;
}
