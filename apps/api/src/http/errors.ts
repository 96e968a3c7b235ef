import { apiError, Refusal } from "@releve/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { databaseFailure } from "./database-errors.js";
import { frameworkRefusal, settleUnreadBody } from "./framework-errors.js";
import { refusalStatus } from "./refusal-statuses.js";

/**
 * Every refusal leaves the API as `{ category, code, data }` (spec 01 §8), whatever raised it:
 * a rule or a service (a `Refusal`, its status from the one table of `refusal-statuses.ts`), a
 * limit (429 with `Retry-After`), Fastify's own parsing, or a bug (then `unknown.unknownError`,
 * details only in logs).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    settleUnreadBody(request, reply);
    if (error instanceof Refusal) {
      const { retryAfterSeconds } = error.error.data as { retryAfterSeconds?: unknown };
      if (typeof retryAfterSeconds === "number") reply.header("retry-after", retryAfterSeconds);
      return reply.status(refusalStatus(error.error)).send(error.error);
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
