import {
  instantToWallClock,
  isFieldStaff,
  liveRegistrationStatuses,
  notFound,
  Refusal,
  registrationWindow,
  type WallClockPeriod,
} from "@releve/domain";
import {
  type Expression,
  expressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
} from "kysely";
import type { Database, RegistrationTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { scopeCondition } from "../../platform/scope-sql.js";

/**
 * The SQL reads the registration services share: who acts, the registrations of the role's scope
 * with their places, one registration with where it lies, the criteria every search shares, the
 * means a refusal may name and a person's other participations.
 */

/** A database handle inside or outside a transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

/** A registration with its means' period and status, and the place (entity × activity) it lies in. */
export interface PlacedRegistration extends Selectable<RegistrationTable> {
  operational_activity_id: number;
  entity_id: number;
  activity_id: number;
  means_start_at: Date;
  means_end_at: Date;
  means_status: Selectable<Database["means_of_intervention"]>["status"];
}

/** The person the signed-in user is. */
export const personOf = (access: Access): number => access.user.user.personId;

/** Whether the active role is a field-staff one, who sees and acts on their own registrations only. */
export const actsForThemselves = (access: Access): boolean => isFieldStaff(access.authorization);

/** Every registration with its means and the means' activity, whatever the scope. */
export function registrationsWithPlaces(db: Kysely<Database>) {
  return db
    .selectFrom("registration")
    .innerJoin(
      "means_of_intervention",
      "means_of_intervention.id",
      "registration.means_of_intervention_id",
    )
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    );
}

/**
 * The registrations and the places they lie in, limited to the role's scope; field staff see
 * their own, wherever they are: a manager may have assigned them outside the activities of their
 * functions, and they must still find where they are expected.
 */
export function placedRegistrations(db: Kysely<Database>, access: Access) {
  const query = registrationsWithPlaces(db);
  return actsForThemselves(access)
    ? query.where("registration.person_id", "=", personOf(access))
    : query.where(scopeCondition(access));
}

/** The criteria every search of registrations shares: their means, their activities, their persons. */
export interface RegistrationCriteria {
  meansOfInterventionIds?: number[] | undefined;
  operationalActivityIds?: number[] | undefined;
  personIds?: number[] | undefined;
}

/** The condition a registration meets when it matches `criteria` (an empty list asks for none). */
export function registrationCriteria(criteria: RegistrationCriteria): Expression<SqlBool> {
  const eb = expressionBuilder<Database, "registration" | "means_of_intervention">();
  const conditions: Expression<SqlBool>[] = [];
  if (criteria.meansOfInterventionIds?.length) {
    conditions.push(
      eb("registration.means_of_intervention_id", "in", criteria.meansOfInterventionIds),
    );
  }
  if (criteria.operationalActivityIds?.length) {
    conditions.push(
      eb("means_of_intervention.operational_activity_id", "in", criteria.operationalActivityIds),
    );
  }
  if (criteria.personIds?.length) {
    conditions.push(eb("registration.person_id", "in", criteria.personIds));
  }
  return eb.and(conditions);
}

/** One registration with its place; `undefined` when it does not exist. */
export async function findPlacedRegistration(
  db: Db,
  id: number,
  lock = false,
): Promise<PlacedRegistration | undefined> {
  const query = db
    .selectFrom("registration")
    .innerJoin(
      "means_of_intervention",
      "means_of_intervention.id",
      "registration.means_of_intervention_id",
    )
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .selectAll("registration")
    .select([
      "means_of_intervention.operational_activity_id",
      "operational_activity.entity_id",
      "operational_activity.activity_id",
      "means_of_intervention.start_at as means_start_at",
      "means_of_intervention.end_at as means_end_at",
      "means_of_intervention.status as means_status",
    ])
    .where("registration.id", "=", id);
  return lock ? query.forUpdate("registration").executeTakeFirst() : query.executeTakeFirst();
}

/** One registration with its place, or `registration.notFound` (404). */
export async function requirePlacedRegistration(
  db: Db,
  id: number,
  lock = false,
): Promise<PlacedRegistration> {
  const found = await findPlacedRegistration(db, id, lock);
  if (!found) throw new Refusal(notFound("registration", { id }));
  return found;
}

/**
 * The ids among `meansIds` of the means within the active role's scope, ascending: what a refusal
 * or a conflict may name of a person's other means without telling what lies outside the scope.
 */
export async function meansIdsInScope(
  db: Db,
  access: Access,
  meansIds: readonly number[],
): Promise<number[]> {
  const ids = [...new Set(meansIds)].sort((a, b) => a - b);
  if (ids.length === 0 || access.scope.type === "none") return ids;
  const rows = await db
    .selectFrom("means_of_intervention")
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .select("means_of_intervention.id")
    .where("means_of_intervention.id", "in", ids)
    .where(scopeCondition(access))
    .execute();
  const inScope = new Set(rows.map((row) => row.id));
  return ids.filter((id) => inScope.has(id));
}

/**
 * The person's other live registrations a registration on `means` may overlap, as wall-clock
 * periods for the form's `registration.overlapsParticipation` warning: those meeting the means'
 * registration window (spec 02 §9, `registrationWindow`: 4 hours before its start and after its
 * end), the only period a registration on it may take.
 */
export async function otherParticipations(
  db: Db,
  registration: { id: number; person_id: number },
  means: { start_at: Date; end_at: Date },
  timeZone: string,
): Promise<WallClockPeriod[]> {
  const window = registrationWindow(
    { start: instantOf(means.start_at, timeZone), end: instantOf(means.end_at, timeZone) },
    timeZone,
  );
  const others = await db
    .selectFrom("registration")
    .select(["start_at", "end_at"])
    .where("person_id", "=", registration.person_id)
    .where("id", "<>", registration.id)
    .where("status", "in", liveRegistrationStatuses)
    .where("start_at", "<", new Date(window.expectedMax))
    .where("end_at", ">", new Date(window.expectedMin))
    .execute();
  return others.map((other) => ({
    start: instantToWallClock(other.start_at, timeZone),
    end: instantToWallClock(other.end_at, timeZone),
  }));
}
