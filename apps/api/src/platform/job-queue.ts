import type { PGlite } from "@electric-sql/pglite";
import { Refusal } from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import { fromKysely, fromPglite, type Job, PgBoss } from "pg-boss";
import type { Clock } from "../clock.js";
import type { Database, JobTrigger } from "../db/schema.js";
import { listenForWakeUps } from "./job-wake-ups.js";

/**
 * The durable job queue (decision 025): pg-boss on the application's PostgreSQL, or on the
 * embedded PGlite in the same process. Two kinds of work run on it:
 *
 * - **jobs**: the automated jobs a manager sees (prepare the outbox, open means, send
 *   reminders, clean up), each on a cron schedule and by hand; one runs at a time, and every run
 *   is recorded in `job_run` with its counts or its error;
 * - **tasks**: one unit of work each (send one e-mail), retried with backoff, written in the
 *   transaction that creates them so they exist if and only if it commits.
 *
 * pg-boss hands each job to one worker across every process sharing the database, fires each
 * cron occurrence once, and sends one job for occurrences missed while no process ran.
 */

/** Where the queue keeps its tables: the application's database. */
export type QueueDatabase = { kind: "postgres"; url: string } | { kind: "pglite"; pglite: PGlite };

/** What a job's run is given. */
export interface JobContext {
  db: Kysely<Database>;
  /** Business time when the run started. */
  now: Date;
  queue: JobQueue;
  /** The run, as `job_run` records it. */
  runId: string;
  /** Who asked for it by hand; null for a scheduled or event run. */
  requestedBy: number | null;
}

/** An automated job: what it does, when, and what it counts. */
export interface JobDefinition {
  /** Its code, as the automated-jobs page shows and translates it. */
  name: string;
  /** Cron expression in the organisation's time zone; null: only by hand and on events. */
  cron: string | null;
  /** Does the work and answers what it counted (e.g. `{ opened: 3 }`). */
  run(context: JobContext): Promise<Record<string, number>>;
}

/** One task as its handler receives it. */
export interface TaskAttempt<Data> {
  data: Data;
  /** Attempts before this one. */
  retryCount: number;
  /** Whether no retry follows if this attempt fails. */
  lastAttempt: boolean;
}

/** A queue of tasks and how their attempts are spaced. */
export interface TaskQueueOptions {
  name: string;
  /** Retries after the first attempt. */
  retryLimit: number;
  /** First delay before a retry, doubled at each (with jitter) up to `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A task still running after this long (its process died) is attempted again. */
  expireInSeconds: number;
  /** Tasks one process runs at once. */
  concurrency: number;
}

/** A queue of tasks and what does each. */
export interface TaskDefinition<Data extends object> extends TaskQueueOptions {
  /** Throws to have the task retried (or, on its last attempt, failed). */
  handle(attempt: TaskAttempt<Data>): Promise<void>;
}

interface JobData {
  trigger: JobTrigger;
  requestedBy: number | null;
  /** The run recorded when it was asked for by hand. */
  runId?: string;
}

export interface JobQueueOptions {
  database: QueueDatabase;
  db: Kysely<Database>;
  clock: Clock;
  timeZone: string;
  jobs: readonly JobDefinition[];
  /** With `workers`, each task's handler; without, the queues alone (tasks are only created). */
  // biome-ignore lint/suspicious/noExplicitAny: each task queue has its own data type
  tasks: readonly (TaskDefinition<any> | TaskQueueOptions)[];
  /**
   * Whether this process runs the jobs and tasks (default) or only creates them: a server for
   * tests, whose runs by hand are then only queued.
   */
  workers?: boolean;
  /** Seconds between two looks for new work when no notification arrives. */
  pollingIntervalSeconds?: number;
  log?: (message: string, error?: unknown) => void;
}

/** The running queue: start, run a job now, create tasks, stop. */
export class JobQueue {
  readonly #options: JobQueueOptions;
  readonly #boss: PgBoss;
  #stopListening: (() => Promise<void>) | undefined;

  constructor(options: JobQueueOptions) {
    this.#options = options;
    const { database } = options;
    // Without workers, no maintenance and no cron either: another process does them.
    const role = options.workers === false ? { supervise: false, schedule: false } : {};
    this.#boss =
      database.kind === "pglite"
        ? new PgBoss({
            db: fromPglite(database.pglite),
            backend: "pglite",
            useListenNotify: true,
            ...role,
          })
        : new PgBoss({
            connectionString: database.url,
            max: 4,
            application_name: "releve-jobs",
            useListenNotify: true,
            ...role,
          });
    this.#boss.on("error", (error) => this.#log("The job queue met an error", error));
  }

  get jobs(): readonly JobDefinition[] {
    return this.#options.jobs;
  }

