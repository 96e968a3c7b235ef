import type { RoleCode } from "@releve/domain";
import type { Insertable, Kysely, KyselyPlugin } from "kysely";
import { beforeAll } from "vitest";
import type { Database, RegistrationTable } from "../../src/db/schema.js";
import { type Access, accessOf, readAccessData } from "../../src/platform/access.js";
import { demoPlaces, meansTypeId } from "./fixtures.js";
import type { TestServerContext } from "./server.js";

/**
 * Registrations fixtures: activities and means on a day of their own (so that the registrations
 * of one person in different tests never overlap), persons placed within a scope by their
 * functions, field-staff users, and registrations in any status.
 */

const dayMs = 86_400_000;
/** The first day fixtures use: far from the demo planning, which lives around today. */
const firstDay = Date.parse("2029-01-01T00:00:00Z");
let dayCount = 0;

/** A day nobody else in this test file uses, as `YYYY-MM-DD`. */
export function freshDay(): string {
  dayCount += 1;
  return new Date(firstDay + dayCount * dayMs).toISOString().slice(0, 10);
}

/** Where an object lies: an entity × activity pair. */
export interface Place {
  entityId: number;
  activityId: number;
}

/** What a means fixture may set; by default an open means of 2 staff, 08:00–16:00 UTC. */
export interface MeansOptions {
  day?: string;
  /** Hours (UTC) of the means on its day. */
  from?: number;
  to?: number;
  requiredStaff?: number;
  status?: "draft" | "public" | "open" | "cancelled";
  automaticRegistrationValidation?: boolean;
  registrationDeadline?: string | null;
  /** Whether the means takes its registration settings from its activity. */
  inheritsFromActivity?: boolean;
  activity?: { automaticRegistrationValidation?: boolean; registrationDeadline?: string | null };
}

const at = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000).toISOString();

