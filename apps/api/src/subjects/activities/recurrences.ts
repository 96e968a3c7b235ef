import {
  type NthType,
  type NthValue,
  notFound,
  type OperationalActivity,
  type Recurrence,
  Refusal,
  recurrenceOccurrences,
  validateRecurrenceForm,
} from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { acceptedForm } from "../../platform/forms.js";
import { retryingTransaction } from "../../platform/retrying-transaction.js";
import { lockForDeletion, removeOperationalActivities } from "./deletion.js";
import { columnsOf, requireActivityPlace } from "./form.js";
import { toOperationalActivity } from "./reads.js";

type ActivityRow = Selectable<OperationalActivityTable>;

/** A series as the API returns it: its pattern and its occurrences, in order. */
export interface RecurrenceSeries extends Recurrence {
  id: number;
  occurrences: OperationalActivity[];
}

/** What deleting a series did: the occurrences deleted, and those kept for their registrations. */
export interface RecurrenceDeletion {
  deletedIds: number[];
  /** Occurrences with people registered, still in the series (spec 02 §8 "recurrence deletion incomplete"). */
  kept: OperationalActivity[];
}

/** The series' pattern, days read as text so that no time zone shifts them. */
async function readRecurrence(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("recurrence")
    .select([
      "id",
      "type",
      sql<string>`start_day::text`.as("start"),
      sql<string | null>`end_day::text`.as("end"),
      "occurrence_count",
      "weekdays",
      "day_of_month",
      "nth_value",
      "nth_type",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The occurrences of a series, in order; `forbidden` when one lies outside the role's scope. */
async function occurrencesInScope(
  db: Kysely<Database>,
  access: Access,
  id: number,
  lock = false,
): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom("operational_activity")
    .selectAll()
    .where("recurrence_id", "=", id)
    .orderBy("start_at")
    .orderBy("id")
    .$if(lock, (query) => query.forUpdate())
    .execute();
  if (rows.length === 0) throw new Refusal(notFound("recurrence", { id }));
  for (const row of rows) {
    requireInScope(access, "recurrence", {
      id,
      entityId: row.entity_id,
      activityId: row.activity_id,
    });
  }
  return rows;
}

/**
 * A series and its occurrences; `notFound` when it does not exist (or no longer has any
 * occurrence), `forbidden` when one of its occurrences lies outside the role's scope.
 */
export async function getRecurrence(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<RecurrenceSeries> {
  const recurrence = await readRecurrence(db, id);
  if (!recurrence) throw new Refusal(notFound("recurrence", { id }));
  const occurrences = await occurrencesInScope(db, access, id);
  return {
    id,
    type: recurrence.type,
    start: recurrence.start,
    end: recurrence.end,
    occurrenceCount: recurrence.occurrence_count,
    weekdays: recurrence.weekdays,
    dayOfMonth: recurrence.day_of_month,
    nth:
      recurrence.nth_value === null || recurrence.nth_type === null
        ? null
        : { value: recurrence.nth_value as NthValue, type: recurrence.nth_type as NthType },
    occurrences: occurrences.map((row) => toOperationalActivity(row, timeZone)),
  };
}

/**
 * Creates a series (spec 02 §2 "recurrence create", §5, §9): the activity form repeated on the
 * days of the recurrence, expanded by the domain (limits by type, wall-clock times kept across
 * daylight-saving changes). Every occurrence is a draft in the role's scope; the series, its
 * occurrences and their audit rows share one transaction.
 */
export async function createRecurrence(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<RecurrenceSeries> {
  const { timeZone } = context;
  const values = acceptedForm(validateRecurrenceForm(body, context));
  await requireActivityPlace(db, access, values);
  const { recurrence, ...activity } = values;
  const occurrences = recurrenceOccurrences(values, timeZone);
  const by = access.user.user.personId;
  const id = await db.transaction().execute(async (trx) => {
    const series = await trx
      .insertInto("recurrence")
      .values({
        type: recurrence.type,
        start_day: recurrence.start,
        end_day: recurrence.end,
        occurrence_count: recurrence.occurrenceCount,
        weekdays: recurrence.weekdays,
        day_of_month: recurrence.dayOfMonth,
        nth_value: recurrence.nth?.value ?? null,
        nth_type: recurrence.nth?.type ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rows = await trx
      .insertInto("operational_activity")
      .values(
        occurrences.map((occurrence) => ({
          ...columnsOf({ ...activity, ...occurrence }, timeZone),
          recurrence_id: series.id,
          created_by: by,
        })),
      )
      .returning(["id", "status"])
      .execute();
    await recordStatusChanges(
      trx,
      rows.map((row) => ({
        subject: "operationalActivity" as const,
        subjectId: row.id,
        action: "create",
        from: null,
        to: row.status,
        changedBy: by,
      })),
    );
    return series.id;
  });
  return getRecurrence(db, access, id, timeZone);
}

/**
 * Deletes a series (spec 02 §2 "recurrence delete", §8): its occurrences nobody is registered on
 * go, with their means; those with registrations are kept in the series and answered, so that
 * the planner says the deletion is incomplete. The series goes with its last occurrence.
 */
export async function deleteRecurrence(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<RecurrenceDeletion> {
  // Deleting locks means in id order, as staffing does; a deadlock left is tried again.
  return retryingTransaction(
    db,
    "operationalActivity",
    async (trx) => {
      const recurrence = await trx
        .selectFrom("recurrence")
        .select("id")
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      if (!recurrence) throw new Refusal(notFound("recurrence", { id }));
      const occurrences = await occurrencesInScope(trx, access, id, true);
      const registrations = await lockForDeletion(
        trx,
        occurrences.map((row) => row.id),
      );
      const isUsed = (row: ActivityRow) => (registrations.get(row.id) ?? 0) > 0;
      const deleted = occurrences.filter((row) => !isUsed(row));
      await removeOperationalActivities(trx, deleted, access.user.user.personId);
      return {
        deletedIds: deleted.map((row) => row.id),
        kept: occurrences.filter(isUsed).map((row) => toOperationalActivity(row, timeZone)),
      };
    },
    { recurrenceId: id, action: "delete" },
  );
}
