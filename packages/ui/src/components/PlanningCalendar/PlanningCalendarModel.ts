import {
  fastInstantMs,
  localDaySpan,
  type MeansOfIntervention,
  type StaffCompleteness,
  staffCompleteness,
} from "@releve/domain";

/**
 * What the planning calendar shows of a means of intervention: the domain's fields as the API
 * returns them (instants with their offset, staff counts, status), plus the two labels the host
 * resolves from reference data (the type or name of the means, the name of its activity).
 */
export interface PlanningCalendarMeans
  extends Pick<MeansOfIntervention, "id" | "start" | "end" | "status" | "staff"> {
  /** What the means is called on the calendar: its type label, plate number or team name. */
  title: string;
  /** The operational activity the means belongs to. */
  activityName: string;
  /**
   * The completeness the API computed. When left out it is derived from `staff` with the domain's
   * `staffCompleteness` rule.
   */
  staffCompleteness?: StaffCompleteness;
}

/**
 * The means of a calendar, read once into flat arrays so that the views lay out a month of
 * 10,000 means with plain loops: instants in milliseconds, and their wall clock in the calendar's
 * time zone as a day number (days since 1970-01-01) and minutes since midnight.
 */
export interface MeansIndex {
  readonly items: readonly PlanningCalendarMeans[];
  /** Item positions ordered by start, then longest first (ties by id), the order of every view. */
  readonly order: Int32Array;
  readonly startDay: Int32Array;
  /** The last day the means touches: its end is exclusive, so a shift ending at midnight does not touch the next day. */
  readonly endDay: Int32Array;
  readonly startMinute: Int16Array;
  /** Minutes since midnight of the end on `endDay`, 1440 when it ends at midnight. */
  readonly endMinute: Int16Array;
  readonly completeness: readonly StaffCompleteness[];
}

const minutesPerDay = 1440;

/**
 * Reads the means into a {@link MeansIndex}. Days are the domain's `localDaySpan`, the rule of
 * `registrationsByDay`: a means counts on every local day of the half-open period [start, end),
 * and one whose end is not after its start counts on its start day only.
 *
 * @throws RangeError when an instant is not an ISO 8601 date-time with an offset.
 */
export function indexMeans(items: readonly PlanningCalendarMeans[], timeZone: string): MeansIndex {
  const count = items.length;
  const startMs = new Float64Array(count);
  const endMs = new Float64Array(count);
  const startDay = new Int32Array(count);
  const endDay = new Int32Array(count);
  const startMinute = new Int16Array(count);
  const endMinute = new Int16Array(count);
  const completeness: StaffCompleteness[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const item = items[i] as PlanningCalendarMeans;
    const start = fastInstantMs(item.start);
    const end = fastInstantMs(item.end);
    startMs[i] = start;
    endMs[i] = end;
    const span = localDaySpan(start, end, timeZone);
    startDay[i] = span.startDay;
    startMinute[i] = span.startMinute;
    endDay[i] = span.endDay;
    endMinute[i] = span.endMinute;
    completeness[i] = item.staffCompleteness ?? staffCompleteness(item.staff);
  }
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort(
    (a, b) =>
      (startMs[a] as number) - (startMs[b] as number) ||
      (endMs[b] as number) - (endMs[a] as number) ||
      (items[a] as PlanningCalendarMeans).id - (items[b] as PlanningCalendarMeans).id,
  );
  return { items, order, startDay, endDay, startMinute, endMinute, completeness };
}

/**
 * The means of each day from `firstDay` (a day number) for `dayCount` days, as item positions in
 * the index's order. One pass over the index: months are switched without parsing anything again.
 */
export function meansByDay(index: MeansIndex, firstDay: number, dayCount: number): number[][] {
  const days: number[][] = [];
  for (let d = 0; d < dayCount; d++) days.push([]);
  const lastDay = firstDay + dayCount - 1;
  const { order, startDay, endDay } = index;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    const from = startDay[i] as number;
    const to = endDay[i] as number;
    if (to < firstDay || from > lastDay) continue;
    const stop = Math.min(to, lastDay);
    for (let d = Math.max(from, firstDay); d <= stop; d++) (days[d - firstDay] as number[]).push(i);
  }
  return days;
}

