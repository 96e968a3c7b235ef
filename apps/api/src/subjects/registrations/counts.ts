import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { personOf, placedRegistrations } from "./reads.js";

/**
 * The badge counts of the sidebar (spec 01 §2, §7): new registrations and new proposed schedules
 * since the user last reset them, in the active role's scope.
 */

/**
 * The new-registration count of the sidebar badge (spec 01 §2, §7): registrations of the role's
 * scope (field staff: their own) whose status someone else — or the system — changed since the
 * user last reset the count; every such registration when they never did.
 */
export async function newRegistrationCount(db: Kysely<Database>, access: Access): Promise<number> {
  const seen = await seenAt(db, access, "new_registrations_seen_at");
  const me = personOf(access);
  const row = await placedRegistrations(db, access)
    .innerJoin("status_change", (join) =>
      join
        .onRef("status_change.subject_id", "=", "registration.id")
        .on("status_change.subject", "=", "registration"),
    )
    .where((eb) =>
      eb.or([eb("status_change.changed_by", "is", null), eb("status_change.changed_by", "<>", me)]),
    )
    .$if(seen !== null, (query) => query.where("status_change.changed_at", ">", seen as Date))
    .select(sql<string>`count(distinct registration.id)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The new-proposed-schedule count of the sidebar badge (spec 01 §2, §7): pending schedule changes
 * of the role's scope that someone else proposed since the user last reset the count.
 */
export async function newProposedScheduleCount(
  db: Kysely<Database>,
  access: Access,
): Promise<number> {
  const seen = await seenAt(db, access, "new_proposed_schedules_seen_at");
  const row = await placedRegistrations(db, access)
    .innerJoin("schedule_change", "schedule_change.registration_id", "registration.id")
    .where("schedule_change.status", "=", "pending")
    .where("schedule_change.proposed_by", "<>", personOf(access))
    .$if(seen !== null, (query) => query.where("schedule_change.created_at", ">", seen as Date))
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

type SeenColumn = "new_registrations_seen_at" | "new_proposed_schedules_seen_at";

async function seenAt(db: Kysely<Database>, access: Access, column: SeenColumn) {
  const row = await db
    .selectFrom("user_profile")
    .select(column)
    .where("id", "=", access.user.profileId)
    .executeTakeFirst();
  return row?.[column] ?? null;
}

/** Resets a badge count: what changes from now on is new (spec 01 §7). */
export async function resetCount(
  db: Kysely<Database>,
  access: Access,
  column: SeenColumn,
): Promise<void> {
  await db
    .updateTable("user_profile")
    .set({ [column]: sql`now()` })
    .where("id", "=", access.user.profileId)
    .execute();
}
