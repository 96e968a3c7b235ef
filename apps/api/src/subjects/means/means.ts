import {
  activityTransition,
  liveRegistrationStatuses,
  type MeansAction,
  type MeansOfIntervention,
  type MeansStatusFilter,
  meansDeletionRefusal,
  meansStatuses,
  meansStatusMatches,
  meansTransition,
  notFound,
  Refusal,
  refusal,
  registrationsFollowingSplit,
  type SplitType,
  type StaffCompleteness,
  splitMeans,
  staffCompleteness,
  validateMeansOfInterventionCreate,
} from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, MeansOfInterventionTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { enqueueNotification, recordStatusChanges } from "../../platform/audit.js";
import { invalidForm } from "../../platform/forms.js";
import { instantOf } from "../../platform/instants.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor, pageOf } from "../../platform/paging-sql.js";
import { overlapsPeriod } from "../../platform/period-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import { getOperationalActivity } from "../activities/index.js";
import { cancelRegistrationsOf, requireReadable } from "../registrations/index.js";
import { columnsOf, validateMeansForm, writingMeans } from "./form.js";

type Row = Selectable<MeansOfInterventionTable>;

/** The means as the API returns it: instants with the organisation's offset, staff counts. */
export function toMeansOfIntervention(row: Row, timeZone: string): MeansOfIntervention {
  const instant = (value: Date | null) => instantOf(value, timeZone);
  const staff = {
    required: row.required_staff,
    validated: row.validated_staff,
    pending: row.pending_staff,
  };
  return {
    id: row.id,
    operationalActivityId: row.operational_activity_id,
    typeId: row.type_id,
    scheduleType: row.schedule_type,
    predefinedScheduleId: row.predefined_schedule_id,
    departureId: row.departure_id,
    vehicleId: row.vehicle_id,
    plateNumber: row.plate_number,
    start: instant(row.start_at) as string,
    end: instant(row.end_at) as string,
    ultimateStart: instant(row.ultimate_start_at),
    ultimateEnd: instant(row.ultimate_end_at),
    automaticRegistrationValidation: row.automatic_registration_validation,
    registrationDeadline: instant(row.registration_deadline),
    openingOption: row.opening_option,
    openingDate: instant(row.opening_date),
    openingDaysBeforeStart: row.opening_days_before_start,
    staff,
    staffCompleteness: staffCompleteness(staff),
    status: row.status,
    splitSiblingId: row.split_sibling_id,
    comment: row.comment,
    inheritsFromActivity: row.inherits_from_activity,
    version: row.version,
  };
}

/**
 * One means; `notFound` when it does not exist, `forbidden` outside the role's scope. Read to be
 * shown (`reading`), field staff may also read a means they are registered on.
 */
export async function getMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
  { reading = false }: { reading?: boolean } = {},
): Promise<Row> {
  const row = await db
    .selectFrom("means_of_intervention")
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .selectAll("means_of_intervention")
    .select(["operational_activity.entity_id", "operational_activity.activity_id"])
    .where("means_of_intervention.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("meansOfIntervention", { id }));
  const item = { id, entityId: row.entity_id, activityId: row.activity_id };
  if (reading) {
    await requireReadable(db, access, "meansOfIntervention", item, { meansOfInterventionId: id });
  } else {
    requireInScope(access, "meansOfIntervention", item);
  }
  const { entity_id: _entity, activity_id: _activity, ...means } = row;
  return means;
}

/**
 * Creates one means per team (spec 02 §3: staff per team × team count) on an activity of the
 * role's scope that still takes means, as drafts, with their audit rows, in one transaction.
 */
export async function createMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  operationalActivityId: number,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Row[]> {
  const activity = await getOperationalActivity(db, access, operationalActivityId);
  const allowed = activityTransition({ status: activity.status }, "addMeans");
  if (!allowed.ok) throw new Refusal(allowed.error);
  const values = await validateMeansForm(db, access, validateMeansOfInterventionCreate, body, {
    ...context,
    activity,
  });
  const columns = columnsOf(values, context.timeZone);
  return db.transaction().execute(async (trx) => {
    const rows = await writingMeans(() =>
      trx
        .insertInto("means_of_intervention")
        .values(
          Array.from({ length: values.teamCount }, () => ({
            ...columns,
            operational_activity_id: operationalActivityId,
          })),
        )
        .returningAll()
        .execute(),
    );
    await recordStatusChanges(
      trx,
      rows.map((row) => ({
        subject: "meansOfIntervention" as const,
        subjectId: row.id,
        action: "create",
        from: null,
        to: row.status,
        changedBy: access.user.user.personId,
      })),
    );
    return rows;
  });
}

/**
 * Publishes, opens or cancels a means (spec 01 §4): opening makes it accessible to volunteers and
 * writes an opening notification; cancelling writes a cancellation notification for the people
 * assigned. The change, its audit row and its notification share one transaction.
 */
export async function changeMeansStatus(
  db: Kysely<Database>,
  access: Access,
  id: number,
  action: Extract<MeansAction, "publish" | "open" | "cancel">,
  comment: string,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const current = await getMeansOfIntervention(trx, access, id);
    const result = meansTransition(
      { status: current.status, splitSiblingId: current.split_sibling_id },
      action,
    );
    if (!result.ok) throw new Refusal(result.error);
    const row = await trx
      .updateTable("means_of_intervention")
      .set({ status: result.status, version: sql`version + 1` })
      .where("id", "=", id)
      .where("status", "=", current.status)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw refusal("meansOfIntervention", "concurrentChange", { id });
    const changedBy = access.user.user.personId;
    const change = { from: current.status, to: result.status, comment, changedBy };
    await recordStatusChanges(trx, [
      { subject: "meansOfIntervention", subjectId: id, action, ...change },
    ]);
    if (action === "open") {
      await enqueueNotification(trx, "opening", { meansOfInterventionId: id });
    }
    if (action === "cancel") {
      const cancelled = await cancelRegistrationsOf(trx, [id], { comment, changedBy });
      await recordStatusChanges(trx, cancelled.changes);
      await enqueueNotification(trx, "cancellation", {
        meansOfInterventionId: id,
        personIds: cancelled.personIds,
        comment,
      });
      // The registrations released their staff counts: answer the means as it now is.
      return trx
        .selectFrom("means_of_intervention")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    }
    return row;
  });
}

