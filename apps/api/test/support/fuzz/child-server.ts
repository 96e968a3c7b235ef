import { type ChildProcess, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { ServerSettings } from "./server-entry.js";
import type { LoggedWrite } from "./write-log.js";

/**
 * The API under fuzz, run in a child process ({@link ServerSettings}, server-entry.ts) that the
 * test may kill and start again when a request hangs it: each start is a new generation, so a
 * request that failed knows whether the server it tried is still the current one.
 */

const apiDirectory = path.resolve(import.meta.dirname, "../../..");
const entry = path.join(import.meta.dirname, "server-entry.ts");

/** A 5xx the server answered, with the error that caused it. */
export interface ServerError {
  tag: string;
  status: number;
  url: string;
  cause: string;
  code: string | null;
  stack: string;
}

/** The child process serving the API, and what it reported. */
export class ChildServer {
  baseUrl = "";
  private controlUrl = "";
  /** Starts so far: a request knows which server it talked to. */
  generation = 0;
  /** The 5xx answers reported, by case number. */
  readonly serverErrors = new Map<string, ServerError[]>();
  /** What the server wrote to stderr (its log), the last 200 lines. */
  readonly log: string[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private restarting: Promise<void> | undefined;

  /**
   * Servers killed before their write log was read, when the log died with them: PGlite lives in
   * the server's memory (a PostgreSQL database keeps the log for the next server to read).
   */
  readonly lostLogs = new Set<number>();

  private constructor(
    private readonly settingsFile: string,
    private readonly durable: boolean,
  ) {}

  /** Writes the settings next to the database and starts the server. */
  static async start(settings: ServerSettings, directory: string): Promise<ChildServer> {
    const settingsFile = path.join(directory, "fuzz-server.json");
    await writeFile(settingsFile, JSON.stringify(settings));
    const server = new ChildServer(settingsFile, settings.database.kind === "postgres");
    await server.spawn();
    return server;
  }

  /** Whether a restart is under way (requests failing meanwhile are not the server's fault). */
  get isRestarting(): boolean {
    return this.restarting !== undefined;
  }

  /** Waits for a restart under way, if any. */
  async settled(): Promise<void> {
    await this.restarting;
  }

  private spawn(): Promise<void> {
    const child = spawn(process.execPath, ["--import", "tsx", entry, this.settingsFile], {
      cwd: apiDirectory,
      // Its stdin closes when this process ends, however it ends: the server then ends too.
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on("line", (line) => {
      this.log.push(line);
      if (this.log.length > 200) this.log.shift();
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(this.failure("did not start in 60 s"))),
        60_000,
      );
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(this.failure(`exited with ${code} before it was ready`)));
      });
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
        const event = parseEvent(line);
        if (event?.event === "ready") {
          this.baseUrl = `http://127.0.0.1:${event.port}`;
          this.controlUrl = `http://127.0.0.1:${event.controlPort}`;
          this.generation += 1;
          clearTimeout(timer);
          resolve();
        } else if (event?.event === "serverError") {
          const error = event as unknown as ServerError;
          const known = this.serverErrors.get(error.tag) ?? [];
          this.serverErrors.set(error.tag, [...known, error]);
        }
      });
    });
  }

  private failure(what: string): string {
    return `The API under fuzz ${what}:\n${this.log.slice(-30).join("\n")}`;
  }

  /**
   * Kills the server of `generation` and starts a new one, once however many requests ask: those
   * that failed on a server already replaced just wait for the new one.
   */
  async restart(generation: number): Promise<void> {
    if (this.restarting) return this.restarting;
    if (generation !== this.generation) return;
    this.restarting = (async () => {
      if (!this.durable) this.lostLogs.add(this.generation);
      this.child?.kill("SIGKILL");
      await this.exited;
      await this.spawn();
    })().finally(() => {
      this.restarting = undefined;
    });
    return this.restarting;
  }

  /** What was written since the last call, by request. */
  async drainWrites(): Promise<LoggedWrite[]> {
    const response = await fetch(`${this.controlUrl}/writes`, {
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`The write log could not be read: ${await response.text()}`);
    return (await response.json()) as LoggedWrite[];
  }

  /** Stops the server: gently, then for good after 5 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await this.exited;
    clearTimeout(timer);
  }
}

function parseEvent(line: string): Record<string, unknown> | undefined {
  try {
    const event = JSON.parse(line) as unknown;
    return typeof event === "object" && event !== null
      ? (event as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
