#!/usr/bin/env node
/**
 * The exchange with the time-and-attendance tool at the large scale, on PostgreSQL (decision 028):
 *
 *   node bench/time-attendance/run.mjs [--persons 50000] [--means 100000] [--rows 10000,100000]
 *
 * Builds the API, starts a throwaway PostgreSQL cluster and writes the large demo planning, then
 * measures, each case in a process of its own:
 * - importing absence files (CSV and XLSX) of each size in `--rows`, over the persons of the mass;
 * - exporting the work schedules, daily and monthly (the current and previous month of the mass,
 *   whose planning spreads over a year around today), as CSV and XLSX.
 * It prints time and peak memory, and the ratios of the largest to the smallest import: time
 * should grow with the rows, memory should not.
 */
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import ExcelJS from "exceljs";
import pg from "pg";
import { root, step, withLargePlanning } from "../large-scale.mjs";

const { values } = parseArgs({
  options: {
    persons: { type: "string", default: "50000" },
    means: { type: "string", default: "100000" },
    rows: { type: "string", default: "10000,100000" },
  },
});
const sizes = values.rows.split(",").map(Number);

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Runs a case in a process of its own, twice: as it runs in production (time, peak memory), then
 * with the garbage collected every 100 ms and the heap capped at 64 MB (the most it holds at
 * once: a case holding more than its batches fails there).
 */
function measure(env, timedArgs, heldArgs = timedArgs) {
  const timed = runCase(env, [], timedArgs);
  const held = runCase(env, ["--expose-gc", "--max-old-space-size=64"], heldArgs);
  return { ...timed, liveHeap: held.liveHeap };
}

function runCase(env, nodeOptions, args) {
  const script = path.join(import.meta.dirname, "case.mjs");
  const result = spawnSync(process.execPath, [...nodeOptions, script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`case ${args.join(" ")} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

/**
 * An absence file of `rows` lines over `persons` (their central ids): each person's absences
 * follow one another, a day apart, so none overlaps.
 */
async function writeAbsences(file, format, rows, persons, prefix) {
  const line = (index) => {
    const person = persons[index % persons.length];
    const round = Math.floor(index / persons.length);
    const day = new Date(Date.UTC(2031, 0, 1 + round * 2)).toISOString().slice(0, 10);
    return [
      `${prefix}-${index}`,
      person,
      index % 3 === 0 ? "PART" : "FULL",
      `${day}T08:00`,
      `${day}T17:00`,
      index % 5 === 0 ? "pending" : "approved",
    ];
  };
  const header = ["absenceId", "personId", "type", "start", "end", "status"];
  if (format === "xlsx") {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useSharedStrings: false,
      useStyles: false,
    });
    const sheet = workbook.addWorksheet("absences");
    sheet.addRow(header).commit();
    for (let index = 0; index < rows; index++) sheet.addRow(line(index)).commit();
    sheet.commit();
    await workbook.commit();
    return;
  }
  const output = createWriteStream(file);
  const write = async (cells) => {
    if (!output.write(`${cells.join(";")}\n`)) await once(output, "drain");
  };
  await write(header);
  for (let index = 0; index < rows; index++) await write(line(index));
  output.end();
  await once(output, "finish");
}

await withLargePlanning(
  { persons: values.persons, means: values.means, port: 54332, name: "time-attendance" },
  async ({ url, dataDir }) => {
    const env = {
      BENCH_DATABASE_URL: url,
      BENCH_TIME_ZONE: "Europe/Paris",
    };

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows: people } = await client.query(
      "select person_id_central_db as id from person where person_id_central_db is not null order by id",
    );
    await client.end();
    const persons = people.map((row) => row.id);
    console.info(`${persons.length} persons with a central id`);

    const results = [];
    for (const format of ["csv", "xlsx"]) {
      for (const rows of sizes) {
        // Two files of the same lines under other ids: each run inserts them all and replaces
        // the run's before, the same work.
        const [timedFile, heldFile] = ["a", "b"].map((run) =>
          path.join(dataDir, `absences-${rows}-${run}.${format}`),
        );
        await writeAbsences(timedFile, format, rows, persons, `B-${format}-${rows}-a`);
        await writeAbsences(heldFile, format, rows, persons, `B-${format}-${rows}-b`);
        step(`Import ${rows} absence lines (${format}, ${megabytes(statSync(timedFile).size)})`);
        const result = measure(env, ["import", timedFile], ["import", heldFile]);
        if (result.outcome !== "imported") throw new Error(`The import was ${result.outcome}`);
        results.push({ case: `import ${format} ${rows}`, rows, ...result });
        console.info(result);
      }
    }
    for (const kind of ["daily", "monthly"]) {
      for (const format of ["csv", "xlsx"]) {
        step(`Export ${kind} (${format})`);
        const output = path.join(dataDir, `export-${kind}.${format}`);
        const result = measure(env, ["export", kind, format, output]);
        results.push({ case: `export ${kind} ${format}`, rows: result.lines, ...result });
        console.info(result);
      }
    }

    step("Results");
    const table = results.map((result) => ({
      case: result.case,
      rows: String(result.rows),
      seconds: result.seconds.toFixed(2),
      "rows/s": String(Math.round(result.rows / result.seconds)),
      "peak RSS": megabytes(result.peakRss),
      "RSS growth": megabytes(result.peakRss - result.baselineRss),
      "peak heap": megabytes(result.peakHeap),
      "held at once (64 MB cap)": megabytes(result.liveHeap),
    }));
    const columns = Object.keys(table[0]);
    const widths = columns.map((column) =>
      Math.max(column.length, ...table.map((row) => row[column].length)),
    );
    const line = (cells) =>
      `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(" | ")} |`;
    console.info(line(columns));
    console.info(line(widths.map((width) => "-".repeat(width))));
    for (const row of table) console.info(line(columns.map((column) => row[column])));
    for (const format of ["csv", "xlsx"]) {
      const [small, large] = [sizes[0], sizes.at(-1)].map((rows) =>
        results.find((result) => result.case === `import ${format} ${rows}`),
      );
      console.info(
        `import ${format}: ${large.rows / small.rows}× the rows → ${(large.seconds / small.seconds).toFixed(1)}× the time, ` +
          `${(large.liveHeap / small.liveHeap).toFixed(2)}× the heap held at once, ` +
          `${(large.peakHeap / small.peakHeap).toFixed(2)}× the peak heap left to the collector`,
      );
    }
  },
);
