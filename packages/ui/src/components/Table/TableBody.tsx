import { useLingui } from "@lingui/react/macro";
import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import {
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from "react";
import {
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  composeRenderProps,
  type TableBodyRenderProps,
} from "react-aria-components";
import * as styles from "./Table.css";
import {
  itemKey,
  type TableItem,
  TableLoadingContext,
  type TableWindow,
  TableWindowContext,
} from "./TableWindow";

/** Props of {@link TableBody}: react-aria's `TableBody` props, with the rows given as data. */
export interface TableBodyProps<T extends TableItem>
  extends Omit<AriaTableBodyProps<T>, "items" | "children" | "renderEmptyState"> {
  /**
   * The rows' data, in display order, each with an `id` (or a `key`) that is also the `id` of its
   * `TableRow`. Only the rows in view (and a page around them) are rendered.
   */
  items: readonly T[];
  /** The row of an item: a `TableRow` whose cells follow the header's columns. */
  children: (item: T) => ReactElement;
  /**
   * What the body shows when it has no row (and the table is not loading): a sentence saying
   * why, and what to do. Without it, a generic "nothing to show" in the current language.
   */
  renderEmptyState?: (props: TableBodyRenderProps) => ReactNode;
}

/** Rows rendered beyond each edge of the view, so a quick scroll shows no blank. */
const overscan = 3;

const noSubscription = () => () => {};
const noVersion = () => 0;

/**
 * The rows of a {@link Table}. The virtualizer (`@tanstack/react-virtual`) decides which items
 * are in view; this body hands react-aria those, plus the rows the table's window asks to keep
 * (see `TableWindow`), and reserves the height of all of them so the scrollbar tells the truth.
 */
export function TableBody<T extends TableItem>({
  items,
  children,
  renderEmptyState,
  className,
  style,
  ...props
}: TableBodyProps<T>) {
  const tableWindow = useContext(TableWindowContext);
  const keys = useMemo(() => items.map(itemKey), [items]);
  tableWindow?.setKeys(keys);
  // Re-render when the window asks for other rows (focus moved, Home or End pressed).
  useSyncExternalStore(
    tableWindow?.subscribe ?? noSubscription,
    tableWindow?.getVersion ?? noVersion,
    noVersion,
  );
  const rows = useWindowRows(tableWindow, keys);
  const windowItems = rows.flatMap((index) => {
    const item = items[index];
    return item === undefined ? [] : [item];
  });
  const height = (tableWindow?.rowHeight ?? 0) * items.length;
  return (
    <AriaTableBody
      {...props}
      items={windowItems}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.body} ${extra}` : styles.body,
      )}
      style={composeRenderProps(style, (extra) => ({ ...extra, minHeight: `${height}px` }))}
      renderEmptyState={(values) => (
        <TableBodyPlaceholder>{renderEmptyState?.(values)}</TableBodyPlaceholder>
      )}
    >
      {children}
    </AriaTableBody>
  );
}

/** Indexes of the rows to render, in order: those in view and those the window keeps. */
function useWindowRows(tableWindow: TableWindow | null, keys: readonly unknown[]): number[] {
  const rowHeight = tableWindow?.rowHeight ?? 0;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // Stable, or the virtualizer would measure every row again on each render.
  const getItemKey = useCallback((index: number) => String(keys[index] ?? index), [keys]);
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLElement, Element>, onRect: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) =>
        // A box not laid out yet (hidden tab, server, test DOM) has no height: assume the one the
        // table asks for, so its first rows are there once it shows.
        onRect(
          rect.height > 0
            ? rect
            : { width: rect.width, height: ((tableWindow?.visibleRowCount ?? 0) + 1) * rowHeight },
        ),
      ),
    [tableWindow, rowHeight],
  );
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count: keys.length,
    getScrollElement: () => tableWindow?.scrollElement ?? null,
    estimateSize,
    getItemKey,
    scrollMargin: tableWindow?.bodyOffset ?? 0,
    overscan,
    observeElementRect: observeRect,
    rangeExtractor: (range: Range) =>
      [...new Set([...defaultRangeExtractor(range), ...(tableWindow?.extraIndexes() ?? [])])].sort(
        (a, b) => a - b,
      ),
  });
  const indexes = virtualizer.getVirtualItems().map((item) => item.index);
  tableWindow?.setRendered(indexes);
  return indexes;
}

/** The loading message, the caller's empty state or the default one. */
function TableBodyPlaceholder({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const isLoading = useContext(TableLoadingContext);
  let content = children;
  if (isLoading) {
    content = t({
      comment: "Shown in a table while its rows are being fetched.",
      message: "Chargement…",
    });
  } else if (content == null || content === false) {
    content = t({
      comment: "Shown in a table that has no row to show.",
      message: "Aucun élément à afficher.",
    });
  }
  return <div className={styles.placeholder}>{content}</div>;
}
