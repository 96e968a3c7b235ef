import {
  Table,
  TableBody,
  TableCell,
  TableColumn,
  type TableColumnProps,
  TableHeader,
  TableRow,
} from "@releve/ui";
import type { ReactNode } from "react";
import { ListResults, type ListResultsProps } from "./ListResults";
import { type ListState, tableSort } from "./list-state";
import type { ListSort } from "./preferences";

/** A column of a {@link ListTable}: its header, and what it shows of each row's item. */
export interface ListColumn<Item> {
  /** The column's key; a sortable column's is the `column` of the list's sort. */
  id: string;
  /** The column's name, translated: shown in the header and read before each of its cells. */
  header: string;
  /** Its width (`"2fr"`, `"20%"`, pixels); without one, it shares what is left. */
  width?: TableColumnProps["width"];
  /** Whether a press on its header sorts the list by it (one of the list's `sortColumns`). */
  sortable?: boolean;
  /** Whether its cells name their row: one column of the table. */
  rowHeader?: boolean;
  /** What the row of `item` shows in this column. */
  cell: (item: Item) => ReactNode;
}

/** Props of {@link ListTable}. */
export interface ListTableProps<Item extends { id: string | number }>
  extends Omit<ListResultsProps<Item>, "state" | "children"> {
  /** The list's state: its filters (for the empty state), sort and paging. */
  state: Pick<
    ListState<unknown>,
    "filters" | "sort" | "setSort" | "page" | "pageSize" | "setPage" | "setPageSize"
  >;
  /** The table's accessible name, translated. */
  label: string;
  /** The order the API gives when the list is not sorted, shown on its column's header. */
  defaultSort: ListSort;
  /** The columns, in the order shown. */
  columns: readonly ListColumn<Item>[];
  /** A row's words, for reaching it by typing their first letters: its item's name. */
  rowText: (item: Item) => string;
  /**
   * What an empty page says, translated: `filtered` when a filter is set ("Aucun e-mail ne répond
   * à ces filtres."), `unfiltered` otherwise ("Aucun e-mail envoyé pour l'instant.").
   */
  emptyText: { filtered: string; unfiltered: string };
}

/**
 * Whether a list's filters hold anything: a word, a chosen option, a day. Any of them narrows the
 * search, whatever the list's defaults.
 */
export function hasFilters(filters: unknown): boolean {
  if (typeof filters !== "object" || filters === null) return false;
  return Object.values(filters).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== "",
  );
}

/**
 * The table of a list page (decision 026) in its {@link ListResults}: declared by its columns, each
 * a header and what a row shows in it, sorted on its sortable columns from the list's state.
 *
 * The rows are rendered again whenever the list renders (its columns come anew): React Aria would
 * otherwise keep a row as first rendered while its item stays the same object, and a cell that
 * reads more than its item (the button of the e-mail being sent again, the language) would not
 * follow.
 */
export function ListTable<Item extends { id: string | number }>({
  state,
  label,
  defaultSort,
  columns,
  rowText,
  emptyText,
  ...results
}: ListTableProps<Item>) {
  return (
    <ListResults {...results} state={state}>
      {(items, isLoading) => (
        <Table aria-label={label} isLoading={isLoading} {...tableSort(state, defaultSort)}>
          <TableHeader>
            {columns.map((column) => (
              <TableColumn
                key={column.id}
                id={column.id}
                isRowHeader={column.rowHeader ?? false}
                allowsSorting={column.sortable ?? false}
                {...(column.width === undefined ? {} : { width: column.width })}
              >
                {column.header}
              </TableColumn>
            ))}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[columns]}
            renderEmptyState={() =>
              hasFilters(state.filters) ? emptyText.filtered : emptyText.unfiltered
            }
          >
            {(item) => (
              <TableRow id={item.id} textValue={rowText(item)}>
                {columns.map((column) => (
                  <TableCell key={column.id}>{column.cell(item)}</TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </ListResults>
  );
}
