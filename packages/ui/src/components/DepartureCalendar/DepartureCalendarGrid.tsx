import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import * as styles from "./DepartureCalendar.css";
import type { DepartureCalendarLabels } from "./DepartureCalendarLabels";
import {
  type DepartureCalendarMeans,
  type DepartureFocus,
  type DepartureIndex,
  focusOfKey,
  initialFocus,
  keepFocus,
  moveDepartureFocus,
} from "./DepartureCalendarModel";
import {
  type DepartureCalendarGeometry,
  DepartureCalendarRow,
  focusKey,
} from "./DepartureCalendarRow";
import { DepartureCalendarTimeHeader } from "./DepartureCalendarTimeHeader";

/** Props of {@link DepartureCalendarGrid}. */
export interface DepartureCalendarGridProps {
  /** The calendar's rows and bars. */
  index: DepartureIndex;
  /** Translated words and formats. */
  labels: DepartureCalendarLabels;
  /** Pixel measures of the timeline. */
  geometry: DepartureCalendarGeometry;
  /** Days since 1970-01-01 of the first and last shown days, and of today. */
  firstDay: number;
  lastDay: number;
  today: number;
  /** The hour the timeline opens scrolled to. */
  scrollToHour: number;
  /** Called when a bar is chosen (click, Enter or Space). */
  onSelectMeans: ((means: DepartureCalendarMeans) => void) | undefined;
  /** Name of the grid. */
  "aria-label": string;
}

/** The size a box not laid out yet (test DOM, hidden tab) is taken to have. */
const fallbackRect: Rect = { width: 960, height: 480 };

const observeRect = (instance: Virtualizer<HTMLDivElement, Element>, onRect: (r: Rect) => void) =>
  observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : fallbackRect));

/** Inline values for vanilla-extract variables (`var(--name)` → `--name: value`). */
function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name.replace(/^var\((.*)\)$/, "$1"), value]),
  );
}

/**
 * The timeline as a grid, virtualized in both directions: only the rows in view (and the one
 * holding the tab stop) are in the DOM, and in them only the bars touching the hours in view.
 * One tab stop moves over the bars and row headers with the arrows, Home/End and PageUp/PageDown
 * (see `moveDepartureFocus`); a row not rendered yet is rendered, scrolled into view, then
 * focused. Rows count from 2 in `aria-rowindex`, the time header being row 1.
 */
