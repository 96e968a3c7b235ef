import { type CalendarDate, today as todayIn } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { defaultTimeZone, type StaffCompleteness } from "@releve/domain";
import { forwardRef, useMemo, useState } from "react";
import { vars } from "../../tokens/contract.css";
import { EmptyState } from "../EmptyState/EmptyState";
import { Icon } from "../Icon/Icon";
import { Skeleton } from "../Skeleton/Skeleton";
import { SkeletonShape } from "../Skeleton/SkeletonShape";
import { staffCompletenessBadgeIcons } from "../StaffCompletenessBadge/StaffCompletenessBadgeIcons";
import { StatusLegend } from "../StatusLegend/StatusLegend";
import * as styles from "./DepartureCalendar.css";
import { DepartureCalendarGrid } from "./DepartureCalendarGrid";
import { useDepartureCalendarLabels } from "./DepartureCalendarLabels";
import {
  type DepartureCalendarDeparture,
  type DepartureCalendarMeans,
  epochDay,
  indexDepartures,
} from "./DepartureCalendarModel";
import type { DepartureCalendarGeometry } from "./DepartureCalendarRow";

/** The days a departure calendar shows, first and last included. */
export interface DepartureCalendarRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** A staff completeness in the legend: the icon the bars wear, in the same colour. */
function legendCompletenessIcon(completeness: StaffCompleteness) {
  return (
    <Icon
      name={staffCompletenessBadgeIcons[completeness]}
      size="sm"
      className={styles.completenessIcon({ completeness })}
    />
  );
}

/** Props of {@link DepartureCalendar}. */
export interface DepartureCalendarProps {
  /** The rows, in the order shown. */
  departures: readonly DepartureCalendarDeparture[];
  /** The means to draw; each goes in the row of its `departureId`, if it touches the shown days. */
  items: readonly DepartureCalendarMeans[];
  /**
   * The days shown, across: one day or several, 24 hours each on the wall clock of `timeZone`.
   * @default today alone
   */
  range?: DepartureCalendarRange;
  /**
   * The day marked as today in the time header. Pass it where the picture must not depend on the
   * date (tests).
   * @default today in `timeZone`
   */
  today?: CalendarDate;
  /**
   * The time zone the times are read in.
   * @default the organisation's, `defaultTimeZone` of @releve/domain
   */
  timeZone?: string;
  /**
   * The hour of the first day the timeline opens scrolled to.
   * @default 6
   */
  scrollToHour?: number;
  /** Called when a means is chosen (click, Enter or Space on its bar). */
  onSelectMeans?: (means: DepartureCalendarMeans) => void;
  /** Shows placeholders instead of the timeline while the departures and means load. */
  isLoading?: boolean;
  /** Name of the grid; the shown days are said by its time header. */
  "aria-label"?: string;
  className?: string;
}

const fallbackFontSize = 16;

/** The root font size in px, so the timeline grows with the text when it is enlarged (WCAG 1.4.4). */
function rootFontSize(): number {
  if (typeof document === "undefined") return fallbackFontSize;
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : fallbackFontSize;
}

/**
 * The means of intervention of each departure on a timeline: one row per departure, the hours
 * of one or several days across, each means a bar from its start to its end showing its times,
 * its validated / required staff and its title, with an icon for its status and one for its
 * staff completeness (never colour alone; the legend names them). Virtualized in both
 * directions, so 2,000 departures cost the rows in view. The bars and row headers form a grid
 * with one tab stop: arrows, Home/End, Ctrl+Home/End, PageUp/PageDown; Enter or Space chooses a
 * means (`onSelectMeans`).
 */
export const DepartureCalendar = forwardRef<HTMLDivElement, DepartureCalendarProps>(
  function DepartureCalendar(
    {
      departures,
      items,
      range: rangeProp,
      today: todayProp,
      timeZone = defaultTimeZone,
      scrollToHour = 6,
      onSelectMeans,
      isLoading = false,
      "aria-label": ariaLabel,
      className,
    },
    ref,
  ) {
    const { t } = useLingui();
    const labels = useDepartureCalendarLabels();
    const today = useMemo(() => todayProp ?? todayIn(timeZone), [todayProp, timeZone]);
    const range = rangeProp ?? { start: today, end: today };
    const firstDay = epochDay(range.start);
    const lastDay = Math.max(firstDay, epochDay(range.end));
    const dayCount = lastDay - firstDay + 1;
    // biome-ignore lint/correctness/useExhaustiveDependencies: the first day is read from `firstDay`.
    const index = useMemo(
      () => indexDepartures(departures, items, range.start, dayCount, timeZone),
      [departures, items, firstDay, dayCount, timeZone],
    );
    const [fontSize] = useState(rootFontSize);
    const geometry = useMemo<DepartureCalendarGeometry>(() => {
      const measures = styles.departureCalendarMeasures;
      return {
        namePx: measures.nameWidthRem * fontSize,
        hourPx: measures.hourWidthRem * fontSize,
        headerPx: measures.headerHeightRem * fontSize,
        lanePx: measures.laneHeightRem * fontSize,
        paddingPx: measures.rowPaddingRem * fontSize,
      };
    }, [fontSize]);

    const rootClass = className ? `${styles.root} ${className}` : styles.root;
    if (isLoading) {
      return (
        <div ref={ref} className={rootClass}>
          <Skeleton
            label={t({
              comment: "Spoken while the departure calendar loads.",
              message: "Chargement des départs…",
            })}
            className={styles.loadingRows}
          >
            {[70, 45, 85, 60, 35].map((width) => (
              <SkeletonShape key={width} shape="block" width={`${width}%`} height={vars.space[8]} />
            ))}
          </Skeleton>
        </div>
      );
    }
    if (departures.length === 0) {
      return (
        <div ref={ref} className={rootClass}>
          <EmptyState
            size="sm"
            icon="calendar"
            title={t({
              comment: "Shown when the departure calendar has no departure to show.",
              message: "Aucun départ à afficher",
            })}
          />
        </div>
      );
    }
    return (
      <div ref={ref} className={rootClass}>
        <StatusLegend renderCompletenessIcon={legendCompletenessIcon} />
        <p role="status" className={styles.message}>
          {index.shownCount === 0
            ? t({
                comment: "Shown when the planning calendar has no means in the shown period.",
                message: "Aucun moyen d'intervention sur cette période.",
              })
            : ""}
        </p>
        <DepartureCalendarGrid
          index={index}
          labels={labels}
          geometry={geometry}
          firstDay={firstDay}
          lastDay={lastDay}
          today={epochDay(today)}
          scrollToHour={scrollToHour}
          onSelectMeans={onSelectMeans}
          aria-label={
            ariaLabel ??
            t({
              comment: "Name of the departure calendar grid.",
              message: "Calendrier des départs",
            })
          }
        />
      </div>
    );
  },
);
