import { concurrentChange, Refusal } from "@releve/domain";
import { type Selectable, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { type Db, type PlacedRegistration, requirePlacedRegistration } from "./reads.js";

/**
 * The locks an action on registrations takes before deciding: the means it staffs, the persons it
 * validates, and the registration itself, always in the same order so that actions queue one
 * behind the other and cannot deadlock.
 */

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

/**
 * Locks a registration's means, then its person, then the registration itself, and reads it
 * again: what the action decides on is the last committed state. A registration moved to
 * another means meanwhile (a split) is answered `registration.concurrentChange`.
 */
export async function lockRegistration(
  trx: Transaction<Database>,
  found: PlacedRegistration,
): Promise<{ current: PlacedRegistration; means: StaffedMeans }> {
  const locked = await lockMeans(trx, [found.means_of_intervention_id]);
  await lockPersons(trx, [found.person_id]);
  const current = await requirePlacedRegistration(trx, found.id, true);
  const means = locked.get(current.means_of_intervention_id);
  if (!means) throw new Refusal(concurrentChange("registration", { id: found.id }));
  return { current, means };
}
