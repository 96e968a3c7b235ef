import { calls, type ImportKind } from "@releve/domain";
import type { ApiClient } from "../../../lib/api-client";
import { type SentBytes, uploadForm } from "../../../lib/upload";
import type { ImportAnswer } from "./time-attendance";

export type { SentBytes } from "../../../lib/upload";

/**
 * Imports a file by hand (`POST TimeAttendance/Import/:kind`, its one field `file`), telling how
 * much of it is sent as it goes. The answer is checked against the call's schema as every call's
 * is; a refused file throws an `ApiRequestError` (`importExport.importError` with its lines). A
 * 401 renews the token and sends the file once more, as the client does.
 */
export function uploadImport(
  client: ApiClient,
  kind: ImportKind,
  file: File,
  onSent: (bytes: SentBytes) => void,
): Promise<ImportAnswer> {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadForm(client, calls.timeAttendance.importFile, form, onSent, { params: { kind } });
}
