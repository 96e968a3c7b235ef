import { defaultPageSize } from "@releve/domain";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import type * as v from "valibot";
import { type ListView, readListSearch, writeListSearch } from "./list-url";
import {
  type ListPreferences,
  type ListSort,
  type PreferenceList,
  useListPreferences,
} from "./preferences";

/** What a list page reads and changes of its state: {@link ListPreferences}, kept in the address too. */
export type ListState<F> = Omit<ListPreferences<F>, "replace">;

const sameView = <F>(a: ListView<F>, b: ListView<F>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one hook a list page uses for its filters, sort, page and page size (decision 026): saved
 * per user by {@link useListPreferences} and written in the address, so a filtered list can be
 * shared and survives a reload. An address holding a list's state wins, and becomes the user's
 * saved state; a bare address shows the saved state and is written from it. The list's default
 * order is the API's (`sort` null); `sortColumns` are the columns it may be sorted on.
 */
export function useListState<F>(
  list: PreferenceList,
  filtersSchema: v.GenericSchema<unknown, F>,
  defaultFilters: F,
  sortColumns: readonly string[],
): ListState<F> {
  const saved = useListPreferences(list, filtersSchema, defaultFilters);
  const [search, setSearch] = useSearchParams();
  const defaults = useMemo<ListView<F>>(
    () => ({ filters: defaultFilters, sort: null, page: 1, pageSize: defaultPageSize }),
    [defaultFilters],
  );
  const savedView: ListView<F> = {
    filters: saved.filters,
    sort: saved.sort,
    page: saved.page,
    pageSize: saved.pageSize,
  };
  const read = readListSearch(search, filtersSchema, defaults, sortColumns) ?? savedView;
  const viewKey = JSON.stringify(read);
  // The same view while its contents are the same, so what shows it may skip a render (a
  // calendar's day or a tab changes the address, not the filters).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the view's contents.
  const view = useMemo(() => read, [viewKey]);
  const savedKey = JSON.stringify(savedView);
  const searchKey = search.toString();

  // The address last seen: only an address that changed (opened, or back and forward) is saved
  // as the user's state; while a change made here is on its way, the saved state is the newer.
  const seenSearch = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the views' contents.
  useEffect(() => {
    const arrived = seenSearch.current !== searchKey;
    seenSearch.current = searchKey;
    if (!arrived) return;
    if (!sameView(view, savedView)) saved.replace(view);
    const written = writeListSearch(search, view, defaults);
    if (written.toString() !== searchKey) setSearch(written, { replace: true });
  }, [viewKey, savedKey, searchKey, defaults]);

  // The changes read the view and the address as they are when called: the same functions for
  // the page's life, so the controls given them may skip a render.
  const current = useRef({ view, saved, setSearch, defaults });
  useLayoutEffect(() => {
    current.current = { view, saved, setSearch, defaults };
  });
  const changes = useMemo(() => {
    const show = (change: (view: ListView<F>) => ListView<F>) => {
      const { view, saved, setSearch, defaults } = current.current;
      const next = change(view);
      saved.replace(next);
      setSearch((address) => writeListSearch(address, next, defaults), { replace: true });
    };
    return {
      setFilters: (filters: F) => show((view) => ({ ...view, filters, page: 1 })),
      setSort: (sort: ListSort | null) => show((view) => ({ ...view, sort, page: 1 })),
      setPage: (page: number) => show((view) => ({ ...view, page })),
      setPageSize: (pageSize: number) => show((view) => ({ ...view, pageSize, page: 1 })),
    };
  }, []);
  return useMemo(() => ({ ...view, ...changes }), [view, changes]);
}

/**
 * One of a list's filters as a control takes it: its value, and its change, which shows the
 * list's first page (`<ChoiceFilter … {...filterControl(state, "statuses")} />`).
 */
export function filterControl<F, Name extends keyof F>(
  state: Pick<ListState<F>, "filters" | "setFilters">,
  name: Name,
): { value: F[Name]; onChange: (value: F[Name]) => void } {
  return {
    value: state.filters[name],
    onChange: (value) => state.setFilters({ ...state.filters, [name]: value }),
  };
}

/**
 * Whether a filter holds anything (a word, a chosen option, a day, a switch on): an empty one,
 * or a switch off, filters nothing.
 */
export const holdsFilter = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value != null && value !== "" && value !== false;

/**
 * A list's search criteria (decision 026): each of its filters that holds anything, its sort
 * ({@link sortRequest}) and its page.
 */
export function listRequest<F extends object, Field extends string>(
  state: Pick<ListState<F>, "filters" | "sort" | "page" | "pageSize">,
  sortColumns: readonly Field[],
): Partial<F> & {
  sort?: { field: Field; direction: "asc" | "desc" };
  page: number;
  pageSize: number;
} {
  const held = Object.entries(state.filters).filter(([, value]) => holdsFilter(value));
  return {
    ...(Object.fromEntries(held) as Partial<F>),
    ...sortRequest(state.sort, sortColumns),
    page: state.page,
    pageSize: state.pageSize,
  };
}

/**
 * The `sort` of a search's criteria from a list's sort: `{}` (the API's default order) when the
 * list is not sorted, or sorted on a column the search does not sort on.
 */
export function sortRequest<Field extends string>(
  sort: ListSort | null,
  fields: readonly Field[],
): { sort?: { field: Field; direction: "asc" | "desc" } } {
  const field = fields.find((candidate) => candidate === sort?.column);
  if (!sort || !field) return {};
  return { sort: { field, direction: sort.direction === "descending" ? "desc" : "asc" } };
}
