import type { MeansStatus, StaffCompleteness } from "@releve/domain";
import type { CSSProperties, ReactElement } from "react";
import { type MeansItemLayout, meansItem } from "./PlanningCalendarItem.css";
import { clockTime, type PlanningCalendarLabels } from "./PlanningCalendarLabels";
import type { MeansIndex, PlanningCalendarSegment } from "./PlanningCalendarModel";
import { laneArea } from "./PlanningCalendarTimeGrid.css";

const minutesPerDay = 1440;

const itemClasses = new Map<string, string>();

/** The recipe's class names of a means, worked out once per combination (32 in all). */
function itemClass(
  status: MeansStatus,
  layout: MeansItemLayout,
  completeness: StaffCompleteness,
): string {
  const key = `${status} ${layout} ${completeness}`;
  let name = itemClasses.get(key);
  if (name === undefined) {
    name = meansItem({ status, layout, completeness });
    itemClasses.set(key, name);
  }
  return name;
}

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
      className={itemClass(means.status, "line", completeness)}
      data-means-index={item}
      aria-label={labels.means(index, item, text, true)}
    >
      {text}
    </div>
  );
}

/**
 * A means as a box in a day column of the time grid: its top and height are fractions of the
 * day, its lane a fraction of the width. When the column keeps a strip for its "+N" (the day
 * view), the lanes share the width left (`laneArea`); otherwise plain percentages, which a change
 * of week restyles at half the cost of a `calc()` with a custom property.
 */
export function meansBox({
  index,
  item,
  labels,
  isTabbable,
  key,
  segment,
  keepsStrip,
}: MeansElementOptions & {
  segment: PlanningCalendarSegment;
  /** Whether the column keeps a strip at its end for the "+N" of its hours. */
  keepsStrip: boolean;
}): ReactElement | null {
  const means = index.items[item];
  if (!means) return null;
  // Two shorthands place the box (a change of week updates two declarations, not four): top
  // and bottom from its times, its sides from its lane.
  const top = (segment.start / minutesPerDay) * 100;
  const bottom = 100 - (segment.end / minutesPerDay) * 100;
  const startShare = segment.lane / segment.lanes;
  const endShare = (segment.lane + 1) / segment.lanes;
  const insetInline = keepsStrip
    ? `calc(${laneArea} * ${startShare}) calc(100% - ${laneArea} * ${endShare})`
    : `${startShare * 100}% ${100 - endShare * 100}%`;
  const style: CSSProperties = { insetBlock: `${top}% ${bottom}%`, insetInline };
  const from = clockTime(index.startMinute[item] as number);
  const to = clockTime(index.endMinute[item] as number);
  const staff = `${means.staff.validated}/${means.staff.required}`;
  // The icons open the first line; a zero-width space after them lets a title too long for
  // the rest of that line start on the next one whole, instead of being cut after a letter or
  // two. The period breaks after its dash (the en dash's own line breaking class).
  const text = `\u200b${means.title}\n${from}–${to} · ${staff}`;
  const completeness = index.completeness[item] as StaffCompleteness;
  return (
    // biome-ignore lint/a11y/useSemanticElements: see the note at the top of this file.
    <div
      key={key}
      role="button"
      tabIndex={isTabbable ? 0 : -1}
      className={itemClass(means.status, "box", completeness)}
      style={style}
      data-means-index={item}
      aria-label={labels.means(index, item, `${means.title} ${from}–${to} · ${staff}`, false)}
    >
      {text}
    </div>
  );
}
