import { routeHref } from "@releve/domain";
import { Link } from "@releve/ui";
import type { ReactNode } from "react";
import * as styles from "./HomeBlock.css";

/** Props of {@link MeansCard}. */
export interface MeansCardProps {
  /** The means the card leads to. */
  meansOfInterventionId: number;
  /** The means' name: its type. */
  name: string;
  /** The operational activity it belongs to, when known. */
  activityTitle: string | undefined;
  /** When it takes place, already written. */
  period: string;
  /** The badges: staffing, status. */
  badges: ReactNode;
  /** A line under the badges (a registration deadline). */
  note?: ReactNode;
  /** What the person may do with the means from the list (register). */
  action?: ReactNode;
}

/**
 * One means or registration of a list, as a list item: the name is the one link, to the means'
 * detail page, so the keyboard stops once per item.
 */
export function MeansCard({
  meansOfInterventionId,
  name,
  activityTitle,
  period,
  badges,
  note,
  action,
}: MeansCardProps) {
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <Link
          href={routeHref("means-of-intervention-detail-page", { id: meansOfInterventionId })}
          variant="standalone"
          className={styles.itemTitle}
        >
          {name}
        </Link>
        <span className={styles.itemTime}>{period}</span>
      </div>
      {activityTitle ? <p className={styles.itemDetail}>{activityTitle}</p> : null}
      <div className={styles.badges}>{badges}</div>
      {note ? <p className={styles.itemDetail}>{note}</p> : null}
      {action ? <div className={styles.itemAction}>{action}</div> : null}
    </li>
  );
}
