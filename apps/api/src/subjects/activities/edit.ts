import { activityTransition, type OperationalActivityValues, Refusal } from "@releve/domain";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { instantOf } from "../../platform/instants.js";
import { columnsOf, requireActivityPlace, validateActivityForm } from "./form.js";
import { getOperationalActivity } from "./reads.js";

type Row = Selectable<OperationalActivityTable>;

/**
 * An activity of the role's scope, read under a lock: a cancellation or another edit of it waits
 * until the transaction ends (`notFound`, `forbidden` as {@link getOperationalActivity}).
 */
async function lockedActivity(
  trx: Transaction<Database>,
  access: Access,
  id: number,
): Promise<Row> {
  await getOperationalActivity(trx, access, id);
  return trx
    .selectFrom("operational_activity")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** One activity's edit: the row read under a lock, and the form's values it takes. */
export interface ActivityEdit {
  current: Row;
  values: OperationalActivityValues;
}

/**
 * Writes edits of activities read under a lock, each with its version moved on, and records each
 * in the audit trail (action `edit`, its status unchanged), in the caller's transaction. The rows
 * as written, in the order of the edits.
 */
export async function writeActivityEdits(
  trx: Transaction<Database>,
  edits: readonly ActivityEdit[],
  context: { timeZone: string; changedBy: number },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { current, values } of edits) {
    rows.push(
      await trx
        .updateTable("operational_activity")
        .set({ ...columnsOf(values, context.timeZone), version: sql`version + 1` })
        .where("id", "=", current.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  await recordStatusChanges(
    trx,
    rows.map((row, index) => ({
      subject: "operationalActivity" as const,
      subjectId: row.id,
      action: "edit",
      from: edits[index]?.current.status ?? row.status,
      to: row.status,
      changedBy: context.changedBy,
    })),
  );
  return rows;
}

/**
 * Edits an activity (draft or public), keeping it in the role's scope, under a lock on its row so
 * that a cancellation cannot slip between the check of its status and the write; recorded in the
 * audit trail.
 */
export async function updateOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const current = await lockedActivity(trx, access, id);
    const allowed = activityTransition({ status: current.status }, "edit");
    if (!allowed.ok) throw new Refusal(allowed.error);
    const values = validateActivityForm(body, {
      ...context,
      originalStart: instantOf(current.start_at, context.timeZone).slice(0, 16),
    });
    await requireActivityPlace(trx, access, values, id);
    const [row] = await writeActivityEdits(trx, [{ current, values }], {
      timeZone: context.timeZone,
      changedBy: access.user.user.personId,
    });
    return row as Row;
  });
}
