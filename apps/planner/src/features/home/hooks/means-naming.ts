import { useLingui } from "@lingui/react/macro";
import type { MeansOfIntervention, OperationalActivity } from "@releve/domain";
import { useOperationalActivities } from "../../../lib/planning/activities";
import { useMeansTypeLabels } from "../../../lib/planning/means-types";

/** How the lists name a means: its type, and the activity it belongs to. */
export interface MeansNaming {
  /** The type's label in the active language; the means' number when the type is unknown. */
  nameOf(means: Pick<MeansOfIntervention, "id"> & { typeId: number | undefined }): string;
  /** The operational activity of this id, when it could be read. */
  activityOf(operationalActivityId: number): OperationalActivity | undefined;
  isLoading: boolean;
  /** Why the types or the activities could not be read. */
  error: unknown;
}

/**
 * Names the means of a list once the list is known (`activityIds` is `null` before): the means
 * types, and the operational activities of these ids.
 */
export function useMeansNaming(activityIds: readonly number[] | null): MeansNaming {
  const { t } = useLingui();
  const types = useMeansTypeLabels(activityIds !== null);
  const activities = useOperationalActivities(activityIds);
  const labels = types.labels;
  const waiting = (response: { data?: unknown; error?: unknown }) =>
    activityIds !== null && response.data === undefined && response.error === undefined;
  return {
    nameOf: (means) => {
      const id = means.id;
      const label = means.typeId === undefined ? undefined : labels.get(means.typeId);
      return label ?? t`Moyen n° ${id}`;
    },
    activityOf: (id) => activities.data?.get(id),
    isLoading: types.isLoading || waiting(activities),
    error: types.error ?? activities.error,
  };
}
