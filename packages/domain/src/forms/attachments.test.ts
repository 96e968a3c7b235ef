import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedAttachmentExtensions } from "../constants.js";
import { blocking } from "../findings.js";
import { textMaxLengths } from "../limits.js";
import { checkAttachments, formatSize, isAllowedAttachment } from "./attachments.js";

const file = (fileName: string, size = 1000) => ({ fileName, size });

describe("attachment file types", () => {
  it("allows every listed extension, whatever its case", () => {
    for (const extension of allowedAttachmentExtensions) {
      expect(isAllowedAttachment(`order.${extension.toUpperCase()}`)).toBe(true);
    }
  });

  it("refuses other extensions and names without one", () => {
    for (const name of ["setup.exe", "archive.zip", "pdf", ".pdf", "notes"]) {
      expect(isAllowedAttachment(name)).toBe(false);
    }
  });

  it("refuses a file of another type on its index, naming it", () => {
    expect(checkAttachments([file("map.png"), file("run.exe")], {})).toEqual([
      blocking("attachments.1", "attachment.typeNotAllowed", { fileName: "run.exe" }),
    ]);
  });
});

describe("attachment file names", () => {
  it("refuses a name longer than 255 characters or not well-formed, before its type", () => {
    const longest = `${"n".repeat(textMaxLengths.fileName - 4)}.pdf`;
    expect(checkAttachments([file(longest)], {})).toEqual([]);
    expect(checkAttachments([file(`n${longest}`), file("\ud800.pdf"), file("a.pdf")], {})).toEqual([
      blocking("attachments.0", "text.tooLong", { max: textMaxLengths.fileName }),
      blocking("attachments.1", "text.malformed"),
    ]);
  });
});

describe("attachment maxima", () => {
  it("refuses more files than the maximum, 10 by default", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => file(`f${index}.pdf`));
    expect(checkAttachments(eleven, {})).toEqual([
      blocking("attachments", "attachment.tooMany", { max: 10 }),
    ]);
    expect(checkAttachments(eleven.slice(0, 3), { maxAttachmentCount: 2 })).toEqual([
      blocking("attachments", "attachment.tooMany", { max: 2 }),
    ]);
  });

  it("refuses a total size above the maximum, 20 MB by default", () => {
    const max = 20 * 1024 * 1024;
    expect(checkAttachments([file("a.pdf", max / 2), file("b.pdf", max / 2)], {})).toEqual([]);
    expect(checkAttachments([file("a.pdf", max / 2), file("b.pdf", max / 2 + 1)], {})).toEqual([
      blocking("attachments", "attachment.tooLarge", { maxBytes: max }),
    ]);
    expect(checkAttachments([file("a.pdf", 2000)], { maxAttachmentTotalBytes: 1000 })).toEqual([
      blocking("attachments", "attachment.tooLarge", { maxBytes: 1000 }),
    ]);
  });

  it("refuses the same file name twice", () => {
    expect(checkAttachments([file("plan.pdf"), file("PLAN.pdf")], {})).toEqual([
      blocking("attachments.1", "value.duplicate"),
    ]);
  });
});

describe("at least one file", () => {
  it("refuses an attachment input used with no file", () => {
    expect(checkAttachments([], {}, { isInputUsed: true, field: "files" })).toEqual([
      blocking("files", "attachment.required"),
    ]);
  });

  it("accepts an activity without attachments", () => {
    expect(checkAttachments([], {})).toEqual([]);
  });
});

describe("file sizes for display", () => {
  it("gives whole bytes below one KB", () => {
    expect(formatSize(0)).toEqual({ value: 0, unit: "bytes" });
    expect(formatSize(1023)).toEqual({ value: 1023, unit: "bytes" });
  });

  it("gives KB, MB and GB in steps of 1024, to one decimal", () => {
    expect(formatSize(1024)).toEqual({ value: 1, unit: "KB" });
    expect(formatSize(1536)).toEqual({ value: 1.5, unit: "KB" });
    expect(formatSize(20 * 1024 * 1024)).toEqual({ value: 20, unit: "MB" });
    expect(formatSize(3.25 * 1024 ** 3)).toEqual({ value: 3.3, unit: "GB" });
  });

  it("moves to the next unit when rounding reaches 1024", () => {
    expect(formatSize(1024 * 1024 - 1)).toEqual({ value: 1, unit: "MB" });
  });

  it("stays in GB for the largest sizes", () => {
    expect(formatSize(5 * 1024 ** 4)).toEqual({ value: 5120, unit: "GB" });
  });

  it("gives zero bytes for a negative or non-finite size", () => {
    expect(formatSize(-5)).toEqual({ value: 0, unit: "bytes" });
    expect(formatSize(Number.NaN)).toEqual({ value: 0, unit: "bytes" });
  });

  it("never shows 1024 or more below GB", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (bytes) => {
        const { value, unit } = formatSize(bytes);
        return unit === "GB" || value < 1024;
      }),
    );
  });
});
