import { isInUse, liveRegistrationStatuses, Refusal } from "@releve/domain";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { retryingTransaction } from "../../platform/retrying-transaction.js";
import { getOperationalActivity } from "./reads.js";

/**
 * Deleting operational activities (spec 02 §8 `isInUse`): a single activity, an occurrence of a
 * series, or the occurrences of a series, with what depends on them.
 */

type Row = Selectable<OperationalActivityTable>;

/**
 * Locks activities and their means before they are deleted, and counts the live registrations
 * (pending or validated) on the means of each, by activity id. Locked, no means can be added to
 * them nor anyone registered on their means until the transaction ends. Each table is locked in
 * id order, as staffing actions lock means, so that they queue rather than deadlock.
 */
export async function lockForDeletion(
  trx: Transaction<Database>,
  activityIds: readonly number[],
): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  await trx
    .selectFrom("operational_activity")
    .select("id")
    .where("id", "in", activityIds)
    .orderBy("id")
    .forUpdate()
    .execute();
  await trx
    .selectFrom("means_of_intervention")
    .select("id")
    .where("operational_activity_id", "in", activityIds)
    .orderBy("id")
    .forUpdate()
    .execute();
  const rows = await trx
    .selectFrom("registration")
    .innerJoin(
      "means_of_intervention",
      "means_of_intervention.id",
      "registration.means_of_intervention_id",
    )
    .select("means_of_intervention.operational_activity_id as activityId")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("means_of_intervention.operational_activity_id", "in", activityIds)
    .where("registration.status", "in", liveRegistrationStatuses)
    .groupBy("means_of_intervention.operational_activity_id")
    .execute();
  return new Map(rows.map((row) => [row.activityId, Number(row.count)]));
}

/**
 * Removes activities with their means, the ended registrations of those means and their
 * attachments, recording each deletion in the audit trail; a series left without occurrences goes
 * too. The caller has checked that nobody is registered on them, in the same transaction.
 */
export async function removeOperationalActivities(
  trx: Transaction<Database>,
  activities: readonly Pick<Row, "id" | "status" | "recurrence_id">[],
  changedBy: number,
): Promise<void> {
  if (activities.length === 0) return;
  const ids = activities.map((activity) => activity.id);
  const means = await trx
    .selectFrom("means_of_intervention")
    .select(["id", "status"])
    .where("operational_activity_id", "in", ids)
    .execute();
  const meansIds = means.map((item) => item.id);
  if (meansIds.length > 0) {
    await trx
      .updateTable("means_of_intervention")
      .set({ split_sibling_id: null })
      .where("split_sibling_id", "in", meansIds)
      .execute();
    await trx
      .deleteFrom("registration")
      .where("means_of_intervention_id", "in", meansIds)
      .execute();
    await trx.deleteFrom("means_of_intervention").where("id", "in", meansIds).execute();
  }
  await trx.deleteFrom("operational_activity").where("id", "in", ids).execute();
  const series = [...new Set(activities.flatMap((activity) => activity.recurrence_id ?? []))];
  if (series.length > 0) {
    await trx
      .deleteFrom("recurrence")
      .where("id", "in", series)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("operational_activity")
              .select("id")
              .whereRef("operational_activity.recurrence_id", "=", "recurrence.id"),
          ),
        ),
      )
      .execute();
  }
  await recordStatusChanges(trx, [
    ...means.map((item) => ({
      subject: "meansOfIntervention" as const,
      subjectId: item.id,
      action: "delete",
      from: item.status,
      to: "deleted",
      changedBy,
    })),
    ...activities.map((activity) => ({
      subject: "operationalActivity" as const,
      subjectId: activity.id,
      action: "delete",
      from: activity.status,
      to: "deleted",
      changedBy,
    })),
  ]);
}

/**
 * Deletes an activity (spec 02 §8 `isInUse`). A single activity must have no means. An
 * occurrence of a series (spec 02 §2 "occurrence delete") leaves its series, with its means,
 * unless people are registered on them: the rule of the series' deletion, one occurrence at a
 * time. A transaction the database aborts under concurrency is run again, then refused as
 * `operationalActivity.concurrentChange`.
 */
export async function deleteOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<void> {
  await retryingTransaction(
    db,
    "operationalActivity",
    async (trx) => {
      const current = await getOperationalActivity(trx, access, id);
      const registrations = (await lockForDeletion(trx, [id])).get(id) ?? 0;
      if (current.recurrence_id !== null) {
        if (registrations > 0) {
          throw new Refusal(isInUse("operationalActivity", { id, registrations }));
        }
      } else {
        const means = await trx
          .selectFrom("means_of_intervention")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .where("operational_activity_id", "=", id)
          .executeTakeFirstOrThrow();
        if (Number(means.count) > 0) {
          throw new Refusal(isInUse("operationalActivity", { id, means: Number(means.count) }));
        }
      }
      await removeOperationalActivities(trx, [current], access.user.user.personId);
    },
    { id, action: "delete" },
  );
}
