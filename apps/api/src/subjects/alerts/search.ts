import {
  type Alert,
  type AlertLevel,
  alertLevelRank,
  alertLevels,
  withinSupportedRange,
} from "@releve/domain";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { containing } from "../../platform/like.js";
import type { Page } from "../../platform/paging-sql.js";
import { toAlerts } from "./reads.js";

/** Search criteria of `POST Alert/search`. */
export interface AlertSearch {
  level?: AlertLevel[] | undefined;
  /** Active (true) or cancelled (false) alerts; both when absent. */
  isActive?: boolean | undefined;
  /** Alerts still showing after this instant (no end, or ending after it). */
  from?: string | undefined;
  /** Alerts starting before this instant. */
  to?: string | undefined;
  /** A part of a title or a text, in any language, case-insensitive. */
  text?: string | undefined;
  sort?: { field: "fromDateTime" | "toDateTime" | "level"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Level rank for sorting: by severity as the banners stack, not alphabetically. */
const levelRank = sql<number>`case level ${sql.join(
  alertLevels.map((level) => sql`when ${level} then ${alertLevelRank[level]}::int`),
  sql` `,
)} end`;

const sortExpressions = {
  fromDateTime: sql`from_at`,
  toDateTime: sql`to_at`,
  level: levelRank,
} as const;

/** The alerts matching the criteria, a page at a time, the most recent start first by default. */
export async function searchAlerts(
  db: Kysely<Database>,
  search: AlertSearch,
  timeZone: string,
): Promise<Page<Alert>> {
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? 25;
  const text = search.text?.trim();
  const query = db
    .selectFrom("alert")
    .$if(Boolean(search.level?.length), (q) => q.where("level", "in", search.level ?? []))
    .$if(search.isActive !== undefined, (q) => q.where("is_active", "=", search.isActive ?? true))
    .$if(Boolean(search.from), (q) =>
      q.where((eb) =>
        eb.or([eb("to_at", "is", null), eb("to_at", ">", withinSupportedRange(search.from ?? ""))]),
      ),
    )
    .$if(Boolean(search.to), (q) => q.where("from_at", "<", withinSupportedRange(search.to ?? "")))
    .$if(Boolean(text), (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("alert_text")
            .select(sql`1`.as("found"))
            .whereRef("alert_text.alert_id", "=", "alert.id")
            .where(
              sql<boolean>`(alert_text.title ilike ${containing(text ?? "")} or alert_text.text ilike ${containing(text ?? "")})`,
            ),
        ),
      ),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  const sort = search.sort ?? { field: "fromDateTime", direction: "desc" };
  // An alert without end sorts as the latest end: PostgreSQL orders nulls as the largest value.
  const rows = await query
    .selectAll()
    .orderBy(sortExpressions[sort.field], sort.direction)
    .orderBy("id", sort.direction)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    items: await toAlerts(db, rows, timeZone),
    total: Number(total.count),
    page,
    pageSize,
  };
}
