import {
  type AnyCall,
  type ApiCall,
  apiError,
  type CallParsedBody,
  type FeatureCode,
  isIdParameter,
  Refusal,
  routeIdsAreValid,
} from "@releve/domain";
import type { FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { Kysely } from "kysely";
import * as v from "valibot";
import type { Clock } from "../clock.js";
import type { Database } from "../db/schema.js";
import { type Access, accessOf, requireFeature } from "../platform/access.js";
import type { JobQueue } from "../platform/job-queue.js";
import { largestId, parseBody } from "./schemas.js";

/** What a route handler receives; `body` is parsed by the route's schema when it has one. */
export interface RouteContext<Body = unknown> {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Kysely<Database>;
  access: Access;
  params: Record<string, string>;
  body: Body;
  /** The organisation's time zone. */
  timeZone: string;
  /** The address the product is reached at (`https://relevé.example`), without a final slash. */
  publicUrl: string;
  now: Date;
  /** The job queue: run a job now, read the schedules, create tasks. */
  jobs: JobQueue;
}

/**
 * One call of the API with its authorization: the feature its active role must hold (`null`:
 * any signed-in user) and whether it needs write. The table of these is what the authorization
 * tests iterate; a route outside it cannot be registered.
 */
export interface ApiRoute<
  Schema extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  method: Extract<HTTPMethods, "GET" | "POST" | "PUT" | "DELETE">;
  /** Path under `/api`, Fastify syntax (`OperationalActivity/:id`). */
  path: string;
  feature: FeatureCode | null;
  write: boolean;
  /** Made without signing in: no token, no access (see `ApiCall.anonymous`). */
  anonymous?: boolean;
  /** What the call does, one line (the OpenAPI summary). */
  summary: string;
  /**
   * The body's schema: the handler receives the parsed body, a body that does not match is
   * refused with `validation.invalidRequest` before the handler runs.
   */
  body?: Schema;
  /**
   * A form checked by the domain inside the handler (refused with `validation.invalidForm` and
   * its findings): its schema, for the OpenAPI document only.
   */
  form?: v.GenericSchema;
  /** The body is `multipart/form-data` carrying files (documented; the handler streams it). */
  upload?: boolean;
  /** The answer is a file, not JSON (documented). */
  download?: boolean;
  /**
   * A success changes what access is made of: the caller's own (`caller`: active role,
   * language) or anyone's (`anyone`: roles, privileges).
   */
  changesAccess?: "caller" | "anyone";
  /** Status of a success (200 unless said). */
  successStatus?: number;
  /**
   * The schema of a successful answer (the call catalogue's), checked when the API checks its
   * answers; `null`: the answer is a file.
   */
  response?: v.GenericSchema | null;
  /** The call of the catalogue the route serves. */
  call: AnyCall;
  handler: (
    context: RouteContext<Schema extends v.GenericSchema ? v.InferOutput<Schema> : unknown>,
  ) => Promise<unknown>;
}

const idsInRange = (params: Record<string, string>) =>
  Object.entries(params).every(
    ([name, value]) => !isIdParameter(name) || Math.abs(Number(value)) <= largestId,
  );

/**
 * The handler of a call of the catalogue: what it answers, its body parsed by the call's schema.
 * A handler with nothing to say returns nothing (`void`), answered `null`.
 */
export type CallHandler<Call extends AnyCall> = (
  context: RouteContext<CallParsedBody<Call>>,
) => Promise<
  // biome-ignore lint/suspicious/noConfusingVoidType: an async handler without return is Promise<void>.
  Call["response"] extends v.GenericSchema ? v.InferInput<Call["response"]> | void : unknown
>;

/** A route of the API: a call of the catalogue (`@releve/domain` `calls`) and its handler. */
export function callRoute<const Call extends ApiCall>(
  call: Call,
  handler: CallHandler<Call>,
): ApiRoute {
  return {
    method: call.method,
    path: call.path,
    feature: call.feature,
    write: call.write,
    ...(call.anonymous ? { anonymous: true } : {}),
    summary: call.summary,
    ...(call.body ? { body: call.body } : {}),
    ...(call.form ? { form: call.form } : {}),
    ...(call.upload ? { upload: true } : {}),
    ...(call.response === null ? { download: true } : {}),
    ...(call.changesAccess ? { changesAccess: call.changesAccess } : {}),
    ...(call.successStatus ? { successStatus: call.successStatus } : {}),
    response: call.response,
    call,
    handler: handler as ApiRoute["handler"],
  };
}

/** An answer that breaks its call's response schema: a fault of the API, never of the caller. */
export class AnswerMismatch extends Error {
  override name = "AnswerMismatch";
}

/**
 * Checks an answer, as JSON, against its call's response schema: the first issues, with their
 * paths, in the error.
 */
export function checkAnswer(route: ApiRoute, answer: unknown): void {
  if (!route.response) return;
  const json: unknown = answer === undefined ? null : JSON.parse(JSON.stringify(answer));
  const result = v.safeParse(route.response, json);
  if (result.success) return;
  const issues = result.issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? "(answer)"}: ${issue.message}`);
  throw new AnswerMismatch(
    `The answer of ${route.method} ${route.path} breaks its response schema: ${issues.join("; ")}`,
  );
}

/**
 * The Fastify handler of a route: ids must be integers (spec 01 §5), the active role must hold
 * the feature (and write), then the handler runs.
 */
/** What an anonymous call's handler gets for access: nothing it may use. */
const anonymousAccess = new Proxy({} as Access, {
  get() {
    throw new Error("An anonymous call acts for no one: it has no access to read");
  },
});

export function routeHandler(
  route: ApiRoute,
  deps: {
    db: Kysely<Database>;
    timeZone: string;
    publicUrl: string;
    /** Business time: "now" for the handler. */
    clock: Clock;
    /** Forgets the access read of one caller (by token subject), or of everyone. */
    onAccessChanged: (subject?: string) => void;
    /** Whether each answer is checked against its call's response schema (tests, development). */
    checkAnswers?: boolean;
    jobs: JobQueue;
  },
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async (request, reply) => {
    const params = (request.params ?? {}) as Record<string, string>;
    if (!routeIdsAreValid(params) || !idsInRange(params)) {
      throw new Refusal(apiError("validation", "invalidId", { params }));
    }
    const access = route.anonymous
      ? anonymousAccess
      : accessOf(request.accessData, request.activeRoleCode);
    if (route.feature) requireFeature(access, route.feature, route.write);
    const body = route.body ? parseBody(route.body, request.body) : request.body;
    const result = await route.handler({
      request,
      reply,
      db: deps.db,
      access,
      params,
      body,
      timeZone: deps.timeZone,
      publicUrl: deps.publicUrl,
      now: deps.clock(),
      jobs: deps.jobs,
    });
    if (deps.checkAnswers && reply.statusCode < 300) checkAnswer(route, result ?? null);
    if (route.changesAccess === "caller") deps.onAccessChanged(request.tokenSubject);
    if (route.changesAccess === "anyone") deps.onAccessChanged();
    if (route.successStatus) reply.status(route.successStatus);
    return result ?? null;
  };
}
