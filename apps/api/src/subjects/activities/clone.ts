import {
  blocking,
  cloneShift,
  type Finding,
  instantToWallClock,
  meansCopiedOnClone,
  movedByClone,
  validateOperationalActivityClone,
  wallClockToInstant,
} from "@releve/domain";
import type { Kysely, Selectable, Transaction } from "kysely";
import type {
  Database,
  MeansOfInterventionTable,
  OperationalActivityTable,
} from "../../db/schema.js";
import { type Access, requireFeature } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { acceptedForm, refuseBlocking } from "../../platform/forms.js";
import { typeChoiceFindings } from "../means/index.js";
import { currentPredefinedScheduleIds } from "../reference-data/index.js";
import { copyAttachments, requireAttachmentsOf } from "./attachments.js";
import { columnsOf, requireActivityPlace } from "./form.js";
import { getOperationalActivity } from "./reads.js";

type Row = Selectable<OperationalActivityTable>;
type MeansRow = Selectable<MeansOfInterventionTable>;

/**
 * What the copies of means would take from their sources that a new means may no longer have
 * (decision 010: copies are new means, as for duplicate): a type not offered at the new
 * activity's entity or disabled, a departure not of the type, a predefined schedule no longer
 * current. Each finding names the copy, `means.{index}.{field}` (index among the means copied,
 * in id order), with the source means' id in `meansOfInterventionId`.
 */
async function copiedMeansFindings(
  trx: Transaction<Database>,
  access: Access,
  copied: readonly MeansRow[],
  activity: Row,
  context: { now: Date; timeZone: string },
): Promise<Finding[]> {
  if (copied.length === 0) return [];
  const currentSchedules = await currentPredefinedScheduleIds(trx, context);
  const findings: Finding[] = [];
  for (const [index, means] of copied.entries()) {
    const own = await typeChoiceFindings(
      trx,
      access,
      { typeId: means.type_id, departureId: means.departure_id },
      { activity },
    );
    const scheduleId = means.predefined_schedule_id;
    if (scheduleId !== null && !currentSchedules.includes(scheduleId)) {
      own.push(blocking("predefinedScheduleId", "means.predefinedScheduleNotCurrent"));
    }
    findings.push(
      ...own.map((finding) => ({
        ...finding,
        field: `means.${index}.${finding.field}`,
        params: { ...finding.params, meansOfInterventionId: means.id },
      })),
    );
  }
  return findings;
}

/**
 * Clones an activity (spec 02 §2): the clone form's values make a new draft in the role's scope;
 * the attachments the form keeps (the source's, by id) are copied; with `copyMeans`, the source's
 * means are copied as drafts, moved on the wall clock as the activity moved, without their
 * registrations nor their split link, once each copy passes the checks of a new means
 * (`validation.invalidForm` otherwise, see `copiedMeansFindings`). The new activity, its copies
 * and their audit rows share one transaction.
 */
export async function cloneOperationalActivity(
  db: Kysely<Database>,
  access: Access,
  sourceId: number,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Row> {
  const { timeZone } = context;
  const source = await getOperationalActivity(db, access, sourceId);
  const values = acceptedForm(validateOperationalActivityClone(body, context));
  await requireActivityPlace(db, access, values);
  if (values.copyMeans) requireFeature(access, "meansOfIntervention", true);
  const attachmentIds = values.attachments.flatMap((attachment) => attachment.id ?? []);
  await requireAttachmentsOf(db, sourceId, attachmentIds);
  const by = access.user.user.personId;
  const { copyMeans: _copyMeans, ...activityValues } = values;

  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("operational_activity")
      .values({ ...columnsOf(activityValues, timeZone), created_by: by })
      .returningAll()
      .executeTakeFirstOrThrow();
    await copyAttachments(trx, attachmentIds, row.id);
    const sourceMeans = values.copyMeans
      ? await trx
          .selectFrom("means_of_intervention")
          .selectAll()
          .where("operational_activity_id", "=", sourceId)
          .orderBy("id")
          .execute()
      : [];
    const shift = cloneShift(instantToWallClock(source.start_at, timeZone), values.start);
    const moved = (value: Date | null) => {
      const wallClock = value
        ? movedByClone(instantToWallClock(value, timeZone), shift, timeZone)
        : null;
      return wallClock ? wallClockToInstant(wallClock, timeZone) : null;
    };
    const copied = meansCopiedOnClone(source.status, sourceMeans);
    refuseBlocking(await copiedMeansFindings(trx, access, copied, row, context));
    const copies = copied.map(
      ({ id: _id, validated_staff, pending_staff, created_at, version, ...means }) => ({
        ...means,
        operational_activity_id: row.id,
        status: "draft" as const,
        split_sibling_id: null,
        start_at: moved(means.start_at) as string,
        end_at: moved(means.end_at) as string,
        ultimate_start_at: moved(means.ultimate_start_at),
        ultimate_end_at: moved(means.ultimate_end_at),
        registration_deadline: moved(means.registration_deadline),
        opening_date: moved(means.opening_date),
      }),
    );
    const created =
      copies.length > 0
        ? await trx.insertInto("means_of_intervention").values(copies).returning("id").execute()
        : [];
    await recordStatusChanges(trx, [
      {
        subject: "operationalActivity",
        subjectId: row.id,
        action: "clone",
        from: null,
        to: row.status,
        changedBy: by,
      },
      ...created.map((means) => ({
        subject: "meansOfIntervention" as const,
        subjectId: means.id,
        action: "clone",
        from: null,
        to: "draft",
        changedBy: by,
      })),
    ]);
    return row;
  });
}
