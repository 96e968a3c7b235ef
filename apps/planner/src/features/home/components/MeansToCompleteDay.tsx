import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { EmptyState, Link, MeansStatusBadge, StaffCompletenessBadge } from "@releve/ui";
import { type ReactNode, useId } from "react";
import { useMeansSearch } from "../api/search-means";
import { meansToCompleteCriteria } from "../hooks/home-criteria";
import type { Period } from "../hooks/home-moment";
import { useMeansNaming } from "../hooks/means-naming";
import { usePeriodFormat } from "../hooks/period-format";
import { LoadError, LoadingList } from "./BlockStates";
import * as styles from "./HomeBlock.css";
import { MeansCard } from "./MeansCard";

/** Props of {@link MeansToCompleteDay}. */
export interface MeansToCompleteDayProps {
  /** Which day: it gives the heading and the words of the empty state. */
  day: "today" | "tomorrow";
  /** The part of the day searched. */
  period: Period;
}

/** The means of one day that lack staff: their count, the first ones, and a way to all. */
export function MeansToCompleteDay({ day, period }: MeansToCompleteDayProps) {
  const { t } = useLingui();
  const headingId = useId();
  const format = usePeriodFormat();
  const search = useMeansSearch(meansToCompleteCriteria(period));
  const items = search.data?.items;
  // Nothing to name on a day without means to complete: the types are not asked for.
  const naming = useMeansNaming(
    items?.length ? items.map((means) => means.operationalActivityId) : null,
  );
  const heading = day === "today" ? t`Aujourd'hui` : t`Demain`;
  const total = search.data?.total ?? 0;

  let content: ReactNode;
  if (search.error || naming.error) {
    content = (
      <LoadError
        title={t`Les moyens à compléter n'ont pas pu être chargés.`}
        error={search.error ?? naming.error}
      />
    );
  } else if (!items || naming.isLoading) {
    content = <LoadingList label={t`Chargement des moyens à compléter…`} count={2} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        size="sm"
        headingLevel={4}
        icon="success"
        title={t`Tous les moyens sont complets`}
        description={
          day === "today"
            ? t`Aucun moyen d'aujourd'hui ne manque de personnel.`
            : t`Aucun moyen de demain ne manque de personnel.`
        }
      />
    );
  } else {
    content = (
      <>
        <p className={styles.count}>
          {t({
            comment:
              "Under the day's heading on the start page: how many means lack staff that day.",
            message: plural(total, { one: "# moyen à compléter", other: "# moyens à compléter" }),
          })}
        </p>
        <ul className={styles.list}>
          {items.map((means) => (
            <MeansCard
              key={means.id}
              meansOfInterventionId={means.id}
              name={naming.nameOf(means)}
              activityTitle={naming.activityOf(means.operationalActivityId)?.title}
              period={format.timeRange(means.start, means.end)}
              badges={
                <>
                  <StaffCompletenessBadge staff={means.staff} size="sm" />
                  <MeansStatusBadge status={means.status} size="sm" />
                </>
              }
            />
          ))}
        </ul>
        {total > items.length ? (
          <Link
            href={routeHref("means-of-intervention-list")}
            variant="standalone"
            className={styles.more}
          >
            {t`Voir tous les moyens`}
          </Link>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.day}>
      <h3 id={headingId} className={styles.subheading}>
        {heading}
      </h3>
      {content}
    </section>
  );
}
