import {
  type ApiError,
  type ConcurrentChangeSubject,
  concurrentChange,
  instantToWallClock,
  isFieldStaff,
  liveRegistrationStatuses,
  notFound,
  Refusal,
  type RegistrationStatus,
  registrationLifecycleStatus,
  registrationWindow,
  scheduleChangePendingExists,
  staffMaximumReached,
  unexpectedStatus,
  type WallClockPeriod,
} from "@releve/domain";
import {
  type Expression,
  expressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
  type Transaction,
} from "kysely";
import type { Database, RegistrationTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { retryableCodes, retryingTransaction } from "../../platform/retrying-transaction.js";
import { scopeCondition } from "../../platform/scope-sql.js";

/**
 * The SQL of registrations in one place: reading a registration with where it lies, locking the
 * means and persons an action staffs, the staffing transaction and how the database's refusals
 * become clean `{category, code, data}` answers.
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

/**
 * Moves registrations to a status (and whether they are propositions), marking them changed now
 * for the follow-up and their versions for concurrent writers.
 */
export function setRegistrationStatus(
  db: Kysely<Database>,
  ids: readonly number[],
  state: { status: RegistrationStatus; isProposed: boolean },
) {
  return db
    .updateTable("registration")
    .set({
      status: state.status,
      is_proposed: state.isProposed,
      latest_status_change_at: sql`now()`,
      version: sql`version + 1`,
    })
    .where("id", "in", ids)
    .execute();
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

/** A means being staffed, with its activity's settings and place. */
export interface StaffedMeans {
  id: number;
  operational_activity_id: number;
  type_id: number;
  status: Selectable<Database["means_of_intervention"]>["status"];
  start_at: Date;
  end_at: Date;
  required_staff: number;
  validated_staff: number;
  pending_staff: number;
  automatic_registration_validation: boolean;
  registration_deadline: Date | null;
  inherits_from_activity: boolean;
  split_sibling_id: number | null;
  activity_automatic_registration_validation: boolean;
  activity_registration_deadline: Date | null;
  entity_id: number;
  activity_id: number;
}

/**
 * The means an action staffs, by id, each row locked until the transaction ends, in id order:
 * actions on the same means queue one behind the other, so the staff counts each one reads are
 * the last committed ones, and actions locking several means cannot deadlock.
 */
export function lockMeans(
  trx: Transaction<Database>,
  ids: readonly number[],
): Promise<Map<number, StaffedMeans>> {
  return staffedMeans(trx, ids, true);
}

/** The means of these ids as an action staffs them, without locking them (a preview). */
export function readMeans(db: Db, ids: readonly number[]): Promise<Map<number, StaffedMeans>> {
  return staffedMeans(db, ids, false);
}

async function staffedMeans(
  db: Db,
  ids: readonly number[],
  lock: boolean,
): Promise<Map<number, StaffedMeans>> {
  if (ids.length === 0) return new Map();
  const query = db
    .selectFrom("means_of_intervention")
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .select([
      "means_of_intervention.id",
      "means_of_intervention.operational_activity_id",
      "means_of_intervention.type_id",
      "means_of_intervention.status",
      "means_of_intervention.start_at",
      "means_of_intervention.end_at",
      "means_of_intervention.required_staff",
      "means_of_intervention.validated_staff",
      "means_of_intervention.pending_staff",
      "means_of_intervention.automatic_registration_validation",
      "means_of_intervention.registration_deadline",
      "means_of_intervention.inherits_from_activity",
      "means_of_intervention.split_sibling_id",
      "operational_activity.automatic_registration_validation as activity_automatic_registration_validation",
      "operational_activity.registration_deadline as activity_registration_deadline",
      "operational_activity.entity_id",
      "operational_activity.activity_id",
    ])
    .where("means_of_intervention.id", "in", [...new Set(ids)])
    .orderBy("means_of_intervention.id");
  const rows = lock
    ? await query.forNoKeyUpdate("means_of_intervention").execute()
    : await query.execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Queues the action behind any other validating the same persons, in id order: the same lock the
 * database's trigger takes before writing a validated registration, taken before the conflicts
 * are read, so that they are the last committed ones.
 */
export async function lockPersons(
  trx: Transaction<Database>,
  personIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(personIds)].sort((a, b) => a - b);
  for (const id of ids) {
    await sql`select pg_advisory_xact_lock(hashtext('registration_no_overlapping_validated'), ${id}::int)`.execute(
      trx,
    );
  }
}

/** What a write was doing when the database refused it, to answer precisely. */
export interface WriteContext {
  action: string;
  personId?: number;
  meansOfInterventionId?: number;
  registrationId?: number;
  start?: Date;
  end?: Date;
}

const contextKey = Symbol("writeContext");

/** Runs a write, remembering on its refusal what it was doing. */
export async function writing<T>(context: WriteContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (typeof error === "object" && error !== null) {
      Object.assign(error, { [contextKey]: context });
    }
    throw error;
  }
}

/** SQLSTATE and constraint of an error of `pg` or of PGlite. */
function databaseRefusal(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== "object" || error === null) return {};
  const fields = error as { code?: unknown; constraint?: unknown };
  return {
    ...(typeof fields.code === "string" ? { code: fields.code } : {}),
    ...(typeof fields.constraint === "string" ? { constraint: fields.constraint } : {}),
  };
}

