import { pageSizes } from "@releve/domain";
import { Pagination } from "@releve/ui";
import type { ReactNode } from "react";
import * as styles from "./ListResults.css";
import { LoadProblem } from "./LoadProblem";
import type { ListState } from "./list-state";

/** A page of a search's answer (`pageOf` in the catalogue). */
export interface ResultPage<Item> {
  items: readonly Item[];
  total: number;
}

/** Props of {@link ListResults}. */
export interface ListResultsProps<Item> {
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
  /** What could not be loaded ("Les courriels n'ont pas pu être chargés."), translated. */
  errorTitle: string;
  /** The list's state, for its paging. */
  state: Pick<ListState<unknown>, "page" | "pageSize" | "setPage" | "setPageSize">;
  /** The pagination's landmark name, translated: one per list of the page. */
  paginationLabel: string;
  /** The table of the rows (empty while loading: the table says so). */
  children: (items: readonly Item[], isLoading: boolean) => ReactNode;
}

/**
 * The results part of every list page (decision 026): the table of the current page, its paging
 * with the page size, and what went wrong with a way to try again; an answer that could not be
 * refreshed keeps the rows shown, with a warning above them.
 */
export function ListResults<Item>({
  results,
  errorTitle,
  state,
  paginationLabel,
  children,
}: ListResultsProps<Item>) {
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
      {children(data?.items ?? [], isLoading && !data)}
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
