import type { CalendarDate } from "@internationalized/date";
import {
  epochDay,
  type MeansOfIntervention,
  type StaffCompleteness,
  staffCompleteness,
  wallClockMinutes,
} from "@releve/domain";

/** A departure: one row of the calendar, named as the host reads it from reference data. */
export interface DepartureCalendarDeparture {
  /** The departure's id, which means name in `departureId`. */
  id: number;
  /** What the row is called: the departure's label, its base or its vehicle. */
  name: string;
}

/**
 * What the departure calendar shows of a means of intervention: the domain's fields as the API
 * returns them (instants with their offset, staff counts, status, departure), plus the labels the
 * host resolves from reference data.
 */
export interface DepartureCalendarMeans
  extends Pick<MeansOfIntervention, "id" | "start" | "end" | "status" | "staff"> {
  /** The departure whose row shows the means; a means of an unknown departure is not shown. */
  departureId: number;
  /** What the means is called: its type label, plate number or team name. */
  title: string;
  /** The operational activity the means belongs to. */
  activityName: string;
  /** The completeness the API computed; derived from `staff` by the domain's rule when left out. */
  staffCompleteness?: StaffCompleteness;
}

/** A means placed on the time axis: minutes of wall clock since the first shown day began. */
export interface DepartureBar {
  /** Position of the means in `items`. */
  readonly item: number;
  /** Start in minutes since the first shown day began (negative when it began before). */
  readonly start: number;
  /** Exclusive, like every end in the domain. */
  readonly end: number;
  /** Its lane in the row, from 0. */
  readonly lane: number;
}

/** One row: a departure and its bars, in order of start (longest first on a tie). */
export interface DepartureRowModel {
  /** The departure the row shows. */
  readonly departure: DepartureCalendarDeparture;
  /** Its means, by start. */
  readonly bars: readonly DepartureBar[];
  /** How many lanes overlapping means need (at least 1): the row is that many bars high. */
  readonly lanes: number;
}

/**
 * The calendar's data, read once: each means placed on the time axis (in the calendar's time
 * zone) and in a lane of its departure's row.
 */
export interface DepartureIndex {
  /** The means as given, which bars name by position. */
  readonly items: readonly DepartureCalendarMeans[];
  /** One row per departure, in the order given. */
  readonly rows: readonly DepartureRowModel[];
  /** The staff completeness of each means, by position. */
  readonly completeness: readonly StaffCompleteness[];
  /** Minutes the time axis spans: 1,440 a day. */
  readonly totalMinutes: number;
  /** How many means are drawn. */
  readonly shownCount: number;
}

/** Days since 1970-01-01 of a calendar date: the domain's day numbers. */
export { epochDay };

/**
 * Reads departures and means into rows for the days from `firstDay`, `dayCount` of them. Rows
 * keep the order of `departures`; a means overlapping another of its row goes to the first lane
 * free at its start.
 */
export function indexDepartures(
  departures: readonly DepartureCalendarDeparture[],
  items: readonly DepartureCalendarMeans[],
  firstDay: CalendarDate,
  dayCount: number,
  timeZone: string,
): DepartureIndex {
  const totalMinutes = dayCount * 1440;
  const origin = epochDay(firstDay) * 1440;
  const rowOf = new Map<number, number>();
  departures.forEach((departure, position) => {
    if (!rowOf.has(departure.id)) rowOf.set(departure.id, position);
  });
  const barsOf: { item: number; start: number; end: number; id: number }[][] = departures.map(
    () => [],
  );
  const completeness: StaffCompleteness[] = [];
  let shownCount = 0;
  items.forEach((means, item) => {
    completeness.push(means.staffCompleteness ?? staffCompleteness(means.staff));
    const position = rowOf.get(means.departureId);
    if (position === undefined) return;
    const start = wallClockMinutes(means.start, timeZone) - origin;
    // A means that ends when it starts is still drawn, a minute long, so it can be reached.
    const end = Math.max(start + 1, wallClockMinutes(means.end, timeZone) - origin);
    if (end <= 0 || start >= totalMinutes) return;
    barsOf[position]?.push({ item, start, end, id: means.id });
    shownCount++;
  });
  const rows = departures.map((departure, position) => {
    const placed = barsOf[position] ?? [];
    placed.sort((a, b) => a.start - b.start || b.end - a.end || a.id - b.id);
    // Greedy lanes: each bar takes the first lane whose last bar has ended.
    const laneEnds: number[] = [];
    const bars = placed.map(({ item, start, end }) => {
      let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = end;
      return { item, start, end, lane };
    });
    return { departure, bars, lanes: Math.max(1, laneEnds.length) };
  });
  return { items, rows, completeness, totalMinutes, shownCount };
}

