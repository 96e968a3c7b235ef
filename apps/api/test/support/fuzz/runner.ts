import type { FuzzCase } from "./cases.js";
import type { ChildServer } from "./child-server.js";
import type { LoggedWrite } from "./write-log.js";

/**
 * Sends the fuzz's requests over HTTP to the server in its child process, each with a deadline:
 * 10 s is no performance bound, only what tells an answer that will never come. A request left
 * unanswered is sent again alone, on a new server, once the hung one is killed: the request
 * that hangs the server is the one that hangs it again, while those merely waiting beside it
 * answer the second time.
 */

/** How long a request may go unanswered before the server is deemed hung. */
export const deadlineMs = 10_000;

/**
 * How long `/health` may take: shorter than a request's deadline, so that a server hung by a
 * request is seen not answering it before the test kills that server.
 */
const healthDeadlineMs = 5_000;

/** What went wrong with a case. */
export type FailureClass = "hang" | "5xx" | "payload" | "accepted" | "valid refused" | "written";

/** A case, its answer, and what went wrong. */
export interface CaseResult {
  fuzzCase: FuzzCase;
  /** The status answered; absent when none came. */
  status?: number;
  /** The server that answered (or last failed to). */
  generation: number;
  /** How many requests had been answered, this one included, when it was. */
  order: number;
  /** `category.code` of a refusal, or the failure of a request never answered. */
  outcome: string;
  failures: FailureClass[];
  /** How long the answer took, in milliseconds (told in the summary, never asserted). */
  ms: number;
}

/** How a caller signs its requests. */
export interface CallerAuth {
  token: string;
  role: string;
}

/** What a whole run gives. */
export interface RunOutcome {
  results: CaseResult[];
  healthChecks: number;
  /** `/health` calls the server left unanswered for the whole deadline, or answered wrong. */
  healthMisses: string[];
  /** Writes whose request is not a case of the run (the attribution itself failed). */
  untracedWrites: LoggedWrite[];
  /** The cases that wrote something, by number. */
  writers: Set<number>;
  /**
   * The cases whose writes could not be read, by number: answered by a server killed (hung)
   * before its log was read, when the log died with it (PGlite).
   */
  unread: Set<number>;
}

type Answer = ({ status: number; text: string } | { failure: string }) & {
  generation: number;
  ms: number;
};

/** Lets many requests run at once, or one alone (the second try of an unanswered one). */
class Gate {
  private shared = 0;
  private exclusive = false;
  private waitingExclusive = 0;
  private waiters: (() => void)[] = [];

