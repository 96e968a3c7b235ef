import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const apiRoot = path.resolve(import.meta.dirname, "../..");

/** An API process as `npm start` runs it, on a database and an SMTP server of the test's. */
export interface ApiProcess {
  child: ChildProcess;
  output: () => string;
  /** Kills it at once: no graceful stop, nothing flushed. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM) and waits. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Starts `src/main.ts` (through tsx) and resolves once it says it is ready. Its own data
 * directory (certificate, sign-in keys) is removed when it ends.
 */
export async function startApiProcess(env: {
  databaseUrl: string;
  smtpUrl: string;
  extra?: Record<string, string>;
}): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "releve-fault-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(apiRoot, "src/main.ts")], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: env.databaseUrl,
      SMTP_URL: env.smtpUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      RELEVE_ENVIRONMENT: "test",
      RELEVE_DATA_DIR: dataDir,
      PLANNER_DIR: path.join(dataDir, "no-planner"),
      LOG_LEVEL: "error",
      ...env.extra,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  ended.then(() => rm(dataDir, { recursive: true, force: true })).catch(() => {});
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 60 s:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes("Relève is ready")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    async kill() {
      child.kill("SIGKILL");
      await ended;
    },
    async stop() {
      child.kill("SIGTERM");
      await ended;
    },
  };
}
