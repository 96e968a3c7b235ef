import { memo } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as styles from "./DepartureCalendar.css";
import type { DepartureCalendarLabels } from "./DepartureCalendarLabels";
import type { DepartureIndex } from "./DepartureCalendarModel";

/** Pixel measures of the timeline, from the rem measures and the root font size. */
export interface DepartureCalendarGeometry {
  /** Width of the column of names. */
  namePx: number;
  /** Width of an hour. */
  hourPx: number;
  /** Height of the time header. */
  headerPx: number;
  /** Height of a lane of bars. */
  lanePx: number;
  /** Padding above the lanes of a row, and between two lanes. */
  paddingPx: number;
}

/** The key of what can hold the focus: a bar (`row:item`) or a row's header (`row:h`). */
export function focusKey(row: number, item: number | null): string {
  return `${row}:${item ?? "h"}`;
}

/** Props of {@link DepartureCalendarRow}. */
export interface DepartureCalendarRowProps {
  /** The calendar's rows and bars. */
  index: DepartureIndex;
  /** Translated words and formats. */
  labels: DepartureCalendarLabels;
  /** Pixel measures of the timeline. */
  geometry: DepartureCalendarGeometry;
  /** Position of the row among all rows, from 0. */
  row: number;
  /** Top of the row in the body, in px. */
  top: number;
  /** Height of the row, in px: its lanes and their padding. */
  height: number;
  /** First and last (exclusive) minutes in view: only the bars touching them are drawn. */
  from: number;
  to: number;
  /** What holds the tab stop when it is in this row (`undefined` otherwise). */
  tabStop: number | null | undefined;
  /** Days since 1970-01-01 of the first shown day. */
  firstDay: number;
}

/**
 * A departure: its name as the row header, then its time as one cell holding the bars in view.
 * Memoised: scrolling re-renders the rows whose window or tab stop changed. Bars carry their
 * means in `data-means-index`; the grid listens once for keys, clicks and focus.
 */
export const DepartureCalendarRow = memo(function DepartureCalendarRow({
  index,
  labels,
  geometry,
  row,
  top,
  height,
  from,
  to,
  tabStop,
  firstDay,
}: DepartureCalendarRowProps) {
  const model = index.rows[row];
  if (!model) return null;
  const minutePx = geometry.hourPx / 60;
  const bars = [];
  for (const bar of model.bars) {
    const isTabStop = tabStop === bar.item;
    // Bars out of view are not drawn, except the tab stop, which must stay focusable.
    if ((bar.end <= from || bar.start >= to) && !isTabStop) continue;
    const means = index.items[bar.item];
    if (!means) continue;
    const start = Math.max(0, bar.start);
    const end = Math.min(index.totalMinutes, bar.end);
    const completeness = index.completeness[bar.item] ?? "noneStaffed";
    bars.push(
      // biome-ignore lint/a11y/useSemanticElements: a <button> centres its content vertically and lays out its children its own way; Enter and Space are handled by the grid's listener.
      <div
        key={bar.item}
        role="button"
        tabIndex={isTabStop ? 0 : -1}
        className={styles.bar({ status: means.status, completeness })}
        style={{
          left: start * minutePx,
          width: (end - start) * minutePx,
          top: geometry.paddingPx + bar.lane * geometry.lanePx,
          height: geometry.lanePx - geometry.paddingPx,
        }}
        data-means-index={bar.item}
        data-focus-key={focusKey(row, bar.item)}
        data-status={means.status}
        data-completeness={completeness}
        aria-label={labels.spoken(index, bar, firstDay)}
      >
        <span className={styles.barText}>{labels.shown(index, bar)}</span>
      </div>,
    );
  }
  const { name } = model.departure;
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in DepartureCalendarGrid.
    <div
      role="row"
      aria-rowindex={row + 2}
      className={styles.row}
      style={{ transform: `translateY(${top}px)`, height }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: see GRID in DepartureCalendarGrid. */}
      <div
        role="rowheader"
        tabIndex={tabStop === null ? 0 : -1}
        className={styles.rowHeader}
        data-focus-key={focusKey(row, null)}
        title={name}
      >
        <span className={styles.rowName}>{name}</span>
        <span className={visuallyHidden}>{`, ${labels.count(model.bars.length)}`}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GRID in DepartureCalendarGrid; its bars are the tab stops. */}
      <div
        role="gridcell"
        className={styles.track}
        style={{ width: (index.totalMinutes / 60) * geometry.hourPx, height: "100%" }}
      >
        {bars}
      </div>
    </div>
  );
});
