import { describe, expect, it } from "vitest";
import { allowedAttachmentExtensions } from "../constants.js";
import { errorCatalogue, forbidden, notFound } from "../errors.js";
import { blocking } from "../findings.js";
import {
  attachmentMimeType,
  attachmentMimeTypes,
  checkAttachmentUpload,
} from "./attachment-upload.js";

const file = (fileName: string, size = 1000) => ({ fileName, size });
const stored = [file("ordre-de-mission.pdf"), file("plan.png")];

describe("an upload of attachments (spec 02 §5, decision 005)", () => {
  it("accepts allowed files that keep the activity under the maxima", () => {
    expect(checkAttachmentUpload(stored, [file("convention.docx")], {})).toEqual([]);
  });

  it("needs at least one file", () => {
    expect(checkAttachmentUpload(stored, [], {})).toEqual([
      blocking("files", "attachment.required"),
    ]);
  });

  it("refuses a name too long for a file, on the uploaded file's index", () => {
    const long = `${"n".repeat(300)}.pdf`;
    expect(checkAttachmentUpload(stored, [file("a.pdf"), file(long)], {})).toEqual([
      blocking("files.1", "text.tooLong", { max: 255, fileName: long }),
    ]);
  });

  it("refuses a file type on the uploaded file's index, naming it", () => {
    expect(checkAttachmentUpload(stored, [file("a.pdf"), file("run.exe")], {})).toEqual([
      blocking("files.1", "attachment.typeNotAllowed", { fileName: "run.exe" }),
    ]);
  });

  it("refuses a name already stored or given twice, naming it", () => {
    expect(
      checkAttachmentUpload(stored, [file("PLAN.png"), file("a.pdf"), file("a.pdf")], {}),
    ).toEqual([
      blocking("files.0", "value.duplicate", { fileName: "PLAN.png" }),
      blocking("files.2", "value.duplicate", { fileName: "a.pdf" }),
    ]);
  });

  it("counts the stored files against the maxima", () => {
    expect(checkAttachmentUpload(stored, [file("a.pdf")], { maxAttachmentCount: 2 })).toEqual([
      blocking("files", "attachment.tooMany", { max: 2 }),
    ]);
    expect(
      checkAttachmentUpload(stored, [file("a.pdf", 1)], { maxAttachmentTotalBytes: 2000 }),
    ).toEqual([blocking("files", "attachment.tooLarge", { maxBytes: 2000 })]);
  });

  it("judges only the uploaded files, not those already stored", () => {
    expect(checkAttachmentUpload([file("ancien.exe")], [file("a.pdf")], {})).toEqual([]);
  });
});

describe("the type of an attachment", () => {
  it("comes from the extension, whatever its case", () => {
    expect(attachmentMimeType("Plan.PNG")).toBe("image/png");
    expect(attachmentMimeType("compte-rendu.docx")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("is known for every allowed extension", () => {
    expect(Object.keys(attachmentMimeTypes).sort()).toEqual(
      [...allowedAttachmentExtensions].sort(),
    );
  });

  it("is a plain byte stream for a name of another type", () => {
    expect(attachmentMimeType("page.html")).toBe("application/octet-stream");
  });
});

describe("refusals about a stored attachment", () => {
  it("are notFound and forbidden of the attachment, listed in the catalogue", () => {
    expect(notFound("attachment", { id: 4 })).toEqual({
      category: "attachment",
      code: "notFound",
      data: { id: 4 },
    });
    expect(forbidden("attachment").code).toBe("forbidden");
    expect(errorCatalogue).toContainEqual({ category: "attachment", code: "notFound" });
    expect(errorCatalogue).toContainEqual({ category: "attachment", code: "forbidden" });
  });
});
