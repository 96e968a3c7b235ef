import { type ApiRoute, apiRoute } from "../http/api-route.js";
import {
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  uploadAttachments,
} from "../services/attachments.js";

/**
 * `Content-Disposition` of a download: the name in ASCII for old clients, and in UTF-8
 * (RFC 6266, RFC 8187) for the others.
 */
function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize("NFKD").replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The calls of an operational activity's attachments (spec 02 §3, §5; decision 005). */
export const attachmentRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "OperationalActivity/Attachments/:id",
    feature: "operationalActivity",
    write: true,
    summary: "Uploads files to an activity (multipart/form-data), within the attachment maxima",
    upload: true,
    successStatus: 201,
    handler: ({ db, access, params, request }) =>
      uploadAttachments(db, access, Number(params.id), request),
  }),
  apiRoute({
    method: "GET",
    path: "OperationalActivity/Attachments/:id",
    feature: "operationalActivity",
    write: false,
    summary: "Lists the attachments of an activity: file name, type and size",
    handler: ({ db, access, params }) => listAttachments(db, access, Number(params.id)),
  }),
  apiRoute({
    method: "GET",
    path: "Attachment/:id",
    feature: "operationalActivity",
    write: false,
    summary: "Downloads an attachment",
    download: true,
    handler: async ({ db, access, params, reply }) => {
      const file = await downloadAttachment(db, access, Number(params.id));
      reply
        .header("content-type", file.type)
        .header("content-disposition", contentDisposition(file.fileName))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store");
      return file.content;
    },
  }),
  apiRoute({
    method: "DELETE",
    path: "Attachment/:id",
    feature: "operationalActivity",
    write: true,
    summary: "Deletes an attachment of an activity",
    successStatus: 204,
    handler: async ({ db, access, params }) => {
      await deleteAttachment(db, access, Number(params.id));
    },
  }),
];
