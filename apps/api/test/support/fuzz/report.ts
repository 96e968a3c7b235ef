import { writeFile } from "node:fs/promises";
import type { ApiRoute } from "../../../src/http/api-route.js";
import type { ChildServer } from "./child-server.js";
import type { CaseResult, FailureClass, RunOutcome } from "./runner.js";

/**
 * What the fuzz tells: a line per route (how many cases, by whom, how many failed and how), and
 * the failures of each class as lines one can act on — route, actor, field, value, answer, and
 * for a 5xx the error the server logged.
 */

export const failureClasses: FailureClass[] = [
  "hang",
  "5xx",
  "payload",
  "written",
  "accepted",
  "valid refused",
];

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function classCounts(results: CaseResult[]): string {
  return failureClasses
    .map(
      (name) => [name, results.filter((result) => result.failures.includes(name)).length] as const,
    )
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name} ${count}`)
    .join(", ");
}

/** One line per route, then the totals. */
export function summaryLines(outcome: RunOutcome, backend: string, seconds: number): string[] {
  const byRoute = new Map<string, CaseResult[]>();
  for (const result of outcome.results) {
    const list = byRoute.get(result.fuzzCase.route) ?? [];
    list.push(result);
    byRoute.set(result.fuzzCase.route, list);
  }
  const lines = [...byRoute].map(([route, results]) => {
    const actors = [...countBy(results, (result) => result.fuzzCase.actor)]
      .map(([actor, count]) => `${actor} ${count}`)
      .join(", ");
    const failed = results.filter((result) => result.failures.length > 0);
    const failures = failed.length > 0 ? ` — ${failed.length} failed: ${classCounts(failed)}` : "";
    return `${route}: ${results.length} cases (${actors})${failures}`;
  });
  const failed = outcome.results.filter((result) => result.failures.length > 0);
  lines.push(slowestLine(outcome.results));
  lines.push(
    `Fuzz on ${backend}: ${outcome.results.length} requests on ${byRoute.size} routes in ` +
      `${seconds.toFixed(0)} s, ${outcome.healthChecks} /health checks; ` +
      (failed.length > 0 ? `${failed.length} failed: ${classCounts(failed)}` : "none failed") +
      (outcome.unread.size > 0
        ? `; writes of ${outcome.unread.size} unread (their server was killed)`
        : ""),
  );
  return lines;
}

/**
 * The answers' times: the 99th percentile and the slowest, with its request. Told, not asserted:
 * the requests run several at a time on a machine shared with the test itself.
 */
function slowestLine(results: CaseResult[]): string {
  const answered = results.filter((result) => result.status !== undefined);
  if (answered.length === 0) return "No request answered";
  const times = answered.map((result) => result.ms).sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0;
  const slowest = answered.reduce((a, b) => (b.ms > a.ms ? b : a));
  const { route, target, label, actor } = slowest.fuzzCase;
  return (
    `Answers: p99 ${p99.toFixed(0)} ms, slowest ${slowest.ms.toFixed(0)} ms ` +
    `(${route} · ${target} = ${label} · ${actor} → ${slowest.outcome})`
  );
}

/** The failures of one class, one line per case, sorted by route and field. */
export function failureLines(
  outcome: RunOutcome,
  failure: FailureClass,
  server: ChildServer,
): string[] {
  return outcome.results
    .filter((result) => result.failures.includes(failure))
    .map((result) => {
      const { actor, route, target, label } = result.fuzzCase;
      const logged = server.serverErrors.get(String(result.fuzzCase.id)) ?? [];
      const causes = logged.map(
        (error) => ` [${error.cause}${error.code ? ` (${error.code})` : ""}]`,
      );
      return `${route} · ${target} = ${label} · ${actor} → ${result.outcome}${causes.join("")}`;
    })
    .sort();
}

/**
 * Valid requests of writing routes that succeeded yet left nothing in the write log: were there
 * any, the log would miss writes, and "nothing written by a refusal" would prove nothing. Those
 * answered by a server whose log was lost with it (killed hung, on PGlite) cannot tell.
 */
export function unseenWrites(outcome: RunOutcome, routes: ApiRoute[]): string[] {
  const writing = new Set(
    routes
      .filter((route) => route.write && !route.call.changesNothing)
      .map((route) => `${route.method} ${route.path}`),
  );
  return outcome.results
    .filter(({ fuzzCase, status }) => fuzzCase.expect === "accept" && status !== undefined)
    .filter(({ fuzzCase, status }) => writing.has(fuzzCase.route) && (status as number) < 300)
    .filter(({ fuzzCase }) => !outcome.unread.has(fuzzCase.id))
    .filter(({ fuzzCase }) => !outcome.writers.has(fuzzCase.id))
    .map(({ fuzzCase }) => `${fuzzCase.route} · ${fuzzCase.label} · ${fuzzCase.actor}`);
}

/**
 * Requests of calls that need write yet change nothing (a preview) that wrote anyway, valid or
 * not: a preview that writes would change what it only tells.
 */
export function previewWrites(outcome: RunOutcome, routes: ApiRoute[]): string[] {
  const previews = new Set(
    routes
      .filter((route) => route.call.changesNothing)
      .map((route) => `${route.method} ${route.path}`),
  );
  return outcome.results
    .filter(({ fuzzCase }) => previews.has(fuzzCase.route) && outcome.writers.has(fuzzCase.id))
    .map(({ fuzzCase }) => `${fuzzCase.route} · ${fuzzCase.label} · ${fuzzCase.actor}`);
}

/** Writes the whole report as JSON: the summary, every failure, and each 5xx's logged cause. */
export async function writeReport(
  file: string,
  outcome: RunOutcome,
  summary: string[],
  server: ChildServer,
): Promise<void> {
  const failures = Object.fromEntries(
    failureClasses.map((name) => [name, failureLines(outcome, name, server)]),
  );
  const report = {
    summary,
    failures,
    healthMisses: outcome.healthMisses,
    untracedWrites: outcome.untracedWrites,
    serverErrors: [...server.serverErrors.values()].flat(),
  };
  await writeFile(file, JSON.stringify(report, null, 1));
}
