import { type ApiError, apiError, type ErrorCategory } from "@releve/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { databaseFailure } from "./database-errors.js";
import { frameworkRefusal, settleUnreadBody } from "./framework-errors.js";

/** A refusal: an HTTP status and the `{ category, code, data }` payload the planner translates. */
export class ApiFailure extends Error {
  override name = "ApiFailure";

  constructor(
    readonly statusCode: number,
    readonly payload: ApiError,
  ) {
    super(`${payload.category}.${payload.code}`);
  }
}

/** Shorthand for a refusal. */
export function fail(
  statusCode: number,
  category: ErrorCategory,
  code: string,
  data: Record<string, unknown> = {},
): ApiFailure {
  return new ApiFailure(statusCode, apiError(category, code, data));
}

/**
 * Every refusal leaves the API as `{ category, code, data }` (spec 01 §8), whatever raised it:
 * a service, a limit (429 with `Retry-After`), Fastify's own parsing, or a bug (then
 * `unknown.unknownError`, details only in logs).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    settleUnreadBody(request, reply);
    if (error instanceof ApiFailure) {
      const { retryAfterSeconds } = error.payload.data as { retryAfterSeconds?: unknown };
      if (typeof retryAfterSeconds === "number") reply.header("retry-after", retryAfterSeconds);
      return reply.status(error.statusCode).send(error.payload);
    }
    const framework = frameworkRefusal(error, request);
    if (framework) return reply.status(framework.statusCode).send(framework.payload);
    if (error.validation) {
      return reply
        .status(400)
        .send(apiError("validation", "invalidRequest", { issues: error.validation }));
    }
    const refused = databaseFailure(error, request.log);
    if (refused) return reply.status(refused.statusCode).send(refused.payload);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send(apiError("unknown", "unknownError"));
    }
    return reply
      .status(status)
      .send(apiError("unknown", "unknownApiError", { status, reason: error.code }));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(apiError("unknown", "routeNotFound", { method: request.method, path: request.url }));
  });
}
