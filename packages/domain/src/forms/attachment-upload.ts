import type { allowedAttachmentExtensions } from "../constants.js";
import { blocking, type Finding } from "../findings.js";
import { type AttachmentLimits, checkAttachments, isAllowedAttachment } from "./attachments.js";

/**
 * An upload of files to an operational activity that already holds some (spec 02 §5
 * "Attachments", decision 005): the rules of {@link checkAttachments} on the files the activity
 * would hold, reported on the uploaded files only, each refusal naming its file.
 */

/** A file of an activity, stored or being uploaded: its name and its size in bytes. */
export interface AttachmentFile {
  fileName: string;
  size: number;
}

const filePath = /^files\.(\d+)$/;

/**
 * The blocking findings of an upload, on `files` and `files.{index}` (index in the upload):
 * `attachment.required` without any file; a name too long or malformed (`text.tooLong { max,
 * fileName }`, `text.malformed { fileName }`); `attachment.typeNotAllowed { fileName }`;
 * `value.duplicate { fileName }` for a name given twice or already stored (names compare
 * trimmed and case-insensitively); `attachment.tooMany { max }` and `attachment.tooLarge
 * { maxBytes }` when the activity would hold more than the maxima. Sizes may be those received so
 * far: the API checks while the files stream in, and stops at the first refusal.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkAttachmentUpload(
  stored: readonly AttachmentFile[],
  uploaded: readonly AttachmentFile[],
  limits: AttachmentLimits,
): Finding[] {
  if (uploaded.length === 0) return [blocking("files", "attachment.required")];
  return checkAttachments([...stored, ...uploaded], limits, { field: "files" }).flatMap(
    (finding) => {
      const index = Number(filePath.exec(finding.field)?.[1] ?? Number.NaN);
      if (Number.isNaN(index)) return [finding];
      const file = uploaded[index - stored.length];
      if (!file) return [];
      return [
        {
          ...finding,
          field: `files.${index - stored.length}`,
          params: { ...finding.params, fileName: file.fileName },
        },
      ];
    },
  );
}

/** The MIME type of each allowed extension (spec 02 §5 list). */
export const attachmentMimeTypes: Record<(typeof allowedAttachmentExtensions)[number], string> = {
  txt: "text/plain",
  csv: "text/csv",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  fodt: "application/vnd.oasis.opendocument.text-flat-xml",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  fods: "application/vnd.oasis.opendocument.spreadsheet-flat-xml",
  odp: "application/vnd.oasis.opendocument.presentation",
  fodp: "application/vnd.oasis.opendocument.presentation-flat-xml",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  png: "image/png",
};

/**
 * The type of an attachment, from its extension (spec 02 §3 "file name, type, size"): the type a
 * browser reports is not trusted, since a file is served back with it. A name of a type not
 * allowed is `application/octet-stream`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function attachmentMimeType(fileName: string): string {
  if (!isAllowedAttachment(fileName)) return "application/octet-stream";
  const extension = fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
  return attachmentMimeTypes[extension as keyof typeof attachmentMimeTypes];
}
