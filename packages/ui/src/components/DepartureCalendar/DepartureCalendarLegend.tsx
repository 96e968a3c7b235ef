import { useLingui } from "@lingui/react/macro";
import { meansStatuses, staffCompletenesses } from "@releve/domain";
import { memo } from "react";
import { Icon } from "../Icon/Icon";
import {
  meansStatusIcons,
  staffCompletenessIcons,
} from "../PlanningCalendar/PlanningCalendarGlyphs";
import * as styles from "./DepartureCalendar.css";
import type { DepartureCalendarLabels } from "./DepartureCalendarLabels";

/**
 * What the shapes on the bars mean: each status and each staff completeness with its icon and
 * its word, since the bars draw only the icons (WCAG 1.4.1, 3.3.2). The same shapes as the
 * planning calendar's.
 */
export const DepartureCalendarLegend = memo(function DepartureCalendarLegend({
  labels,
}: {
  labels: DepartureCalendarLabels;
}) {
  const { t } = useLingui();
  return (
    <ul
      className={styles.legend}
      aria-label={t({
        comment: "Name of the legend of the planning calendar.",
        message: "Légende",
      })}
    >
      {meansStatuses.map((status) => (
        <li key={status} className={styles.legendItem}>
          <Icon name={meansStatusIcons[status]} size="sm" />
          {labels.status[status]}
        </li>
      ))}
      {staffCompletenesses.map((completeness) => (
        <li key={completeness} className={styles.legendItem}>
          <Icon
            name={staffCompletenessIcons[completeness]}
            size="sm"
            className={styles.completenessIcon({ completeness })}
          />
          {labels.completeness[completeness]}
        </li>
      ))}
    </ul>
  );
});
