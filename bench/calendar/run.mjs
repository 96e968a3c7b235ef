#!/usr/bin/env node
/**
 * Calendar benchmark: Relève's PlanningCalendar and DepartureCalendar against FullCalendar 7 and
 * react-big-calendar.
 *
 *   node bench/calendar/run.mjs [--runs 7] [--sizes 100,1000,10000] [--departures 20,200,2000]
 *                               [--suites planning,departures] [--json results.json]
 *
 * Builds the page of `src/` in production mode, serves it on 127.0.0.1, and drives it in one
 * Chromium: for each number of means, each view (month, week) and each library, one warm-up
 * then `--runs` runs of mount → next period → back. Prints, as a markdown table, the medians of
 * the first render, of the switch back to the period of the data (a month or week full of
 * means), and of the element count, with Relève's ratio to the faster peer.
 *
 * Targets (issue 5): Relève ≤ ¼ of the faster peer's time on every row at 1,000 and 10,000
 * means; at 10,000 means its element count ≤ 1.5 × its count at 100. The same for the departure
 * timeline: ≤ ¼ at 200 and 2,000 departures, and its element count at 2,000 ≤ 1.5 × at 20.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright";
import { build } from "vite";

const here = import.meta.dirname;
const root = path.resolve(here, "../..");
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    sizes: { type: "string", default: "100,1000,10000" },
    departures: { type: "string", default: "20,200,2000" },
    suites: { type: "string", default: "planning,departures" },
    json: { type: "string" },
  },
});
const runs = Number(values.runs);
const sizes = values.sizes.split(",").map(Number);
const departureSizes = values.departures.split(",").map(Number);
const suites = values.suites.split(",");
const libraries = ["releve", "fullcalendar", "bigcalendar"];
const views = ["month", "week"];

const step = (text) => console.info(`▶ ${text}`);

step("Compiling the design system's catalogues");
// The workspace's own Node (its `node` dev dependency): the Lingui CLI needs a newer one than
// some machines' default.
const workspaceNode = path.join(root, "node_modules/.bin/node");
const lingui = spawnSync(
  existsSync(workspaceNode) ? workspaceNode : process.execPath,
  [
    path.join(root, "packages/ui/node_modules/@lingui/cli/dist/lingui.js"),
    "compile",
    "--typescript",
  ],
  { cwd: path.join(root, "packages/ui"), stdio: ["ignore", "ignore", "inherit"] },
);
if (lingui.status !== 0) throw new Error("lingui compile failed");

step("Building the page (production)");
await build({ configFile: path.join(here, "vite.config.mjs"), mode: "production" });

const dist = path.join(here, "dist");
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const server = http.createServer(async (request, response) => {
  const file = path.join(
    dist,
    new URL(request.url ?? "/", "http://x").pathname.replace(/\/$/, "/index.html"),
  );
  if (!file.startsWith(dist)) return response.writeHead(403).end();
  try {
    const body = await readFile(file);
    response.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    // `gc()` between runs, so one library's garbage is not collected during another's run.
    "--js-flags=--expose-gc",
  ],
});
const results = {};
try {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    timezoneId: "Europe/Paris",
    locale: "fr-FR",
  });
  // A calendar that throws has not rendered: its times would mean nothing.
  const errors = [];
  page.on("pageerror", (error) => errors.push(error));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => "bench" in window);
  /** One row: the three libraries in rounds (see `compare` in src/main.tsx). */
  const measure = async (label, key, args) => {
    step(label);
    const row = await page.evaluate(
      ([suite, view, count, times, all]) => window.bench.compare(suite, all, view, count, times),
      [...args, libraries],
    );
    if (errors.length > 0) throw new Error(`${label}: the page failed: ${errors[0].message}`);
    for (const library of libraries) results[`${library} ${key}`] = row[library];
  };
  if (suites.includes("planning")) {
    for (const count of sizes) {
      for (const view of views) {
        await measure(`${view}, ${count} means`, `${view} ${count}`, [
          "planning",
          view,
          count,
          runs,
        ]);
      }
    }
  }
  if (suites.includes("departures")) {
    for (const count of departureSizes) {
      await measure(`departures, ${count} departures`, `departures ${count}`, [
        "departures",
        "day",
        count,
        runs,
      ]);
    }
  }
} finally {
  await browser.close();
  server.close();
}

