import type { AnyCall, CallRequestArguments } from "@releve/domain";
import {
  type ApiClient,
  ApiRequestError,
  type AuthorizedRequest,
  callThrough,
  refusalOf,
} from "./api-client";
import type { Answer } from "./api-context";

/** How much of a body has left the browser. */
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
 * Sends a call of the catalogue whose body is a `multipart/form-data` form (`upload: true`),
 * telling how much of it is sent as it goes. The answer is checked against the call's schema as
 * every call's is; a refusal throws an `ApiRequestError`. A 401 renews the token and sends the
 * form once more, as the client does.
 */
export function uploadForm<Call extends AnyCall>(
  client: ApiClient,
  call: Call,
  form: FormData,
  onSent: (bytes: SentBytes) => void,
  ...request: CallRequestArguments<Call>
): Promise<Answer<Call>> {
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
  return send(call, ...request);
}
