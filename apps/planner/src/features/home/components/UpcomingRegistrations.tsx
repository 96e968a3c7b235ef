import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Instant } from "@releve/domain";
import { routeHref } from "@releve/domain";
import { EmptyState, Link, RegistrationStatusBadge } from "@releve/ui";
import type { ReactNode } from "react";
import { useMeansOfIntervention } from "../api/get-means-of-intervention";
import { useRegistrationSearch } from "../api/search-registrations";
import { upcomingRegistrationsCriteria } from "../hooks/home-criteria";
import { useMeansNaming } from "../hooks/means-naming";
import { usePeriodFormat } from "../hooks/period-format";
import { LoadError, LoadingList } from "./BlockStates";
import { HomeBlock } from "./HomeBlock";
import * as styles from "./HomeBlock.css";
import { MeansCard } from "./MeansCard";

/** Props of {@link UpcomingRegistrations}. */
export interface UpcomingRegistrationsProps {
  /** The moment the page looks from. */
  now: Instant;
}

/** Field staff's block: their next registrations, with their status and their means. */
export function UpcomingRegistrations({ now }: UpcomingRegistrationsProps) {
  const { t } = useLingui();
  const format = usePeriodFormat();
  const search = useRegistrationSearch(upcomingRegistrationsCriteria(now));
  const items = search.data?.items;
  // Nothing to name without registrations: neither the means nor the types are asked for.
  const listed = items?.length ? items : null;
  const means = useMeansOfIntervention(
    listed ? listed.map((item) => item.meansOfInterventionId) : null,
  );
  const naming = useMeansNaming(listed ? listed.map((item) => item.operationalActivityId) : null);
  const total = search.data?.total ?? 0;

  let content: ReactNode;
  if (search.error || means.error || naming.error) {
    content = (
      <LoadError
        title={t`Vos inscriptions n'ont pas pu être chargées.`}
        error={search.error ?? means.error ?? naming.error}
      />
    );
  } else if (!items || (listed && !means.data) || naming.isLoading) {
    content = <LoadingList label={t`Chargement de vos inscriptions…`} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon="calendar"
        title={t`Aucune inscription à venir`}
        description={t`Inscrivez-vous sur un moyen ouvert pour le voir ici.`}
      />
    );
  } else {
    const meansById = means.data ?? new Map<number, never>();
    content = (
      <>
        <p className={styles.count}>
          {t({
            comment: "Under the heading of the person's next registrations on the start page.",
            message: plural(total, {
              one: "# inscription à venir",
              other: "# inscriptions à venir",
            }),
          })}
        </p>
        <ul className={styles.list}>
          {items.map((registration) => {
            const meansOfIntervention = meansById.get(registration.meansOfInterventionId);
            return (
              <MeansCard
                key={registration.id}
                meansOfInterventionId={registration.meansOfInterventionId}
                name={naming.nameOf({
                  id: registration.meansOfInterventionId,
                  typeId: meansOfIntervention?.typeId,
                })}
                activityTitle={naming.activityOf(registration.operationalActivityId)?.title}
                period={format.dateTimeRange(registration.start, registration.end)}
                badges={
                  <RegistrationStatusBadge
                    status={registration.status}
                    isProposed={registration.isProposed}
                    size="sm"
                  />
                }
              />
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <HomeBlock
      title={t`Mes prochaines inscriptions`}
      description={t`Vos inscriptions en attente ou validées, des plus proches aux plus lointaines.`}
    >
      {content}
      <Link
        href={routeHref("registration-user-registration")}
        variant="standalone"
        className={styles.more}
      >
        {t`Toutes mes inscriptions`}
      </Link>
    </HomeBlock>
  );
}