const ms = (value) => `${value.toFixed(1)} ms`;
const ratio = (ours, peer) => `${(ours / peer).toFixed(2)}`;
const header = (unit) => [
  `| View | ${unit} | Measure | Relève | FullCalendar | react-big-calendar | Relève ÷ faster peer | Target |`,
  "| --- | ---: | --- | ---: | ---: | ---: | ---: | --- |",
];
let missed = 0;

/**
 * The rows of one view at one size: the two times against the faster peer (a target from
 * `timedFrom` on), then the element count (its growth from the smallest size is a target at the
 * largest).
 */
function rows({ view, switchName, count, of, timedFrom, smallest, largest }) {
  const lines = [];
  for (const [measure, key] of [
    ["first render", "firstRender"],
    [switchName, "switchBack"],
  ]) {
    const ours = of("releve")[key];
    const peer = Math.min(of("fullcalendar")[key], of("bigcalendar")[key]);
    const timed = count >= timedFrom;
    const holds = ours <= peer / 4;
    if (timed && !holds) missed++;
    lines.push(
      `| ${view} | ${count.toLocaleString("en")} | ${measure} | ${ms(ours)} | ${ms(of("fullcalendar")[key])} | ${ms(of("bigcalendar")[key])} | ${ratio(ours, peer)} | ${timed ? (holds ? "≤ 0.25 ✓" : "≤ 0.25 ✗") : "—"} |`,
    );
  }
  const nodes = (library) => of(library).nodes;
  const growth = count === largest && smallest ? nodes("releve") / smallest.nodes : null;
  if (growth !== null && growth > 1.5) missed++;
  lines.push(
    `| ${view} | ${count.toLocaleString("en")} | elements | ${nodes("releve")} | ${nodes("fullcalendar")} | ${nodes("bigcalendar")} | ${ratio(nodes("releve"), Math.min(nodes("fullcalendar"), nodes("bigcalendar")))} | ${growth === null ? "—" : `${growth.toFixed(2)} × at ${smallest.count.toLocaleString("en")} (≤ 1.5 ${growth <= 1.5 ? "✓" : "✗"})`} |`,
  );
  return lines;
}

const lines = [
  `Medians of ${runs} runs (after one warm-up; the three libraries in turn in each round), Chromium headless, 1200 × 800 px box.`,
  "",
];
if (suites.includes("planning")) {
  lines.push("PlanningCalendar (month and week):", "", ...header("Means"));
  for (const view of views) {
    for (const count of sizes) {
      lines.push(
        ...rows({
          view,
          switchName: view === "month" ? "month switch" : "week switch",
          count,
          of: (library) => results[`${library} ${view} ${count}`],
          timedFrom: 1000,
          smallest: { count: sizes[0], nodes: results[`releve ${view} ${sizes[0]}`]?.nodes },
          largest: 10000,
        }),
      );
    }
  }
  lines.push("");
}
if (suites.includes("departures")) {
  lines.push(
    "DepartureCalendar (a day of every departure; the peers' time grids with one column per departure):",
    "",
    ...header("Departures"),
  );
  for (const count of departureSizes) {
    lines.push(
      ...rows({
        view: "day",
        switchName: "day switch",
        count,
        of: (library) => results[`${library} departures ${count}`],
        timedFrom: 200,
        smallest: {
          count: departureSizes[0],
          nodes: results[`releve departures ${departureSizes[0]}`]?.nodes,
        },
        largest: 2000,
      }),
    );
  }
}
const fewer = Object.entries(results)
  .filter(([, result]) => result.runs.length < runs)
  .map(([key, result]) => `${key} (${result.runs.length})`);
if (fewer.length > 0) {
  lines.push("", `Medians of fewer runs, a run taking seconds: ${fewer.join(", ")}.`);
}
console.info(`\n${lines.join("\n")}\n`);
if (values.json) await writeFile(values.json, JSON.stringify(results, null, 2));
console.info(missed === 0 ? "Every target holds." : `${missed} target(s) missed.`);
