import { useLingui } from "@lingui/react/macro";
import { forwardRef, type ReactNode } from "react";
import {
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  Collection,
  composeRenderProps,
  type SortDirection,
  useTableOptions,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import * as styles from "./Table.css";
import { TableSelectAll } from "./TableSelection";
import { selectionColumnMarker } from "./TableVirtualizer";

/** Props of {@link TableHeader}: every react-aria `TableHeader` prop. */
export type TableHeaderProps<T> = AriaTableHeaderProps<T>;

/**
 * The header row of a {@link Table}. When the table allows selection it starts with the
 * selection column: a "select all" checkbox when `selectionMode` is `multiple`.
 */
export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  const { t } = useLingui();
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader
      {...props}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.header} ${extra}` : styles.header,
      )}
    >
      {selectionBehavior === "toggle" ? (
        <AriaColumn
          {...{ [selectionColumnMarker]: "" }}
          className={`${styles.column} ${styles.selectionCell}`}
        >
          {selectionMode === "multiple" ? (
            <TableSelectAll />
          ) : (
            <span className={visuallyHidden}>
              {t({
                comment: "Header of the column of checkboxes that select a table row.",
                message: "Sélection",
              })}
            </span>
          )}
        </AriaColumn>
      ) : null}
      <Collection {...(columns === undefined ? {} : { items: columns })}>{children}</Collection>
    </AriaTableHeader>
  );
}

const sortIcons: Record<SortDirection | "none", IconName> = {
  ascending: "arrowUp",
  descending: "arrowDown",
  none: "sort",
};

/** Props of {@link TableColumn}: every react-aria `Column` prop. */
export interface TableColumnProps extends Omit<AriaColumnProps, "children"> {
  /** The column's name, shown in the header and read before each of its cells. */
  children: ReactNode;
}

/**
 * A column header. `allowsSorting` makes it sortable with a click, Enter or Space (the table's
 * `onSortChange` receives the new order) and shows the order with an arrow; react-aria sets
 * `aria-sort`. `width` (px number, `"20%"` or `"2fr"`) and `minWidth` size it; `isRowHeader`
 * makes its cells name their row. Styled through `[data-allows-sorting]`,
 * `[data-sort-direction]`, `[data-hovered]` and `[data-focus-visible]`.
 */
export const TableColumn = forwardRef<HTMLDivElement, TableColumnProps>(function TableColumn(
  { children, className, textValue, ...props },
  ref,
) {
  return (
    <AriaColumn
      {...props}
      ref={ref}
      // React-aria names the column in its sort announcement from this text.
      {...(textValue === undefined && typeof children === "string" ? { textValue: children } : {})}
      {...(textValue === undefined ? {} : { textValue })}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.column} ${extra}` : styles.column,
      )}
    >
      {({ allowsSorting, sortDirection }) => (
        <>
          <span className={styles.columnLabel}>{children}</span>
          {allowsSorting ? (
            <Icon name={sortIcons[sortDirection ?? "none"]} size="sm" className={styles.sortIcon} />
          ) : null}
        </>
      )}
    </AriaColumn>
  );
});
