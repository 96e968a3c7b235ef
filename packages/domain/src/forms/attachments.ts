import * as v from "valibot";
import {
  allowedAttachmentExtensions,
  defaultMaxAttachmentCount,
  defaultMaxAttachmentTotalBytes,
} from "../constants.js";
import type { SizeUnit } from "../enums.js";
import { blocking, type Finding } from "../findings.js";
import { numberRanges, textMaxLengths } from "../limits.js";
import {
  integerInRangeSchema,
  optionalIdSchema,
  optionalTextSchema,
  requiredTextSchema,
} from "./fields.js";
import { checkNoDuplicates } from "./rules.js";

/**
 * Attachments of an operational activity (spec 02 §3 "Attachment: file name, type, size"; §5
 * allowed file type, total size and count under the maximum, at least one file; decision 005 for
 * the maxima, which the API passes from its configuration).
 */

/** An attachment in a form: a file already stored (with its `id`) or one about to be uploaded. */
export const attachmentSchema = v.object({
  id: optionalIdSchema,
  fileName: requiredTextSchema(textMaxLengths.fileName),
  /** MIME type as the browser reports it; the extension decides, not this. */
  type: optionalTextSchema(textMaxLengths.mediaType),
  /** Size in bytes. */
  size: integerInRangeSchema(numberRanges.attachmentBytes),
});

/** An attachment as a form holds it. */
export type AttachmentValues = v.InferOutput<typeof attachmentSchema>;

/** Attachment maxima; absent ones take `defaultMaxAttachmentCount` and `defaultMaxAttachmentTotalBytes`. */
export interface AttachmentLimits {
  maxAttachmentCount?: number;
  maxAttachmentTotalBytes?: number;
}

const allowed: ReadonlySet<string> = new Set(allowedAttachmentExtensions);

/** Whether a file name ends with an allowed extension (spec 02 §5), whatever its case. */
/* @__NO_SIDE_EFFECTS__ */
export function isAllowedAttachment(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 && allowed.has(fileName.slice(dot + 1).toLowerCase());
}

/**
 * Rules of attachments (spec 02 §5): on each refused file (`attachments.3`), a name longer than
 * `textMaxLengths.fileName` (`text.tooLong { max }`) or not well-formed Unicode
 * (`text.malformed`), else `attachment.typeNotAllowed { fileName }`; `value.duplicate` on a file
 * name given twice, `attachment.tooMany { max }` and `attachment.tooLarge { maxBytes }` on the
 * list, and `attachment.required` ("at least one file") when the attachment input is used
 * (`isInputUsed`) with no file. The names are checked here, not by a schema only, since an
 * upload's names come from its multipart body.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkAttachments(
  files: readonly Pick<AttachmentValues, "fileName" | "size">[],
  limits: AttachmentLimits,
  options: { field?: string; isInputUsed?: boolean } = {},
): Finding[] {
  const field = options.field ?? "attachments";
  const maxCount = limits.maxAttachmentCount ?? defaultMaxAttachmentCount;
  const maxBytes = limits.maxAttachmentTotalBytes ?? defaultMaxAttachmentTotalBytes;
  if (options.isInputUsed && files.length === 0) return [blocking(field, "attachment.required")];
  const findings: Finding[] = [];
  files.forEach(({ fileName }, index) => {
    const path = `${field}.${index}`;
    if (fileName.length > textMaxLengths.fileName) {
      findings.push(blocking(path, "text.tooLong", { max: textMaxLengths.fileName }));
    } else if (!fileName.isWellFormed()) {
      findings.push(blocking(path, "text.malformed"));
    } else if (!isAllowedAttachment(fileName)) {
      findings.push(blocking(path, "attachment.typeNotAllowed", { fileName }));
    }
  });
  findings.push(
    ...checkNoDuplicates(
      files.map((file) => file.fileName),
      field,
    ),
  );
  if (files.length > maxCount)
    findings.push(blocking(field, "attachment.tooMany", { max: maxCount }));
  const totalBytes = files.reduce((total, file) => total + file.size, 0);
  if (totalBytes > maxBytes) findings.push(blocking(field, "attachment.tooLarge", { maxBytes }));
  return findings;
}

/** A size in its largest fitting unit, for the UI to translate (spec 02 §9 size units). */
export interface FormattedSize {
  value: number;
  unit: SizeUnit;
}

const units: readonly SizeUnit[] = ["bytes", "KB", "MB", "GB"];

/**
 * A size in bytes, KB, MB or GB (spec 02 §9), in steps of 1024, rounded to one decimal (whole bytes);
 * a value that rounds up to 1024 moves to the next unit. Not a string: the UI translates the unit.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formatSize(bytes: number): FormattedSize {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (unit < units.length - 1 && roundIn(unit, value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return { value: roundIn(unit, value), unit: units[unit] as SizeUnit };
}

function roundIn(unit: number, value: number): number {
  return unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
}
