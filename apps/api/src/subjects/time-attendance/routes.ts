import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  apiError,
  calls,
  type FileFormat,
  fileFormats,
  type ImportKind,
  importError,
  importKinds,
  importLimits,
  Refusal,
  refusal,
  type WorkExportKind,
  workExportKinds,
} from "@releve/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type * as v from "valibot";
import type { Database } from "../../db/schema.js";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { writeWorkExport } from "./export.js";
import { importFile } from "./import.js";
import {
  getImport,
  importRefusalsCsv,
  searchAbsences,
  searchExports,
  searchImports,
  searchWorkSchedules,
} from "./reads.js";
import { formatOf } from "./table-files.js";

const isOneOf =
  <Option extends string>(options: readonly Option[]) =>
  (value: string | undefined): value is Option =>
    (options as readonly string[]).includes(value ?? "");

/** A path parameter outside its options names nothing, as an id out of range does. */
function option<Option extends string>(
  options: readonly Option[],
  params: Record<string, string>,
  name: string,
): Option {
  const value = params[name];
  if (!isOneOf(options)(value)) throw new Refusal(apiError("validation", "invalidId", { params }));
  return value;
}

/** `Content-Disposition` of a download, the name in ASCII and in UTF-8 (RFC 6266, RFC 8187). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize("NFKD").replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const contentTypes: Record<FileFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

function download(reply: FastifyReply, fileName: string, type: string): void {
  reply
    .header("content-type", type)
    .header("content-disposition", contentDisposition(fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store");
}

/** A folder of its own for a request's file, removed when the request is done with it. */
async function scratchFolder(): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "releve-time-attendance-"));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * The one file of a `multipart/form-data` body, written to `folder` as it arrives (never whole
 * in memory), bounded by the formats' size.
 */
async function receiveFile(
  request: FastifyRequest,
  folder: string,
): Promise<{ fileName: string; path: string }> {
  if (!request.isMultipart()) {
    throw refusal("validation", "invalidRequest", { reason: "multipartExpected" });
  }
  let received: { fileName: string; path: string } | undefined;
  try {
    const parts = request.parts({
      limits: { files: 1, fileSize: importLimits.fileBytes, fields: 5, fieldSize: 1000, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      const fileName = path.basename((part.filename ?? "").replaceAll("\\", "/")).trim();
      if (fileName === "" || fileName.includes("\u0000")) {
        part.file.resume();
        continue;
      }
      const target = path.join(folder, "upload");
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) {
        throw refusal("request", "payloadTooLarge", { limitBytes: importLimits.fileBytes });
      }
      received = { fileName: fileName.slice(0, importLimits.fileName), path: target };
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw refusal("validation", "invalidRequest", { reason: "malformedMultipart" });
  }
  if (!received) throw refusal("validation", "invalidRequest", { reason: "fileExpected" });
  return received;
}

/**
 * Imports the file sent: its import is answered once done; a refused file answers
 * `importExport.importError` with the import's id and its first refused lines.
 */
async function importUpload(
  db: Kysely<Database>,
  timeZone: string,
  kind: ImportKind,
  request: FastifyRequest,
  requestedBy: number,
  now: Date,
) {
  const scratch = await scratchFolder();
  try {
    const file = await receiveFile(request, scratch.folder);
    const id = await importFile(db, timeZone, {
      kind,
      fileName: file.fileName,
      path: file.path,
      format: await formatOf(file.path),
      source: "upload",
      requestedBy,
      jobRunId: null,
      now,
    });
    const { refusals, ...done } = await getImport(db, id, timeZone);
    if (done.outcome !== "imported") {
      const data: v.InferInput<typeof calls.timeAttendance.importErrorDataSchema> = {
        importId: id,
        kind,
        refused: done.refused,
        refusals: refusals.slice(0, calls.timeAttendance.refusalsShown),
        fileError: done.fileError,
      };
      throw new Refusal(importError(data));
    }
    return done;
  } finally {
    await scratch.remove();
  }
}

/** Writes the export to a scratch file, records it, then sends it and removes it. */
async function exportDownload(
  db: Kysely<Database>,
  timeZone: string,
  reply: FastifyReply,
  request: { kind: WorkExportKind; format: FileFormat; now: Date; requestedBy: number },
) {
  const scratch = await scratchFolder();
  try {
    const target = path.join(scratch.folder, `export.${request.format}`);
    const written = await writeWorkExport(db, timeZone, {
      ...request,
      path: target,
      destination: "download",
    });
    download(reply, written.fileName, contentTypes[request.format]);
    reply.header("content-length", (await stat(target)).size);
    const stream = createReadStream(target);
    stream.on("close", () => void scratch.remove());
    return stream;
  } catch (error) {
    await scratch.remove();
    throw error;
  }
}

const { timeAttendance } = calls;

/** The calls of the exchange with the time-and-attendance tool (decision 028). */
export const timeAttendanceRoutes: ApiRoute[] = [
  callRoute(timeAttendance.importFile, ({ db, timeZone, params, request, access, now }) =>
    importUpload(
      db,
      timeZone,
      option(importKinds, params, "kind"),
      request,
      access.user.user.personId,
      now,
    ),
  ),
  callRoute(timeAttendance.imports, ({ db, body, timeZone }) => searchImports(db, body, timeZone)),
  callRoute(timeAttendance.getImport, ({ db, params, timeZone }) =>
    getImport(db, Number(params.id), timeZone),
  ),
  callRoute(timeAttendance.importRefusals, async ({ db, params, reply }) => {
    const file = await importRefusalsCsv(db, Number(params.id));
    download(reply, file.fileName, contentTypes.csv);
    return file.content;
  }),
  callRoute(timeAttendance.absences, ({ db, body, timeZone }) =>
    searchAbsences(db, body, timeZone),
  ),
  callRoute(timeAttendance.workSchedules, ({ db, body, timeZone }) =>
    searchWorkSchedules(db, body, timeZone),
  ),
  callRoute(timeAttendance.exportWorkSchedules, ({ db, timeZone, reply, params, now, access }) =>
    exportDownload(db, timeZone, reply, {
      kind: option(workExportKinds, params, "kind"),
      format: option(fileFormats, params, "format"),
      now,
      requestedBy: access.user.user.personId,
    }),
  ),
  callRoute(timeAttendance.exports, ({ db, body, timeZone }) => searchExports(db, body, timeZone)),
];
