import { useLingui } from "@lingui/react/macro";
import { type DayStatus, dayStatuses } from "@releve/domain";
import { Icon } from "../Icon/Icon";
import * as styles from "./MobileCalendar.css";
import type { MobileCalendarLabels } from "./MobileCalendarLabels";
import { dayStatusIcons } from "./MobileCalendarModel";

/** Props of {@link MobileCalendarLegend}. */
export interface MobileCalendarLegendProps {
  labels: MobileCalendarLabels;
  /** The id of each entry: the days of that status are described by it. */
  ids: Record<DayStatus, string>;
}

/**
 * What the icons under the days mean: validated, proposed, registered and incomplete, in the
 * domain's order of precedence, each with its icon, its colour and its word (WCAG 1.4.1).
 */
export function MobileCalendarLegend({ labels, ids }: MobileCalendarLegendProps) {
  const { t } = useLingui();
  return (
    <ul
      className={styles.legend}
      aria-label={t({
        comment: "Name of the legend of the field staff calendar.",
        message: "Légende",
      })}
    >
      {dayStatuses.map((status) => (
        <li key={status} id={ids[status]} className={styles.legendItem}>
          <Icon
            name={dayStatusIcons[status]}
            size="sm"
            className={`${styles.marker} ${styles.statusColour({ status })}`}
          />
          {labels.dayStatus[status]}
        </li>
      ))}
    </ul>
  );
}
