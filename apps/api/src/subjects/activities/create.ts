import type { Kysely, Selectable } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { columnsOf, requireActivityPlace, validateActivityForm } from "./form.js";

type Row = Selectable<OperationalActivityTable>;

/** Creates a draft activity in the role's scope, and records it in the audit trail. */
export async function createOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Row> {
  const values = validateActivityForm(body, context);
  await requireActivityPlace(db, access, values);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("operational_activity")
      .values({ ...columnsOf(values, context.timeZone), created_by: access.user.user.personId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStatusChanges(trx, [
      {
        subject: "operationalActivity",
        subjectId: row.id,
        action: "create",
        from: null,
        to: row.status,
        changedBy: access.user.user.personId,
      },
    ]);
    return row;
  });
}
