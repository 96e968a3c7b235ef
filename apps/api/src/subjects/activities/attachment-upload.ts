import {
  type Attachment,
  type AttachmentFile,
  activityTransition,
  attachmentMimeType,
  checkAttachmentUpload,
  notFound,
  Refusal,
  refusal,
} from "@releve/domain";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { refuseBlocking } from "../../platform/forms.js";
import { attachmentLimits, listedColumns, toAttachment } from "./attachments.js";
import { getOperationalActivity } from "./reads.js";

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
      .returning(listedColumns)
      .execute();
    return rows.map(toAttachment);
  });
}
