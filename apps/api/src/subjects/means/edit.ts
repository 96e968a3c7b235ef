import {
  activityTransition,
  blocking,
  type DuplicationOffset,
  duplicatedMeansDates,
  duplicationOffset,
  instantToWallClock,
  liveRegistrationStatuses,
  meansDatesOutOfBounds,
  meansTransition,
  Refusal,
  refusal,
  validateDuplicate,
  validateMeansOfInterventionClone,
  validateMeansOfInterventionEdit,
  wallClockToInstant,
} from "@releve/domain";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Database, MeansOfInterventionTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { invalidForm, refuseBlocking } from "../../platform/forms.js";
import { instantOf } from "../../platform/instants.js";
import { getOperationalActivity } from "../activities/index.js";
import { currentPredefinedScheduleIds } from "../reference-data/index.js";
import { columnsOf, typeChoiceFindings, validateMeansForm, writingMeans } from "./form.js";
import { getMeansOfIntervention } from "./reads.js";

/**
 * Editing a means of intervention, and making new means from one: clone (the form's values) and
 * duplicate (copies at an offset). Each runs in one transaction with its audit rows.
 */

type Row = Selectable<MeansOfInterventionTable>;
type Context = { now: Date; timeZone: string };

/** The means, read under a lock: registrations wait to change its staff until the edit ends. */
async function lockedMeans(trx: Transaction<Database>, access: Access, id: number): Promise<Row> {
  await getMeansOfIntervention(trx, access, id);
  return trx
    .selectFrom("means_of_intervention")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Edits a means with the edit form (spec 02 §2): refused once cancelled (means lifecycle), below
 * its validated staff, or when its registrations would fall outside the registration window
 * (`meansOfIntervention.datesOutOfBounds`). With `version`, an edit made on an older reading is
 * refused as `meansOfIntervention.concurrentChange`; without, the last edit wins.
 */
export async function updateMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: Context & { version?: number | undefined },
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const current = await lockedMeans(trx, access, id);
    const allowed = meansTransition(
      { status: current.status, splitSiblingId: current.split_sibling_id },
      "edit",
    );
    if (!allowed.ok) throw new Refusal(allowed.error);
    if (context.version !== undefined && context.version !== current.version) {
      throw refusal("meansOfIntervention", "concurrentChange", {
        id,
        version: current.version,
      });
    }
    const activity = await getOperationalActivity(trx, access, current.operational_activity_id);
    const values = await validateMeansForm(trx, access, validateMeansOfInterventionEdit, body, {
      ...context,
      activity,
      current,
    });
    const columns = columnsOf(values, context.timeZone);
    const registrations = await trx
      .selectFrom("registration")
      .select(["start_at", "end_at"])
      .where("means_of_intervention_id", "=", id)
      .where("status", "in", liveRegistrationStatuses)
      .execute();
    const iso = (value: Date) => instantOf(value, context.timeZone);
    const outOfBounds = meansDatesOutOfBounds(
      { start: columns.start_at, end: columns.end_at },
      registrations.map((registration) => ({
        start: iso(registration.start_at),
        end: iso(registration.end_at),
      })),
      context.timeZone,
    );
    if (outOfBounds) throw new Refusal(outOfBounds);
    const row = await writingMeans(
      () =>
        trx
          .updateTable("means_of_intervention")
          .set({ ...columns, version: sql`version + 1` })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      current.validated_staff,
    );
    await recordStatusChanges(trx, [
      {
        subject: "meansOfIntervention",
        subjectId: id,
        action: "edit",
        from: current.status,
        to: row.status,
        changedBy: access.user.user.personId,
      },
    ]);
    return row;
  });
}

/** The activity of a means, in scope, still taking means (`operationalActivity.unexpectedStatus`). */
async function activityTakingMeans(trx: Transaction<Database>, access: Access, source: Row) {
  const activity = await getOperationalActivity(trx, access, source.operational_activity_id);
  const allowed = activityTransition({ status: activity.status }, "addMeans");
  if (!allowed.ok) throw new Refusal(allowed.error);
  return activity;
}

