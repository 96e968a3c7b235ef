import { useLingui } from "@lingui/react/macro";
import {
  type MeansStatus,
  meansStatuses,
  type StaffCompleteness,
  staffCompletenesses,
} from "@releve/domain";
import { forwardRef, type HTMLAttributes, memo, type ReactNode } from "react";
import { Icon } from "../Icon/Icon";
import { meansStatusBadgeIcons } from "../MeansStatusBadge/MeansStatusBadgeIcons";
import { useMeansStatusLabel } from "../MeansStatusBadge/MeansStatusBadgeLabels";
import { staffCompletenessBadgeIcons } from "../StaffCompletenessBadge/StaffCompletenessBadgeIcons";
import { useStaffCompletenessLabel } from "../StaffCompletenessBadge/StaffCompletenessBadgeLabels";
import * as styles from "./StatusLegend.css";

/** Props of {@link StatusLegend}. */
export interface StatusLegendProps extends Omit<HTMLAttributes<HTMLUListElement>, "children"> {
  /**
   * Draws the shape of a status. A calendar passes the way its means wear the shape, so that the
   * legend shows exactly what the means show; give a function defined once (not inline), as the
   * legend renders again only when its props change. Defaults to the badge's icon.
   */
  renderStatusIcon?: (status: MeansStatus) => ReactNode;
  /**
   * Draws the shape of a staff completeness, as `renderStatusIcon` does for a status. Defaults
   * to the badge's icon.
   */
  renderCompletenessIcon?: (completeness: StaffCompleteness) => ReactNode;
}

/** The badge's icon of a status, in the legend's text colour. */
function statusIcon(status: MeansStatus): ReactNode {
  return <Icon name={meansStatusBadgeIcons[status]} size="sm" />;
}

/** The badge's icon of a staff completeness, in the legend's text colour. */
function completenessIcon(completeness: StaffCompleteness): ReactNode {
  return <Icon name={staffCompletenessBadgeIcons[completeness]} size="sm" />;
}

/**
 * What the shapes on the means mean: each status and each staff completeness of the domain with
 * its icon and its word, for views that draw only the icons (WCAG 1.4.1, 3.3.2). The words and
 * the shapes are the badges' own, so a legend never names a shape otherwise than a badge does.
 */
export const StatusLegend = memo(
  forwardRef<HTMLUListElement, StatusLegendProps>(function StatusLegend(
    {
      renderStatusIcon = statusIcon,
      renderCompletenessIcon = completenessIcon,
      className,
      ...props
    },
    ref,
  ) {
    const { t } = useLingui();
    const statusLabel = useMeansStatusLabel();
    const completenessLabel = useStaffCompletenessLabel();
    return (
      <ul
        aria-label={t({
          comment:
            "Name of the legend of a calendar: the shapes of statuses and staff completeness.",
          message: "Légende",
        })}
        {...props}
        ref={ref}
        className={className ? `${styles.legend} ${className}` : styles.legend}
      >
        {meansStatuses.map((status) => (
          <li key={status} className={styles.legendItem} data-status={status}>
            {renderStatusIcon(status)}
            {statusLabel(status)}
          </li>
        ))}
        {staffCompletenesses.map((completeness) => (
          <li key={completeness} className={styles.legendItem} data-completeness={completeness}>
            {renderCompletenessIcon(completeness)}
            {completenessLabel(completeness)}
          </li>
        ))}
      </ul>
    );
  }),
);
