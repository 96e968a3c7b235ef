/**
 * The planning calendar alone, as bench/calendar measures it (its README): Relève's
 * `PlanningCalendar` mounted with generated means over a month in a 1200 × 800 px box, timed from
 * the mount, and from a change of month, to the end of the layout. Run here for the numbers of
 * means the page's months hold.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { run, step } from "../large-scale.mjs";

/**
 * Runs bench/calendar's planning suite for `sizes` (numbers of means), `runs` rounds each; for
 * each size, Relève's month figures: `firstRender`, `switchBack` (the change of month into the
 * month full of means) and `nodes`.
 */
export function measureComponent({ sizes, runs }) {
  const distinct = [...new Set(sizes)];
  step(`The component alone (bench/calendar): ${distinct.join(" and ")} means, ${runs} runs`);
  const folder = mkdtempSync(path.join(tmpdir(), "releve-bench-component-"));
  try {
    const file = path.join(folder, "results.json");
    run(process.execPath, [
      "bench/calendar/run.mjs",
      "--suites",
      "planning",
      "--sizes",
      distinct.join(","),
      "--runs",
      String(runs),
      "--json",
      file,
    ]);
    const results = JSON.parse(readFileSync(file, "utf8"));
    return new Map(distinct.map((size) => [size, results[`releve month ${size}`]]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
