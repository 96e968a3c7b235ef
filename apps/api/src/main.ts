import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { externalSignIn, localSignIn } from "./auth/authorities.js";
import { createClock } from "./clock.js";
import { ConfigError, loadConfig } from "./config.js";
import { createPGlite, openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { demoUsers } from "./db/seed/demo-organisation.js";
import { seedDemoOrganisation, seedRolesAndFeatures } from "./db/seed.js";
import { createJobQueue } from "./jobs.js";
import { deleteExpiredPayloads } from "./oidc/adapter.js";
import { loadProviderSecrets } from "./oidc/keys.js";
import { createLocalProvider } from "./oidc/provider.js";
import type { QueueDatabase } from "./platform/job-queue.js";
import { type LocalInbox, startLocalInbox } from "./platform/local-inbox.js";
import { buildServer } from "./server.js";
import { createMailTransport } from "./subjects/notifications/index.js";
import { loadTls } from "./tls.js";

const started = performance.now();

async function main(): Promise<void> {
  // Read and checked before anything is opened: a refused configuration (production without an
  // external authority, say) exits without touching the database.
  const config = loadConfig();
  const clock = createClock(config.clockStart);
  let database: QueueDatabase;
  if (config.databaseUrl) {
    database = { kind: "postgres", url: config.databaseUrl };
  } else {
    const dataDir = path.join(config.dataDir, "db");
    mkdirSync(config.dataDir, { recursive: true });
    database = { kind: "pglite", pglite: await createPGlite({ dataDir }) };
  }
  const db = openDatabase(
    database.kind === "postgres"
      ? database
      : { kind: "pglite", dataDir: undefined, pglite: database.pglite },
  );
  await migrateToLatest(db);
  await seedRolesAndFeatures(db);
  // With a clock start, the demo is written around that very instant, not the later one its
  // migrations reached: every start with the same settings writes the same demo to the minute.
  const seeded = config.demoData
    ? await seedDemoOrganisation(db, config.clockStart ?? clock())
    : false;

  const tls = config.tls.offloaded ? undefined : await loadTls(config);
  const secrets = config.externalAuthority
    ? undefined
    : await loadProviderSecrets(path.join(config.dataDir, "oidc"));
  const signIn = secrets ? localSignIn(config, secrets) : await externalSignIn(config);
  const localProvider = secrets
    ? createLocalProvider({
        publicUrl: config.publicUrl,
        corsOrigins: config.corsOrigins,
        db,
        secrets,
      })
    : undefined;
  if (localProvider) {
    const cleanUp = () =>
      deleteExpiredPayloads(db).catch((error: unknown) =>
        console.error("Expired sign-in records could not be deleted", error),
      );
    await cleanUp();
    setInterval(cleanUp, 3600 * 1000).unref();
  }

  // E-mails leave through SMTP_URL's server, or are caught by the local inbox (decision 025).
  const inbox: LocalInbox | undefined = config.mail.smtpUrl
    ? undefined
    : await startLocalInbox({
        directory: path.join(config.dataDir, "inbox"),
        host: "127.0.0.1",
        ...config.mail.localInbox,
      });
  const transport = createMailTransport(config.mail.smtpUrl ?? inbox?.smtpUrl ?? "");
  const queue = createJobQueue({
    config,
    database,
    db,
    clock,
    sender: {
      transport,
      from: config.mail.from,
      messageIdDomain: new URL(config.publicUrl).hostname,
    },
  });
  await queue.start();

  const packageJson = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8"),
  ) as { version: string };
  const app = await buildServer({
    clock,
    config,
    db,
    jobs: queue,
    signIn,
    localProvider,
    version: {
      version: packageJson.version,
      environment: config.environment,
      commit: process.env.RELEVE_COMMIT ?? null,
    },
    https: tls,
    logger: { level: process.env.LOG_LEVEL ?? "warn" },
  });
  await app.listen({ port: config.port, host: config.host });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [
    "",
    `Relève is ready at ${config.publicUrl} (started in ${seconds} s)`,
    `  database: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.join(config.dataDir, "db")}`}${seeded ? ", demo organisation written" : ""}`,
    tls
      ? `  certificate: ${tls.certFile}${tls.generated ? " (new: accept it once in the browser)" : ""}`
      : `  TLS: terminated by the proxy in front; plain HTTP on port ${config.port}`,
    `  sign-in: ${signIn.settings.authority}`,
    inbox
      ? `  e-mails: caught by the local inbox, open ${inbox.webUrl}`
      : "  e-mails: sent through SMTP_URL",
  ];
  if (localProvider) {
    lines.push("  demo users (choose one on the sign-in page):");
    for (const user of demoUsers) {
      const roles = user.authorizations.map((authorization) => authorization.role).join(" + ");
      lines.push(
        `    ${roles.padEnd(6)} ${user.firstName} ${user.lastName.toUpperCase()} (${user.staffType})`,
      );
    }
  }
  console.info(lines.join("\n"));

  const stop = async () => {
    await app.close();
    await queue.stop();
    transport.close();
    await inbox?.close();
    await db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
