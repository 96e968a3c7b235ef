import {
  type MeansOfInterventionCreateValues,
  type MeansOfInterventionEditValues,
  routeHref,
} from "@releve/domain";
import { useCloneMeans, useCreateMeans, useUpdateMeans } from "../api/means";
import type { MeansFormMode, MeansFormValidated } from "./form-values";

/**
 * Saving the means form: the call of its mode — `create` (one means per team), `update` with the
 * version the form was read at (an edit of an older reading is refused as a concurrent change),
 * `clone` — throwing the refusal for the form to show. It gives where the page goes next: the
 * means saved, or the activity's page when several teams were created.
 */
export function useMeansSave(mode: MeansFormMode) {
  const create = useCreateMeans();
  const update = useUpdateMeans();
  const clone = useCloneMeans();
  return async (values: MeansFormValidated): Promise<string> => {
    if (mode.kind === "edit") {
      const body = { ...(values as MeansOfInterventionEditValues), version: mode.version };
      const saved = await update.send({ params: { id: mode.id }, body });
      return routeHref("means-of-intervention-detail-page", { id: saved.id });
    }
    if (mode.kind === "clone") {
      const body = values as MeansOfInterventionEditValues;
      const saved = await clone.send({ params: { id: mode.sourceId }, body });
      return routeHref("means-of-intervention-detail-page", { id: saved.id });
    }
    const body = {
      ...(values as MeansOfInterventionCreateValues),
      operationalActivityId: mode.activityId,
    };
    const created = await create.send({ body });
    const [only] = created;
    return created.length === 1 && only
      ? routeHref("means-of-intervention-detail-page", { id: only.id })
      : routeHref("operational-activity-detail-page", { id: mode.activityId });
  };
}
