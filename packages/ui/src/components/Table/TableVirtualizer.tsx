import { type ComponentProps, useContext, useEffect, useLayoutEffect, useRef } from "react";
import {
  type CollectionRenderer,
  type ColumnProps,
  DefaultCollectionRenderer,
  type Key,
  TableStateContext,
} from "react-aria-components";
import { vars } from "../../tokens/contract.css";
import * as styles from "./Table.css";
import { TableLoadingContext, type TableWindow, TableWindowContext } from "./TableWindow";

/**
 * The collection renderer of a virtualized table (react-aria's `CollectionRendererContext`, the
 * slot its own `Virtualizer` fills). Declaring the collection virtualized makes react-aria draw
 * the table with ARIA roles on `div`s, which rows can be positioned in, and use the window's
 * layout delegate for PageUp/PageDown. What a window of rows cannot give react-aria is done here:
 * - `aria-rowcount` on the grid and `aria-rowindex` on each row count every row, not the window
 *   (react-aria computes them from the window; they are written after it, on each render);
 * - Home, End, Ctrl+Home, Ctrl+End, PageUp and PageDown go to the first or last of *all* rows,
 *   or a page away: the row is first put in the window, then react-aria is told to focus it (row
 *   or cell, as react-aria would), and it scrolls it into view; with Shift in multiple selection,
 *   the rows in between are selected;
 * - `aria-busy` is set while the table loads;
 * - the header's height is measured, for the virtualizer and for the scroll padding that keeps
 *   a focused row from hiding under the sticky header.
 */

type RootProps = ComponentProps<CollectionRenderer["CollectionRoot"]>;
type BranchProps = ComponentProps<CollectionRenderer["CollectionBranch"]>;

function CollectionRoot({ collection, persistedKeys }: RootProps) {
  const tableWindow = useContext(TableWindowContext);
  if (tableWindow) {
    tableWindow.rowKeyOf = (key: Key) => {
      const node = collection.getItem(key);
      return node?.type === "cell" && node.parentKey != null ? node.parentKey : key;
    };
  }
  useLayoutEffect(() => {
    tableWindow?.setPersistedKeys(persistedKeys, tableWindow.rowKeyOf);
  });
  return <DefaultCollectionRenderer.CollectionRoot collection={collection} />;
}

function CollectionBranch(props: BranchProps) {
  return props.parent.type === "tablebody" ? (
    <TableBodyRows {...props} />
  ) : (
    <DefaultCollectionRenderer.CollectionBranch {...props} />
  );
}

/** A Home, End, PageUp or PageDown waiting for its row to reach the collection. */
interface Request {
  index: number;
  /** Focus this cell of the row (its position, or first/last), or the row itself. */
  cell: "first" | "last" | number | null;
  /** Shift held in multiple selection: select from the row focused before to this one. */
  extendFrom: number | null;
}

function TableBodyRows(props: BranchProps) {
  const tableWindow = useContext(TableWindowContext);
  const state = useContext(TableStateContext);
  const isLoading = useContext(TableLoadingContext);
  const request = useRef<Request | null>(null);
  // Its parent is the body element: children's refs are set before this component's layout
  // effect runs, the body's own ref only after.
  const marker = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const body = marker.current?.parentElement;
    const grid = body?.closest<HTMLElement>('[role="grid"]');
    if (tableWindow && state && body && grid) {
      correctAria(tableWindow, grid, body, state.collection.headerRows.length, isLoading);
    }
  });

  // Applies a Home, End, PageUp or PageDown once its row is in the collection (at once if it
  // already was).
  const apply = () => {
    const pending = request.current;
    const key = pending ? tableWindow?.keyAt(pending.index) : undefined;
    const row = key == null ? null : state?.collection.getItem(key);
    if (!pending || !tableWindow || !state || key == null || !row) return;
    request.current = null;
    tableWindow.clearRequest();
    const manager = state.selectionManager;
    let target: Key = key;
    if (pending.cell) {
      const cells = [...(state.collection.getChildren?.(key) ?? [])];
      const cell =
        pending.cell === "first"
          ? cells[0]
          : pending.cell === "last"
            ? cells.at(-1)
            : cells[pending.cell];
      target = cell?.key ?? key;
    }
    if (pending.extendFrom !== null) {
      const from = Math.min(pending.extendFrom, pending.index);
      const to = Math.max(pending.extendFrom, pending.index);
      const range = Array.from({ length: to - from + 1 }, (_, i) => tableWindow.keyAt(from + i));
      const selected = manager.selectedKeys;
      manager.setSelectedKeys([...selected, ...range.filter((k): k is Key => k != null)]);
    }
    manager.setFocused(true);
    manager.setFocusedKey(target);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the collection changes.
  useEffect(apply, [props.collection]);

  useEffect(() => {
    const grid = tableWindow?.scrollElement;
    if (!grid || !tableWindow || !state) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!navigationKeys.has(event.key) || event.altKey) return;
      const manager = state.selectionManager;
      const node = manager.focusedKey == null ? null : state.collection.getItem(manager.focusedKey);
      const isCell = node?.type === "cell";
      const toAll = event.ctrlKey || event.metaKey;
      const isPage = event.key === "PageUp" || event.key === "PageDown";
      // A cell's Home/End stay in its row, and a column header's keys in the header.
      if (!node || !(node.type === "item" || (isCell && (toAll || isPage)))) return;
      const from = tableWindow.rowIndex(tableWindow.rowKeyOf(node.key));
      if (from === null) return;
      const index = targetIndex(event.key, from, tableWindow);
      event.preventDefault();
      event.stopPropagation();
      let cell: Request["cell"] = null;
      if (isCell) cell = isPage ? node.index : event.key === "Home" ? "first" : "last";
      const extend = event.shiftKey && manager.selectionMode === "multiple";
      request.current = { index, cell, extendFrom: extend ? from : null };
      tableWindow.request(index);
      apply();
    };
    // Capture: before react-aria's handler, which only knows the window.
    grid.addEventListener("keydown", onKeyDown, true);
    return () => grid.removeEventListener("keydown", onKeyDown, true);
  });

  return (
    <>
      <div ref={marker} hidden />
      <DefaultCollectionRenderer.CollectionBranch {...props} />
    </>
  );
}

