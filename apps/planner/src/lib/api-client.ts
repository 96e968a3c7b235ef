import {
  type AnyCall,
  type ApiError,
  apiError,
  type CallAnswer,
  type CallMethod,
  type CallRequestArguments,
  callUrlPath,
  isApiError,
} from "@releve/domain";
import * as v from "valibot";

/** A refused or failed API call, carrying the `{ category, code, data }` payload. */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";

  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(`${error.category}.${error.code}`);
  }
}

/** What the client needs from the rest of the planner. */
export interface ApiClientOptions {
  baseUrl: string;
  /** An access token; `forceRefresh` asks for a new one instead of the cached one. */
  getToken: (forceRefresh: boolean) => Promise<string>;
  /** The active role code sent as `x-activeRoleCode` with every call (spec 01 §6). */
  getActiveRoleCode: () => string | null;
  fetch?: typeof fetch;
}

/** Calls the API with the bearer token and the active role code. */
export interface ApiClient {
  /**
   * Makes a call of the catalogue (`calls.alert.search`, with its `params` and `body`): the answer
   * is checked against the call's response schema, and typed by it.
   */
  call<Call extends AnyCall>(
    call: Call,
    ...request: CallRequestArguments<Call>
  ): Promise<CallAnswer<Call, Blob>>;
  /**
   * Where a request made outside `call` goes and the headers it carries, those of every call: for
   * an upload followed with `XMLHttpRequest`, whose progress `fetch` does not report. After a 401,
   * ask again with `forceRefresh` for a renewed token.
   */
  authorize(path: string, forceRefresh: boolean): Promise<AuthorizedRequest>;
}

/** The address and headers of a request made outside {@link ApiClient.call}. */
export interface AuthorizedRequest {
  url: URL;
  headers: Headers;
}

/**
 * Sends one request and reads its answer: the parsed JSON (`null` for none), or the file as a
 * `Blob` when `file` is asked. A refusal is thrown as an {@link ApiRequestError}.
 */
export type ApiTransport = (
  method: CallMethod,
  path: string,
  body: unknown,
  answer: "json" | "file",
) => Promise<unknown>;

/**
 * `call` over a transport: the path filled in with the params, the answer checked against the
 * call's response schema. An answer that breaks it is the API's fault, reported as the unknown
 * API error (spec 01 §8) with the call's path, and its issues logged.
 */
export function callThrough(transport: ApiTransport): ApiClient["call"] {
  return async <Call extends AnyCall>(
    call: Call,
    ...[request]: CallRequestArguments<Call>
  ): Promise<CallAnswer<Call, Blob>> => {
    // Typed by the call at the caller; read here as any request is.
    const { params = {}, body } = (request ?? {}) as {
      params?: Readonly<Record<string, string | number>>;
      body?: unknown;
    };
    const answer = await transport(
      call.method,
      callUrlPath(call.path, params),
      body,
      call.response === null ? "file" : "json",
    );
    const result = call.response === null ? null : v.safeParse(call.response, answer);
    if (result && !result.success) {
      console.error(`The answer of ${call.method} ${call.path} breaks its schema`, result.issues);
      throw new ApiRequestError(
        200,
        apiError("unknown", "unknownApiError", {
          status: 200,
          reason: "answerMismatch",
          call: call.path,
        }),
      );
    }
    // Checked above: the schema's output, or the file the transport read as asked.
    return (result ? result.output : answer) as CallAnswer<Call, Blob>;
  };
}

/**
 * The API client of spec 01 §7: every call carries the bearer token and `x-activeRoleCode`; a 401
 * drops the token, renews it and retries once. A refusal is thrown as an `ApiRequestError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  /** The headers of every call: JSON answers, the bearer token, the active role when one is. */
  async function authorizedHeaders(forceRefresh: boolean): Promise<Headers> {
    const headers = new Headers({ accept: "application/json" });
    headers.set("authorization", `Bearer ${await options.getToken(forceRefresh)}`);
    const activeRoleCode = options.getActiveRoleCode();
    if (activeRoleCode) headers.set("x-activeRoleCode", activeRoleCode);
    return headers;
  }

  async function send(method: string, path: string, body: unknown, forceRefresh: boolean) {
    const headers = await authorizedHeaders(forceRefresh);
    if (body !== undefined) headers.set("content-type", "application/json");
    return fetchImpl(new URL(path, options.baseUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** The answer of a request; a 401 drops the token, renews it and retries once. */
  async function exchange(method: string, path: string, body: unknown): Promise<Response> {
    let response = await send(method, path, body, false);
    if (response.status === 401) {
      response = await send(method, path, body, true);
    }
    if (!response.ok) throw new ApiRequestError(response.status, await readError(response));
    return response;
  }

  const transport: ApiTransport = async (method, path, body, answer) =>
    readAnswer(await exchange(method, path, body), answer);

  return {
    call: callThrough(transport),
    authorize: async (path, forceRefresh) => ({
      url: new URL(path, options.baseUrl),
      headers: await authorizedHeaders(forceRefresh),
    }),
  };
}

/**
 * A client for the calls anyone may make without signing in (`anonymous` in the catalogue: an
 * e-mail's action link): no token, no role.
 */
export function createAnonymousApiClient(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const transport: ApiTransport = async (method, path, body, answer) => {
    const headers = new Headers({ accept: "application/json" });
    if (body !== undefined) headers.set("content-type", "application/json");
    const response = await fetchImpl(new URL(path, options.baseUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new ApiRequestError(response.status, await readError(response));
    return readAnswer(response, answer);
  };
  return {
    call: callThrough(transport),
    authorize: async (path) => ({
      url: new URL(path, options.baseUrl),
      headers: new Headers({ accept: "application/json" }),
    }),
  };
}

/**
 * A successful answer as asked: nothing (204), the JSON, or the file — a `File` under the name
 * its `Content-Disposition` gives, so that it can be saved as the API named it.
 */
async function readAnswer(response: Response, answer: "json" | "file"): Promise<unknown> {
  if (answer === "file") {
    const blob = await response.blob();
    const name = attachmentName(response.headers.get("content-disposition"));
    return name === null ? blob : new File([blob], name, { type: blob.type });
  }
  if (response.status === 204) return null;
  return response.json();
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): its UTF-8 form (`filename*`, RFC
 * 8187) when given, else its plain one; `null` when it names none.
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** The error payload of a refusal, or the unknown fallback of spec 01 §8. */
async function readError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: a proxy or a crash answered; the unknown API error.
  }
  return refusalOf(response.status, payload);
}

/**
 * What a refused request's body says: its `{ category, code, data }`, or the unknown API error
 * of spec 01 §8 (with the status) when it is not one.
 */
export function refusalOf(status: number, payload: unknown): ApiError {
  if (isApiError(payload)) return { ...payload, data: payload.data ?? {} };
  return apiError("unknown", "unknownApiError", { status });
}
