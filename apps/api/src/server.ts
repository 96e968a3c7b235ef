import { existsSync } from "node:fs";
import path from "node:path";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import type { VersionInfo } from "@releve/domain";
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import type { Kysely } from "kysely";
import type Provider from "oidc-provider";
import { apiRoutes } from "./api.js";
import { apiDocsRoutes } from "./api-docs.js";
import type { SignIn } from "./auth/authorities.js";
import type { Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { Database } from "./db/schema.js";
import { guardApi, routedPath } from "./http/api-gate.js";
import { allowedOrigins, installApiCors } from "./http/cors.js";
import { installErrorHandling } from "./http/errors.js";
import { clientErrorHandler, frameworkErrorHandler } from "./http/framework-errors.js";
import { perMinuteLimit, registerRateLimits } from "./http/rate-limits.js";
import { registerSecurityHeaders, securityHeaders } from "./http/security-headers.js";
import { providerMountPath } from "./oidc/provider.js";
import { localProviderRoutes } from "./oidc/routes.js";
import type { JobQueue } from "./platform/job-queue.js";

/** Everything the server is made of. */
export interface ServerParts {
  config: Config;
  db: Kysely<Database>;
  signIn: SignIn;
  version: VersionInfo;
  /** The local provider, when no external authority is configured. */
  localProvider: Provider | undefined;
  https?: { cert: string; key: string } | undefined;
  logger?: FastifyServerOptions["logger"];
  /** Called for every route registered (the authorization tests list them). */
  onRoute?: ((route: RouteOptions) => void) | undefined;
  /** Business time, shared with the demo data written at start; the real clock when absent. */
  clock?: Clock | undefined;
  /** The job queue (decision 025). */
  jobs: JobQueue;
}

/**
 * The one origin: the built planner, `/appsettings.json`, the API under `/api` and, when no
 * external authority is configured, the local sign-in provider under `/oidc`. Every answer
 * carries the security headers; `/api` and the sign-in are limited and allow only the
 * configured origins (decision 021).
 */
export async function buildServer(parts: ServerParts): Promise<FastifyInstance> {
  const { config, db, signIn } = parts;
  const headers = securityHeaders(config);
  const app = Fastify({
    logger: parts.logger ?? false,
    ...(parts.https ? { https: parts.https } : {}),
    // The caller's address (rate limits) comes from X-Forwarded-For only through the proxies the
    // configuration names: anyone can write that header.
    trustProxy: (_address, hop) => hop < config.trustedProxyHops,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
  }) as unknown as FastifyInstance; // one type whether it serves HTTPS or plain HTTP (tests)
  installErrorHandling(app);
  if (parts.onRoute) app.addHook("onRoute", parts.onRoute);
  await registerSecurityHeaders(app, config);
  await registerRateLimits(app);
  const origins = allowedOrigins(config);
  installApiCors(app, origins);
  guardApi(app, { verifyToken: signIn.verifyToken, perMinute: config.rateLimits.api });

  app.get("/health", async () => ({ status: "ok" }));

  app.get("/appsettings.json", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return {
      apiBaseUrl: `${config.publicUrl}/api/`,
      environment: config.environment,
      timeZone: config.timeZone,
      pagesUnderDevelopment: config.pagesUnderDevelopment,
      // How far business time is from the real clock (RELEVE_CLOCK_START): the planner's "now".
      clockOffsetMs: parts.clock ? parts.clock().getTime() - Date.now() : 0,
      auth: {
        ...signIn.settings,
        redirectUri: `${config.publicUrl}/`,
        postLogoutRedirectUri: `${config.publicUrl}/`,
      },
    };
  });

  // Attachments are uploaded as multipart/form-data; each call sets its own limits.
  await app.register(fastifyMultipart);
  await app.register(
    (api) =>
      apiRoutes(api, {
        db,
        verifyToken: signIn.verifyToken,
        version: parts.version,
        timeZone: config.timeZone,
        publicUrl: config.publicUrl,
        accessCacheSeconds: config.accessCacheSeconds,
        checkAnswers: config.checkAnswers,
        jobs: parts.jobs,
        ...(parts.clock ? { clock: parts.clock } : {}),
      }),
    { prefix: "/api" },
  );

  if (config.apiDocs) {
    await app.register((docs) => apiDocsRoutes(docs, parts.version), { prefix: "/api-docs" });
  }

  if (parts.localProvider) {
    await localProviderRoutes(app, {
      provider: parts.localProvider,
      db,
      origins,
      limits: {
        signIn: perMinuteLimit(app, config.rateLimits.signIn),
        token: perMinuteLimit(app, config.rateLimits.token),
      },
    });
  }

  await servePlanner(app, config.plannerDir);
  return app;
}

/**
 * Serves the built planner: fingerprinted assets cached for a year, and `index.html` (never
 * cached) for every other page path, since the planner routes in the browser's history mode.
 */
async function servePlanner(app: FastifyInstance, plannerDir: string): Promise<void> {
  const index = path.join(plannerDir, "index.html");
  if (!existsSync(index)) {
    app.log.warn(`No built planner in ${plannerDir}: only the API is served`);
    return;
  }
  await app.register(fastifyStatic, {
    root: plannerDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : "no-cache",
      );
    },
  });
  app.get("/*", (request, reply) => {
    const pathname = routedPath(request.url);
    // API calls, provider paths and missing files are not pages: they get a real 404.
    if (
      pathname.startsWith("/api/") ||
      pathname.startsWith(`${providerMountPath}/`) ||
      /\.[a-z0-9]+$/i.test(pathname)
    ) {
      return reply.callNotFound();
    }
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html", { cacheControl: false });
  });
}
