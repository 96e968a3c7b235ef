import { useLingui } from "@lingui/react/macro";
import { meansStatuses, staffCompletenesses } from "@releve/domain";
import { memo } from "react";
import * as styles from "./PlanningCalendar.css";
import type { PlanningCalendarLabels } from "./PlanningCalendarLabels";

/**
 * What the shapes on the means mean: each status and each staff completeness with its icon and
 * its word, since the calendar draws only the icons (WCAG 1.4.1, 3.3.2).
 */
export const PlanningCalendarLegend = memo(function PlanningCalendarLegend({
  labels,
}: {
  labels: PlanningCalendarLabels;
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
          <span className={styles.legendStatusIcon[status]} aria-hidden="true" />
          {labels.status[status]}
        </li>
      ))}
      {staffCompletenesses.map((completeness) => (
        <li key={completeness} className={styles.legendItem}>
          <span className={styles.legendCompletenessIcon[completeness]} aria-hidden="true" />
          {labels.completeness[completeness]}
        </li>
      ))}
    </ul>
  );
});
