import { useLingui } from "@lingui/react/macro";
import {
  calls,
  governingRegistrationDeadline,
  type Instant,
  mayStillRegister,
} from "@releve/domain";
import { Button, EmptyState, StaffCompletenessBadge } from "@releve/ui";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useMeansSearch } from "../api/search-means";
import { useRegistrationSearch } from "../api/search-registrations";
import { openMeansCriteria, registrationsOnCriteria, shownPerList } from "../hooks/home-criteria";
import { useMeansNaming } from "../hooks/means-naming";
import { usePeriodFormat } from "../hooks/period-format";
import { LoadError, LoadingList } from "./BlockStates";
import { HomeBlock } from "./HomeBlock";
import * as styles from "./HomeBlock.css";
import { MeansCard } from "./MeansCard";

/** The registration's dialog, loaded when the person first asks for it. */
const RegisterDialog = lazy(() =>
  import("../../../lib/registrations/MyRegistration").then((module) => ({
    default: module.RegisterDialog,
  })),
);

/** What a registration from the start page changes: its open means and the person's own. */
const homeReads = [calls.meansOfIntervention.search, calls.registration.search];

/** Props of {@link OpenMeans}. */
export interface OpenMeansProps {
  /** The moment the page looks from. */
  now: Instant;
}

/**
 * Field staff's block: the open means of their scope they may still register for — a place left,
 * the deadline not passed, not registered yet — the soonest first.
 */
export function OpenMeans({ now }: OpenMeansProps) {
  const { t } = useLingui();
  const format = usePeriodFormat();
  const noteOf = (deadline: Instant | null) => {
    if (deadline === null) return undefined;
    const until = format.dateTime(deadline);
    return t`Inscription possible jusqu'au ${until}`;
  };
  const search = useMeansSearch(openMeansCriteria(now));
  const found = search.data?.items;
  const mine = useRegistrationSearch(
    found && found.length > 0 ? registrationsOnCriteria(found.map((means) => means.id)) : null,
  );
  const naming = useMeansNaming(
    found?.length ? found.map((means) => means.operationalActivityId) : null,
  );
  const isMineLoading = Boolean(found?.length) && !mine.data;
  const [registering, setRegistering] = useState<{ id: number; name: string } | null>(null);
  const error = search.error ?? mine.error ?? naming.error;

  let content: ReactNode;
  if (error) {
    content = <LoadError title={t`Les moyens ouverts n'ont pas pu être chargés.`} error={error} />;
  } else if (!found || isMineLoading || naming.isLoading) {
    content = <LoadingList label={t`Chargement des moyens ouverts…`} />;
  } else {
    const registered = new Set(mine.data?.items.map((item) => item.meansOfInterventionId));
    const at = new Date(now);
    const open = found
      .map((means) => ({
        means,
        deadline: governingRegistrationDeadline(
          means,
          naming.activityOf(means.operationalActivityId),
        ),
      }))
      .filter(({ means, deadline }) => mayStillRegister(means, deadline, registered, at))
      .slice(0, shownPerList);
    content =
      open.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={3}
          icon="search"
          title={t`Aucun moyen ouvert pour vous`}
          description={t`Les moyens ouverts aux inscriptions de votre périmètre apparaîtront ici.`}
        />
      ) : (
        <ul className={styles.list}>
          {open.map(({ means, deadline }) => (
            <MeansCard
              key={means.id}
              meansOfInterventionId={means.id}
              name={naming.nameOf(means)}
              activityTitle={naming.activityOf(means.operationalActivityId)?.title}
              period={format.dateTimeRange(means.start, means.end)}
              badges={<StaffCompletenessBadge staff={means.staff} size="sm" />}
              note={noteOf(deadline)}
              action={
                <Button
                  variant="secondary"
                  aria-label={t`S'inscrire sur ${naming.nameOf(means)}`}
                  onPress={() => setRegistering({ id: means.id, name: naming.nameOf(means) })}
                >
                  {t`S'inscrire`}
                </Button>
              }
            />
          ))}
        </ul>
      );
  }

  return (
    <HomeBlock
      title={t`Moyens ouverts`}
      description={t`Les moyens où vous pouvez encore vous inscrire, des plus proches aux plus lointains.`}
    >
      {content}
      {registering ? (
        <Suspense fallback={null}>
          <RegisterDialog
            means={registering}
            reads={homeReads}
            onClose={() => setRegistering(null)}
          />
        </Suspense>
      ) : null}
    </HomeBlock>
  );
}
