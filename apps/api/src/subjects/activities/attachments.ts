import {
  type Attachment,
  type AttachmentFile,
  type AttachmentLimits,
  activityTransition,
  attachmentMimeType,
  checkAttachmentUpload,
  defaultMaxAttachmentCount,
  defaultMaxAttachmentTotalBytes,
  notFound,
  Refusal,
  refusal,
} from "@releve/domain";
import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { refuseBlocking } from "../../platform/forms.js";
import { getOperationalActivity } from "./activities.js";

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

const listed = ["id", "operational_activity_id", "file_name", "type", "size"] as const;

const toAttachment = (row: { id: number; file_name: string; type: string; size: string }) => ({
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
    .select(listed)
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

/** A file as it streams in. */
interface Received extends AttachmentFile {
  chunks: Buffer[];
}

/** The name of an uploaded file without any folder a client may send with it. */
function baseName(fileName: string): string {
  return fileName.slice(Math.max(fileName.lastIndexOf("/"), fileName.lastIndexOf("\\")) + 1).trim();
}

/** Refuses with `validation.invalidForm` when the upload breaks a rule. */
function check(stored: readonly AttachmentFile[], received: readonly AttachmentFile[]): void {
  refuseBlocking(checkAttachmentUpload(stored, received, attachmentLimits));
}

/**
 * The items of a multipart stream; a body the parser cannot read is refused with
 * `validation.invalidRequest`. Only the stream's own errors are caught, not the caller's.
 */
async function* multipart<Item>(source: AsyncIterable<Item>): AsyncGenerator<Item> {
  try {
    yield* source;
  } catch {
    throw refusal("validation", "invalidRequest", { reason: "malformedMultipart" });
  }
}

/** Reads the files of a `multipart/form-data` body, checking the rules as each chunk arrives. */
async function receiveFiles(
  request: FastifyRequest,
  stored: readonly AttachmentFile[],
): Promise<Received[]> {
  if (!request.isMultipart()) {
    throw refusal("validation", "invalidRequest", { reason: "multipartExpected" });
  }
  const { maxAttachmentCount, maxAttachmentTotalBytes } = attachmentLimits;
  const received: Received[] = [];
  // The parser's own limits only back the rules up: the rules refuse first, naming the file.
  const parts = request.parts({
    limits: {
      files: maxAttachmentCount + 1,
      fileSize: maxAttachmentTotalBytes + 1,
      fields: 20,
      fieldSize: 1000,
      parts: maxAttachmentCount + 21,
    },
  });
  for await (const part of multipart(parts)) {
    if (part.type !== "file") continue;
    const chunks = multipart(part.file as AsyncIterable<Buffer>);
    // The parser gives no name at all for an empty file input, whatever its type says.
    const fileName = baseName(part.filename ?? "");
    if (fileName === "") {
      for await (const _empty of chunks) {
        // An empty file input has nothing to keep.
      }
      continue;
    }
    if (fileName.includes("\u0000")) {
      throw refusal("validation", "invalidRequest", { reason: "nulCharacter" });
    }
    const file: Received = { fileName, size: 0, chunks: [] };
    received.push(file);
    check(stored, received);
    for await (const chunk of chunks) {
      file.size += chunk.length;
      file.chunks.push(chunk);
      check(stored, received);
    }
  }
  check(stored, received);
  return received;
}

/** What an activity already holds: names and sizes. */
async function storedFiles(db: Kysely<Database>, activityId: number): Promise<AttachmentFile[]> {
  const rows = await db
    .selectFrom("attachment")
    .select(["file_name", "size"])
    .where("operational_activity_id", "=", activityId)
    .execute();
  return rows.map((row) => ({ fileName: row.file_name, size: Number(row.size) }));
}

/**
 * Uploads files to an activity of the role's scope that can still be edited (spec 02 §5): each
 * must be of an allowed type, at least one file, and the activity may hold at most the maxima.
 * The rules are checked while the files stream in, and again under the activity's lock before
 * they are stored, so that two uploads at once cannot exceed them together.
 */
export async function uploadAttachments(
  db: Kysely<Database>,
  access: Access,
  activityId: number,
  request: FastifyRequest,
): Promise<Attachment[]> {
  const activity = await getOperationalActivity(db, access, activityId);
  const allowed = activityTransition({ status: activity.status }, "edit");
  if (!allowed.ok) throw new Refusal(allowed.error);
  const received = await receiveFiles(request, await storedFiles(db, activityId));
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom("operational_activity")
      .select("status")
      .where("id", "=", activityId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new Refusal(notFound("operationalActivity", { id: activityId }));
    const stillAllowed = activityTransition({ status: locked.status }, "edit");
    if (!stillAllowed.ok) throw new Refusal(stillAllowed.error);
    check(await storedFiles(trx, activityId), received);
    const rows = await trx
      .insertInto("attachment")
      .values(
        received.map((file) => ({
          operational_activity_id: activityId,
          file_name: file.fileName,
          type: attachmentMimeType(file.fileName),
          size: file.size,
          content: Buffer.concat(file.chunks),
        })),
      )
      .returning(listed)
      .execute();
    return rows.map(toAttachment);
  });
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