/**
 * Where the keyboard focus is: a row, and a means of it or (`item` null) the row's header.
 * `anchor` is the minute the focus is looking at: moving up and down goes to the means nearest
 * to it, even through rows that have none.
 */
export interface DepartureFocus {
  /** Position of the row, from 0. */
  readonly row: number;
  /** Position of the means in `items`, or null for the row's header. */
  readonly item: number | null;
  /** The minute looked at, or null when the focus is on the headers. */
  readonly anchor: number | null;
}

/** The first means of a row, or its header when it has none: where Tab first lands. */
export function initialFocus(index: DepartureIndex, row = 0): DepartureFocus {
  const first = index.rows[row]?.bars[0];
  return first === undefined
    ? { row, item: null, anchor: null }
    : { row, item: first.item, anchor: middle(index, first) };
}

/** The minute in the middle of the shown part of a bar. */
function middle(index: DepartureIndex, bar: DepartureBar): number {
  return Math.floor((Math.max(0, bar.start) + Math.min(index.totalMinutes, bar.end)) / 2);
}

/** The means of a row nearest to minute `anchor` (one running at it first), or null. */
export function nearestBar(index: DepartureIndex, row: number, anchor: number): number | null {
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const { item, start, end } of index.rows[row]?.bars ?? []) {
    const distance = anchor < start ? start - anchor : anchor >= end ? anchor - end + 1 : 0;
    if (distance < bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}

/** The same kind of place (header, or the means nearest to the anchor) in another row. */
function inRow(index: DepartureIndex, focus: DepartureFocus, row: number): DepartureFocus {
  const target = Math.min(Math.max(row, 0), index.rows.length - 1);
  const item = focus.anchor === null ? null : nearestBar(index, target, focus.anchor);
  return { row: target, item, anchor: focus.anchor };
}

/**
 * Where a key moves the focus, as in a grid (WAI-ARIA APG): Left and Right go from means to
 * means along the row (the header being its first cell), Up and Down to the nearest means of the
 * row above or below, Home and End to the ends of the row, Ctrl+Home and Ctrl+End to the first
 * and last rows, PageUp and PageDown by `pageRows` rows. Null when the key does not move it.
 */
export function moveDepartureFocus(
  index: DepartureIndex,
  focus: DepartureFocus,
  key: string,
  { ctrlKey = false, pageRows = 10 }: { ctrlKey?: boolean; pageRows?: number } = {},
): DepartureFocus | null {
  const bars = index.rows[focus.row]?.bars ?? [];
  const at = focus.item === null ? -1 : bars.findIndex(({ item }) => item === focus.item);
  const toBar = (position: number): DepartureFocus | null => {
    if (position === at) return null;
    if (position < 0) return { row: focus.row, item: null, anchor: null };
    const bar = bars[position];
    return bar === undefined
      ? null
      : { row: focus.row, item: bar.item, anchor: middle(index, bar) };
  };
  const toRow = (row: number): DepartureFocus | null => {
    const target = inRow(index, focus, row);
    return target.row === focus.row ? null : target;
  };
  switch (key) {
    case "ArrowRight":
      return toBar(Math.min(at + 1, bars.length - 1));
    case "ArrowLeft":
      return at >= 0 ? toBar(at - 1) : null;
    case "ArrowDown":
      return toRow(focus.row + 1);
    case "ArrowUp":
      return toRow(focus.row - 1);
    case "PageDown":
      return toRow(focus.row + pageRows);
    case "PageUp":
      return toRow(focus.row - pageRows);
    case "Home":
      return ctrlKey ? toRow(0) : toBar(-1);
    case "End":
      return ctrlKey ? toRow(index.rows.length - 1) : toBar(bars.length - 1);
    default:
      return null;
  }
}

/**
 * The focus still valid after the data changed: in the last row if its row is gone, on the
 * row's header or nearest means if its means is gone.
 */
export function keepFocus(index: DepartureIndex, focus: DepartureFocus): DepartureFocus {
  const row = Math.min(focus.row, Math.max(0, index.rows.length - 1));
  const bars = index.rows[row]?.bars ?? [];
  if (row === focus.row && (focus.item === null || bars.some(({ item }) => item === focus.item))) {
    return focus;
  }
  const item = focus.anchor === null ? null : nearestBar(index, row, focus.anchor);
  return { row, item, anchor: focus.anchor };
}

/** The focus a `data-focus-key` names (`row:item` or `row:h`), or null. */
export function focusOfKey(index: DepartureIndex, key: string): DepartureFocus | null {
  const [rowText, itemText] = key.split(":");
  const row = Number(rowText);
  const model = index.rows[row];
  if (!model) return null;
  if (itemText === "h") return { row, item: null, anchor: null };
  const bar = model.bars.find(({ item }) => item === Number(itemText));
  return bar ? { row, item: bar.item, anchor: middle(index, bar) } : null;
}
