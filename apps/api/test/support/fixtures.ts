import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.js";

/** The id of an entity or an activity of the demo organisation, by code. */
export async function idOf(
  db: Kysely<Database>,
  table: "entity" | "activity",
  code: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts an operational activity directly, for tests that need one in a given status. */
export async function insertActivity(
  db: Kysely<Database>,
  values: {
    entityId: number;
    activityId: number;
    status?: "draft" | "public" | "cancelled";
    title?: string;
    start?: string;
    end?: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("operational_activity")
    .values({
      title: values.title ?? "Poste de secours — test",
      location: "Stade",
      start_at: values.start ?? "2027-03-10T08:00:00+01:00",
      end_at: values.end ?? "2027-03-10T18:00:00+01:00",
      status: values.status ?? "draft",
      activity_id: values.activityId,
      entity_id: values.entityId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A valid body of the operational activity form, on the wall clock of Europe/Paris. */
export function activityBody(entityId: number, activityId: number, title = "Marathon de Paris") {
  return {
    title,
    location: "Avenue des Champs-Élysées",
    start: "2027-04-04T07:00",
    end: "2027-04-04T15:00",
    automaticRegistrationValidation: false,
    registrationDeadline: null,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    activityId,
    entityId,
    comment: "",
    attachments: [],
  };
}
