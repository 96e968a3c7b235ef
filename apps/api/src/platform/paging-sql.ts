import { maxPageSize } from "@releve/domain";
import { type Expression, type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** How a page is ordered: a column of the matching rows, then their id, in one direction. */
/** A page of results of a search (decision 006). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageOrder {
  column: string;
  direction: "asc" | "desc";
}

/**
 * The page asked for and its size, within bounds (decision 006): the first page, 25 rows,
 * unless asked otherwise.
 */
export function pageAskedFor(search: {
  page?: number | undefined;
  pageSize?: number | undefined;
}): { page: number; pageSize: number } {
  return {
    page: Math.max(1, search.page ?? 1),
    pageSize: Math.min(maxPageSize, Math.max(1, search.pageSize ?? 25)),
  };
}

/**
 * One page of the rows `matching` selects, and how many match, in one statement. The matching
 * rows are gathered first (a materialized CTE), so the planner finds them by the search's own
 * indexes (the period, the scope) rather than walking an index in the sort's order until a page
 * is full; the count comes with the page. Only a page past the end asks for the count apart.
 */
export async function pageOf<Row>(
  db: Kysely<Database>,
  matching: Expression<Row>,
  order: PageOrder,
  page: number,
  pageSize: number,
): Promise<{ rows: Row[]; total: number }> {
  const direction = sql.raw(order.direction === "desc" ? "desc" : "asc");
  const { rows } = await sql<Row & { total_count: string }>`
    with matching as materialized (${matching})
    select matching.*, count(*) over () as total_count from matching
     order by ${sql.ref(order.column)} ${direction}, id ${direction}
     limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db);
  const first = rows[0];
  if (first) {
    return {
      rows: rows.map(({ total_count: _total, ...row }) => row as unknown as Row),
      total: Number(first.total_count),
    };
  }
  if (page === 1) return { rows: [], total: 0 };
  const counted = await sql<{ count: string }>`
    select count(*) as count from (${matching}) as matching`.execute(db);
  return { rows: [], total: Number(counted.rows[0]?.count ?? 0) };
}

/** One page of an ordered query, and how many rows it matches in all. */
export async function pageOfRows<Row>(
  db: Kysely<Database>,
  // biome-ignore lint/suspicious/noExplicitAny: any query of any tables, read whole
  ordered: SelectQueryBuilder<Database, any, Row>,
  page: number,
  pageSize: number,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, counted] = await Promise.all([
    ordered
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom(ordered.clearOrderBy().as("matching"))
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.count) };
}