  /** Waits until `claim` succeeds: it checks and takes its turn in one synchronous step. */
  private async acquire(claim: () => boolean): Promise<void> {
    while (!claim()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private release(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  async together<T>(run: () => Promise<T>): Promise<T> {
    await this.acquire(() => {
      if (this.exclusive || this.waitingExclusive > 0) return false;
      this.shared += 1;
      return true;
    });
    try {
      return await run();
    } finally {
      this.shared -= 1;
      this.release();
    }
  }

  async alone<T>(run: () => Promise<T>): Promise<T> {
    this.waitingExclusive += 1;
    await this.acquire(() => {
      if (this.exclusive || this.shared > 0) return false;
      this.exclusive = true;
      this.waitingExclusive -= 1;
      return true;
    });
    try {
      return await run();
    } finally {
      this.exclusive = false;
      this.release();
    }
  }
}

async function send(
  server: ChildServer,
  fuzzCase: FuzzCase,
  auth: CallerAuth,
): Promise<{ status: number; text: string } | { failure: string }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${auth.token}`,
    "x-activeRoleCode": auth.role,
    "x-fuzz-case": String(fuzzCase.id),
  };
  const { body } = fuzzCase;
  let payload: string | FormData | undefined;
  if (body && "json" in body) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body.json);
  } else if (body && "raw" in body) {
    headers["content-type"] = body.raw.contentType;
    payload = body.raw.raw;
  } else if (body) {
    payload = body.form;
  }
  try {
    const response = await fetch(`${server.baseUrl}/api/${fuzzCase.url}`, {
      method: fuzzCase.method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
      signal: AbortSignal.timeout(deadlineMs),
    });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string } };
    return { failure: `${name}: ${cause?.code ?? message}` };
  }
}

/** Whether a body is exactly the error payload: `{ category, code, data }`. */
export function isErrorPayload(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const isObject = (value: unknown) =>
      typeof value === "object" && value !== null && !Array.isArray(value);
    return (
      isObject(body) &&
      Object.keys(body).sort().join() === "category,code,data" &&
      typeof body.category === "string" &&
      typeof body.code === "string" &&
      isObject(body.data)
    );
  } catch {
    return false;
  }
}

/**
 * The answer in short: the status and the error's `category.code`, with its data when a valid
 * body was refused (the findings say what the fixture lacks).
 */
function outcomeOf(status: number, text: string, failures: FailureClass[]): string {
  if (status < 400) return String(status);
  if (!isErrorPayload(text)) return `${status} ${text.slice(0, 120)}`;
  const error = JSON.parse(text) as { category: string; code: string; data: object };
  const data = failures.includes("valid refused")
    ? ` ${JSON.stringify(error.data).slice(0, 400)}`
    : "";
  return `${status} ${error.category}.${error.code}${data}`;
}

function judge(fuzzCase: FuzzCase, answer: Answer): CaseResult {
  const { generation, ms } = answer;
  if ("failure" in answer) {
    return { fuzzCase, generation, order: 0, outcome: answer.failure, failures: ["hang"], ms };
  }
  const { status, text } = answer;
  const failures: FailureClass[] = [];
  if (status >= 500) failures.push("5xx");
  if (status >= 400 && !isErrorPayload(text)) failures.push("payload");
  if (fuzzCase.expect === "refuse" && status < 400) failures.push("accepted");
  if (fuzzCase.expect === "accept" && status >= 300) failures.push("valid refused");
  const outcome = outcomeOf(status, text, failures);
  return { fuzzCase, status, generation, order: 0, outcome, failures, ms };
}

/**
 * Runs the jobs (each a list of cases sent in order, one after the other) `concurrency` at a
 * time, polls `/health` meanwhile, and collects which request wrote what.
 */
export async function runJobs(
  server: ChildServer,
  jobs: FuzzCase[][],
  auth: Record<string, CallerAuth>,
  concurrency: number,
): Promise<RunOutcome> {
  const gate = new Gate();
  const results: CaseResult[] = [];
  const writes: LoggedWrite[] = [];
  const health = { checks: 0, misses: [] as string[] };
  let running = true;

  const poll = (async () => {
    while (running) {
      await server.settled();
      const generation = server.generation;
      try {
        const response = await fetch(`${server.baseUrl}/health`, {
          signal: AbortSignal.timeout(healthDeadlineMs),
        });
        health.checks += 1;
        if (!response.ok) health.misses.push(`/health answered ${response.status}`);
      } catch (error) {
        // A server killed on purpose drops its connections: only silence counts then.
        const killed = generation !== server.generation || server.isRestarting;
        if ((error as Error).name === "TimeoutError" || !killed) {
          health.misses.push(`/health unanswered: ${(error as Error).message}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();

  // A request left unanswered has the server restarted before it leaves the gate, so no other
  // request is sent to a server about to be killed.
  const attempt = async (fuzzCase: FuzzCase): Promise<Answer> => {
    await server.settled();
    const generation = server.generation;
    const sent = performance.now();
    const answer = await send(server, fuzzCase, auth[fuzzCase.actor] as CallerAuth);
    const ms = performance.now() - sent;
    if ("failure" in answer) await server.restart(generation);
    return { ...answer, generation, ms };
  };
  let answered = 0;
  const runCase = async (fuzzCase: FuzzCase): Promise<CaseResult> => {
    let answer = await gate.together(() => attempt(fuzzCase));
    if ("failure" in answer) answer = await gate.alone(() => attempt(fuzzCase));
    answered += 1;
    return { ...judge(fuzzCase, answer), order: answered };
  };

  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      for (const fuzzCase of job) results.push(await runCase(fuzzCase));
      await collectWrites();
    }
  };
  // What each server's log held when last read: every request answered by then had committed.
  const read = new Map<number, number>();
  // A server killed meanwhile cannot be read: its successor's log gets what it kept.
  const collectWrites = async () => {
    const generation = server.generation;
    const mark = answered;
    try {
      writes.push(...(await gate.together(() => server.drainWrites())));
      read.set(generation, mark);
    } catch (error) {
      if (generation === server.generation && !server.isRestarting) throw error;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    running = false;
    await poll;
  }
  await collectWrites();

  const byTag = new Map(results.map((result) => [String(result.fuzzCase.id), result]));
  const untracedWrites: LoggedWrite[] = [];
  const writers = new Set<number>();
  for (const write of writes) {
    const result = byTag.get(write.tag);
    if (!result) {
      untracedWrites.push(write);
      continue;
    }
    writers.add(result.fuzzCase.id);
    if (result.status === undefined || result.status >= 400) {
      if (!result.failures.includes("written")) result.failures.push("written");
      result.outcome += ` (wrote ${write.count} ${write.operation} on ${write.table})`;
    }
  }
  const unread = results.filter(
    ({ generation, order }) =>
      server.lostLogs.has(generation) && order > (read.get(generation) ?? 0),
  );
  return {
    results,
    healthChecks: health.checks,
    healthMisses: health.misses,
    untracedWrites,
    writers,
    unread: new Set(unread.map((result) => result.fuzzCase.id)),
  };
}
