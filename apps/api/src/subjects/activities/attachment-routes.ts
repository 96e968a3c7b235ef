import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { uploadAttachments } from "./attachment-upload.js";
import { deleteAttachment, downloadAttachment, listAttachments } from "./attachments.js";

/**
 * `Content-Disposition` of a download: the name in ASCII for old clients, and in UTF-8
 * (RFC 6266, RFC 8187) for the others.
 */
function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize("NFKD").replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const { operationalActivity } = calls;

/** The calls of an operational activity's attachments (spec 02 §3, §5; decision 005). */
export const attachmentRoutes: ApiRoute[] = [
  callRoute(operationalActivity.addAttachments, ({ db, access, params, request }) =>
    uploadAttachments(db, access, Number(params.id), request),
  ),
  callRoute(operationalActivity.listAttachments, ({ db, access, params }) =>
    listAttachments(db, access, Number(params.id)),
  ),
  callRoute(operationalActivity.downloadAttachment, async ({ db, access, params, reply }) => {
    const file = await downloadAttachment(db, access, Number(params.id));
    reply
      .header("content-type", file.type)
      .header("content-disposition", contentDisposition(file.fileName))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store");
    return file.content;
  }),
  callRoute(operationalActivity.removeAttachment, async ({ db, access, params }) => {
    await deleteAttachment(db, access, Number(params.id));
  }),
];
