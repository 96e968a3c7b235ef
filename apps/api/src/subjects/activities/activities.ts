import {
  type ActivityAction,
  type Attachment,
  activityTransition,
  notFound,
  type OperationalActivity,
  type OperationalActivityValues,
  Refusal,
  refusal,
  validateOperationalActivity,
  wallClockToInstant,
} from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import {
  enqueueNotification,
  recordStatusChanges,
  type StatusChange,
} from "../../platform/audit.js";
import { acceptedForm } from "../../platform/forms.js";
import { instantOf } from "../../platform/instants.js";
import { containing } from "../../platform/like.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor, pageOf } from "../../platform/paging-sql.js";
import { overlapsPeriod } from "../../platform/period-sql.js";
import { requireReferences } from "../../platform/references.js";
import { retryingTransaction } from "../../platform/retrying-transaction.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import { cancelRegistrationsOf, requireReadable } from "../registrations/index.js";

type Row = Selectable<OperationalActivityTable>;

/**
 * The activity as the API returns it: instants with the organisation's offset, and its
 * attachments when the caller read them.
 */
export function toOperationalActivity(
  row: Row,
  timeZone: string,
  attachments: Attachment[] = [],
): OperationalActivity {
  const instant = (value: Date | null) => instantOf(value, timeZone);
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    locationTypeId: row.location_type_id,
    start: instant(row.start_at) as string,
    end: instant(row.end_at) as string,
    status: row.status,
    registrationDeadline: instant(row.registration_deadline),
    automaticRegistrationValidation: row.automatic_registration_validation,
    openingOption: row.opening_option,
    openingDate: instant(row.opening_date),
    openingDaysBeforeStart: row.opening_days_before_start,
    activityId: row.activity_id,
    entityId: row.entity_id,
    comment: row.comment,
    attachments,
    recurrenceId: row.recurrence_id,
  };
}

/** Search criteria of `POST OperationalActivity/search`. */
export interface ActivitySearch {
  status?: OperationalActivity["status"][] | undefined;
  activityIds?: number[] | undefined;
  entityIds?: number[] | undefined;
  /** Activities ending after this instant. */
  from?: string | undefined;
  /** Activities starting before this instant. */
  to?: string | undefined;
  text?: string | undefined;
  sort?: { field: "start" | "title" | "status"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const sortColumns = { start: "start_at", title: "title", status: "status" } as const;

/** The activities of the active role's scope that match the criteria, a page at a time. */
export async function searchOperationalActivities(
  db: Kysely<Database>,
  access: Access,
  search: ActivitySearch,
  timeZone: string,
): Promise<Page<OperationalActivity>> {
  const { page, pageSize } = pageAskedFor(search);
  const query = db
    .selectFrom("operational_activity")
    .where(scopeCondition(access))
    .$if(Boolean(search.status?.length), (q) => q.where("status", "in", search.status ?? []))
    .$if(Boolean(search.activityIds?.length), (q) =>
      q.where("activity_id", "in", search.activityIds ?? []),
    )
    .$if(Boolean(search.entityIds?.length), (q) =>
      q.where("entity_id", "in", search.entityIds ?? []),
    )
    .$if(Boolean(search.from || search.to), (q) =>
      q.where(overlapsPeriod("operational_activity", search.from, search.to)),
    )
    .$if(Boolean(search.text?.trim()), (q) =>
      q.where(sql<boolean>`title ilike ${containing(search.text?.trim() ?? "")}`),
    );
  const sort = search.sort ?? { field: "start", direction: "asc" };
  const { rows, total } = await pageOf(
    db,
    query.selectAll(),
    { column: sortColumns[sort.field], direction: sort.direction },
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => toOperationalActivity(row, timeZone)),
    total,
    page,
    pageSize,
  };
}

/**
 * One activity; `notFound` when it does not exist, `forbidden` outside the role's scope. Read to
 * be shown (`reading`), field staff may also read an activity where they are registered.
 */
export async function getOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  id: number,
  { reading = false }: { reading?: boolean } = {},
): Promise<Row> {
  const row = await db
    .selectFrom("operational_activity")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("operationalActivity", { id }));
  const item = { id, entityId: row.entity_id, activityId: row.activity_id };
  if (reading) {
    await requireReadable(db, access, "operationalActivity", item, { operationalActivityId: id });
  } else {
    requireInScope(access, "operationalActivity", item);
  }
  return row;
}

/** The form's values, validated by the domain's rules; blocking findings refuse the request. */
function validate(
  body: unknown,
  context: { now: Date; timeZone: string; originalStart?: string | null },
): OperationalActivityValues {
  return acceptedForm(validateOperationalActivity(body, context));
}

