import { type Kysely, sql } from "kysely";
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

/** An enabled means type for tests (made once per database). */
export async function meansTypeId(db: Kysely<Database>): Promise<number> {
  const label = { fr: "Équipe de test", en: "Test team", de: "Testteam" };
  const existing = await db
    .selectFrom("means_of_intervention_type")
    .select("id")
    .where(sql<boolean>`label ->> 'fr' = ${label.fr}`)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto("means_of_intervention_type")
    .values({ label, default_required_staff_count: 2 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a means of intervention directly, in a given status. */
export async function insertMeans(
  db: Kysely<Database>,
  operationalActivityId: number,
  status: "draft" | "public" | "open" | "cancelled" = "draft",
): Promise<number> {
  const row = await db
    .insertInto("means_of_intervention")
    .values({
      operational_activity_id: operationalActivityId,
      type_id: await meansTypeId(db),
      start_at: "2027-03-10T08:00:00+01:00",
      end_at: "2027-03-10T20:00:00+01:00",
      required_staff: 2,
      status,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A valid body of the means creation form, for an activity of 2027-03-10 08:00–18:00. */
export function meansBody(operationalActivityId: number, typeId: number, teamCount = 1) {
  return {
    operationalActivityId,
    typeId,
    staffPerTeam: 2,
    teamCount,
    scheduleType: "FREE",
    predefinedScheduleId: null,
    departureId: null,
    plateNumber: "",
    start: "2027-03-10T08:00",
    end: "2027-03-10T14:00",
    ultimateStart: "2027-03-10T07:30",
    ultimateEnd: "2027-03-10T14:30",
    automaticRegistrationValidation: false,
    registrationDeadline: null,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    comment: "",
    inheritsFromActivity: true,
  };
}

let personSequence = 0;

/** Inserts a person of a staff type, free of any registration. */
export async function insertPerson(
  db: Kysely<Database>,
  staffType: "employee" | "volunteer" | "external",
): Promise<number> {
  personSequence += 1;
  const row = await db
    .insertInto("person")
    .values({
      first_name: "Camille",
      last_name: `Test ${personSequence}`,
      staff_type: staffType,
      function: null,
      email: null,
      person_id_central_db: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The places the API tests use: in scope of the demo role B (Paris × first-aid posts) or not. */
export async function demoPlaces(db: Kysely<Database>) {
  const [paris15, lyon7, publicEvent, course] = await Promise.all([
    idOf(db, "entity", "paris15"),
    idOf(db, "entity", "lyon7"),
    idOf(db, "activity", "dpsPublicEvent"),
    idOf(db, "activity", "firstAidCourse"),
  ]);
  return { paris15, lyon7, publicEvent, course };
}