/** An operational activity (public) at a place, and one means on it. */
export async function createMeansAt(
  db: Kysely<Database>,
  place: Place,
  options: MeansOptions = {},
): Promise<{ meansId: number; operationalActivityId: number; start: string; end: string }> {
  const day = options.day ?? freshDay();
  const start = at(day, options.from ?? 8);
  const end = at(day, options.to ?? 16);
  const activity = await db
    .insertInto("operational_activity")
    .values({
      title: `Poste de secours du ${day}`,
      location: "Stade",
      start_at: at(day, 0),
      end_at: at(day, 24),
      status: "public",
      activity_id: place.activityId,
      entity_id: place.entityId,
      automatic_registration_validation: options.activity?.automaticRegistrationValidation ?? false,
      registration_deadline: options.activity?.registrationDeadline ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const meansId = await addMeans(db, activity.id, { ...options, day });
  return { meansId, operationalActivityId: activity.id, start, end };
}

/** Another means on an operational activity. */
export async function addMeans(
  db: Kysely<Database>,
  operationalActivityId: number,
  options: MeansOptions & { day: string },
): Promise<number> {
  const row = await db
    .insertInto("means_of_intervention")
    .values({
      operational_activity_id: operationalActivityId,
      type_id: await meansTypeId(db),
      start_at: at(options.day, options.from ?? 8),
      end_at: at(options.day, options.to ?? 16),
      required_staff: options.requiredStaff ?? 2,
      status: options.status ?? "open",
      automatic_registration_validation: options.automaticRegistrationValidation ?? false,
      registration_deadline: options.registrationDeadline ?? null,
      inherits_from_activity: options.inheritsFromActivity ?? false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

let personCount = 0;

/** `count` volunteers serving in an activity through their functions (so within its scopes). */
export async function personsServing(
  db: Kysely<Database>,
  activityId: number,
  count = 1,
): Promise<number[]> {
  const rows = await db
    .insertInto("person")
    .values(
      Array.from({ length: count }, () => {
        personCount += 1;
        return {
          first_name: "Camille",
          last_name: `Inscrite ${personCount}`,
          staff_type: "volunteer" as const,
        };
      }),
    )
    .returning("id")
    .execute();
  await db
    .insertInto("person_activity")
    .values(rows.map((row) => ({ person_id: row.id, activity_id: activityId })))
    .execute();
  return rows.map((row) => row.id);
}

/** One volunteer serving in an activity. */
export async function personServing(db: Kysely<Database>, activityId: number): Promise<number> {
  const [id] = await personsServing(db, activityId, 1);
  if (id === undefined) throw new Error("No person created");
  return id;
}

/** A person of no scope: no privilege, no function, no registration. */
export async function personOfNoScope(db: Kysely<Database>): Promise<number> {
  personCount += 1;
  const row = await db
    .insertInto("person")
    .values({
      first_name: "Dominique",
      last_name: `Sans périmètre ${personCount}`,
      staff_type: "external",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * `count` field-staff users (role S or V, scope by functions) serving in these activities: each
 * with a subject to sign in with, in one go.
 */
export async function fieldStaffUsers(
  db: Kysely<Database>,
  activityIds: readonly number[],
  count: number,
  role: Extract<RoleCode, "S" | "V"> = "V",
): Promise<{ subject: string; personId: number }[]> {
  const batch = `field-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const persons = await personsServing(db, activityIds[0] ?? 0, count);
  if (activityIds.length > 1) {
    await db
      .insertInto("person_activity")
      .values(
        persons.flatMap((person_id) =>
          activityIds.slice(1).map((activity_id) => ({ person_id, activity_id })),
        ),
      )
      .execute();
  }
  const profiles = await db
    .insertInto("user_profile")
    .values(
      persons.map((person_id, index) => ({
        person_id,
        subject: `${batch}-${index}`,
        language: "fr" as const,
        active_role_code: role,
      })),
    )
    .returning(["id", "person_id", "subject"])
    .execute();
  await db
    .insertInto("user_authorization")
    .values(
      profiles.map((profile) => ({
        user_profile_id: profile.id,
        role_code: role,
        scope_type: "byFunctions" as const,
        valid_from: "2026-01-01T00:00:00Z",
      })),
    )
    .execute();
  return profiles.map((profile) => ({ subject: profile.subject, personId: profile.person_id }));
}

/** The person a demo user (by subject) is. */
export async function personOfSubject(db: Kysely<Database>, subject: string): Promise<number> {
  const row = await db
    .selectFrom("user_profile")
    .select("person_id")
    .where("subject", "=", subject)
    .executeTakeFirstOrThrow();
  return row.person_id;
}

/** The demo users and places the registration tests act with. */
export interface RegistrationCast {
  /** A place in manager B's scope: Paris 15 × public events. */
  inScope: Place;
  /** A place outside it: Lyon 7 × courses. */
  outside: Place;
  /** The person manager B (`demo-b`) is. */
  managerId: number;
  /** The person volunteer V (`demo-v`) is. */
  volunteerId: number;
}

/** The cast, resolved before the tests of the file once the test server is up. */
export function useRegistrationCast(server: TestServerContext): RegistrationCast {
  const cast = {} as RegistrationCast;
  beforeAll(async () => {
    const { db } = server.database;
    const places = await demoPlaces(db);
    cast.inScope = { entityId: places.paris15, activityId: places.publicEvent };
    cast.outside = { entityId: places.lyon7, activityId: places.course };
    cast.managerId = await personOfSubject(db, "demo-b");
    cast.volunteerId = await personOfSubject(db, "demo-v");
  });
  return cast;
}

/** A handle on the same database that counts the statements run through it. */
export function countingStatements(db: Kysely<Database>): {
  db: Kysely<Database>;
  statements(): number;
} {
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(counter), statements: () => count };
}

/** The access of a user (by subject) under their active role, as a call would load it. */
export async function accessOfSubject(db: Kysely<Database>, subject: string): Promise<Access> {
  const data = await readAccessData(db, { subject });
  if (!data) throw new Error(`No user ${subject}`);
  return accessOf(data, undefined);
}

/** A registration row of a person on a means, over the means' period unless told. */
export async function insertRegistration(
  db: Kysely<Database>,
  values: Omit<Insertable<RegistrationTable>, "start_at" | "end_at"> & {
    start_at?: string | Date;
    end_at?: string | Date;
  },
): Promise<number> {
  const means = await db
    .selectFrom("means_of_intervention")
    .select(["start_at", "end_at"])
    .where("id", "=", values.means_of_intervention_id)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto("registration")
    .values({ start_at: means.start_at, end_at: means.end_at, ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The staff counters the trigger keeps on a means, and the live registrations counted afresh. */
export async function staffOf(db: Kysely<Database>, meansId: number) {
  const means = await db
    .selectFrom("means_of_intervention")
    .select(["required_staff", "validated_staff", "pending_staff"])
    .where("id", "=", meansId)
    .executeTakeFirstOrThrow();
  const counted = await db
    .selectFrom("registration")
    .select(["status"])
    .where("means_of_intervention_id", "=", meansId)
    .where("status", "in", ["pending", "validated"])
    .execute();
  return {
    required: means.required_staff,
    validated: means.validated_staff,
    pending: means.pending_staff,
    countedValidated: counted.filter((row) => row.status === "validated").length,
    countedPending: counted.filter((row) => row.status === "pending").length,
  };
}

/** The audit rows of a registration, oldest first. */
export function statusChangesOf(db: Kysely<Database>, registrationId: number) {
  return db
    .selectFrom("status_change")
    .select(["action", "from_status", "to_status", "comment", "changed_by"])
    .where("subject", "=", "registration")
    .where("subject_id", "=", registrationId)
    .orderBy("id")
    .execute();
}

/** The mobilisation notifications written for a registration. */
export async function mobilisationsOf(db: Kysely<Database>, registrationId: number) {
  const rows = await db
    .selectFrom("outbox")
    .select("payload")
    .where("kind", "=", "mobilisation")
    .orderBy("id")
    .execute();
  return rows
    .map((row) => row.payload)
    .filter((payload) => payload.registrationId === registrationId);
}
