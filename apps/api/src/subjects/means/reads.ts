import { type MeansOfIntervention, notFound, Refusal, staffCompleteness } from "@releve/domain";
import type { Kysely, Selectable } from "kysely";
import type { Database, MeansOfInterventionTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { requireReadable } from "../registrations/index.js";

type Row = Selectable<MeansOfInterventionTable>;

/** The means as the API returns it: instants with the organisation's offset, staff counts. */
export function toMeansOfIntervention(row: Row, timeZone: string): MeansOfIntervention {
  const instant = (value: Date | null) => instantOf(value, timeZone);
  const staff = {
    required: row.required_staff,
    validated: row.validated_staff,
    pending: row.pending_staff,
  };
  return {
    id: row.id,
    operationalActivityId: row.operational_activity_id,
    typeId: row.type_id,
    scheduleType: row.schedule_type,
    predefinedScheduleId: row.predefined_schedule_id,
    departureId: row.departure_id,
    vehicleId: row.vehicle_id,
    plateNumber: row.plate_number,
    start: instant(row.start_at) as string,
    end: instant(row.end_at) as string,
    ultimateStart: instant(row.ultimate_start_at),
    ultimateEnd: instant(row.ultimate_end_at),
    automaticRegistrationValidation: row.automatic_registration_validation,
    registrationDeadline: instant(row.registration_deadline),
    openingOption: row.opening_option,
    openingDate: instant(row.opening_date),
    openingDaysBeforeStart: row.opening_days_before_start,
    staff,
    staffCompleteness: staffCompleteness(staff),
    status: row.status,
    splitSiblingId: row.split_sibling_id,
    comment: row.comment,
    inheritsFromActivity: row.inherits_from_activity,
    version: row.version,
  };
}

/**
 * One means; `notFound` when it does not exist, `forbidden` outside the role's scope. Read to be
 * shown (`reading`), field staff may also read a means they are registered on.
 */
export async function getMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
  { reading = false }: { reading?: boolean } = {},
): Promise<Row> {
  const row = await db
    .selectFrom("means_of_intervention")
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .selectAll("means_of_intervention")
    .select(["operational_activity.entity_id", "operational_activity.activity_id"])
    .where("means_of_intervention.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("meansOfIntervention", { id }));
  const item = { id, entityId: row.entity_id, activityId: row.activity_id };
  if (reading) {
    await requireReadable(db, access, "meansOfIntervention", item, { meansOfInterventionId: id });
  } else {
    requireInScope(access, "meansOfIntervention", item);
  }
  const { entity_id: _entity, activity_id: _activity, ...means } = row;
  return means;
}