  /** Creates the queue's tables if needed, its queues, workers and schedules. */
  async start(): Promise<void> {
    const { jobs, tasks, timeZone } = this.#options;
    const workers = this.#options.workers ?? true;
    const pollingIntervalSeconds = this.#options.pollingIntervalSeconds ?? 2;
    await this.#boss.start();
    for (const job of jobs) {
      // `stately`: at most one run waiting and one running, so wake-ups coalesce.
      await this.#boss.createQueue(job.name, {
        policy: "stately",
        retryLimit: 2,
        retryDelay: 30,
        expireInSeconds: 15 * 60,
        notify: true,
      });
      if (!workers) continue;
      await this.#boss.work<JobData>(job.name, { pollingIntervalSeconds }, ([pgJob]) =>
        pgJob ? this.#runRecorded(job, pgJob) : Promise.resolve(),
      );
      if (job.cron) {
        await this.#boss.schedule(job.name, job.cron, schedulerData, {
          tz: timeZone,
          missed: "once",
        });
      } else {
        await this.#boss.unschedule(job.name);
      }
    }
    for (const task of tasks) {
      await this.#boss.createQueue(task.name, {
        policy: "standard",
        retryLimit: task.retryLimit,
        retryDelay: task.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: task.retryDelayMaxSeconds,
        expireInSeconds: task.expireInSeconds,
        notify: true,
      });
      if (!workers || !("handle" in task)) continue;
      // A batch of up to `concurrency` tasks at once, each settled on its own; while batches come
      // back full the worker fetches again at once, so a burst is sent at the server's pace.
      await this.#boss.work<object>(
        task.name,
        {
          pollingIntervalSeconds,
          // A retry falls due without any notification: look for it as often as for new work.
          notifyPollingIntervalSeconds: pollingIntervalSeconds,
          batchSize: task.concurrency,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        (pgJobs) =>
          Promise.all(
            pgJobs.map(async (pgJob) => {
              try {
                await task.handle({
                  data: pgJob.data,
                  retryCount: pgJob.retryCount,
                  lastAttempt: pgJob.retryCount >= task.retryLimit,
                });
                return { id: pgJob.id, status: "completed" as const };
              } catch (error) {
                return {
                  id: pgJob.id,
                  status: "failed" as const,
                  output: { message: describe(error) },
                };
              }
            }),
          ),
      );
    }
    if (!workers) return;
    this.#stopListening = await listenForWakeUps(this.#options.database, (name) => {
      if (!jobs.some((job) => job.name === name)) return;
      this.wake(name).catch((error: unknown) =>
        this.#log(`The job ${name} could not be started`, error),
      );
    });
  }

  /** Sends a run of `name` for an event (none if one is already waiting). */
  async wake(name: string): Promise<void> {
    const data: JobData = { trigger: "event", requestedBy: null };
    await this.#boss.send(name, data);
  }

  /**
   * A run asked for by a person: recorded at once as `queued` (the page shows it waiting), then
   * sent to the queue in the same transaction; none when one is already waiting. Answers the
   * run's id, or null.
   */
  async runByHand(name: string, requestedBy: number): Promise<string | null> {
    const { db, clock } = this.#options;
    const noneMore = new Error("A run is already waiting");
    try {
      return await db.transaction().execute(async (trx) => {
        const run = await trx
          .insertInto("job_run")
          .values({
            job: name,
            trigger: "manual",
            requested_by: requestedBy,
            started_at: clock(),
            outcome: "queued",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const data: JobData = { trigger: "manual", requestedBy, runId: String(run.id) };
        const sent = await this.#boss.send(name, data, { db: fromKysely(trx) });
        if (sent === null) throw noneMore;
        return String(run.id);
      });
    } catch (error) {
      if (error === noneMore) return null;
      throw error;
    }
  }

  /** Creates tasks in the caller's transaction: they exist if and only if it commits. */
  async createTasks(
    trx: Transaction<Database>,
    name: string,
    items: readonly object[],
  ): Promise<void> {
    if (items.length === 0) return;
    await this.#boss.insert(
      name,
      items.map((data) => ({ data })),
      { db: fromKysely(trx) },
    );
  }

  /** When each scheduled job runs next, in business time as pg-boss reads the cron. */
  nextRuns(from: Date): Map<string, Date | null> {
    const next = new Map<string, Date | null>();
    for (const job of this.#options.jobs) {
      const [at] = job.cron
        ? this.#boss.previewSchedule(job.cron, { tz: this.#options.timeZone, from, count: 1 })
        : [];
      next.set(job.name, at ?? null);
    }
    return next;
  }

  /** Lets running work finish (up to `timeoutMs`), then stops every worker and timer. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.#stopListening?.();
    await this.#boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  async #runRecorded(job: JobDefinition, pgJob: Job<JobData | null>): Promise<void> {
    const { db, clock } = this.#options;
    const data = pgJob.data ?? schedulerData;
    const now = clock();
    const asked = data.runId
      ? await db
          .updateTable("job_run")
          .set({ outcome: "running", started_at: now })
          .where("id", "=", data.runId)
          .returning("id")
          .executeTakeFirst()
      : undefined;
    const run =
      asked ??
      (await db
        .insertInto("job_run")
        .values({
          job: job.name,
          trigger: data.trigger,
          requested_by: data.requestedBy,
          started_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow());
    try {
      const counts = await job.run({
        db,
        now,
        queue: this,
        runId: String(run.id),
        requestedBy: data.requestedBy,
      });
      await db
        .updateTable("job_run")
        .set({ outcome: "succeeded", ended_at: clock(), counts })
        .where("id", "=", run.id)
        .execute();
    } catch (error) {
      await db
        .updateTable("job_run")
        .set({ outcome: "failed", ended_at: clock(), error: describe(error) })
        .where("id", "=", run.id)
        .execute();
      // A refusal is the state of things (no file to import), which a retry half a minute later
      // would only meet again while holding the queue's one waiting place: the run is over. Any
      // other failure is retried.
      if (error instanceof Refusal) return;
      throw error;
    }
  }

  #log(message: string, error?: unknown): void {
    (this.#options.log ?? ((text, cause) => console.error(text, cause)))(message, error);
  }
}

const schedulerData: JobData = { trigger: "schedule", requestedBy: null };

/** A failure as a run records it: its message, bounded. */
export function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}