/**
 * Splits a 12-hour means into two linked, autonomous halves (spec 01 §4): the means keeps the
 * first half, a new means takes the second; registrations follow the half their times fall in,
 * employees follow both (`registrationsFollowingSplit`). Irreversible, in one transaction.
 */
export async function splitMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
  splitType: SplitType,
  timeZone: string,
): Promise<[Row, Row]> {
  const by = access.user.user.personId;
  return db.transaction().execute(async (trx) => {
    const current = await getMeansOfIntervention(trx, access, id);
    const allowed = meansTransition(
      { status: current.status, splitSiblingId: current.split_sibling_id },
      "split",
    );
    if (!allowed.ok) throw new Refusal(allowed.error);
    const iso = (value: Date) => instantOf(value, timeZone);
    const halves = splitMeans(
      { start: iso(current.start_at), end: iso(current.end_at) },
      splitType,
      timeZone,
    );
    if (!halves.ok) throw invalidForm([halves.finding]);

    const { id: _id, validated_staff, pending_staff, created_at, version, ...columns } = current;
    const second = await trx
      .insertInto("means_of_intervention")
      .values({
        ...columns,
        start_at: halves.second.start,
        end_at: halves.second.end,
        ultimate_start_at: null,
        split_sibling_id: id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const first = await trx
      .updateTable("means_of_intervention")
      .set({
        end_at: halves.first.end,
        ultimate_end_at: null,
        split_sibling_id: second.id,
        version: sql`version + 1`,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();

    const live = await trx
      .selectFrom("registration")
      .innerJoin("person", "person.id", "registration.person_id")
      .selectAll("registration")
      .select("person.staff_type")
      .where("registration.means_of_intervention_id", "=", id)
      .where("registration.status", "in", liveRegistrationStatuses)
      .orderBy("registration.id")
      .execute();
    const following = registrationsFollowingSplit(
      live.map((registration) => ({
        id: registration.id,
        start: iso(registration.start_at),
        end: iso(registration.end_at),
        personStaffType: registration.staff_type,
      })),
      halves,
    );
    for (const [index, follow] of following.entries()) {
      const registration = live[index];
      if (!registration) continue;
      const onFirst = follow.first;
      const onSecond = follow.second;
      if (onFirst) {
        await trx
          .updateTable("registration")
          .set({ start_at: onFirst.start, end_at: onFirst.end })
          .where("id", "=", registration.id)
          .execute();
      }
      if (onSecond && !onFirst) {
        await trx
          .updateTable("registration")
          .set({
            means_of_intervention_id: second.id,
            start_at: onSecond.start,
            end_at: onSecond.end,
          })
          .where("id", "=", registration.id)
          .execute();
      } else if (onSecond) {
        const {
          id: _registrationId,
          staff_type,
          created_at: _created,
          version: _v,
          ...copy
        } = registration;
        await trx
          .insertInto("registration")
          .values({
            ...copy,
            means_of_intervention_id: second.id,
            start_at: onSecond.start,
            end_at: onSecond.end,
            created_by: by,
          })
          .execute();
      }
    }
    await recordStatusChanges(trx, [
      {
        subject: "meansOfIntervention",
        subjectId: id,
        action: "split",
        from: current.status,
        to: first.status,
        changedBy: by,
      },
      {
        subject: "meansOfIntervention",
        subjectId: second.id,
        action: "split",
        from: null,
        to: second.status,
        changedBy: by,
      },
    ]);
    const refreshed = await trx
      .selectFrom("means_of_intervention")
      .selectAll()
      .where("id", "in", [id, second.id])
      .orderBy("start_at")
      .execute();
    return [refreshed[0] ?? first, refreshed[1] ?? second];
  });
}

/**
 * Deletes a means nobody is registered on, on either half of its split; `isInUse` or
 * `isInUseSplit` otherwise (spec 01 §4). Its ended registrations go with it.
 */
export async function deleteMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await getMeansOfIntervention(trx, access, id);
    const allowed = meansTransition(
      { status: current.status, splitSiblingId: current.split_sibling_id },
      "delete",
    );
    if (!allowed.ok) throw new Refusal(allowed.error);
    const liveOn = async (meansId: number | null) => {
      if (meansId === null) return 0;
      const row = await trx
        .selectFrom("registration")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("means_of_intervention_id", "=", meansId)
        .where("status", "in", liveRegistrationStatuses)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const refusal = meansDeletionRefusal({
      meansOfInterventionId: id,
      liveRegistrations: await liveOn(id),
      siblingLiveRegistrations: await liveOn(current.split_sibling_id),
    });
    if (refusal) throw new Refusal(refusal);
    await trx
      .updateTable("means_of_intervention")
      .set({ split_sibling_id: null })
      .where("split_sibling_id", "=", id)
      .execute();
    await trx.deleteFrom("registration").where("means_of_intervention_id", "=", id).execute();
    await trx.deleteFrom("means_of_intervention").where("id", "=", id).execute();
    await recordStatusChanges(trx, [
      {
        subject: "meansOfIntervention",
        subjectId: id,
        action: "delete",
        from: current.status,
        to: "deleted",
        changedBy: access.user.user.personId,
      },
    ]);
  });
}

/** Search criteria of `POST MeansOfIntervention/search`. */
export interface MeansSearch {
  status?: MeansStatusFilter | undefined;
  operationalActivityIds?: number[] | undefined;
  typeIds?: number[] | undefined;
  departureIds?: number[] | undefined;
  /** Means ending after this instant. */
  from?: string | undefined;
  /** Means starting before this instant. */
  to?: string | undefined;
  /** Means whose staff completeness is one of these; none or empty: any. */
  staffCompletenesses?: readonly StaffCompleteness[] | undefined;
  sort?: { field: "start" | "status"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/**
 * The domain's `staffCompleteness` of a means row, worked out by the database so that a search
 * can filter on it before paging: the same tests in the same order (the first that holds wins).
 * `test/means-search-completeness.test.ts` checks that both agree on every count.
 */
export const staffCompletenessSql = sql<StaffCompleteness>`case
  when means_of_intervention.validated_staff >= means_of_intervention.required_staff
    then 'allStaffed'
  when means_of_intervention.validated_staff + means_of_intervention.pending_staff = 0
    then 'noneStaffed'
  when means_of_intervention.validated_staff + means_of_intervention.pending_staff
      >= means_of_intervention.required_staff
    then 'readyStaffed'
  else 'partiallyStaffed'
end`;

/** The means of the role's scope matching the criteria, a page at a time (spec 01 §4 filters). */
export async function searchMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  search: MeansSearch,
  timeZone: string,
): Promise<Page<MeansOfIntervention>> {
  const { page, pageSize } = pageAskedFor(search);
  const statuses = meansStatuses.filter((status) =>
    meansStatusMatches(status, search.status ?? "all"),
  );
  // The scope as a semi-join: the period index finds the means, each checks its activity by key.
  const query = db
    .selectFrom("means_of_intervention")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("operational_activity")
          .select(sql<number>`1`.as("one"))
          .whereRef("operational_activity.id", "=", "means_of_intervention.operational_activity_id")
          .where(scopeCondition(access)),
      ),
    )
    .where("means_of_intervention.status", "in", statuses)
    .$if(Boolean(search.operationalActivityIds?.length), (q) =>
      q.where(
        "means_of_intervention.operational_activity_id",
        "in",
        search.operationalActivityIds ?? [],
      ),
    )
    .$if(Boolean(search.typeIds?.length), (q) =>
      q.where("means_of_intervention.type_id", "in", search.typeIds ?? []),
    )
    .$if(Boolean(search.departureIds?.length), (q) =>
      q.where("means_of_intervention.departure_id", "in", search.departureIds ?? []),
    )
    .$if(Boolean(search.from || search.to), (q) =>
      q.where(overlapsPeriod("means_of_intervention", search.from, search.to)),
    )
    .$if(Boolean(search.staffCompletenesses?.length), (q) =>
      q.where((eb) => eb(staffCompletenessSql, "in", [...(search.staffCompletenesses ?? [])])),
    );
  const sort = search.sort ?? { field: "start", direction: "asc" };
  const { rows, total } = await pageOf(
    db,
    query.selectAll("means_of_intervention"),
    { column: sort.field === "start" ? "start_at" : "status", direction: sort.direction },
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => toMeansOfIntervention(row, timeZone)),
    total,
    page,
    pageSize,
  };
}