export function DepartureCalendarGrid({
  index,
  labels,
  geometry,
  firstDay,
  lastDay,
  today,
  scrollToHour,
  onSelectMeans,
  "aria-label": ariaLabel,
}: DepartureCalendarGridProps) {
  const { rows } = index;
  const { namePx, hourPx, headerPx, lanePx, paddingPx } = geometry;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusState, setFocus] = useState<DepartureFocus>(() => initialFocus(index));
  const focus = keepFocus(index, focusState);
  const focusRequest = useRef(false);

  const heightOf = useCallback(
    (row: number) => (rows[row]?.lanes ?? 1) * lanePx + paddingPx,
    [rows, lanePx, paddingPx],
  );
  const offsets = useMemo(() => {
    const tops = new Float64Array(rows.length + 1);
    for (let row = 0; row < rows.length; row++) tops[row + 1] = (tops[row] ?? 0) + heightOf(row);
    return tops;
  }, [rows, heightOf]);
  // A new function when the rows change: the virtualizer measures them again.
  const rowKey = useCallback((row: number) => rows[row]?.departure.id ?? row, [rows]);

  const rowVirtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: heightOf,
    getItemKey: rowKey,
    scrollMargin: headerPx,
    overscan: 4,
    observeElementRect: observeRect,
    // The tab stop's row stays rendered wherever the scroll is, so it can take the focus.
    rangeExtractor: (range: Range) =>
      [...new Set([...defaultRangeExtractor(range), focus.row])].sort((a, b) => a - b),
  });
  const hourCount = Math.round(index.totalMinutes / 60);
  const columnVirtualizer = useVirtualizer<HTMLDivElement, Element>({
    horizontal: true,
    count: hourCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => hourPx,
    scrollMargin: namePx,
    overscan: 2,
    initialOffset: scrollToHour * hourPx,
    observeElementRect: observeRect,
  });

  // Opens on the hour asked for; later changes of days keep the scroll where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the grid mounts.
  useLayoutEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollLeft = scrollToHour * hourPx;
  }, []);

  // After a key moved the tab stop: scroll its row (and bar) into view, then focus it.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!focusRequest.current || !scroller) return;
    focusRequest.current = false;
    // Room for the focus ring, drawn outside the bar.
    const margin = 2 * paddingPx;
    const top = headerPx + (offsets[focus.row] ?? 0);
    const bottom = top + heightOf(focus.row);
    if (top < scroller.scrollTop + headerPx) scroller.scrollTop = top - headerPx;
    else if (bottom > scroller.scrollTop + scroller.clientHeight) {
      scroller.scrollTop = bottom - scroller.clientHeight;
    }
    const bar = rows[focus.row]?.bars.find(({ item }) => item === focus.item);
    if (bar) {
      const minutePx = hourPx / 60;
      const left = Math.max(0, bar.start) * minutePx - margin;
      const right = Math.min(index.totalMinutes, bar.end) * minutePx + margin;
      const width = scroller.clientWidth - namePx;
      if (left < scroller.scrollLeft) scroller.scrollLeft = left;
      else if (right > scroller.scrollLeft + width) {
        scroller.scrollLeft = Math.min(left, right - width);
      }
    }
    scroller
      .querySelector<HTMLElement>(`[data-focus-key="${focusKey(focus.row, focus.item)}"]`)
      ?.focus({ preventScroll: true });
  });

  const select = (element: HTMLElement) => {
    const means = index.items[Number(element.dataset.meansIndex)];
    if (means) onSelectMeans?.(means);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if ((event.key === "Enter" || event.key === " ") && target.dataset.meansIndex !== undefined) {
      event.preventDefault();
      select(target);
      return;
    }
    const viewHeight = scrollRef.current?.clientHeight || fallbackRect.height;
    const pageRows = Math.max(1, Math.floor((viewHeight - headerPx) / heightOf(-1)));
    const ctrlKey = event.ctrlKey || event.metaKey;
    const next = moveDepartureFocus(index, focus, event.key, { ctrlKey, pageRows });
    if (next === null) {
      // At an edge the keys still belong to the grid: the box does not scroll under the focus.
      if (navigationKeys.has(event.key)) event.preventDefault();
      return;
    }
    event.preventDefault();
    focusRequest.current = true;
    setFocus(next);
  };
  // A bar or header focused with the pointer (or by Tab) becomes the tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const key = (event.target as HTMLElement).dataset.focusKey;
    if (key === undefined || key === focusKey(focus.row, focus.item)) return;
    const next = focusOfKey(index, key);
    if (next) setFocus(next);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const bar = (event.target as HTMLElement).closest<HTMLElement>("[data-means-index]");
    if (bar) select(bar);
  };

  const hours = columnVirtualizer.getVirtualItems();
  const from = (hours[0]?.index ?? 0) * 60;
  const to = ((hours.at(-1)?.index ?? 0) + 1) * 60;
  const width = namePx + hourCount * hourPx;
  // GRID: the ARIA grid pattern on positioned elements. Table elements would need their table
  // layout, and rows placed by a virtualizer are absolutely positioned.
  return (
    // biome-ignore lint/a11y/useSemanticElements: see GRID above.
    <div
      ref={scrollRef}
      role="grid"
      aria-label={ariaLabel}
      aria-rowcount={rows.length + 1}
      aria-colcount={2}
      className={styles.scroller}
      style={inlineVars({
        [styles.nameWidth]: `${namePx}px`,
        [styles.hourWidth]: `${hourPx}px`,
        [styles.headerHeight]: `${headerPx}px`,
      })}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onClick={onClick}
    >
      <div style={{ width }}>
        <DepartureCalendarTimeHeader
          labels={labels}
          hours={hours}
          hourPx={hourPx}
          firstDay={firstDay}
          lastDay={lastDay}
          today={today}
        />
        {/* biome-ignore lint/a11y/useSemanticElements: see GRID above. */}
        <div role="rowgroup" className={styles.body} style={{ height: offsets[rows.length] }}>
          {rowVirtualizer.getVirtualItems().map(({ index: row }) => (
            <DepartureCalendarRow
              key={rows[row]?.departure.id ?? row}
              index={index}
              labels={labels}
              geometry={geometry}
              row={row}
              top={offsets[row] ?? 0}
              height={heightOf(row)}
              from={from}
              to={to}
              tabStop={row === focus.row ? focus.item : undefined}
              firstDay={firstDay}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

const navigationKeys = new Set([
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);
