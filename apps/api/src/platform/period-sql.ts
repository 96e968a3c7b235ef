import { type RawBuilder, sql } from "kysely";

/**
 * Whether the period `[start_at, end_at)` of `table` overlaps `[from, to)`, an absent bound being
 * open: the form the period indexes answer (migration 0004).
 */
export function overlapsPeriod(
  table: "means_of_intervention" | "operational_activity",
  from: string | undefined,
  to: string | undefined,
): RawBuilder<boolean> {
  const start = sql.ref(`${table}.start_at`);
  const end = sql.ref(`${table}.end_at`);
  const bound = (value: string | undefined) => (value ? new Date(value) : null);
  const [lower, upper] = [bound(from), bound(to)];
  // A period ending before it starts holds nothing (and is no range PostgreSQL can build).
  if (lower && upper && lower > upper) return sql<boolean>`false`;
  return sql<boolean>`tstzrange(${start}, ${end}, '[)') && tstzrange(${lower}::timestamptz, ${upper}::timestamptz, '[)')`;
}
