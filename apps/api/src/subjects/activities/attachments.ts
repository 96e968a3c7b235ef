import {
  type Attachment,
  type AttachmentLimits,
  activityTransition,
  defaultMaxAttachmentCount,
  defaultMaxAttachmentTotalBytes,
  notFound,
  Refusal,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { getOperationalActivity } from "./reads.js";

/**
 * The attachments of an operational activity (spec 02 §3, §5; decision 005): files stored in the
 * database with the activity, within its scope, at most `maxAttachmentCount` files and
 * `maxAttachmentTotalBytes` in all per activity.
 */

/** The maxima of decision 005, the defaults of the domain unless the installation says. */
export const attachmentLimits: Required<AttachmentLimits> = {
  maxAttachmentCount: defaultMaxAttachmentCount,
  maxAttachmentTotalBytes: defaultMaxAttachmentTotalBytes,
};

/** The columns of an attachment that are listed: all but its content. */
export const listedColumns = [
  "id",
  "operational_activity_id",
  "file_name",
  "type",
  "size",
] as const;

/** An attachment row as the API returns it. */
export const toAttachment = (row: {
  id: number;
  file_name: string;
  type: string;
  size: string;
}) => ({
  id: row.id,
  fileName: row.file_name,
  type: row.type,
  size: Number(row.size),
});

/** The attachments of activities (without their content), by activity id, in upload order. */
export async function attachmentsByActivity(
  db: Kysely<Database>,
  activityIds: readonly number[],
): Promise<Map<number, Attachment[]>> {
  const byActivity = new Map<number, Attachment[]>();
  if (activityIds.length === 0) return byActivity;
  const rows = await db
    .selectFrom("attachment")
    .select(listedColumns)
    .where("operational_activity_id", "in", activityIds)
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = byActivity.get(row.operational_activity_id) ?? [];
    list.push(toAttachment(row));
    byActivity.set(row.operational_activity_id, list);
  }
  return byActivity;
}

/** The attachments of an activity of the role's scope: file name, type and size. */
export async function listAttachments(
  db: Kysely<Database>,
  access: Access,
  activityId: number,
): Promise<Attachment[]> {
  await getOperationalActivity(db, access, activityId);
  return (await attachmentsByActivity(db, [activityId])).get(activityId) ?? [];
}

/** Refuses with `attachment.notFound` any id that is not an attachment of the activity. */
export async function requireAttachmentsOf(
  db: Kysely<Database>,
  activityId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom("attachment")
    .select("id")
    .where("operational_activity_id", "=", activityId)
    .where("id", "in", ids)
    .execute();
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new Refusal(notFound("attachment", { id: missing }));
}

/** Copies attachments to another activity, content included, inside the database. */
export async function copyAttachments(
  trx: Transaction<Database>,
  ids: readonly number[],
  toActivityId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .insertInto("attachment")
    .columns(["operational_activity_id", "file_name", "type", "size", "content"])
    .expression((eb) =>
      eb
        .selectFrom("attachment")
        .select((inner) => [
          inner.val(toActivityId).as("operational_activity_id"),
          "file_name",
          "type",
          "size",
          "content",
        ])
        .where("id", "in", ids),
    )
    .execute();
}

/** One stored attachment with its activity's place; `notFound`, or `forbidden` outside the scope. */
async function getAttachment(db: Kysely<Database>, access: Access, id: number) {
  const row = await db
    .selectFrom("attachment")
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "attachment.operational_activity_id",
    )
    .select([
      "attachment.id",
      "attachment.operational_activity_id",
      "attachment.file_name",
      "attachment.type",
      "operational_activity.entity_id",
      "operational_activity.activity_id",
      "operational_activity.status",
    ])
    .where("attachment.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("attachment", { id }));
  requireInScope(access, "attachment", {
    id,
    entityId: row.entity_id,
    activityId: row.activity_id,
  });
  return row;
}

/** A stored file to send back: its name, its type and its content. */
export interface AttachmentContent {
  fileName: string;
  type: string;
  content: Buffer;
}

/** The content of an attachment of an activity of the role's scope. */
export async function downloadAttachment(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<AttachmentContent> {
  const attachment = await getAttachment(db, access, id);
  const { content } = await db
    .selectFrom("attachment")
    .select("content")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { fileName: attachment.file_name, type: attachment.type, content: Buffer.from(content) };
}

/** Deletes an attachment of an activity of the role's scope that can still be edited. */
export async function deleteAttachment(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<void> {
  const attachment = await getAttachment(db, access, id);
  const allowed = activityTransition({ status: attachment.status }, "edit");
  if (!allowed.ok) throw new Refusal(allowed.error);
  await db.deleteFrom("attachment").where("id", "=", id).execute();
}
