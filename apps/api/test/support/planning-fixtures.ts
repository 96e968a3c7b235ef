import { randomBytes } from "node:crypto";

import type { Insertable, Kysely } from "kysely";
import type { Database, RegistrationTable } from "../../src/db/schema.js";

/**
 * Planning fixtures a test creates for itself: never assumes the seed holds (or lacks) planning
 * data, and names everything with a fresh suffix so that it collides with nothing already there.
 */
export interface Scope {
  entityId: number;
  activityId: number;
  operationalActivityId: number;
  meansTypeId: number;
}

function label(fr: string) {
  return { fr, en: fr, de: fr };
}

function unique(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString("hex")}`;
}

/** An entity, an activity, an operational activity on them and a means type. */
export async function createScope(db: Kysely<Database>): Promise<Scope> {
  const entityType = await db
    .insertInto("entity_type")
    .values({ code: unique("ET"), label: label("Type d'entité de test") })
    .returning("id")
    .executeTakeFirstOrThrow();
  const entity = await db
    .insertInto("entity")
    .values({
      code: unique("E"),
      type_id: entityType.id,
      parent_id: null,
      label: label("Entité de test"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const activityType = await db
    .insertInto("activity_type")
    .values({ code: unique("AT"), label: label("Type d'activité de test") })
    .returning("id")
    .executeTakeFirstOrThrow();
  const activity = await db
    .insertInto("activity")
    .values({ code: unique("A"), type_id: activityType.id, label: label("Activité de test") })
    .returning("id")
    .executeTakeFirstOrThrow();
  const operationalActivity = await db
    .insertInto("operational_activity")
    .values({
      title: unique("Activité opérationnelle"),
      start_at: "2031-03-01T00:00:00Z",
      end_at: "2031-04-01T00:00:00Z",
      activity_id: activity.id,
      entity_id: entity.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const meansType = await db
    .insertInto("means_of_intervention_type")
    .values({ label: label("Ambulance de test"), default_required_staff_count: 2 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    entityId: entity.id,
    activityId: activity.id,
    operationalActivityId: operationalActivity.id,
    meansTypeId: meansType.id,
  };
}

/** A means of intervention of the scope; by default 2031-03-10 08:00–16:00 UTC, 2 staff. */
export async function createMeans(
  db: Kysely<Database>,
  scope: Scope,
  options: { requiredStaff?: number; startAt?: string; endAt?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto("means_of_intervention")
    .values({
      operational_activity_id: scope.operationalActivityId,
      type_id: scope.meansTypeId,
      start_at: options.startAt ?? "2031-03-10T08:00:00Z",
      end_at: options.endAt ?? "2031-03-10T16:00:00Z",
      required_staff: options.requiredStaff ?? 2,
      status: "open",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` new volunteers, in one statement; their ids in insertion order. */
export async function createPersons(db: Kysely<Database>, count: number): Promise<number[]> {
  const batch = unique("P");
  const rows = await db
    .insertInto("person")
    .values(
      Array.from({ length: count }, (_unused, index) => ({
        first_name: `Personne ${index + 1}`,
        last_name: batch,
        staff_type: "volunteer" as const,
      })),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

export async function createPerson(db: Kysely<Database>): Promise<number> {
  const [id] = await createPersons(db, 1);
  if (id === undefined) throw new Error("no person created");
  return id;
}

/**
 * A registration row: pending by default, over the default means' period
 * (2031-03-10 08:00–16:00 UTC) unless told otherwise.
 */
export function registration(
  personId: number,
  meansId: number,
  fields: Partial<Insertable<RegistrationTable>> = {},
): Insertable<RegistrationTable> {
  return {
    person_id: personId,
    means_of_intervention_id: meansId,
    status: "pending",
    start_at: "2031-03-10T08:00:00Z",
    end_at: "2031-03-10T16:00:00Z",
    ...fields,
  };
}

export async function insertRegistration(
  db: Kysely<Database>,
  row: Insertable<RegistrationTable>,
): Promise<number> {
  const inserted = await db
    .insertInto("registration")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The staff counters of a means next to the real counts of its registrations. */
export interface StaffCounters {
  validated_staff: number;
  pending_staff: number;
  validated_registrations: number;
  pending_registrations: number;
}

/** What `staffCounters` reads when the counters agree with `validated` and `pending` rows. */
export function consistentStaff(validated: number, pending: number): StaffCounters {
  return {
    validated_staff: validated,
    pending_staff: pending,
    validated_registrations: validated,
    pending_registrations: pending,
  };
}

export async function staffCounters(db: Kysely<Database>, meansId: number): Promise<StaffCounters> {
  const means = await db
    .selectFrom("means_of_intervention as m")
    .select((eb) => [
      "m.validated_staff",
      "m.pending_staff",
      eb
        .selectFrom("registration as r")
        .whereRef("r.means_of_intervention_id", "=", "m.id")
        .where("r.status", "=", "validated")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .as("validated_registrations"),
      eb
        .selectFrom("registration as r")
        .whereRef("r.means_of_intervention_id", "=", "m.id")
        .where("r.status", "=", "pending")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .as("pending_registrations"),
    ])
    .where("m.id", "=", meansId)
    .executeTakeFirstOrThrow();
  return {
    validated_staff: means.validated_staff,
    pending_staff: means.pending_staff,
    validated_registrations: Number(means.validated_registrations),
    pending_registrations: Number(means.pending_registrations),
  };
}

/** The SQLSTATE and constraint of a statement the database refused. */
export interface Refusal {
  code: string | undefined;
  constraint: string | undefined;
}

/** What the database answered to a statement that must fail; throws when it succeeded. */
export async function refusal(statement: Promise<unknown>): Promise<Refusal> {
  try {
    await statement;
  } catch (error) {
    const answer = refusalOf(error);
    if (answer.code === undefined) throw error;
    return answer;
  }
  throw new Error("The database accepted a statement it should have refused");
}

/** SQLSTATE and constraint of an error of `pg` or of PGlite (both carry them as fields). */
export function refusalOf(error: unknown): Refusal {
  const fields = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return {
    code: typeof fields.code === "string" ? fields.code : undefined,
    constraint: typeof fields.constraint === "string" ? fields.constraint : undefined,
  };
}
