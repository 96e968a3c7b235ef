import type { CalendarDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import {
  Button,
  EmptyState,
  Link,
  Skeleton,
  SkeletonShape,
  StaffCompletenessBadge,
} from "@releve/ui";
import { memo, useId } from "react";
import * as card from "../../../lib/card.css";
import { useInstantFormat } from "../../../lib/instant-format";
import { useOnline } from "../../../lib/offline/online";
import type { RegistrableMeans } from "../hooks/registrable-means";
import * as styles from "./DaySection.css";

/**
 * The open means of a day of the person's calendar they may still register for (decision 044):
 * each with its hours, activity and staff, a link to its page (where the person sees why they
 * cannot, when a conflict stands in the way) and "S'inscrire". Drawn again only when its props
 * change.
 */
export const DayOpenMeans = memo(function DayOpenMeans({
  day,
  openByDay,
  onRegister,
}: {
  day: CalendarDate;
  /** The open means of the days shown, by day (`2031-03-15`); `undefined` while they load. */
  openByDay: ReadonlyMap<string, readonly RegistrableMeans[]> | undefined;
  onRegister: (means: RegistrableMeans) => void;
}) {
  const { t } = useLingui();
  // Offline, nothing is sent (decision 047): the page\'s notice says why.
  const online = useOnline();
  const format = useInstantFormat();
  const headingId = useId();
  const ofDay = openByDay ? (openByDay.get(day.toString()) ?? []) : undefined;
  let content: React.ReactNode;
  if (!ofDay) {
    content = (
      <Skeleton label={t({ context: "staffing", message: "Chargement des moyens ouverts…" })}>
        <SkeletonShape shape="text" lines={2} />
      </Skeleton>
    );
  } else if (ofDay.length === 0) {
    content = (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon="search"
        title={t({ context: "staffing", message: "Aucun moyen ouvert pour vous ce jour-là" })}
      />
    );
  } else {
    content = (
      <ul className={styles.list}>
        {ofDay.map(({ means, name, activityTitle }) => (
          <li key={means.id} className={styles.item}>
            <div className={styles.itemLine}>
              <Link href={routeHref("means-of-intervention-detail-page", { id: means.id })}>
                {name}
              </Link>
              <span>{format.period(means.start, means.end)}</span>
            </div>
            <p className={styles.detail}>{activityTitle}</p>
            <div className={styles.itemLine}>
              <StaffCompletenessBadge staff={means.staff} size="sm" />
              <Button
                variant="secondary"
                aria-label={t({ context: "staffing", message: `S'inscrire sur ${name}` })}
                isDisabled={!online}
                onPress={() => onRegister({ means, name, activityTitle })}
              >
                {t({ context: "staffing", message: "S'inscrire" })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {t({ context: "staffing", message: "Moyens ouverts ce jour-là" })}
        </h2>
        <p className={card.cardDescription}>
          {t({
            context: "staffing",
            message:
              "Ceux de votre périmètre où il reste une place et où vous pouvez encore vous inscrire.",
          })}
        </p>
      </div>
      {content}
    </section>
  );
});