/**
 * Runs an action on registrations of the active role in one transaction, and turns what the
 * database refuses under concurrency into clean answers, never a 500:
 * - check `means_of_intervention_staff_maximum` (23514) → 409 `registration.staffMaximumReached`;
 * - exclusion `registration_no_overlapping_validated` (23P01) → 409
 *   `registration.existingRegistrationConflict`, listing the means of the registrations in the way
 *   that lie within the role's scope;
 * - unique `registration_one_live_per_person_and_means` (23505) → 409
 *   `registration.unexpectedStatus` (the person has just been registered there);
 * - unique `schedule_change_one_pending` (23505) → 409 `scheduleChange.pendingExists`;
 * - a serialization failure or a deadlock is retried, then answered 409 `{subject}.concurrentChange`,
 *   as is a row that disappeared meanwhile (23503).
 */
export async function staffingTransaction<T>(
  db: Kysely<Database>,
  access: Access,
  subject: ConcurrentChangeSubject,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return retryingTransaction(db, subject, work, {}, (error) =>
    answerOf(db, access, subject, error),
  );
}

async function answerOf(
  db: Kysely<Database>,
  access: Access,
  subject: ConcurrentChangeSubject,
  error: unknown,
): Promise<ApiError | undefined> {
  const { code, constraint } = databaseRefusal(error);
  const context = (error as { [contextKey]?: WriteContext })[contextKey];
  if (code === "23514" && constraint === "means_of_intervention_staff_maximum") {
    const means = context?.meansOfInterventionId;
    const row = means
      ? await db
          .selectFrom("means_of_intervention")
          .select("required_staff")
          .where("id", "=", means)
          .executeTakeFirst()
      : undefined;
    return staffMaximumReached({
      ...(means ? { meansOfInterventionId: means } : {}),
      ...(row ? { max: row.required_staff } : {}),
    });
  }
  if (code === "23P01" && constraint === "registration_no_overlapping_validated") {
    return overlappingRefusal(db, access, context);
  }
  if (code === "23505" && constraint === "registration_one_live_per_person_and_means") {
    return alreadyLiveRefusal(db, context);
  }
  if (code === "23505" && constraint === "schedule_change_one_pending") {
    return scheduleChangePendingExists({ registrationId: context?.registrationId ?? 0 });
  }
  if (code !== undefined && (retryableCodes.has(code) || code === "23503")) {
    return concurrentChange(subject, context ? { action: context.action } : {});
  }
  return undefined;
}

/**
 * The existing-registration conflict the exclusion constraint found, with the means in the way
 * that lie within the role's scope (as the conflicts found before acting name them).
 */
async function overlappingRefusal(
  db: Kysely<Database>,
  access: Access,
  context: WriteContext | undefined,
): Promise<ApiError> {
  const { personId, meansOfInterventionId, start, end } = context ?? {};
  const others =
    personId && start && end
      ? await db
          .selectFrom("registration")
          .select("means_of_intervention_id")
          .where("person_id", "=", personId)
          .where("status", "=", "validated")
          .where("start_at", "<", end)
          .where("end_at", ">", start)
          .$if(meansOfInterventionId !== undefined, (query) =>
            query.where("means_of_intervention_id", "<>", meansOfInterventionId ?? 0),
          )
          .execute()
      : [];
  const otherIds = await meansIdsInScope(
    db,
    access,
    others.map((row) => row.means_of_intervention_id),
  );
  return {
    category: "registration",
    code: "existingRegistrationConflict",
    data: {
      conflicts: [
        {
          type: "existingRegistration",
          personId: personId ?? 0,
          meansOfInterventionId: meansOfInterventionId ?? 0,
          ...(context?.registrationId ? { registrationId: context.registrationId } : {}),
          otherIds,
          blocking: true,
        },
      ],
    },
  };
}

/** The person was registered on the means meanwhile: the action no longer starts from nothing. */
async function alreadyLiveRefusal(
  db: Kysely<Database>,
  context: WriteContext | undefined,
): Promise<ApiError> {
  const live =
    context?.personId && context.meansOfInterventionId
      ? await db
          .selectFrom("registration")
          .select(["status", "is_proposed"])
          .where("person_id", "=", context.personId)
          .where("means_of_intervention_id", "=", context.meansOfInterventionId)
          .where("status", "in", liveRegistrationStatuses)
          .executeTakeFirst()
      : undefined;
  return unexpectedStatus("registration", {
    status: live
      ? registrationLifecycleStatus({ status: live.status, isProposed: live.is_proposed })
      : "pending",
    action: context?.action ?? "register",
    allowedFrom: ["none"],
  });
}
