import { type ApiError, apiError, isApiError } from "@releve/domain";

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
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
}

/**
 * The API client of spec 01 §7: every call carries the bearer token and `x-activeRoleCode`; a 401
 * drops the token, renews it and retries once. A refusal is thrown as an `ApiRequestError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));

  async function send(method: string, path: string, body: unknown, forceRefresh: boolean) {
    const headers = new Headers({ accept: "application/json" });
    headers.set("authorization", `Bearer ${await options.getToken(forceRefresh)}`);
    const activeRoleCode = options.getActiveRoleCode();
    if (activeRoleCode) headers.set("x-activeRoleCode", activeRoleCode);
    if (body !== undefined) headers.set("content-type", "application/json");
    return fetchImpl(new URL(path, options.baseUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response = await send(method, path, body, false);
    if (response.status === 401) {
      response = await send(method, path, body, true);
    }
    if (!response.ok) throw new ApiRequestError(response.status, await readError(response));
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return { request, get: (path) => request("GET", path) };
}

/** The error payload of a refusal, or the unknown fallback of spec 01 §8. */
async function readError(response: Response): Promise<ApiError> {
  try {
    const payload: unknown = await response.json();
    if (isApiError(payload)) return { ...payload, data: payload.data ?? {} };
  } catch {
    // Not JSON: a proxy or a crash answered; fall through to the unknown API error.
  }
  return apiError("unknown", "unknownApiError", { status: response.status });
}
