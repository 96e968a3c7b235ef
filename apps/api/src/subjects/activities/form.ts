import {
  type OperationalActivityValues,
  validateOperationalActivity,
  wallClockToInstant,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { acceptedForm } from "../../platform/forms.js";
import { requireReferences } from "../../platform/references.js";

/** The activity form's values, validated by the domain's rules; blocking findings refuse it. */
export function validateActivityForm(
  body: unknown,
  context: { now: Date; timeZone: string; originalStart?: string | null },
): OperationalActivityValues {
  return acceptedForm(validateOperationalActivity(body, context));
}

/** The columns of an activity from the form's values (wall-clock values placed in the zone). */
export function columnsOf(values: OperationalActivityValues, timeZone: string) {
  const instant = (value: string | null | undefined) =>
    value ? (wallClockToInstant(value, timeZone) ?? null) : null;
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    location_type_id: values.locationTypeId ?? null,
    start_at: instant(values.start) as string,
    end_at: instant(values.end) as string,
    registration_deadline: instant(values.registrationDeadline),
    automatic_registration_validation: values.automaticRegistrationValidation,
    opening_option: values.openingOption,
    opening_date: values.openingOption === "specificDate" ? instant(values.openingDate) : null,
    opening_days_before_start:
      values.openingOption === "specificDuration" ? (values.openingDaysBeforeStart ?? null) : null,
    activity_id: values.activityId,
    entity_id: values.entityId,
    comment: values.comment ?? "",
  };
}

/**
 * What an activity form names, checked before anything is written: its entity, its activity and
 * its location type exist (`entity.notFound`, `activity.notFound`, `locationType.notFound`, 404),
 * then the entity × activity lies within the active role's scope (`operationalActivity.forbidden`).
 */
export async function requireActivityPlace(
  db: Kysely<Database>,
  access: Access,
  values: Pick<OperationalActivityValues, "entityId" | "activityId" | "locationTypeId">,
  id = 0,
): Promise<void> {
  await requireReferences(db, {
    entity: values.entityId,
    activity: values.activityId,
    locationType: values.locationTypeId,
  });
  requireInScope(access, "operationalActivity", {
    id,
    entityId: values.entityId,
    activityId: values.activityId,
  });
}
