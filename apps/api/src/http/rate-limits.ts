import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import { refusal } from "@releve/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Every limit counts requests over one minute (a fixed window per key). */
const windowMs = 60_000;

/** A hook that refuses a request over its limit. */
export type LimitHook = (request: FastifyRequest) => Promise<void>;

/**
 * Registers the counting of requests; no limit applies until one is made with
 * {@link perMinuteLimit}. Counts are kept in the process: each copy of the API counts its own.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
}

/**
 * The caller's address, as the trusted proxies in front tell it (decision 021), as the limits'
 * library counts it: an IPv6 caller by its /64 (one subscriber's network, whose every address it
 * may use), an IPv4 address written as IPv6 as the IPv4 address it is.
 */
export const byAddress = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/**
 * A limit of `max` requests per minute per key (the caller's address unless said): beyond it,
 * 429 `request.tooManyRequests { retryAfterSeconds }`, and the same delay in `Retry-After`.
 */
export function perMinuteLimit(
  app: FastifyInstance,
  max: number,
  keyOf: (request: FastifyRequest) => string = byAddress,
): LimitHook {
  const count = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: keyOf });
  return async (request) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    throw refusal("request", "tooManyRequests", {
      retryAfterSeconds: Math.max(1, counted.ttlInSeconds),
    });
  };
}