const navigationKeys = new Set(["Home", "End", "PageUp", "PageDown"]);

function targetIndex(key: string, from: number, tableWindow: TableWindow): number {
  const last = tableWindow.rowCount - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  const page = tableWindow.pageRowCount;
  return key === "PageUp" ? Math.max(0, from - page) : Math.min(last, from + page);
}

/**
 * Writes the row count, the row positions among all rows and the busy state (react-aria's table
 * does not pass `aria-busy` through), and measures the header.
 */
function correctAria(
  tableWindow: TableWindow,
  grid: HTMLElement,
  body: HTMLElement,
  headerRowCount: number,
  isLoading: boolean,
) {
  tableWindow.headerRowCount = headerRowCount;
  if (isLoading) grid.setAttribute("aria-busy", "true");
  else grid.removeAttribute("aria-busy");
  grid.setAttribute("aria-rowcount", String(tableWindow.rowCount + headerRowCount));
  for (const row of body.children) {
    const index = tableWindow.rowIndex(row.getAttribute("data-key"));
    if (row.getAttribute("role") === "row" && index !== null) {
      row.setAttribute("aria-rowindex", String(index + 1 + headerRowCount));
    }
  }
  if (body.offsetTop !== tableWindow.bodyOffset) {
    tableWindow.bodyOffset = body.offsetTop;
    grid.style.setProperty("scroll-padding-top", `${body.offsetTop}px`);
    tableWindow.notify();
  }
}

/** The renderer a table puts in `CollectionRendererContext`, around its own window. */
export function createTableRenderer(tableWindow: TableWindow): CollectionRenderer {
  return { isVirtualized: true, layoutDelegate: tableWindow, CollectionRoot, CollectionBranch };
}

/**
 * Marks the selection column the table adds itself: its width is the checkbox target's, not a
 * share of the table.
 */
export const selectionColumnMarker = "data-selection-column";

/** Minimum width of a column that does not set one: room for a date or a short name. */
const defaultColumnMinWidth = `calc(4 * ${vars.space[8]})`;

function cssSize(size: ColumnProps["minWidth"] | ColumnProps["width"]): string | null {
  if (size == null) return null;
  return typeof size === "number" || /^\d+(\.\d+)?$/.test(size) ? `${size}px` : size;
}

/**
 * The `grid-template-columns` of a table, from its columns' `width` and `minWidth` (react-aria's
 * `Column` props): a number is px, `"25%"` a share of the table, `"2fr"` a share of what is left,
 * never narrower than `minWidth`. A column without a width takes `1fr`.
 */
export function columnTemplateOf(
  columns: readonly { props?: Pick<ColumnProps, "width" | "minWidth"> }[],
): string {
  return columns
    .map(({ props }) => {
      if (props && selectionColumnMarker in props) return styles.selectionColumnWidth;
      const width = cssSize(props?.width);
      const minWidth = cssSize(props?.minWidth) ?? defaultColumnMinWidth;
      if (width === null) return `minmax(${minWidth}, 1fr)`;
      return width.endsWith("fr") ? `minmax(${minWidth}, ${width})` : width;
    })
    .join(" ");
}
