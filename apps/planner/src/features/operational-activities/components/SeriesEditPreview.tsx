import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AlertBanner, Skeleton, SkeletonShape } from "@releve/ui";
import { describeError } from "../../../lib/error-messages";
import { describeFinding } from "../../../lib/findings/finding-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import type { SeriesEditBody } from "../api/activities";
import { useSeriesPreview } from "../api/activities";

/** Props of {@link SeriesEditPreview}. */
export interface SeriesEditPreviewProps {
  /** The occurrence the form was typed on. */
  occurrenceId: number;
  /** The form's values with the scope chosen. */
  body: SeriesEditBody;
  /** When an occurrence of the series starts, by id, to name it. */
  startOf: (id: number) => string | undefined;
}

/**
 * What a series edit of the chosen scope would touch, from its preview call (decision 031): the
 * activities, means and registrations counted, the registrations left outside their new period
 * with their persons, the cancelled occurrences left as they are, and the other occurrences whose
 * rules find something else than the one edited.
 */
export function SeriesEditPreview({ occurrenceId, body, startOf }: SeriesEditPreviewProps) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const preview = useSeriesPreview(occurrenceId, body);
  const occurrence = (id: number) => {
    const start = startOf(id);
    return start === undefined
      ? t({ context: "series-edit", message: `l'activité n° ${id}` })
      : format.dateTime(start);
  };

  if (preview.error !== undefined && !preview.data) {
    return (
      <AlertBanner
        level="danger"
        title={t({ context: "series-edit", message: "L'aperçu n'a pas pu être calculé" })}
      >
        {describeError(i18n, preview.error)}
      </AlertBanner>
    );
  }
  const impact = preview.data;
  if (!impact || preview.isLoading) {
    return (
      <Skeleton label={t({ context: "series-edit", message: "Calcul de l'aperçu…" })}>
        <SkeletonShape shape="block" height="4rem" />
      </Skeleton>
    );
  }
  const others = impact.outsidePeriodCount - impact.outsidePeriod.length;
  return (
    <section aria-live="polite" aria-label={t({ context: "series-edit", message: "Aperçu" })}>
      <p>
        {t({
          context: "series-edit",
          comment: "What the edit touches: the activities, means and registrations counted.",
          message: `${plural(impact.activityCount, { one: "# activité", other: "# activités" })}, ${plural(impact.meansCount, { one: "# moyen", other: "# moyens" })}, ${plural(impact.registrationCount, { one: "# inscription", other: "# inscriptions" })} concernés`,
        })}
        {impact.outsidePeriodCount > 0
          ? t({
              context: "series-edit",
              message: plural(impact.outsidePeriodCount, {
                one: "\u00a0; # inscription tombe hors de la nouvelle période et sera signalée",
                other:
                  "\u00a0; # inscriptions tombent hors de la nouvelle période et seront signalées",
              }),
            })
          : null}
      </p>
      {impact.outsidePeriod.length > 0 ? (
        <ul aria-label={t({ context: "series-edit", message: "Inscriptions hors période" })}>
          {impact.outsidePeriod.map((registration) => (
            <li key={registration.registrationId}>
              {t({
                context: "series-edit",
                comment: "A person registered outside the new period, then the occurrence.",
                message: `${registration.firstName} ${registration.lastName} — activité du ${occurrence(registration.operationalActivityId)}`,
              })}
            </li>
          ))}
          {others > 0 ? (
            <li>
              {t({
                context: "series-edit",
                message: plural(others, { one: "et # autre", other: "et # autres" }),
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {impact.skippedIds.length > 0 ? (
        <p>
          {t({
            context: "series-edit",
            message: plural(impact.skippedIds.length, {
              one: "Une occurrence annulée reste telle quelle\u00a0:",
              other: "# occurrences annulées restent telles quelles\u00a0:",
            }),
          })}{" "}
          {impact.skippedIds.map(occurrence).join(", ")}
        </p>
      ) : null}
      {impact.occurrenceFindings.length > 0 ? (
        <ul
          aria-label={t({ context: "series-edit", message: "Constats sur d'autres occurrences" })}
        >
          {impact.occurrenceFindings.map((entry) => {
            const said = entry.findings.map((finding) => describeFinding(i18n, finding)).join(" ");
            const when = format.dateTime(entry.start);
            return (
              <li key={entry.operationalActivityId}>
                {t({ context: "series-edit", message: `Occurrence du ${when}\u00a0: ${said}` })}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
