import { type Attachment, notFound, type OperationalActivity, Refusal } from "@releve/domain";
import type { Kysely, Selectable } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { requireReadable } from "../registrations/index.js";

type Row = Selectable<OperationalActivityTable>;

/**
 * The activity as the API returns it: instants with the organisation's offset, and its
 * attachments when the caller read them.
 */
export function toOperationalActivity(
  row: Row,
  timeZone: string,
  attachments: Attachment[] = [],
): OperationalActivity {
  const instant = (value: Date | null) => instantOf(value, timeZone);
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    locationTypeId: row.location_type_id,
    start: instant(row.start_at) as string,
    end: instant(row.end_at) as string,
    status: row.status,
    registrationDeadline: instant(row.registration_deadline),
    automaticRegistrationValidation: row.automatic_registration_validation,
    openingOption: row.opening_option,
    openingDate: instant(row.opening_date),
    openingDaysBeforeStart: row.opening_days_before_start,
    activityId: row.activity_id,
    entityId: row.entity_id,
    comment: row.comment,
    attachments,
    recurrenceId: row.recurrence_id,
  };
}

/**
 * One activity; `notFound` when it does not exist, `forbidden` outside the role's scope. Read to
 * be shown (`reading`), field staff may also read an activity where they are registered.
 */
export async function getOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  id: number,
  { reading = false }: { reading?: boolean } = {},
): Promise<Row> {
  const row = await db
    .selectFrom("operational_activity")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("operationalActivity", { id }));
  const item = { id, entityId: row.entity_id, activityId: row.activity_id };
  if (reading) {
    await requireReadable(db, access, "operationalActivity", item, { operationalActivityId: id });
  } else {
    requireInScope(access, "operationalActivity", item);
  }
  return row;
}
