import { calls, type ImportKind } from "@releve/domain";
import {
  type ApiClient,
  ApiRequestError,
  type AuthorizedRequest,
  callThrough,
  refusalOf,
} from "../../../lib/api-client";
import type { ImportAnswer } from "./time-attendance";

/** How much of a file has left the browser. */
export interface SentBytes {
  sent: number;
  total: number;
}

/** What the server answered an upload: its status and body as text. */
interface Answered {
  status: number;
  text: string;
}

/**
 * Sends a form with `XMLHttpRequest`, which reports how much of the body is sent (`fetch` does
 * not), with the address and headers the API client gives every call.
 */
function post(request: AuthorizedRequest, form: FormData, onSent: (bytes: SentBytes) => void) {
  return new Promise<Answered>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", request.url.href);
    // The browser writes the multipart content type itself, with its boundary.
    for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onSent({ sent: event.loaded, total: event.total });
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error("The file could not be sent"));
    xhr.onabort = () => reject(new Error("The file's sending was stopped"));
    xhr.send(form);
  });
}

/** An answer's JSON, or `undefined` when it is none. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

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
  const send = callThrough(async (_method, path) => {
    let answered = await post(await client.authorize(path, false), form, onSent);
    if (answered.status === 401) {
      answered = await post(await client.authorize(path, true), form, onSent);
    }
    const body = parsed(answered.text);
    if (answered.status < 200 || answered.status >= 300) {
      throw new ApiRequestError(answered.status, refusalOf(answered.status, body));
    }
    return body ?? null;
  });
  return send(calls.timeAttendance.importFile, { params: { kind } });
}