/** A means laid out in a day column of the week or day view. */
export interface PlanningCalendarSegment {
  /** Position of the means in the index. */
  readonly index: number;
  /**
   * Minutes since midnight where the box is drawn on that day: the part of the means on it, at
   * least `minMinutes` long and within the day.
   */
  readonly start: number;
  readonly end: number;
  /** Whether the means began on an earlier day (its top edge is the day's midnight). */
  readonly continues: boolean;
  /** Lane from the left, and how many lanes its group of overlapping means shares. */
  readonly lane: number;
  lanes: number;
}

/** A day column: the means shown side by side, and those beyond the lane limit, by hour. */
export interface PlanningCalendarDayLayout {
  /** The shown segments, in the index's order. */
  readonly segments: readonly PlanningCalendarSegment[];
  /** Item positions of the means not shown, grouped by the hour they start in (0 to 23). */
  readonly hiddenByHour: readonly number[][];
  readonly hiddenCount: number;
}

/**
 * Lays out one day of the time grid: each means takes the leftmost lane free at its start; a
 * group of means overlapping one another shares its width between its lanes, up to `maxLanes`;
 * means beyond are not drawn but counted, so the page holds the same number of elements whether
 * the day has 5 means or 500. `minMinutes` is the shortest height a means is drawn with (an
 * empty or very short one still needs a target), and counts as its length for overlaps.
 */
export function layoutDay(
  index: MeansIndex,
  dayMeans: readonly number[],
  day: number,
  maxLanes: number,
  minMinutes: number,
): PlanningCalendarDayLayout {
  const segments: PlanningCalendarSegment[] = [];
  const hiddenByHour: number[][] = [];
  for (let h = 0; h < 24; h++) hiddenByHour.push([]);
  const laneEnds: number[] = [];
  let group: PlanningCalendarSegment[] = [];
  let groupEnd = -1;
  let hiddenCount = 0;
  const closeGroup = () => {
    const lanes = Math.min(laneEnds.length, maxLanes);
    for (const segment of group) segment.lanes = lanes;
    group = [];
    laneEnds.length = 0;
  };
  for (const i of dayMeans) {
    const continues = (index.startDay[i] as number) < day;
    const start = continues ? 0 : (index.startMinute[i] as number);
    const end = (index.endDay[i] as number) > day ? minutesPerDay : (index.endMinute[i] as number);
    // Drawn no shorter than `minMinutes`, and never past midnight.
    const drawnEnd = Math.min(minutesPerDay, Math.max(end, start + minMinutes));
    if (start >= groupEnd && laneEnds.length > 0) closeGroup();
    let lane = 0;
    while (lane < laneEnds.length && (laneEnds[lane] as number) > start) lane++;
    laneEnds[lane] = drawnEnd;
    groupEnd = Math.max(groupEnd, drawnEnd);
    if (lane < maxLanes) {
      const drawnStart = Math.min(start, minutesPerDay - minMinutes);
      const segment = { index: i, start: drawnStart, end: drawnEnd, continues, lane, lanes: 1 };
      group.push(segment);
      segments.push(segment);
    } else {
      (hiddenByHour[Math.min(23, Math.floor(start / 60))] as number[]).push(i);
      hiddenCount++;
    }
  }
  closeGroup();
  return { segments, hiddenByHour, hiddenCount };
}

/** Whether any means touches a day from `firstDay` to `lastDay`; stops at the first one. */
export function hasMeansBetween(index: MeansIndex, firstDay: number, lastDay: number): boolean {
  for (let i = 0; i < index.items.length; i++) {
    if ((index.startDay[i] as number) <= lastDay && (index.endDay[i] as number) >= firstDay) {
      return true;
    }
  }
  return false;
}
