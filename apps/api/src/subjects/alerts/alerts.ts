import {
  type Alert,
  type AlertLevel,
  type AlertValues,
  alertLevelRank,
  alertLevels,
  alertsForDisplay,
  alertTransition,
  blocking,
  hasBlocking,
  type Language,
  Refusal,
  refusal,
  validateAlert,
  wallClockToInstant,
  withinSupportedRange,
} from "@releve/domain";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { AlertTable, Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { invalidForm } from "../../platform/forms.js";
import { instantOf } from "../../platform/instants.js";
import { containing } from "../../platform/like.js";
import type { Page } from "../../platform/paging-sql.js";

type Row = Selectable<AlertTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The texts of alerts, by alert id, in the order of the product's languages. */
async function textsOf(db: Db, ids: readonly number[]): Promise<Map<number, Alert["alertTexts"]>> {
  const texts = new Map<number, Alert["alertTexts"]>();
  if (ids.length === 0) return texts;
  const rows = await db
    .selectFrom("alert_text")
    .selectAll()
    .where("alert_id", "in", ids)
    .orderBy("alert_id")
    .orderBy(sql`array_position(array['fr', 'en', 'de'], language_code)`)
    .execute();
  for (const row of rows) {
    const list = texts.get(row.alert_id) ?? [];
    list.push({ languageCode: row.language_code, title: row.title, text: row.text });
    texts.set(row.alert_id, list);
  }
  return texts;
}

/** The alert as the API returns it: instants with the organisation's offset, its texts. */
function toAlert(row: Row, texts: Alert["alertTexts"], timeZone: string): Alert {
  return {
    id: row.id,
    level: row.level,
    fromDateTime: instantOf(row.from_at, timeZone),
    toDateTime: row.to_at === null ? null : instantOf(row.to_at, timeZone),
    dismissible: row.dismissible,
    isActive: row.is_active,
    alertTexts: texts,
  };
}

async function toAlerts(db: Db, rows: readonly Row[], timeZone: string): Promise<Alert[]> {
  const texts = await textsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAlert(row, texts.get(row.id) ?? [], timeZone));
}

/**
 * The alerts every signed-in user sees as banners now (spec 01 §2): the query narrows to the
 * active alerts whose period covers now, the domain decides and orders them (danger first).
 */
export async function getCurrentAlerts(
  db: Kysely<Database>,
  now: Date,
  timeZone: string,
): Promise<Alert[]> {
  const rows = await db
    .selectFrom("alert")
    .selectAll()
    .where("is_active", "=", true)
    .where("from_at", "<=", now)
    .where((eb) => eb.or([eb("to_at", "is", null), eb("to_at", ">", now)]))
    .execute();
  return alertsForDisplay(await toAlerts(db, rows, timeZone), now);
}

async function findAlert(db: Db, id: number, lock = false): Promise<Row> {
  const row = await db
    .selectFrom("alert")
    .selectAll()
    .where("id", "=", id)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw refusal("alert", "notFound", { id });
  return row;
}

/** One alert, with its texts; `alert.notFound` when it does not exist. */
export async function getAlert(db: Kysely<Database>, id: number, timeZone: string): Promise<Alert> {
  const row = await findAlert(db, id);
  return toAlert(row, (await textsOf(db, [id])).get(id) ?? [], timeZone);
}

/**
 * The form's values checked by the domain (spec 02 §5: at least one text, end after start), as
 * columns. A wall-clock period can still turn empty as instants when its start falls in the
 * spring-forward gap (moved an hour later) and its end just after: refused like an end before
 * the start rather than left to the database's check.
 */
function columnsOf(body: unknown, context: { now: Date; timeZone: string }) {
  const { values, findings } = validateAlert(body, context);
  if (!values || hasBlocking(findings)) throw invalidForm(findings);
  const from = wallClockToInstant(values.fromDateTime, context.timeZone) as string;
  const to = values.toDateTime ? wallClockToInstant(values.toDateTime, context.timeZone) : null;
  if (to !== null && Date.parse(to) <= Date.parse(from)) {
    throw invalidForm([blocking("toDateTime", "time.endBeforeStart")]);
  }
  return {
    columns: { level: values.level, from_at: from, to_at: to, dismissible: values.dismissible },
    texts: filledTexts(values),
  };
}

/** The texts worth keeping: the form refuses half-filled ones, so blank ones are left out. */
function filledTexts(
  values: AlertValues,
): { language_code: Language; title: string; text: string }[] {
  return values.alertTexts
    .filter((text) => text.title && text.text)
    .map((text) => ({ language_code: text.languageCode, title: text.title, text: text.text }));
}

/** Creates an active alert with its texts, recorded in the audit trail. */
export async function createAlert(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Alert> {
  const { columns, texts } = columnsOf(body, context);
  const by = access.user.user.personId;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("alert")
      .values({ ...columns, created_by: by })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("alert_text")
      .values(texts.map((text) => ({ ...text, alert_id: row.id })))
      .execute();
    await recordStatusChanges(trx, [
      {
        subject: "alert",
        subjectId: row.id,
        action: "create",
        from: null,
        to: "active",
        changedBy: by,
      },
    ]);
    return (await toAlerts(trx, [row], context.timeZone))[0] as Alert;
  });
}

/**
 * Edits an active alert (spec 01 §4): its level, period, dismissibility and texts, which replace
 * the former ones. A cancelled alert is refused with `alert.unexpectedStatus`.
 */
export async function updateAlert(
  db: Kysely<Database>,
  id: number,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Alert> {
  const { columns, texts } = columnsOf(body, context);
  return db.transaction().execute(async (trx) => {
    const current = await findAlert(trx, id, true);
    const allowed = alertTransition({ isActive: current.is_active }, "edit");
    if (!allowed.ok) throw new Refusal(allowed.error);
    const row = await trx
      .updateTable("alert")
      .set(columns)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("alert_text").where("alert_id", "=", id).execute();
    await trx
      .insertInto("alert_text")
      .values(texts.map((text) => ({ ...text, alert_id: id })))
      .execute();
    return (await toAlerts(trx, [row], context.timeZone))[0] as Alert;
  });
}

/**
 * Cancels (deactivates) an alert, one-way (spec 01 §4): it stops showing, stays listed, and the
 * change is recorded in the audit trail.
 */
export async function cancelAlert(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<Alert> {
  return db.transaction().execute(async (trx) => {
    const current = await findAlert(trx, id, true);
    const allowed = alertTransition({ isActive: current.is_active }, "cancel");
    if (!allowed.ok) throw new Refusal(allowed.error);
    const row = await trx
      .updateTable("alert")
      .set({ is_active: false })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStatusChanges(trx, [
      {
        subject: "alert",
        subjectId: id,
        action: "cancel",
        from: "active",
        to: allowed.status,
        changedBy: access.user.user.personId,
      },
    ]);
    return (await toAlerts(trx, [row], timeZone))[0] as Alert;
  });
}

/** Deletes an alert and its texts, active or cancelled, recorded in the audit trail. */
export async function deleteAlert(db: Kysely<Database>, access: Access, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findAlert(trx, id, true);
    const status = current.is_active ? "active" : "cancelled";
    const allowed = alertTransition({ isActive: current.is_active }, "delete");
    if (!allowed.ok) throw new Refusal(allowed.error);
    await trx.deleteFrom("alert").where("id", "=", id).execute();
    await recordStatusChanges(trx, [
      {
        subject: "alert",
        subjectId: id,
        action: "delete",
        from: status,
        to: "deleted",
        changedBy: access.user.user.personId,
      },
    ]);
  });
}

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
