import { useLingui } from "@lingui/react/macro";
import { memo, useLayoutEffect, useMemo, useRef } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { PlanningCalendarHourMore } from "./PlanningCalendarHourMore";
import { meansBox } from "./PlanningCalendarItem";
import { clockTime, type PlanningCalendarLabels } from "./PlanningCalendarLabels";
import {
  layoutDay,
  type MeansIndex,
  meansByDay,
  type PlanningCalendarDayLayout,
} from "./PlanningCalendarModel";
import type { PlanningCalendarViewProps } from "./PlanningCalendarMonth";
import * as styles from "./PlanningCalendarTimeGrid.css";

/** Shortest drawn length of a means, in minutes: half an hour is the 24 px minimum target. */
const minMinutes = 30;
const hourLabels = Array.from({ length: 24 }, (_, hour) => clockTime(hour * 60));

interface DayProps {
  day: number;
  layout: PlanningCalendarDayLayout;
  /** How many means touch the day, shown or not. */
  count: number;
  index: MeansIndex;
  labels: PlanningCalendarLabels;
  isActive: boolean;
  isToday: boolean;
  isDayView: boolean;
  isLoading: boolean;
  onSelectItem: (item: number) => void;
}

/**
 * A day's header: the day's tab stop (named after the day and its number of means), and in the
 * week the "+N" of the means beyond the lanes, which opens the day. Memoised, like the column.
 */
const DayHeader = memo(function DayHeader({
  day,
  layout,
  count,
  labels,
  isActive,
  isToday,
  isDayView,
  isLoading,
}: Omit<DayProps, "index" | "onSelectItem">) {
  const name = labels.fullDate(day);
  return (
    // biome-ignore lint/a11y/useSemanticElements: see GRID in PlanningCalendarMonth.
    <div
      role="columnheader"
      tabIndex={isActive ? 0 : -1}
      className={styles.columnHeader}
      data-cell={day}
      data-day={day}
      data-open-day={isDayView ? undefined : day}
      aria-current={isToday ? "date" : undefined}
      aria-label={isLoading ? name : labels.cell(name, count)}
    >
      <span aria-hidden="true">{`${labels.weekday(day)} ${labels.dayOfMonth(day)}`}</span>
      {!isDayView && !isLoading && layout.hiddenCount > 0 ? (
        <button
          type="button"
          tabIndex={isActive ? 0 : -1}
          className={styles.more}
          data-open-day={day}
        >
          {labels.more(layout.hiddenCount)}
        </button>
      ) : null}
    </div>
  );
});

/** A day's column of means. Memoised: moving the focus re-renders the two days concerned. */
const DayColumn = memo(function DayColumn({
  day,
  layout,
  index,
  labels,
  isActive,
  isToday,
  isDayView,
  isLoading,
  onSelectItem,
}: Omit<DayProps, "count">) {
  const content = [];
  const keepsStrip = isDayView && layout.hiddenCount > 0;
  if (isLoading) {
    content.push(
      <span
        key="loading"
        className={styles.skeleton}
        style={{ top: `${((8 + (day % 3) * 2) / 24) * 100}%` }}
        aria-hidden="true"
      />,
    );
  } else {
    layout.segments.forEach((segment, key) => {
      content.push(
        meansBox({
          index,
          item: segment.index,
          labels,
          isTabbable: isActive,
          key,
          segment,
          keepsStrip,
        }),
      );
    });
    if (isDayView) {
      layout.hiddenByHour.forEach((items, hour) => {
        if (items.length === 0) return;
        content.push(
          <PlanningCalendarHourMore
            // biome-ignore lint/suspicious/noArrayIndexKey: the hour of the day is the identity.
            key={`more-${hour}`}
            index={index}
            items={items}
            labels={labels}
            day={day}
            hour={hour}
            isTabbable={isActive}
            onSelectItem={onSelectItem}
          />,
        );
      });
    }
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in PlanningCalendarMonth; the day's header is its tab stop.
    <div
      role="gridcell"
      className={styles.dayColumn}
      data-day={day}
      data-today={isToday || undefined}
      data-has-more={keepsStrip || undefined}
    >
      {content}
    </div>
  );
});

/** The hours down the side. Memoised: the same at every change of period. */
const HourGutter = memo(function HourGutter({ name }: { name: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in PlanningCalendarMonth; not a tab stop.
    <div role="rowheader" className={`${styles.gutter} ${styles.hours}`} aria-label={name}>
      {hourLabels.map((label) => (
        <span key={label} className={styles.hour} aria-hidden="true">
          {label}
        </span>
      ))}
    </div>
  );
});

/**
 * The week and day views: one column per day, the hours down, each day's header its tab stop.
 * Overlapping means share the width in lanes, at most `maxLanes`; the others are counted in a
 * "+N" (per day in the week, opening the day; per hour in the day, opening a list), so the page
 * holds about the same number of elements for 100 or 10,000 means.
 */
export function PlanningCalendarTimeGrid({
  index,
  firstDay,
  lastDay,
  activeDay,
  today,
  labels,
  isLoading,
  gridProps,
  actions,
  maxLanes,
  scrollToHour,
}: PlanningCalendarViewProps & { maxLanes: number; scrollToHour: number }) {
  const { t } = useLingui();
  const dayCount = lastDay - firstDay + 1;
  const isDayView = dayCount === 1;
  const { byDay, layouts } = useMemo(() => {
    const means = meansByDay(index, firstDay, dayCount);
    return {
      byDay: means,
      layouts: means.map((ofDay, d) => layoutDay(index, ofDay, firstDay + d, maxLanes, minMinutes)),
    };
  }, [index, firstDay, dayCount, maxLanes]);
  const bodyRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount — later scrolling is the person's.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const scroller = body?.closest<HTMLElement>(`.${styles.scroller}`);
    if (body && scroller) scroller.scrollTop = (body.offsetHeight / 24) * scrollToHour;
  }, []);

  const hourName = t({
    comment: "Header of the hour column of the planning calendar.",
    message: "Heure",
  });
  const headers = [];
  const columns = [];
  for (let d = 0; d < dayCount; d++) {
    const day = firstDay + d;
    const layout = layouts[d] as PlanningCalendarDayLayout;
    const common = {
      day,
      layout,
      labels,
      isActive: day === activeDay,
      isToday: day === today,
      isDayView,
      isLoading,
    };
    // Keyed by position: a change of week updates the same elements instead of replacing them.
    headers.push(<DayHeader key={d} {...common} count={byDay[d]?.length ?? 0} />);
    columns.push(
      <DayColumn key={d} {...common} index={index} onSelectItem={actions.onSelectItem} />,
    );
  }
  return (
    <div className={styles.scroller}>
      {/* biome-ignore lint/a11y/useSemanticElements: see GRID in PlanningCalendarMonth. */}
      <div {...gridProps} role="grid" className={styles.grid}>
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in PlanningCalendarMonth. */}
        <div role="row" className={styles.headRow}>
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in PlanningCalendarMonth; not a tab stop. */}
          <div role="columnheader" className={styles.gutter}>
            <span className={visuallyHidden}>{hourName}</span>
          </div>
          {headers}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in PlanningCalendarMonth. */}
        <div ref={bodyRef} role="row" className={styles.bodyRow}>
          <HourGutter name={hourName} />
          {columns}
        </div>
      </div>
    </div>
  );
}
