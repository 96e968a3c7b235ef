import { type Alert, alertsForDisplay, refusal } from "@releve/domain";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { AlertTable, Database } from "../../db/schema.js";
import { instantOf } from "../../platform/instants.js";

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

/** The alerts as the API returns them, their texts read in one query. */
export async function toAlerts(db: Db, rows: readonly Row[], timeZone: string): Promise<Alert[]> {
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

/**
 * An alert's row, locked until the end of the transaction when it is about to change;
 * `alert.notFound` when it does not exist.
 */
export async function findAlert(db: Db, id: number, lock = false): Promise<Row> {
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
