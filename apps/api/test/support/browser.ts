import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** Headers a browser sends through the HTTPS origin, as the server sees them behind TLS. */
export const originHeaders = { host: "localhost:8443", "x-forwarded-proto": "https" };

interface ResponseCookie {
  name: string;
  value: string;
  expires?: Date;
  maxAge?: number;
}

/**
 * A browser for `app.inject`: sends the origin headers on every request, keeps the cookies the
 * server sets (path-blind, which is enough for one origin) and follows redirects on the origin.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
  ) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.send("GET", url, undefined, headers);
  }

  async postForm(
    url: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.send("POST", url, new URLSearchParams(form).toString(), {
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    });
  }

  /**
   * Follows redirects from `response` while they stay on the provider, and returns the last
   * response: the one that leaves it (a redirect to the planner) or a page.
   */
  async follow(response: LightMyRequestResponse, limit = 10): Promise<LightMyRequestResponse> {
    let current = response;
    for (let hop = 0; hop < limit; hop++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || !location) return current;
      const target = new URL(String(location), "https://localhost:8443");
      if (!target.pathname.startsWith("/oidc/")) return current;
      current = await this.get(`${target.pathname}${target.search}`);
    }
    throw new Error(`More than ${limit} redirects`);
  }

  private async send(
    method: "GET" | "POST",
    url: string,
    payload: string | undefined,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...originHeaders,
        ...this.headers,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const set of response.cookies as ResponseCookie[]) {
      const expired =
        set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }
}
