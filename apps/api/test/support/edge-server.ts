import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { createLocalProvider } from "../../src/oidc/provider.js";
import { openTestDatabase, type TestDatabase } from "./database.js";
import {
  bearer,
  createSigningKey,
  type SigningKey,
  secretsOf,
  signToken,
  startTestServer,
  temporaryDirectory,
  testConfig,
} from "./server.js";

/** The built planner's files the edge tests serve: a page and a fingerprinted asset. */
export const plannerFiles = {
  index: '<!doctype html><html lang="fr"><head><title>Relève</title></head><body></body></html>',
  asset: { path: "/assets/index-0123abcd.js", content: "console.info('planner');" },
};

/** A server of the whole origin (planner, API, local provider) for the tests of its edge. */
export interface EdgeServer {
  app: FastifyInstance;
  database: TestDatabase;
  key: SigningKey;
  /** The public address it believes it is served on. */
  publicUrl: string;
  /** The `Authorization` header of a valid token of a demo user. */
  authorization(subject: string): Promise<{ authorization: string }>;
  /** Listens on a free port of 127.0.0.1 over plain HTTP (once); its base address. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the origin as a local start serves it, with a tiny built planner and the local
 * provider, on the caller's own database; `env` changes the configuration (limits, origins).
 */
export async function startEdgeServer(
  env: NodeJS.ProcessEnv = {},
  { provider = true }: { provider?: boolean } = {},
): Promise<EdgeServer> {
  const [database, data, key] = await Promise.all([
    openTestDatabase(),
    temporaryDirectory(),
    createSigningKey(),
  ]);
  const plannerDir = path.join(data.dir, "planner");
  await mkdir(path.join(plannerDir, "assets"), { recursive: true });
  await writeFile(path.join(plannerDir, "index.html"), plannerFiles.index);
  await writeFile(path.join(plannerDir, plannerFiles.asset.path), plannerFiles.asset.content);
  const config = testConfig(data.dir, { PLANNER_DIR: plannerDir, ...env });
  const secrets = secretsOf(key);
  const localProvider = provider
    ? createLocalProvider({
        publicUrl: config.publicUrl,
        corsOrigins: config.corsOrigins,
        db: database.db,
        secrets,
      })
    : undefined;
  const app = await startTestServer({ database, config, secrets, localProvider });
  return {
    app,
    database,
    key,
    publicUrl: config.publicUrl,
    authorization: async (subject) => bearer(await signToken({ key, subject })),
    async listen() {
      if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    async close() {
      await app.close();
      await database.close();
      await data.remove();
    },
  };
}

/** A promise that fails after `ms`: a request that never answers is a failure, not a hang. */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Every security header the origin sends (helmet's and Permissions-Policy), the same on all. */
export const securityHeaderNames = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "permissions-policy",
] as const;
