import { useLingui } from "@lingui/react/macro";
import {
  type CSSProperties,
  type ForwardedRef,
  forwardRef,
  useCallback,
  useMemo,
  useState,
} from "react";
import {
  Table as AriaTable,
  type TableProps as AriaTableProps,
  CollectionRendererContext,
  composeRenderProps,
  I18nProvider,
} from "react-aria-components";
import { vars } from "../../tokens/contract.css";
import * as styles from "./Table.css";
import { selectionOfAllRows, TableSelectionContext, useTableSelection } from "./TableSelection";
import { columnTemplateOf, createTableRenderer } from "./TableVirtualizer";
import { TableLoadingContext, TableWindow, TableWindowContext } from "./TableWindow";

/**
 * Height of a row in rem: the height of a regular control (`vars.size.controlMd`), which leaves
 * room for the 24 px selection checkbox. A number, because the virtualizer places rows in px.
 */
export const tableRowHeightRem = 2.5;

/** Rows a table shows before it scrolls, when `visibleRowCount` is not given. */
export const defaultVisibleRowCount = 10;

/** Props of {@link Table}: every react-aria `Table` prop, plus its size and loading state. */
export interface TableProps extends AriaTableProps {
  /**
   * How many rows are seen before the body scrolls; the header stays in view above them.
   * @default 10
   */
  visibleRowCount?: number;
  /**
   * The height of every row, in rem: taller rows hold cells of several lines (a planning's day).
   * Read once, when the table is first drawn.
   * @default 2.5 (`tableRowHeightRem`)
   */
  rowHeightRem?: number;
  /**
   * Whether the rows are being fetched: the body shows a loading message in place of the empty
   * state, and the grid is marked `aria-busy`.
   */
  isLoading?: boolean;
}

/** Inline values for vanilla-extract variables (`var(--name)` → `--name: value`). */
function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(
    Object.entries(values).map(([variable, value]) => [
      variable.replace(/^var\((.*)\)$/, "$1"),
      value,
    ]),
  );
}

function mergeRefs<T>(...refs: (ForwardedRef<T> | ((element: T | null) => void))[]) {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    }
  };
}

function remToPx(rem: number): number {
  // The user's root font size, so rows grow with the text when it is enlarged (WCAG 1.4.4).
  const rootFontSize =
    typeof document === "undefined"
      ? Number.NaN
      : Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return rem * (Number.isFinite(rootFontSize) && rootFontSize > 0 ? rootFontSize : 16);
}

/**
 * A data table: react-aria's `Table` (a `grid` with row and cell keyboard navigation, sorting
 * through `sortDescriptor`/`onSortChange` and `aria-sort`, selection through `selectionMode`),
 * virtualized with `@tanstack/react-virtual` so that 100,000 rows scroll smoothly and stay
 * reachable by keyboard (see `TableVirtualizer.tsx`). Every row has the same height; the header
 * sticks to the top of the scrolling box. With `selectionMode` `single` or `multiple`, a column
 * of checkboxes is added in front (select all in its header when `multiple`).
 *
 * React-aria's own announcements (sort order, selected count) follow the Lingui language.
 *
 * React-aria is given only the rows in view and a few around them (see `TableWindow`), so two
 * things see only those: type-ahead (typing a row's first letters) and Shift+click range
 * selection. Everything else (arrows, PageUp/PageDown, Home/End, Shift+Home/End, select all,
 * `aria-rowcount`/`aria-rowindex`) works on all rows.
 */
export const Table = forwardRef<HTMLDivElement, TableProps>(function Table(
  {
    visibleRowCount = defaultVisibleRowCount,
    rowHeightRem = tableRowHeightRem,
    isLoading = false,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    className,
    style,
    ...props
  },
  ref,
) {
  const { i18n } = useLingui();
  const selection = useTableSelection({ selectedKeys, defaultSelectedKeys, onSelectionChange });
  const [tableWindow] = useState(() => new TableWindow(remToPx(rowHeightRem)));
  const renderer = useMemo(() => createTableRenderer(tableWindow), [tableWindow]);
  tableWindow.visibleRowCount = visibleRowCount;
  const setScrollElement = useCallback(
    (element: HTMLDivElement | null) => {
      tableWindow.scrollElement = element;
      // The body's virtualizer starts listening to the box once it exists.
      tableWindow.notify();
    },
    [tableWindow],
  );
  const heightVars = inlineVars({
    [styles.rowHeight]: `${tableWindow.rowHeight}px`,
    [styles.maxHeight]: `calc(${visibleRowCount + 1} * ${tableWindow.rowHeight}px + 2 * ${vars.border.thin})`,
  });
  return (
    <I18nProvider locale={i18n.locale}>
      <TableWindowContext.Provider value={tableWindow}>
        <TableLoadingContext.Provider value={isLoading}>
          <TableSelectionContext.Provider value={selection}>
            <CollectionRendererContext.Provider value={renderer}>
              <AriaTable
                {...props}
                ref={mergeRefs(ref, setScrollElement)}
                selectedKeys={selection.selection}
                onSelectionChange={(next) =>
                  selection.setSelection(selectionOfAllRows(next, selection.selection, tableWindow))
                }
                className={composeRenderProps(className, (extra) =>
                  extra ? `${styles.table} ${extra}` : styles.table,
                )}
                style={composeRenderProps(style, (extra, { state }) => ({
                  ...heightVars,
                  ...inlineVars({
                    [styles.columnTemplate]: columnTemplateOf(state.collection.columns),
                  }),
                  ...extra,
                }))}
              />
            </CollectionRendererContext.Provider>
          </TableSelectionContext.Provider>
        </TableLoadingContext.Provider>
      </TableWindowContext.Provider>
    </I18nProvider>
  );
});
