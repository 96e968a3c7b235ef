import {
  calls,
  isRoleCode,
  Refusal,
  type RoleCode,
  refusal,
  type VersionInfo,
} from "@releve/domain";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { bearerToken, type TokenVerifier } from "./auth/tokens.js";
import { type Clock, createClock } from "./clock.js";
import type { Database } from "./db/schema.js";
import { type ApiRoute, callRoute, routeHandler } from "./http/api-route.js";
import { type AccessData, readAccessData } from "./platform/access.js";
import { AccessCache } from "./platform/access-cache.js";
import type { JobQueue } from "./platform/job-queue.js";
import { type CurrentUser, getMyUserAuthorization } from "./platform/users.js";
import { attachmentRoutes } from "./subjects/activities/attachment-routes.js";
import { activityHistoryRoutes } from "./subjects/activities/history-routes.js";
import { recurrenceRoutes } from "./subjects/activities/recurrence-routes.js";
import { operationalActivityRoutes } from "./subjects/activities/routes.js";
import { alertRoutes } from "./subjects/alerts/routes.js";
import { automatedJobRoutes } from "./subjects/automated-jobs/routes.js";
import { availabilityRoutes } from "./subjects/availability/routes.js";
import { calendarFeedRoutes } from "./subjects/calendar-feed/routes.js";
import { meansOfInterventionRoutes } from "./subjects/means/routes.js";
import { meansTypeRoutes } from "./subjects/means-types/routes.js";
import { notificationRoutes } from "./subjects/notifications/routes.js";
import { personRoutes } from "./subjects/persons/routes.js";
import {
  getAllActivities,
  getAllActivityTypes,
  getAllEntities,
  getAllEntityTypes,
} from "./subjects/reference-data/reference-data.js";
import { meansReferenceRoutes } from "./subjects/reference-data/routes.js";
import { registrationRoutes } from "./subjects/registrations/routes.js";
import { reinforcementRoutes } from "./subjects/reinforcements/routes.js";
import { releaseNoteRoutes } from "./subjects/release-notes/routes.js";
import { scheduleChangeRoutes } from "./subjects/schedule-changes/routes.js";
import { userProfileRoutes } from "./subjects/security/user-profile-routes.js";
import { userProfileScopeRoutes } from "./subjects/security/user-profile-scope-routes.js";
import { timeAttendanceRoutes } from "./subjects/time-attendance/routes.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set for every `/api` call. */
    currentUser: CurrentUser;
    /** The role code the planner acts under (`x-activeRoleCode`), when it sent a known one. */
    activeRoleCode: RoleCode | undefined;
    /** What the user's access is made of, read once per call. */
    accessData: AccessData;
  }
  interface FastifyContextConfig {
    /** The route reads a JSON object (it has a body schema or a form). */
    objectBody?: boolean;
    /** A call made without signing in (`ApiCall.anonymous`). */
    anonymous?: boolean;
  }
}

const realClock = createClock();

/** What the API calls need. */
export interface ApiDependencies {
  db: Kysely<Database>;
  verifyToken: TokenVerifier;
  version: VersionInfo;
  /** The organisation's time zone. */
  timeZone: string;
  /** The address the product is reached at, without a final slash. */
  publicUrl: string;
  /** How long a caller's access is reused between calls, in seconds. */
  accessCacheSeconds: number;
  /** Business time; the real clock when absent. */
  clock?: Clock;
  /** Whether each answer is checked against its call's response schema. */
  checkAnswers?: boolean;
  /** The job queue the automated-jobs calls act on. */
  jobs: JobQueue;
}

/**
 * The reviver of request bodies: refuses what PostgreSQL cannot store, as a malformed request
 * rather than a crash: NUL characters (text cannot hold them) and strings that are not
 * well-formed Unicode (a lone surrogate such as `"\ud800"` breaks `jsonb`), in values and keys.
 */
function refuseUnstorable(key: string, value: unknown): unknown {
  for (const text of typeof value === "string" ? [key, value] : [key]) {
    if (text.includes("\u0000")) {
      throw refusal("validation", "invalidRequest", { reason: "nulCharacter" });
    }
    if (!text.isWellFormed()) {
      throw refusal("validation", "invalidRequest", { reason: "loneSurrogate" });
    }
  }
  return value;
}

const isPlainObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Calls every signed-in user may make, whatever the active role. */
function shellRoutes(version: VersionInfo): ApiRoute[] {
  return [
    callRoute(calls.releaseNote.version, async () => version),
    callRoute(calls.security.myAuthorization, ({ db, request }) =>
      getMyUserAuthorization(db, request.currentUser),
    ),
    callRoute(calls.referenceData.activityTypes, ({ db }) => getAllActivityTypes(db)),
    callRoute(calls.referenceData.activities, ({ db }) => getAllActivities(db)),
    callRoute(calls.referenceData.entityTypes, ({ db }) => getAllEntityTypes(db)),
    callRoute(calls.referenceData.entities, ({ db }) => getAllEntities(db)),
  ];
}

/** Every call of the API with its authorization: what the authorization tests iterate. */
export function apiRouteTable(version: VersionInfo): ApiRoute[] {
  return [
    ...shellRoutes(version),
    ...operationalActivityRoutes,
    ...meansOfInterventionRoutes,
    ...meansTypeRoutes,
    ...meansReferenceRoutes,
    ...recurrenceRoutes,
    ...attachmentRoutes,
    ...activityHistoryRoutes,
    ...alertRoutes,
    ...releaseNoteRoutes,
    ...reinforcementRoutes,
    ...registrationRoutes,
    ...scheduleChangeRoutes,
    ...personRoutes,
    ...userProfileRoutes,
    ...userProfileScopeRoutes,
    ...notificationRoutes,
    ...calendarFeedRoutes,
    ...availabilityRoutes,
    ...automatedJobRoutes,
    ...timeAttendanceRoutes,
  ];
}

/**
 * The calls of spec 01 §7 and spec 02 §7, with their exact paths, under `/api`. Every call needs
 * a valid bearer token of a known user; the active role comes from `x-activeRoleCode`.
 */
export async function apiRoutes(app: FastifyInstance, deps: ApiDependencies): Promise<void> {
  const { db } = deps;
  const accessCache = new AccessCache(deps.accessCacheSeconds * 1000);
  app.decorateRequest("currentUser", null as unknown as CurrentUser);
  app.decorateRequest("activeRoleCode", undefined);
  app.decorateRequest("accessData", null as unknown as AccessData);
  if (!app.hasRequestDecorator("tokenSubject")) app.decorateRequest("tokenSubject", "");

  // The API reads JSON (and multipart uploads): no plain text, which a foreign page could post.
  app.removeContentTypeParser("text/plain");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, String(body) === "" ? undefined : JSON.parse(String(body), refuseUnstorable));
    } catch (error) {
      done(
        error instanceof Refusal
          ? error
          : refusal("validation", "invalidRequest", { reason: "malformedJson" }),
        undefined,
      );
    }
  });

  // An answer of the API is a person's own data: no browser, proxy or service worker keeps it
  // (decision 047). A call that says otherwise (a file, the calendar feed) sets its own.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });

  // A route that reads an object gets one: `[]`, `null`, a number or a string is refused before
  // its schema, which could otherwise read an array as an object without fields. No body at all
  // is left to the schema (every field optional).
  app.addHook("preValidation", async (request) => {
    if (!request.routeOptions.config.objectBody || request.body === undefined) return;
    if (!isPlainObject(request.body)) {
      throw refusal("validation", "invalidRequest", { reason: "objectExpected" });
    }
  });

  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.anonymous) return;
    // The server's gate has verified the token already (http/api-gate.ts); verified here too when
    // these calls are mounted without it.
    const subject =
      request.tokenSubject ||
      (await deps.verifyToken(bearerToken(request.headers.authorization))).subject;
    const accessData = await accessCache.read(subject, () => readAccessData(db, { subject }));
    // Signed in, but not a user of the product.
    if (!accessData) throw refusal("authorization", "unknownUser");
    request.accessData = accessData;
    request.tokenSubject = subject;
    request.currentUser = accessData.user;
    const roleHeader = request.headers["x-activerolecode"];
    request.activeRoleCode = isRoleCode(roleHeader) ? roleHeader : undefined;
  });

  for (const route of apiRouteTable(deps.version)) {
    app.route({
      method: route.method,
      url: `/${route.path}`,
      config: {
        objectBody: Boolean(route.body ?? route.form),
        anonymous: Boolean(route.anonymous),
      },
      handler: routeHandler(route, {
        db,
        timeZone: deps.timeZone,
        publicUrl: deps.publicUrl,
        clock: deps.clock ?? realClock,
        onAccessChanged: (subject) => accessCache.clear(subject),
        checkAnswers: deps.checkAnswers ?? false,
        jobs: deps.jobs,
      }),
    });
  }
}
