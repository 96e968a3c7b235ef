import type { StaffCompleteness } from "@releve/domain";
import type { CSSProperties, ReactElement } from "react";
import { meansItem } from "./PlanningCalendarItem.css";
import { clockTime, type PlanningCalendarLabels } from "./PlanningCalendarLabels";
import type { MeansIndex, PlanningCalendarSegment } from "./PlanningCalendarModel";
import { laneArea } from "./PlanningCalendarTimeGrid.css";

const minutesPerDay = 1440;

/**
 * The means are plain functions returning one element with the button role — no component, no
 * hook, no state of their own: the grid listens once for clicks and keys (`data-means-index`
 * names the means; Enter and Space choose it there), so a month of 10,000 means costs what its
 * visible cells cost. Not a `<button>`: a button centres its content vertically, and a box on the
 * time grid reads from its top.
 */
interface MeansElementOptions {
  index: MeansIndex;
  item: number;
  labels: PlanningCalendarLabels;
  /** Whether Tab reaches it: only the means of the focused cell are in the tab order. */
  isTabbable: boolean;
  /**
   * Its place among its neighbours: elements are keyed by position, so a change of period
   * updates them in place instead of replacing them.
   */
  key: number;
}

/** A means on one line of a month cell: start time (or "→ end" on the days it runs on), staff, title. */
export function meansLine({
  index,
  item,
  labels,
  isTabbable,
  day,
  key,
}: MeansElementOptions & { day: number }): ReactElement | null {
  const means = index.items[item];
  if (!means) return null;
  const time =
    index.startDay[item] === day
      ? clockTime(index.startMinute[item] as number)
      : `→ ${index.endDay[item] === day ? clockTime(index.endMinute[item] as number) : ""}`;
  // Staff before the title: a long title is cut, the count stays.
  const text = `${time} · ${means.staff.validated}/${means.staff.required} · ${means.title}`;
  const completeness = index.completeness[item] as StaffCompleteness;
  return (
    // biome-ignore lint/a11y/useSemanticElements: see the note at the top of this file.
    <div
      key={key}
      role="button"
      tabIndex={isTabbable ? 0 : -1}
      className={meansItem({ status: means.status, layout: "line", completeness })}
      data-means-index={item}
      aria-label={labels.means(index, item, text, true)}
    >
      {text}
    </div>
  );
}

/**
 * A means as a box in a day column of the time grid: its top and height are fractions of the
 * day, its lane a fraction of the width the lanes share (`laneArea`).
 */
export function meansBox({
  index,
  item,
  labels,
  isTabbable,
  key,
  segment,
}: MeansElementOptions & { segment: PlanningCalendarSegment }): ReactElement | null {
  const means = index.items[item];
  if (!means) return null;
  // One property places the box (a change of week updates one declaration, not four): top and
  // bottom from its times, its sides from its lane within the width the lanes share.
  const top = (segment.start / minutesPerDay) * 100;
  const bottom = 100 - (segment.end / minutesPerDay) * 100;
  const start = `calc(${laneArea} * ${segment.lane / segment.lanes})`;
  const end = `calc(100% - ${laneArea} * ${(segment.lane + 1) / segment.lanes})`;
  const style: CSSProperties = { insetBlock: `${top}% ${bottom}%`, insetInline: `${start} ${end}` };
  const from = clockTime(index.startMinute[item] as number);
  const to = clockTime(index.endMinute[item] as number);
  const staff = `${means.staff.validated}/${means.staff.required}`;
  // In a narrow lane the period breaks after its dash, never before (a word joiner, then a
  // zero-width space); the spoken name goes without them.
  const text = `${means.title}\n${from}\u2060–\u200b${to} · ${staff}`;
  const completeness = index.completeness[item] as StaffCompleteness;
  return (
    // biome-ignore lint/a11y/useSemanticElements: see the note at the top of this file.
    <div
      key={key}
      role="button"
      tabIndex={isTabbable ? 0 : -1}
      className={meansItem({ status: means.status, layout: "box", completeness })}
      style={style}
      data-means-index={item}
      aria-label={labels.means(index, item, `${means.title} ${from}–${to} · ${staff}`, false)}
    >
      {text}
    </div>
  );
}
