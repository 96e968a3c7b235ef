import { activityTransition, Refusal } from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { columnsOf, requireActivityPlace, validateActivityForm } from "./form.js";
import { getOperationalActivity } from "./reads.js";

type Row = Selectable<OperationalActivityTable>;

/** Edits an activity (draft or public), keeping it in the role's scope. */
export async function updateOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Row> {
  const current = await getOperationalActivity(db, access, id);
  const allowed = activityTransition({ status: current.status }, "edit");
  if (!allowed.ok) throw new Refusal(allowed.error);
  const values = validateActivityForm(body, {
    ...context,
    originalStart: instantOf(current.start_at, context.timeZone).slice(0, 16),
  });
  await requireActivityPlace(db, access, values, id);
  return db
    .updateTable("operational_activity")
    .set({ ...columnsOf(values, context.timeZone), version: sql`version + 1` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
