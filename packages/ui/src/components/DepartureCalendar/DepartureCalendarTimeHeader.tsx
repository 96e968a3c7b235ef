import { useLingui } from "@lingui/react/macro";
import type { VirtualItem } from "@tanstack/react-virtual";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as styles from "./DepartureCalendar.css";
import { clockTime, type DepartureCalendarLabels } from "./DepartureCalendarLabels";

/** Props of {@link DepartureCalendarTimeHeader}. */
export interface DepartureCalendarTimeHeaderProps {
  /** Translated words and formats. */
  labels: DepartureCalendarLabels;
  /** The hours in view (and a few around), from the columns' virtualizer. */
  hours: readonly VirtualItem[];
  /** Width of an hour, in px. */
  hourPx: number;
  /** Days since 1970-01-01 of the first and last shown days, and of today. */
  firstDay: number;
  lastDay: number;
  today: number;
}

/**
 * The first row of the grid, sticky at the top: "Départ" above the names, then the days and the
 * hours in view. The ticks are drawn for the eye only; the column header's name says which days
 * the timeline covers.
 */
export function DepartureCalendarTimeHeader({
  labels,
  hours,
  hourPx,
  firstDay,
  lastDay,
  today,
}: DepartureCalendarTimeHeaderProps) {
  const { t } = useLingui();
  const dayCount = lastDay - firstDay + 1;
  const firstHour = hours[0]?.index ?? 0;
  const lastHour = hours.at(-1)?.index ?? 0;
  const days = [];
  for (let offset = Math.floor(firstHour / 24); offset <= Math.floor(lastHour / 24); offset++) {
    const day = firstDay + offset;
    days.push(
      <div
        key={day}
        className={styles.day}
        style={{ left: offset * 24 * hourPx, width: 24 * hourPx }}
      >
        <span className={styles.dayLabel} data-today={day === today || undefined}>
          {labels.shortDate(day)}
        </span>
      </div>,
    );
  }
  const period =
    dayCount === 1
      ? labels.fullDate(firstDay)
      : `${labels.fullDate(firstDay)} – ${labels.fullDate(lastDay)}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: see GRID in DepartureCalendarGrid.
    <div role="rowgroup">
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in DepartureCalendarGrid. */}
      <div role="row" aria-rowindex={1} className={styles.headerRow}>
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in DepartureCalendarGrid; not a tab stop. */}
        <div role="columnheader" className={styles.corner}>
          {t({ comment: "Header of the column of departure names.", message: "Départ" })}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in DepartureCalendarGrid; not a tab stop. */}
        <div
          role="columnheader"
          className={styles.timeAxis}
          style={{ width: dayCount * 24 * hourPx }}
        >
          {/* Its name as text (not a label over hidden content): a header must have text. */}
          <span className={visuallyHidden}>
            {t({
              comment:
                "Name of the time axis of the departure calendar: {period} is the shown days.",
              message: `Horaires, ${period}`,
            })}
          </span>
          <div aria-hidden="true">
            {days}
            {hours.map(({ index }) => (
              <div
                key={index}
                className={styles.hour}
                style={{ left: index * hourPx, width: hourPx }}
              >
                {clockTime((index % 24) * 60)}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
