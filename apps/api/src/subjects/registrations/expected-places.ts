import { forbidden, isInScope, liveRegistrationStatuses, Refusal } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { actsForThemselves, personOf } from "./reads.js";

/** Where a reader may be expected: one means, or any means of one activity. */
export type ExpectedPlace = { meansOfInterventionId: number } | { operationalActivityId: number };

/** Whether a person is expected on the place: a pending or validated registration there. */
async function isRegisteredOn(
  db: Kysely<Database>,
  personId: number,
  place: ExpectedPlace,
): Promise<boolean> {
  const row = await db
    .selectFrom("registration")
    .innerJoin(
      "means_of_intervention",
      "means_of_intervention.id",
      "registration.means_of_intervention_id",
    )
    .select("registration.id")
    .where("registration.person_id", "=", personId)
    .where("registration.status", "in", [...liveRegistrationStatuses])
    .where(
      "meansOfInterventionId" in place
        ? (eb) => eb("means_of_intervention.id", "=", place.meansOfInterventionId)
        : (eb) =>
            eb("means_of_intervention.operational_activity_id", "=", place.operationalActivityId),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses with `{subject}.forbidden` a reading outside the active role's scope, unless field
 * staff are expected there (a pending or validated registration): they see their own registrations wherever they are, so they may
 * read the means and the activity where they are expected. Writes keep the plain scope check.
 */
export async function requireReadable(
  db: Kysely<Database>,
  access: Access,
  subject: "meansOfIntervention" | "operationalActivity",
  item: { id: number; entityId: number; activityId: number },
  place: ExpectedPlace,
): Promise<void> {
  if (isInScope(item, access.scope, access.reference)) return;
  if (actsForThemselves(access) && (await isRegisteredOn(db, personOf(access), place))) return;
  throw new Refusal(forbidden(subject, { id: item.id }));
}
