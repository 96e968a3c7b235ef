import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { StatusHistory } from "../../../lib/detail/StatusHistory";
import { type ActivityHistoryEntry, useActivityHistory } from "../api/activities";
import { activityStatusLabels, activityStatusTones } from "../hooks/labels";

/** What a change of the history was. */
const actionLabels: Record<ActivityHistoryEntry["action"], MessageDescriptor> = {
  create: msg({ context: "operational-activities", message: "Création" }),
  clone: msg({ context: "operational-activities", message: "Création par copie" }),
  publish: msg({ context: "operational-activities", message: "Publication" }),
  cancel: msg({ context: "operational-activities", message: "Annulation" }),
  edit: msg({ context: "operational-activities", message: "Modification" }),
  addMeans: msg({ context: "operational-activities", message: "Ajout d'un moyen" }),
  delete: msg({ context: "operational-activities", message: "Suppression" }),
};

const words = { actions: actionLabels, statuses: activityStatusLabels, tones: activityStatusTones };

/** An activity's status history (spec 02 §2), oldest first as it happened. */
export function ActivityDetailHistory({ activityId }: { activityId: number }) {
  return <StatusHistory history={useActivityHistory(activityId)} words={words} />;
}
