import {
  type Alert,
  type AlertValues,
  alertTransition,
  blocking,
  hasBlocking,
  type Language,
  Refusal,
  validateAlert,
  wallClockToInstant,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { invalidForm } from "../../platform/forms.js";
import { findAlert, toAlerts } from "./reads.js";

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
