import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Badge, Skeleton, SkeletonShape, visuallyHidden } from "@releve/ui";
import { useInstantFormat } from "../../../lib/instant-format";
import { LoadProblem } from "../../../lib/LoadProblem";
import { type ActivityHistoryEntry, useActivityHistory } from "../api/activities";
import { activityStatusLabels, activityStatusTones } from "../hooks/labels";
import * as styles from "./ActivityDetail.css";

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

/** A status as a badge of its tone. */
function StatusBadge({ status }: { status: ActivityHistoryEntry["to"] }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={activityStatusTones[status]} size="sm">
      {i18n._(activityStatusLabels[status])}
    </Badge>
  );
}

/** One change: what, from which status to which, who and when, and why when it was said. */
function HistoryEntry({ entry }: { entry: ActivityHistoryEntry }) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const who = entry.by
    ? `${entry.by.firstName} ${entry.by.lastName.toLocaleUpperCase(i18n.locale)}`
    : t({ context: "operational-activities", message: "Traitement automatique" });
  const when = format.dateTime(entry.at);
  return (
    <li className={styles.entry}>
      <p className={styles.entryHead}>
        <strong>{i18n._(actionLabels[entry.action])}</strong>
        {entry.from !== null && entry.from !== entry.to ? (
          <>
            <StatusBadge status={entry.from} />
            <span aria-hidden="true">→</span>
            <span className={visuallyHidden}>
              {t({ context: "operational-activities", message: "vers" })}
            </span>
          </>
        ) : null}
        {entry.from !== entry.to ? <StatusBadge status={entry.to} /> : null}
      </p>
      <p className={styles.muted}>
        {t({ context: "operational-activities", message: `Par ${who}, le ${when}` })}
      </p>
      {entry.comment ? <p className={styles.comment}>{entry.comment}</p> : null}
    </li>
  );
}

/** An activity's status history (spec 02 §2), oldest first as it happened. */
export function ActivityDetailHistory({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const history = useActivityHistory(activityId);
  if (history.error && !history.data) {
    return (
      <LoadProblem
        title={t({
          context: "operational-activities",
          message: "L'historique n'a pas pu être chargé.",
        })}
        error={history.error}
        retry={() => void history.mutate()}
      />
    );
  }
  if (!history.data) {
    return (
      <Skeleton
        label={t({ context: "operational-activities", message: "Chargement de l'historique…" })}
      >
        <SkeletonShape shape="block" height="6rem" />
      </Skeleton>
    );
  }
  if (history.data.length === 0) {
    return (
      <p className={styles.muted}>
        {t({ context: "operational-activities", message: "Aucun changement enregistré." })}
      </p>
    );
  }
  return (
    <ol className={styles.history}>
      {history.data.map((entry, index) => (
        // The trail has no id per change: its order is the history's.
        // biome-ignore lint/suspicious/noArrayIndexKey: entries never move within the history.
        <HistoryEntry key={index} entry={entry} />
      ))}
    </ol>
  );
}
