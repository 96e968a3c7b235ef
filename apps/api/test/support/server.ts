import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { errorCatalogue, type VersionInfo } from "@releve/domain";
import type { FastifyInstance, RouteOptions } from "fastify";
import {
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
} from "jose";
import type Provider from "oidc-provider";
import { afterAll, beforeAll, expect } from "vitest";
import { localSignIn } from "../../src/auth/authorities.js";
import { type Config, loadConfig } from "../../src/config.js";
import { createJobQueue } from "../../src/jobs.js";
import type { ProviderSecrets } from "../../src/oidc/keys.js";
import { buildServer } from "../../src/server.js";
import { openTestDatabase, type TestDatabase } from "./database.js";

/** The origin every test server believes it is served on. */
export const publicUrl = "https://localhost:8443";
/** The local provider's issuer and the API's audience on that origin. */
export const issuer = `${publicUrl}/oidc`;
export const audience = "urn:releve:api";

/** The version the test servers report. */
export const testVersion: VersionInfo = {
  version: "9.8.7-test",
  environment: "local",
  commit: "0123abc",
};

/** A signing key pair as the local provider keeps it. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** A new RS256 key pair, `kid` given or random. */
export async function createSigningKey(kid: string = randomUUID()): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return {
    kid,
    privateKey,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" },
  };
}

/** Provider secrets made of one signing key, in the shape `loadProviderSecrets` returns. */
export function secretsOf(key: SigningKey): ProviderSecrets {
  return {
    signingKeys: [key.privateJwk],
    publicKeys: [key.publicJwk],
    cookieKeys: [randomBytes(32).toString("base64url")],
  };
}

/** A temporary data directory, removed by `remove`. */
export async function temporaryDirectory(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "releve-api-data-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The configuration of a local start on https://localhost:8443, with its data in `dataDir`. The
 * planner directory is empty, so only the API (and the provider) are served.
 */
export function testConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    RELEVE_DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    PLANNER_DIR: path.join(dataDir, "no-planner"),
    // Tests change privileges in the database and call at once: each call reads its access.
    ACCESS_CACHE_SECONDS: "0",
    // Tests call far faster than anyone would; the limits have tests of their own.
    API_RATE_LIMIT: "1000000",
    SIGN_IN_RATE_LIMIT: "1000000",
    TOKEN_RATE_LIMIT: "1000000",
    ...env,
  });
}

/** The server of a local start, without HTTPS, ready for `app.inject`. */
export async function startTestServer(options: {
  database: TestDatabase;
  config: Config;
  secrets: ProviderSecrets;
  localProvider?: Provider | undefined;
  onRoute?: (route: RouteOptions) => void;
  /** Collects the `category.code` of every refusal the API answers. */
  answeredErrors?: Set<string>;
}): Promise<FastifyInstance> {
  // The queue of a server without workers: a run asked for is queued, not run.
  const jobs = createJobQueue({
    config: options.config,
    database: options.database.queue,
    db: options.database.db,
    clock: () => new Date(),
    sender: undefined,
  });
  await jobs.start();
  const app = await buildServer({
    config: options.config,
    db: options.database.db,
    signIn: localSignIn(options.config, options.secrets),
    version: testVersion,
    localProvider: options.localProvider,
    onRoute: options.onRoute,
    jobs,
  });
  app.addHook("onClose", () => jobs.stop(1000));
  const { answeredErrors } = options;
  if (answeredErrors) {
    app.addHook("onSend", async (request, reply, payload) => {
      if (
        reply.statusCode >= 400 &&
        request.url.startsWith("/api/") &&
        typeof payload === "string"
      ) {
        const error = JSON.parse(payload) as { category?: unknown; code?: unknown };
        answeredErrors.add(`${String(error.category)}.${String(error.code)}`);
      }
      return payload;
    });
  }
  await app.ready();
  return app;
}

/** What a signed token may change from a valid access token of the local provider. */
export interface TokenOptions {
  key: SigningKey;
  subject?: string;
  /** Header `typ`; `null` leaves it out. */
  typ?: string | null;
  /** Header `kid`; defaults to the key's. */
  kid?: string;
  issuer?: string;
  audience?: string | string[];
  /** Expiry in seconds from now; `null` leaves `exp` out. */
  expiresIn?: number | null;
  claims?: JWTPayload;
}

/** Signs an access token shaped like the local provider's (RFC 9068). */
export function signToken(options: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const typ = options.typ === undefined ? "at+jwt" : options.typ;
  const jwt = new SignJWT({
    scope: "openid profile releve.api",
    client_id: "releve-planner",
    ...options.claims,
  })
    .setProtectedHeader({
      alg: "RS256",
      kid: options.kid ?? options.key.kid,
      ...(typ === null ? {} : { typ }),
    })
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? audience)
    .setSubject(options.subject ?? "demo-v")
    .setIssuedAt(now - 5)
    .setJti(randomUUID());
  const expiresIn = options.expiresIn === undefined ? 3599 : options.expiresIn;
  if (expiresIn !== null) jwt.setExpirationTime(now + expiresIn);
  return jwt.sign(options.key.privateKey);
}

/** The `Authorization` header of a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What `useTestServer` provides to a test file, once its `beforeAll` has run. */
export interface TestServerContext {
  database: TestDatabase;
  app: FastifyInstance;
  key: SigningKey;
  /** Calls the API as a demo user (by subject), optionally under a role. */
  call(
    subject: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    role?: string,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape; their assertions type them
  ): Promise<{ status: number; body: any }>;
}

/**
 * Starts a server on the file's own seeded database before its tests, and stops it after: the
 * set-up every API test file shares.
 */
export function useTestServer(
  options: { onRoute?: (route: RouteOptions) => void; env?: NodeJS.ProcessEnv } = {},
): TestServerContext {
  const context = {} as TestServerContext;
  const answeredErrors = new Set<string>();
  let data: Awaited<ReturnType<typeof temporaryDirectory>> | undefined;
  beforeAll(async () => {
    let database: TestDatabase;
    let key: SigningKey;
    [database, data, key] = await Promise.all([
      openTestDatabase(),
      temporaryDirectory(),
      createSigningKey(),
    ]);
    const app = await startTestServer({
      database,
      config: testConfig(data.dir, options.env),
      secrets: secretsOf(key),
      answeredErrors,
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    });
    Object.assign(context, {
      database,
      app,
      key,
      async call(subject, method, url, payload, role) {
        const response = await app.inject({
          method,
          url: `/api/${url}`,
          headers: {
            ...bearer(await signToken({ key, subject })),
            ...(role ? { "x-activeRoleCode": role } : {}),
          },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        // A downloaded file is answered as it is; everything else is JSON.
        const isJson = String(response.headers["content-type"] ?? "").includes("json");
        const body = isJson ? response.json() : response.rawPayload;
        return { status: response.statusCode, body: response.body ? body : null };
      },
    } satisfies TestServerContext);
  });
  afterAll(async () => {
    // Every refusal the API answered must be one the planner can translate.
    const catalogued = new Set(errorCatalogue.map((entry) => `${entry.category}.${entry.code}`));
    expect([...answeredErrors].filter((key) => !catalogued.has(key)).sort()).toEqual([]);
    await context.app?.close();
    await context.database?.close();
    await data?.remove();
  });
  return context;
}
