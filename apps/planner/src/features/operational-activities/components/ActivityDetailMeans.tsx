import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import {
  Link,
  MeansStatusBadge,
  Pagination,
  Skeleton,
  SkeletonShape,
  StaffCompletenessBadge,
} from "@releve/ui";
import { useState } from "react";
import { useInstantFormat } from "../../../lib/instant-format";
import { LoadProblem } from "../../../lib/LoadProblem";
import { meansName, useMeansTypeLabels } from "../../../lib/planning/means-types";
import { useActivityMeans } from "../api/activities";
import * as styles from "./ActivityDetail.css";

/** Means shown at once: the page the detail page reads its means' facts from. */
export const meansPageSize = 50;

/**
 * An activity's means of intervention, first by start, every status: each by its type (a link to
 * its page), its period, its status and its staff completeness; a page at a time past
 * {@link meansPageSize}.
 */
export function ActivityDetailMeans({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const format = useInstantFormat();
  const [page, setPage] = useState(1);
  const means = useActivityMeans(activityId, page, meansPageSize);
  const types = useMeansTypeLabels();
  const error = means.error ?? types.error;
  if (error && !means.data) {
    return (
      <LoadProblem
        title={t({
          context: "operational-activities",
          message: "Les moyens d'intervention n'ont pas pu être chargés.",
        })}
        error={error}
        retry={() => {
          void means.mutate();
          types.retry();
        }}
      />
    );
  }
  if (!means.data) {
    return (
      <Skeleton
        label={t({
          context: "operational-activities",
          message: "Chargement des moyens d'intervention…",
        })}
      >
        <SkeletonShape shape="block" height="6rem" />
      </Skeleton>
    );
  }
  const { items, total } = means.data;
  if (total === 0) {
    return (
      <p className={styles.muted}>
        {t({
          context: "operational-activities",
          message: "Aucun moyen d'intervention pour l'instant.",
        })}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.rows}>
        {items.map((item) => {
          const id = item.id;
          const type =
            types.labels.get(item.typeId) ??
            t({ context: "operational-activities", message: `Moyen n° ${id}` });
          const name = meansName(type, item.plateNumber);
          return (
            <li key={item.id} className={styles.row}>
              <span className={styles.rowMain}>
                <Link href={routeHref("means-of-intervention-detail-page", { id })}>{name}</Link>
                <span className={styles.muted}>{format.period(item.start, item.end)}</span>
              </span>
              <span className={styles.badges}>
                <MeansStatusBadge status={item.status} size="sm" />
                <StaffCompletenessBadge staff={item.staff} size="sm" />
              </span>
            </li>
          );
        })}
      </ul>
      {total > meansPageSize ? (
        <Pagination
          page={page}
          totalItems={total}
          pageSize={meansPageSize}
          onPageChange={setPage}
          aria-label={t({
            context: "operational-activities",
            message: "Pages des moyens d'intervention",
          })}
        />
      ) : null}
    </>
  );
}
