import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { Badge, Link, Skeleton, SkeletonShape } from "@releve/ui";
import { useInstantFormat } from "../../../lib/instant-format";
import { LoadProblem } from "../../../lib/LoadProblem";
import { type Activity, useRecurrence } from "../api/activities";
import { activityStatusLabels, activityStatusTones } from "../hooks/labels";
import { useRecurrenceWords } from "../hooks/recurrence-words";
import * as styles from "./ActivityDetail.css";

/** Props of {@link ActivityDetailSeries}. */
export interface ActivityDetailSeriesProps {
  recurrenceId: number;
  /**
   * The activity shown: its own line says so rather than linking to itself, and another
   * occurrence's title shows only where it differs from this one's.
   */
  activity: Pick<Activity, "id" | "title">;
}

/**
 * The series an activity is an occurrence of: its pattern in words, and every occurrence in
 * order with its period and status, each other one a link to its page.
 */
export function ActivityDetailSeries({ recurrenceId, activity }: ActivityDetailSeriesProps) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const words = useRecurrenceWords();
  const series = useRecurrence(recurrenceId);
  if (series.error && !series.data) {
    return (
      <LoadProblem
        title={t({
          context: "operational-activities",
          message: "La série n'a pas pu être chargée.",
        })}
        error={series.error}
        retry={() => void series.mutate()}
      />
    );
  }
  if (!series.data) {
    return (
      <Skeleton
        label={t({ context: "operational-activities", message: "Chargement de la série…" })}
      >
        <SkeletonShape shape="block" height="6rem" />
      </Skeleton>
    );
  }
  const recurrence = series.data;
  return (
    <>
      <p className={styles.pattern}>{words(recurrence)}</p>
      <ol className={styles.rows}>
        {recurrence.occurrences.map((occurrence) => {
          const period = format.period(occurrence.start, occurrence.end);
          const isThis = occurrence.id === activity.id;
          return (
            <li
              key={occurrence.id}
              className={styles.row}
              aria-current={isThis ? "page" : undefined}
            >
              <span className={styles.rowMain}>
                {isThis ? (
                  <strong>
                    {t({
                      context: "operational-activities",
                      message: `${period} (cette occurrence)`,
                    })}
                  </strong>
                ) : (
                  <Link href={routeHref("operational-activity-detail-page", { id: occurrence.id })}>
                    {period}
                  </Link>
                )}
                {occurrence.title === activity.title ? null : (
                  <span className={styles.muted}>{occurrence.title}</span>
                )}
              </span>
              <Badge tone={activityStatusTones[occurrence.status]} size="sm">
                {i18n._(activityStatusLabels[occurrence.status])}
              </Badge>
            </li>
          );
        })}
      </ol>
    </>
  );
}
