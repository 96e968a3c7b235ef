import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Badge, type BadgeTone, Skeleton, SkeletonShape, visuallyHidden } from "@releve/ui";
import { useInstantFormat } from "../instant-format";
import { LoadProblem } from "../LoadProblem";
import * as styles from "./detail.css";

/** One change of a thing's status as the audit trail answers it (activities, means alike). */
export interface StatusChange<Action extends string, Status extends string> {
  action: Action;
  /** `null` on creation. */
  from: Status | null;
  to: Status;
  comment: string;
  at: string;
  /** `null` for a change the system made. */
  by: { firstName: string; lastName: string } | null;
}

/** How a feature names its actions and shows its statuses. */
export interface StatusWords<Action extends string, Status extends string> {
  actions: Record<Action, MessageDescriptor>;
  statuses: Record<Status, MessageDescriptor>;
  tones: Record<Status, BadgeTone>;
}

/** A history's read: its changes once loaded, its failure, and a way to try again. */
interface HistoryRead<Entry> {
  data?: readonly Entry[] | undefined;
  error?: unknown;
  mutate: () => unknown;
}

/**
 * A thing's status history (spec 02 §2), oldest first as it happened: each change, from which
 * status to which, who and when, and why when it was said.
 */
export function StatusHistory<Action extends string, Status extends string>({
  history,
  words,
}: {
  history: HistoryRead<StatusChange<Action, Status>>;
  words: StatusWords<Action, Status>;
}) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  if (history.error && !history.data) {
    return (
      <LoadProblem
        title={t({ context: "history", message: "L'historique n'a pas pu être chargé." })}
        error={history.error}
        retry={() => void history.mutate()}
      />
    );
  }
  if (!history.data) {
    return (
      <Skeleton label={t({ context: "history", message: "Chargement de l'historique…" })}>
        <SkeletonShape shape="block" height="6rem" />
      </Skeleton>
    );
  }
  if (history.data.length === 0) {
    return (
      <p className={styles.muted}>
        {t({ context: "history", message: "Aucun changement enregistré." })}
      </p>
    );
  }
  const badge = (status: Status) => (
    <Badge tone={words.tones[status]} size="sm">
      {i18n._(words.statuses[status])}
    </Badge>
  );
  return (
    <ol className={styles.history}>
      {history.data.map((entry, index) => {
        const when = format.dateTime(entry.at);
        const who = entry.by
          ? `${entry.by.firstName} ${entry.by.lastName.toLocaleUpperCase(i18n.locale)}`
          : null;
        return (
          // The trail has no id per change: its order is the history's.
          // biome-ignore lint/suspicious/noArrayIndexKey: entries never move within the history.
          <li key={index} className={styles.entry}>
            <p className={styles.entryHead}>
              <strong>{i18n._(words.actions[entry.action])}</strong>
              {entry.from !== null && entry.from !== entry.to ? (
                <>
                  {badge(entry.from)}
                  <span aria-hidden="true">→</span>
                  <span className={visuallyHidden}>
                    {t({ context: "history", message: "vers" })}
                  </span>
                </>
              ) : null}
              {entry.from !== entry.to ? badge(entry.to) : null}
            </p>
            <p className={styles.muted}>
              {who === null
                ? t({ context: "history", message: `Traitement automatique, le ${when}` })
                : t({ context: "history", message: `Par ${who}, le ${when}` })}
            </p>
            {entry.comment ? <p className={styles.comment}>{entry.comment}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
