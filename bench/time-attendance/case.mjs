#!/usr/bin/env node
/**
 * One measured case of the time-and-attendance benchmark, alone in its process so that its peak
 * memory is its own:
 *
 *   node case.mjs import <absences.csv|xlsx>
 *   node case.mjs export <daily|monthly> <csv|xlsx> <output file>
 *
 * Reads `BENCH_DATABASE_URL` and `BENCH_TIME_ZONE`; prints one line of JSON: seconds, peak RSS and peak
 * heap (sampled every 10 ms), and what the case counted. Started with `--expose-gc`, it also
 * collects the garbage every 100 ms before a sample: `liveHeap` is then the most the case held at
 * once, whatever the collector's own pace.
 */
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const api = (file) => import(path.join(root, "apps/api/dist", file));
const { openDatabase } = await api("db/database.js");
const { importFile } = await api("subjects/time-attendance/import.js");
const { writeWorkExport } = await api("subjects/time-attendance/export.js");
const { formatOf } = await api("subjects/time-attendance/table-files.js");

const timeZone = process.env.BENCH_TIME_ZONE ?? "Europe/Paris";
const db = openDatabase({ kind: "postgres", url: process.env.BENCH_DATABASE_URL });

let peakRss = 0;
let peakHeap = 0;
let liveHeap = 0;
const sample = () => {
  const memory = process.memoryUsage();
  peakRss = Math.max(peakRss, memory.rss);
  peakHeap = Math.max(peakHeap, memory.heapUsed);
};
const sampler = setInterval(sample, 10);
const collector = globalThis.gc
  ? setInterval(() => {
      globalThis.gc();
      liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
    }, 100)
  : undefined;
sample();
const baselineRss = peakRss;

const [what, ...args] = process.argv.slice(2);
const started = performance.now();
let counted;
if (what === "import") {
  const [file] = args;
  const id = await importFile(db, timeZone, {
    kind: "absences",
    fileName: path.basename(file),
    path: file,
    format: await formatOf(file),
    source: "upload",
    requestedBy: null,
    jobRunId: null,
    now: new Date(),
  });
  counted = await db
    .selectFrom("ta_import")
    .select(["outcome", "lines", "inserted", "updated", "unchanged", "removed", "refused"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
} else {
  const [kind, format, output] = args;
  counted = await writeWorkExport(db, timeZone, {
    kind,
    format,
    now: new Date(),
    path: output,
    destination: "folder",
    requestedBy: null,
  });
  counted = { lines: counted.lines, fileName: counted.fileName };
}
const seconds = (performance.now() - started) / 1000;
sample();
clearInterval(sampler);
clearInterval(collector);
await db.destroy();
process.stdout.write(
  `${JSON.stringify({ seconds, baselineRss, peakRss, peakHeap, liveHeap, ...counted })}\n`,
);
