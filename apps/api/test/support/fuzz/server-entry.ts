/**
 * The API under fuzz, in a process of its own (`node --import tsx server-entry.ts settings.json`):
 * a request that spins the event loop stops this process, not the test that watches it. It
 * serves the API over plain HTTP on a free port of 127.0.0.1, on the database the test prepared,
 * and a second port answers the test alone: the write log drained. It prints one JSON line per
 * event on stdout: `ready` with its ports, `serverError` for each 5xx with its cause.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { VersionInfo } from "@releve/domain";
import type { JWK } from "jose";
import { type Dialect, Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { localSignIn } from "../../../src/auth/authorities.js";
import type { Config } from "../../../src/config.js";
import { createPGlite } from "../../../src/db/database.js";
import type { Database } from "../../../src/db/schema.js";
import { createJobQueue } from "../../../src/jobs.js";
import type { QueueDatabase } from "../../../src/platform/job-queue.js";
import { buildServer } from "../../../src/server.js";
import { drainWriteLog, taggedDialect } from "./write-log.js";

/** What the test hands the process, as a JSON file. */
export interface ServerSettings {
  /** The configuration `testConfig` gives, as JSON (its dates as ISO strings). */
  config: Config;
  version: VersionInfo;
  /** The public key the test signs its tokens with. */
  publicJwk: JWK;
  database: { kind: "pglite"; dump: string } | { kind: "postgres"; url: string };
}

const emit = (event: Record<string, unknown>) => {
  process.stdout.write(`${JSON.stringify(event)}\n`);
};

const settings = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as ServerSettings;
const config: Config = {
  ...settings.config,
  clockStart: settings.config.clockStart ? new Date(settings.config.clockStart) : undefined,
};

// The request a database connection works for: its number, from the `x-fuzz-case` header.
const requestTag = new AsyncLocalStorage<string>();

async function dialectOf(
  database: ServerSettings["database"],
): Promise<{ dialect: Dialect; queue: QueueDatabase }> {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    pool.on("error", (error) => console.error("PostgreSQL connection lost", error.message));
    return { dialect: new PostgresDialect({ pool }), queue: database };
  }
  const pglite = await createPGlite({ loadDataDir: new Blob([readFileSync(database.dump)]) });
  return {
    dialect: new PGliteDialect({ pglite: () => pglite }),
    queue: { kind: "pglite", pglite },
  };
}

const { dialect, queue } = await dialectOf(settings.database);
const db = new Kysely<Database>({
  dialect: taggedDialect(dialect, () => requestTag.getStore() ?? ""),
});
// A queue without workers: a run asked for is queued, not run.
const jobs = createJobQueue({
  config,
  database: queue,
  db,
  clock: () => new Date(),
  sender: undefined,
});
await jobs.start();
const app = await buildServer({
  config,
  db,
  signIn: localSignIn(config, {
    signingKeys: [],
    publicKeys: [settings.publicJwk],
    cookieKeys: ["fuzz"],
  }),
  version: settings.version,
  localProvider: undefined,
  logger: { level: "error", stream: process.stderr },
  jobs,
});

// After parsing, so the whole handler (and every query it makes) runs in the request's context.
app.addHook("preHandler", (request, _reply, done) => {
  const tag = request.headers["x-fuzz-case"];
  requestTag.run(typeof tag === "string" ? tag : "", done);
});
const causes = new WeakMap<object, Error>();
app.addHook("onError", (request, _reply, error, done) => {
  causes.set(request, error);
  done();
});
app.addHook("onResponse", (request, reply, done) => {
  if (reply.statusCode >= 500) {
    const cause = causes.get(request);
    emit({
      event: "serverError",
      tag: request.headers["x-fuzz-case"] ?? "",
      status: reply.statusCode,
      url: request.url,
      cause: cause ? `${cause.name}: ${cause.message}` : "no error raised",
      code: (cause as { code?: unknown } | undefined)?.code ?? null,
      stack: cause?.stack?.split("\n").slice(1, 6).join("\n") ?? "",
    });
  }
  done();
});

await app.listen({ port: 0, host: "127.0.0.1" });

const control = createServer((request, response) => {
  if (request.url !== "/writes") {
    response.writeHead(404).end();
    return;
  }
  drainWriteLog(db).then(
    (writes) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(writes)),
    (error: Error) => response.writeHead(500).end(error.message),
  );
});
control.listen(0, "127.0.0.1", () => {
  emit({
    event: "ready",
    port: (app.server.address() as AddressInfo).port,
    controlPort: (control.address() as AddressInfo).port,
  });
});

const stop = () => {
  control.close();
  app
    .close()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
// The test ended without stopping this server (killed, crashed): nobody is left to call it.
process.stdin.on("close", stop);
process.stdin.resume();
