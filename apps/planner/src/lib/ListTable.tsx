import { pageSizes } from "@releve/domain";
import {
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  type TableColumnProps,
  TableHeader,
  TableRow,
} from "@releve/ui";
import type { ReactNode } from "react";
import * as styles from "./ListResults.css";
import { LoadProblem } from "./LoadProblem";
import { holdsFilter, type ListState } from "./list-state";
import type { ListSort } from "./preferences";

/** A page of a search's answer (`pageOf` in the catalogue). */
export interface ResultPage<Item> {
  items: readonly Item[];
  total: number;
}

/** A column of a {@link ListTable}: its header, and what it shows of each row's item. */
export interface ListColumn<Item> {
  /** The column's key; a sortable column's is the `column` of the list's sort. */
  id: string;
  /** The column's name, translated: shown in the header and read before each of its cells. */
  header: string;
  /** Its width (`"2fr"`, `"20%"`, pixels); without one, it shares what is left. */
  width?: TableColumnProps["width"];
  /** The narrowest it gets before the table scrolls across; without one, the table's default. */
  minWidth?: TableColumnProps["minWidth"];
  /** Whether a press on its header sorts the list by it (one of the list's `sortColumns`). */
  sortable?: boolean;
  /** Whether its cells name their row: one column of the table. */
  rowHeader?: boolean;
  /** What the row of `item` shows in this column. */
  cell: (item: Item) => ReactNode;
}

/** Props of {@link ListTable}. */
export interface ListTableProps<Item extends { id: string | number }> {
  /**
   * The search under SWR: its answer (the last one while the next loads, `undefined` before the
   * first), its error, whether it loads, and a way to ask again.
   */
  results: {
    data: ResultPage<Item> | undefined;
    error: unknown;
    isLoading: boolean;
    mutate: () => unknown;
  };
  /** The list's state: its filters (for the empty page), sort and paging. */
  state: Pick<
    ListState<object>,
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
  /** What could not be loaded ("Les e-mails n'ont pas pu être chargés."), translated. */
  errorTitle: string;
  /** The pagination's landmark name, translated: one per list of the page. */
  paginationLabel: string;
  /** The height of every row, in rem, for cells of several lines (the table's default else). */
  rowHeightRem?: number;
  /** How many rows are seen before the body scrolls (the table's default else). */
  visibleRowCount?: number;
}

/**
 * The results of a list page (decision 026): the table of the current page, declared by its
 * columns — each a header and what a row shows in it — and sorted on its sortable columns from the
 * list's state; the paging with the page size; what went wrong with a way to try again. An answer
 * that could not be refreshed keeps the rows shown, with a warning above them; the previous page
 * stays shown while the next loads.
 *
 * The rows are rendered again whenever the list renders (its columns come anew): React Aria would
 * otherwise keep a row as first rendered while its item stays the same object, and a cell that
 * reads more than its item (the button of the e-mail being sent again, the language) would not
 * follow.
 */
export function ListTable<Item extends { id: string | number }>({
  results,
  state,
  label,
  defaultSort,
  columns,
  rowText,
  emptyText,
  errorTitle,
  paginationLabel,
  rowHeightRem,
  visibleRowCount,
}: ListTableProps<Item>) {
  const { data, error, isLoading } = results;
  const problem = error ? (
    <LoadProblem
      title={errorTitle}
      error={error}
      retry={() => void results.mutate()}
      level={data ? "warning" : "danger"}
    />
  ) : null;
  if (!data && error) return problem;
  return (
    <div className={styles.results}>
      {problem}
      <Table
        aria-label={label}
        isLoading={isLoading && !data}
        {...(rowHeightRem ? { rowHeightRem } : {})}
        {...(visibleRowCount ? { visibleRowCount } : {})}
        // The API's order is shown until the list is sorted.
        sortDescriptor={state.sort ?? defaultSort}
        onSortChange={({ column, direction }) =>
          state.setSort({ column: String(column), direction })
        }
      >
        <TableHeader>
          {columns.map((column) => (
            <TableColumn
              key={column.id}
              id={column.id}
              isRowHeader={!!column.rowHeader}
              allowsSorting={!!column.sortable}
              width={column.width ?? null}
              {...(column.minWidth ? { minWidth: column.minWidth } : {})}
            >
              {column.header}
            </TableColumn>
          ))}
        </TableHeader>
        <TableBody
          items={data?.items ?? []}
          dependencies={[columns]}
          renderEmptyState={() =>
            Object.values(state.filters).some(holdsFilter)
              ? emptyText.filtered
              : emptyText.unfiltered
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
      {data && data.total > 0 ? (
        <Pagination
          aria-label={paginationLabel}
          page={state.page}
          totalItems={data.total}
          pageSize={state.pageSize}
          pageSizes={pageSizes}
          onPageSizeChange={state.setPageSize}
          onPageChange={state.setPage}
          isDisabled={isLoading}
        />
      ) : null}
    </div>
  );
}
