import {
  cloneShift,
  instantToWallClock,
  meansCopiedOnClone,
  movedByClone,
  validateOperationalActivityClone,
  wallClockToInstant,
} from "@releve/domain";
import type { Kysely, Selectable } from "kysely";
import type { Database, OperationalActivityTable } from "../db/schema.js";
import { type Access, requireFeature, requireInScope } from "./access.js";
import { copyAttachments, requireAttachmentsOf } from "./attachments.js";
import { recordStatusChanges } from "./audit.js";
import { acceptedForm, columnsOf, getOperationalActivity } from "./operational-activities.js";

type Row = Selectable<OperationalActivityTable>;

/**
 * Clones an activity (spec 02 §2): the clone form's values make a new draft in the role's scope;
 * the attachments the form keeps (the source's, by id) are copied; with `copyMeans`, the source's
 * means are copied as drafts, moved on the wall clock as the activity moved, without their
 * registrations nor their split link. The new activity, its copies and their audit rows share one
 * transaction.
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
  requireInScope(access, "operationalActivity", {
    id: 0,
    entityId: values.entityId,
    activityId: values.activityId,
  });
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
    const copies = meansCopiedOnClone(source.status, sourceMeans).map(
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
