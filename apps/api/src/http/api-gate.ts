import type { FastifyInstance, FastifyRequest } from "fastify";
import { bearerToken, type TokenVerifier } from "../auth/tokens.js";
import { byAddress, perMinuteLimit } from "./rate-limits.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The subject of the caller's verified token; empty when it has none. */
    tokenSubject: string;
  }
}

/**
 * The path a request's target names as the router reads it: an absolute target
 * (`http://host/api/…`, RFC 9112 §3.2.2) by its path, percent-escapes decoded (`/%61pi/…` is
 * `/api/…`), without its query. A path that does not decode is left as sent: the router refuses it.
 */
export function routedPath(url: string): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?]*/i.exec(url)?.[0] ?? "";
  const path = url.slice(origin.length).split("?")[0] || "/";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is for the API: by its path, however it is spelled and whatever the router
 * made of it (an unknown path is one too), or by the route it reached.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return (
    routedPath(request.url).startsWith("/api/") ||
    (request.routeOptions.url ?? "").startsWith("/api/")
  );
}

/**
 * The gate of `/api`, before routing decides anything: the bearer token is verified first, so
 * that only a signed-in caller learns which paths exist (an unknown path answers 401 without a
 * valid token, 404 with one). Then the caller's calls are counted: per token subject, or per
 * address while it has no valid token (decision 021).
 */
export function guardApi(
  app: FastifyInstance,
  options: { verifyToken: TokenVerifier; perMinute: number },
): void {
  if (!app.hasRequestDecorator("tokenSubject")) app.decorateRequest("tokenSubject", "");
  const limit = perMinuteLimit(app, options.perMinute, (request) =>
    request.tokenSubject ? `subject:${request.tokenSubject}` : byAddress(request),
  );
  app.addHook("onRequest", async (request) => {
    if (!isApiRequest(request)) return;
    // A call made without signing in (an e-mail's action link) is counted by address.
    if (request.routeOptions.config.anonymous) {
      await limit(request);
      return;
    }
    let refusal: unknown;
    try {
      const principal = await options.verifyToken(bearerToken(request.headers.authorization));
      request.tokenSubject = principal.subject;
    } catch (error) {
      refusal = error;
    }
    await limit(request);
    if (refusal) throw refusal;
  });
}