/**
 * A new draft means on the same activity from the clone form (spec 02 §2): the form's values,
 * checked as for a new means; the source's vehicle, which the form does not show, comes along.
 */
export async function cloneMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: Context,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const source = await getMeansOfIntervention(trx, access, id);
    const activity = await activityTakingMeans(trx, access, source);
    const values = await validateMeansForm(trx, access, validateMeansOfInterventionClone, body, {
      ...context,
      activity,
    });
    const row = await writingMeans(() =>
      trx
        .insertInto("means_of_intervention")
        .values({
          ...columnsOf(values, context.timeZone),
          operational_activity_id: source.operational_activity_id,
          vehicle_id: source.vehicle_id,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    await recordStatusChanges(trx, [
      {
        subject: "meansOfIntervention",
        subjectId: row.id,
        action: "clone",
        from: null,
        to: row.status,
        changedBy: access.user.user.personId,
      },
    ]);
    return row;
  });
}

/**
 * `copyCount` draft copies of a means at an offset (spec 02 §2, §5; decision 005 for the maximum):
 * copy k is the source moved by k offsets on the wall clock, every date with it. Copies are new
 * means, so what they take from the source must still be allowed for a new means: its type offered
 * at the activity's entity, its departure one of the type's, its predefined schedule current.
 * Nobody registered on the source follows. All copies or none, each with its audit row.
 */
export async function duplicateMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: Context,
): Promise<Row[]> {
  const { timeZone } = context;
  return db.transaction().execute(async (trx) => {
    const source = await getMeansOfIntervention(trx, access, id);
    const activity = await activityTakingMeans(trx, access, source);
    const wallClock = (value: Date | null) =>
      value === null ? null : instantToWallClock(value, timeZone);
    const start = wallClock(source.start_at) as string;
    const end = wallClock(source.end_at) as string;
    const { values, findings } = validateDuplicate(body, { ...context, source: { start, end } });
    findings.push(
      ...(await typeChoiceFindings(
        trx,
        access,
        { typeId: source.type_id, departureId: source.departure_id },
        { activity },
      )),
    );
    const scheduleId = source.predefined_schedule_id;
    if (
      scheduleId !== null &&
      !(await currentPredefinedScheduleIds(trx, context)).includes(scheduleId)
    ) {
      findings.push(blocking("predefinedScheduleId", "means.predefinedScheduleNotCurrent"));
    }
    refuseBlocking(findings);
    if (!values) throw invalidForm(findings);
    const offset = duplicationOffset(values, start) as DuplicationOffset;
    const copies = duplicatedMeansDates(
      {
        start,
        end,
        ultimateStart: wallClock(source.ultimate_start_at),
        ultimateEnd: wallClock(source.ultimate_end_at),
        registrationDeadline: wallClock(source.registration_deadline),
        openingDate: wallClock(source.opening_date),
      },
      offset,
      values.copyCount,
      timeZone,
    );
    const instant = (value: string | null) =>
      value === null ? null : (wallClockToInstant(value, timeZone) as string);
    const rows = await writingMeans(() =>
      trx
        .insertInto("means_of_intervention")
        .values(
          copies.map((copy) => ({
            operational_activity_id: source.operational_activity_id,
            type_id: source.type_id,
            schedule_type: source.schedule_type,
            predefined_schedule_id: source.predefined_schedule_id,
            departure_id: source.departure_id,
            vehicle_id: source.vehicle_id,
            plate_number: source.plate_number,
            start_at: instant(copy.start) as string,
            end_at: instant(copy.end) as string,
            ultimate_start_at: instant(copy.ultimateStart),
            ultimate_end_at: instant(copy.ultimateEnd),
            automatic_registration_validation: source.automatic_registration_validation,
            registration_deadline: instant(copy.registrationDeadline),
            opening_option: source.opening_option,
            opening_date: instant(copy.openingDate),
            opening_days_before_start: source.opening_days_before_start,
            required_staff: source.required_staff,
            comment: source.comment,
            inherits_from_activity: source.inherits_from_activity,
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
        action: "duplicate",
        from: null,
        to: row.status,
        changedBy: access.user.user.personId,
      })),
    );
    return rows;
  });
}
