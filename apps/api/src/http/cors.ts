import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { isApiRequest } from "./api-gate.js";

/**
 * The origins whose pages may read the answers of the API and of the local provider: the public
 * origin and those of `CORS_ORIGINS`. `null` (a sandboxed frame, a file) is never one of them.
 */
export function allowedOrigins(config: {
  publicUrl: string;
  corsOrigins: readonly string[];
}): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
}

/**
 * Cross-origin calls to `/api` (decision 021): the pages of an allowed origin may call it
 * (preflights answered here, before the token is checked, since browsers send none with them)
 * and read the answers; any other origin gets no CORS header at all, so its page cannot.
 */
export function installApiCors(app: FastifyInstance, origins: ReadonlySet<string>): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!isApiRequest(request)) return;
    // Answers differ by origin: caches must not serve one origin's answer to another.
    reply.header("vary", "Origin");
    const origin = request.headers.origin;
    if (origin === undefined || !origins.has(origin)) return;
    reply.header("access-control-allow-origin", origin);
    if (request.method === "OPTIONS" && request.headers["access-control-request-method"]) {
      return reply
        .header("access-control-allow-methods", "GET, POST, PUT, DELETE")
        .header("access-control-allow-headers", "authorization, content-type, x-activerolecode")
        .header("access-control-max-age", "600")
        .status(204)
        .send();
    }
    reply.header("access-control-expose-headers", "content-disposition, retry-after");
  });
}

/**
 * Keeps the local provider from granting a foreign origin: its discovery document, key set and
 * user info answer any origin by design, and it answers every preflight, so for an origin not
 * allowed every `Access-Control-*` header it writes is dropped.
 */
export function withoutForeignCors(
  response: ServerResponse,
  origin: string | undefined,
  origins: ReadonlySet<string>,
): void {
  if (origin === undefined || origins.has(origin)) return;
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) =>
    name.toLowerCase().startsWith("access-control-") ? response : setHeader(name, value);
}
