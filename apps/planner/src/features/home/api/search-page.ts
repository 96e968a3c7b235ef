/** A page of results of a `POST {resource}/search` call (decision 006). */
export interface SearchPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The order of a search: a field, ascending or descending. */
export interface SearchSort<Field extends string> {
  field: Field;
  direction: "asc" | "desc";
}
