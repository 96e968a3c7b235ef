import {
  type ApiError,
  checkReinforcementPerson,
  checkSharedAddress,
  Refusal,
  reinforcementPersonAlreadyExists,
  sharedReinforcementAddressAlreadyExists,
  validateReinforcementPerson,
  validateSharedAddress,
} from "@releve/domain";
import type { Kysely, Selectable } from "kysely";
import type { Database, ReinforcementNotificationTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { refuseBlocking } from "../../platform/forms.js";
import { requireReferences } from "../../platform/references.js";
import {
  getReinforcementNotification,
  type ReinforcementNotificationAnswer,
} from "./notification-reads.js";

type Row = Selectable<ReinforcementNotificationTable>;

/** Whether an error is PostgreSQL's refusal of a duplicate key (unique violation). */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

/**
 * Registers a person, or a shared address (`{ name, email, emailType }`), to be notified when the
 * means of an entity and an activity lack staff. The same person or the same address (compared
 * case-insensitively) twice for one entity × activity is refused with
 * `reinforcement.reinforcementPersonAlreadyExists` or
 * `reinforcement.sharedReinforcementAddressAlreadyExists` (409); the database's unique indexes
 * give the same answer when two requests race.
 */
export async function createReinforcementNotification(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
): Promise<ReinforcementNotificationAnswer> {
  const isPerson =
    typeof body === "object" && body !== null && (body as { personId?: unknown }).personId != null;
  const validation = isPerson
    ? validateReinforcementPerson(body, {})
    : validateSharedAddress(body, {});
  refuseBlocking(validation.findings);
  const values = validation.values as NonNullable<typeof validation.values>;
  const { entityId, activityId } = values;
  await requireReferences(db, { entity: entityId, activity: activityId });
  requireInScope(access, "reinforcementNotification", { id: 0, entityId, activityId });

  const existing = await db
    .selectFrom("reinforcement_notification")
    .select(["person_id", "email"])
    .where("entity_id", "=", entityId)
    .where("activity_id", "=", activityId)
    .execute();
  const existingNotifications = existing.map((row) => ({
    entityId,
    activityId,
    ...(row.person_id === null ? {} : { personId: row.person_id }),
    ...(row.email === null ? {} : { email: row.email }),
  }));

  let duplicate: ApiError;
  let columns: Omit<Row, "id">;
  if ("personId" in values) {
    await requireReferences(db, { person: values.personId });
    duplicate = reinforcementPersonAlreadyExists({
      entityId,
      activityId,
      personId: values.personId,
    });
    if (checkReinforcementPerson(values, { existingNotifications }).length > 0) {
      throw new Refusal(duplicate);
    }
    columns = {
      entity_id: entityId,
      activity_id: activityId,
      person_id: values.personId,
      name: null,
      email: null,
      email_type: null,
    };
  } else {
    duplicate = sharedReinforcementAddressAlreadyExists({
      entityId,
      activityId,
      email: values.email,
    });
    if (checkSharedAddress(values, { existingNotifications }).length > 0) {
      throw new Refusal(duplicate);
    }
    columns = {
      entity_id: entityId,
      activity_id: activityId,
      person_id: null,
      name: values.name,
      email: values.email,
      email_type: values.emailType,
    };
  }
  try {
    const row = await db
      .insertInto("reinforcement_notification")
      .values(columns)
      .returning("id")
      .executeTakeFirstOrThrow();
    return await getReinforcementNotification(db, access, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(duplicate);
    throw error;
  }
}

/** Deletes a notification of the role's scope. */
export async function deleteReinforcementNotification(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<void> {
  await getReinforcementNotification(db, access, id);
  await db.deleteFrom("reinforcement_notification").where("id", "=", id).execute();
}
