import {
  type AttachmentFile,
  type AttachmentLimits,
  allowedAttachmentExtensions,
  checkAttachmentUpload,
  defaultMaxAttachmentCount,
  defaultMaxAttachmentTotalBytes,
} from "@releve/domain";

/** Why a file given to the drop zone was not taken, one per domain rule (spec 02 §5). */
export const fileRefusalReasons = ["typeNotAllowed", "tooLarge", "tooMany", "duplicate"] as const;

/** One of {@link fileRefusalReasons}. */
export type FileRefusalReason = (typeof fileRefusalReasons)[number];

/** A file the drop zone did not take, and why. */
export interface FileRefusal {
  fileName: string;
  reason: FileRefusalReason;
}

/** What the drop zone accepts; each defaults to the product's attachment rule. */
export interface FileDropZoneLimits {
  /**
   * Extensions accepted, without the dot, in any case.
   * @default allowedAttachmentExtensions (from `@releve/domain`)
   */
  acceptedFileExtensions?: readonly string[];
  /**
   * Most files the activity may hold, those already attached included.
   * @default defaultMaxAttachmentCount (from `@releve/domain`)
   */
  maxFileCount?: number;
  /**
   * Most bytes the activity's files may add up to, those already attached included.
   * @default defaultMaxAttachmentTotalBytes (from `@releve/domain`)
   */
  maxTotalBytes?: number;
}

/** The limits with their defaults filled in. */
export function limitsOf(limits: FileDropZoneLimits) {
  return {
    acceptedFileExtensions: limits.acceptedFileExtensions ?? allowedAttachmentExtensions,
    maxFileCount: limits.maxFileCount ?? defaultMaxAttachmentCount,
    maxTotalBytes: limits.maxTotalBytes ?? defaultMaxAttachmentTotalBytes,
  };
}

const reasonOfCode: Record<string, FileRefusalReason> = {
  "attachment.typeNotAllowed": "typeNotAllowed",
  "attachment.tooLarge": "tooLarge",
  "attachment.tooMany": "tooMany",
  "value.duplicate": "duplicate",
};

function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  return extensions.some((accepted) => accepted.toLowerCase() === extension);
}

/**
 * Sorts the files given at once (dropped, pasted or chosen) into those taken and those refused,
 * in order: each file is checked with the domain's upload rules (`checkAttachmentUpload`: type,
 * duplicate name, count and total size) against the files already attached and those taken
 * before it, so that as many files as the limits allow are taken.
 */
export function sortSelectedFiles<F extends { name: string; size: number }>(
  files: readonly F[],
  attachedFiles: readonly AttachmentFile[],
  limits: FileDropZoneLimits = {},
): { accepted: F[]; refused: FileRefusal[] } {
  const { acceptedFileExtensions, maxFileCount, maxTotalBytes } = limitsOf(limits);
  const domainLimits: AttachmentLimits = {
    maxAttachmentCount: maxFileCount,
    maxAttachmentTotalBytes: maxTotalBytes,
  };
  const accepted: F[] = [];
  const refused: FileRefusal[] = [];
  for (const file of files) {
    const fileName = file.name;
    if (!hasExtension(fileName, acceptedFileExtensions)) {
      refused.push({ fileName, reason: "typeNotAllowed" });
      continue;
    }
    const uploaded = [...accepted, file].map(({ name, size }) => ({ fileName: name, size }));
    const [finding] = checkAttachmentUpload(attachedFiles, uploaded, domainLimits);
    if (finding) refused.push({ fileName, reason: reasonOfCode[finding.code] ?? "typeNotAllowed" });
    else accepted.push(file);
  }
  return { accepted, refused };
}
