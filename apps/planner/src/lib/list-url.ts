import { maxPage, pageSizes } from "@releve/domain";
import * as v from "valibot";
import type { ListSort } from "./preferences";

/**
 * A list's state in the address (decision 026): its filters, sort, page and page size, so a
 * filtered list can be shared and survives a reload. Each filter is one parameter named as the
 * filter; what equals the list's default is left out, so an untouched list has a bare address.
 * A text is written as is (`status=failed`), anything else as JSON (`jobs=["housekeeping"]`,
 * `activityId=3`), and so is a text that JSON would read as something else (`"3"`).
 */

/** Everything a list keeps: what it shows and how. */
export interface ListView<F> {
  filters: F;
  sort: ListSort | null;
  page: number;
  pageSize: number;
}

/** The parameters every list uses besides its filters' names. */
export const listParameters = { page: "page", pageSize: "pageSize", sort: "sort" } as const;

const descending = "-";

/**
 * The longest value of a list parameter read: a filter of many ids fits many times; a longer one
 * is not read at all (nothing a list shows is that long).
 */
export const maxListParameterLength = 4_000;

/** The names of a list's filters: its defaults name every one. */
function filterNames<F>(defaults: F): string[] {
  return Object.keys(defaults as Record<string, unknown>);
}

function encode(value: unknown): string {
  if (typeof value !== "string") return JSON.stringify(value);
  try {
    JSON.parse(value);
    // JSON would read it as a number, `null`, a list…: quoted so it comes back as a text.
    return JSON.stringify(value);
  } catch {
    return value;
  }
}

function decode(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const pageSchema = v.pipe(
  v.string(),
  v.maxLength(7),
  v.regex(/^[1-9][0-9]{0,6}$/),
  v.transform(Number),
  v.maxValue(maxPage),
);

/**
 * Reads a list's state from the address, or `null` when it holds none of it or something the list
 * cannot show (a filter out of its schema, a column it does not sort on): the list then shows what
 * the user saved, and the address is written again from it.
 */
export function readListSearch<F>(
  search: URLSearchParams,
  filtersSchema: v.GenericSchema<unknown, F>,
  defaults: ListView<F>,
  sortColumns: readonly string[],
): ListView<F> | null {
  const names = filterNames(defaults.filters);
  const present = [...names, ...Object.values(listParameters)].some((name) => search.has(name));
  if (!present) return null;
  for (const name of [...names, ...Object.values(listParameters)]) {
    if ((search.get(name)?.length ?? 0) > maxListParameterLength) return null;
  }
  const raw: Record<string, unknown> = { ...(defaults.filters as Record<string, unknown>) };
  for (const name of names) {
    const text = search.get(name);
    if (text !== null) raw[name] = decode(text);
  }
  const filters = v.safeParse(filtersSchema, raw);
  if (!filters.success) return null;

  const pageText = search.get(listParameters.page);
  const page = pageText === null ? defaults.page : v.safeParse(pageSchema, pageText);
  const sizeText = search.get(listParameters.pageSize);
  const pageSize = sizeText === null ? defaults.pageSize : Number(sizeText);
  if (typeof page !== "number" && !page.success) return null;
  if (!(pageSizes as readonly number[]).includes(pageSize)) return null;

  const sortText = search.get(listParameters.sort);
  let sort = defaults.sort;
  if (sortText !== null) {
    const column = sortText.startsWith(descending) ? sortText.slice(1) : sortText;
    if (!sortColumns.includes(column)) return null;
    sort = { column, direction: sortText.startsWith(descending) ? "descending" : "ascending" };
  }
  return {
    filters: filters.output,
    sort,
    page: typeof page === "number" ? page : page.output,
    pageSize,
  };
}

/**
 * The address of a list's state: `search` with the list's parameters replaced, those equal to
 * the default left out; the page's other parameters (a tab…) kept as they are.
 */
export function writeListSearch<F>(
  search: URLSearchParams,
  view: ListView<F>,
  defaults: ListView<F>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const filters = view.filters as Record<string, unknown>;
  const defaultFilters = defaults.filters as Record<string, unknown>;
  for (const name of filterNames(defaults.filters)) {
    const value = filters[name];
    if (value === undefined || JSON.stringify(value) === JSON.stringify(defaultFilters[name])) {
      next.delete(name);
    } else {
      next.set(name, encode(value));
    }
  }
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  set(listParameters.page, view.page === defaults.page ? null : String(view.page));
  set(listParameters.pageSize, view.pageSize === defaults.pageSize ? null : String(view.pageSize));
  const sameSort = JSON.stringify(view.sort) === JSON.stringify(defaults.sort);
  set(
    listParameters.sort,
    sameSort || view.sort === null
      ? null
      : `${view.sort.direction === "descending" ? descending : ""}${view.sort.column}`,
  );
  return next;
}