/** The columns of an activity from the form's values (wall-clock values placed in the zone). */
export function columnsOf(values: OperationalActivityValues, timeZone: string) {
  const instant = (value: string | null | undefined) =>
    value ? (wallClockToInstant(value, timeZone) ?? null) : null;
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    location_type_id: values.locationTypeId ?? null,
    start_at: instant(values.start) as string,
    end_at: instant(values.end) as string,
    registration_deadline: instant(values.registrationDeadline),
    automatic_registration_validation: values.automaticRegistrationValidation,
    opening_option: values.openingOption,
    opening_date: values.openingOption === "specificDate" ? instant(values.openingDate) : null,
    opening_days_before_start:
      values.openingOption === "specificDuration" ? (values.openingDaysBeforeStart ?? null) : null,
    activity_id: values.activityId,
    entity_id: values.entityId,
    comment: values.comment ?? "",
  };
}

/**
 * What an activity form names, checked before anything is written: its entity, its activity and
 * its location type exist (`entity.notFound`, `activity.notFound`, `locationType.notFound`, 404),
 * then the entity × activity lies within the active role's scope (`operationalActivity.forbidden`).
 */
export async function requireActivityPlace(
  db: Kysely<Database>,
  access: Access,
  values: Pick<OperationalActivityValues, "entityId" | "activityId" | "locationTypeId">,
  id = 0,
): Promise<void> {
  await requireReferences(db, {
    entity: values.entityId,
    activity: values.activityId,
    locationType: values.locationTypeId,
  });
  requireInScope(access, "operationalActivity", {
    id,
    entityId: values.entityId,
    activityId: values.activityId,
  });
}

/** Creates a draft activity in the role's scope, and records it in the audit trail. */
export async function createOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Row> {
  const values = validate(body, context);
  await requireActivityPlace(db, access, values);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("operational_activity")
      .values({ ...columnsOf(values, context.timeZone), created_by: access.user.user.personId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStatusChanges(trx, [
      {
        subject: "operationalActivity",
        subjectId: row.id,
        action: "create",
        from: null,
        to: row.status,
        changedBy: access.user.user.personId,
      },
    ]);
    return row;
  });
}

/** Edits an activity (draft or public), keeping it in the role's scope. */
export async function updateOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Row> {
  const current = await getOperationalActivity(db, access, id);
  const allowed = activityTransition({ status: current.status }, "edit");
  if (!allowed.ok) throw new Refusal(allowed.error);
  const values = validate(body, {
    ...context,
    originalStart: instantOf(current.start_at, context.timeZone).slice(0, 16),
  });
  await requireActivityPlace(db, access, values, id);
  return db
    .updateTable("operational_activity")
    .set({ ...columnsOf(values, context.timeZone), version: sql`version + 1` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Publishes or cancels an activity (spec 01 §4). Cancelling also cancels its means, records each
 * change, and writes one cancellation notification for the people assigned, in one transaction.
 * The means are locked in id order, as staffing actions lock them, so that a cancellation and an
 * assignment on several of its means queue rather than deadlock; a transaction the database
 * aborts anyway is run again, then refused as `operationalActivity.concurrentChange`.
 */
export async function changeOperationalActivityStatus(
  db: Kysely<Database>,
  access: Access,
  id: number,
  action: Extract<ActivityAction, "publish" | "cancel">,
  comment: string,
): Promise<Row> {
  const by = access.user.user.personId;
  return retryingTransaction(
    db,
    "operationalActivity",
    async (trx) => {
      const current = await getOperationalActivity(trx, access, id);
      const result = activityTransition({ status: current.status }, action);
      if (!result.ok) throw new Refusal(result.error);
      const row = await trx
        .updateTable("operational_activity")
        .set({ status: result.status, version: sql`version + 1` })
        .where("id", "=", id)
        .where("status", "=", current.status)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw refusal("operationalActivity", "concurrentChange", { id });
      const changes: StatusChange[] = [
        {
          subject: "operationalActivity",
          subjectId: id,
          action,
          from: current.status,
          to: result.status,
          comment,
          changedBy: by,
        },
      ];
      if (action === "cancel") {
        const live = await trx
          .selectFrom("means_of_intervention")
          .select(["id", "status"])
          .where("operational_activity_id", "=", id)
          .where("status", "!=", "cancelled")
          .orderBy("id")
          .forUpdate()
          .execute();
        if (live.length > 0) {
          await trx
            .updateTable("means_of_intervention")
            .set({ status: "cancelled", version: sql`version + 1` })
            .where(
              "id",
              "in",
              live.map((means) => means.id),
            )
            .execute();
        }
        for (const means of live) {
          changes.push({
            subject: "meansOfIntervention",
            subjectId: means.id,
            action: "cancel",
            from: means.status,
            to: "cancelled",
            comment,
            changedBy: by,
          });
        }
        const cancelled = await cancelRegistrationsOf(
          trx,
          live.map((means) => means.id),
          { comment, changedBy: by },
        );
        changes.push(...cancelled.changes);
        await enqueueNotification(trx, "cancellation", {
          operationalActivityId: id,
          title: row.title,
          personIds: cancelled.personIds,
          comment,
        });
      }
      await recordStatusChanges(trx, changes);
      return row;
    },
    { id, action },
  );
}
