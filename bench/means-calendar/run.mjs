#!/usr/bin/env node
/**
 * The means' calendar tab at the large scale (issue 16; decision 034), on PostgreSQL:
 *
 *   node bench/means-calendar/run.mjs [--persons 50000] [--means 100000] [--calls 9]
 *                                     [--renders 5] [--component-runs 7] [--no-component]
 *
 * Builds the API and the planner, starts a throwaway PostgreSQL cluster, writes the large demo
 * planning, starts the API serving the planner, then, as the demo administrator:
 * - picks the means type whose means fill this month's view and the next's the most, between
 *   1,000 and the 5,000 one answer brings, and says how many;
 * - times `POST MeansOfIntervention/calendar` for both months: the median of `--calls` from the
 *   client, and inside the server (Fastify's `responseTime`);
 * - in Chromium, the median of `--renders` runs of: the list at the address holding the filter
 *   and the month, a click on the "Calendrier" tab, then on "Mois suivant", each timed from the
 *   press to the month's means painted, with the calls it made;
 * - runs bench/calendar's planning suite for the same numbers of means (`--component-runs`
 *   rounds), and sets the page against the component alone plus the call.
 * Prints the figures and their ratios; nothing is asserted on time.
 */
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ms, printTable } from "../figures.mjs";
import { buildPlanner, step, withLargePlanning } from "../large-scale.mjs";
import { measureComponent } from "./component.mjs";
import { measureCalendar } from "./measure.mjs";

const { values } = parseArgs({
  options: {
    persons: { type: "string", default: "50000" },
    means: { type: "string", default: "100000" },
    calls: { type: "string", default: "9" },
    renders: { type: "string", default: "5" },
    "component-runs": { type: "string", default: "7" },
    "no-component": { type: "boolean", default: false },
    port: { type: "string", default: "8457" },
  },
});
/** The page may cost this much of the component alone and its call (issue 16). */
const goal = 1.5;
const loadAtStart = os.loadavg();

const measured = await withLargePlanning(
  { persons: values.persons, means: values.means, port: 54334, name: "means-calendar" },
  ({ url: databaseUrl, dataDir }) =>
    measureCalendar({
      databaseUrl,
      dataDir,
      plannerDir: buildPlanner(path.join(dataDir, "planner")),
      port: Number(values.port),
      calls: Number(values.calls),
      renders: Number(values.renders),
    }),
);
const component = values["no-component"]
  ? null
  : measureComponent({
      sizes: measured.months.map((month) => month.total),
      runs: Number(values["component-runs"]),
    });

step("Results");
const cpus = os.cpus();
console.info(
  `${cpus.length} cores (${cpus[0]?.model ?? "unknown"}), load ${loadAtStart.map((load) => load.toFixed(2)).join(" ")} at the start, ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")} at the end.`,
);
console.info(
  `Administrator, filter typeIds=[${measured.type.id}] (${measured.type.name}), status all but cancelled; ${measured.address}\n`,
);
printTable(
  measured.months.map((month) => ({
    month: month.title,
    "days asked": `${month.from} → ${month.to}`,
    means: String(month.total),
    "call (client)": ms(month.server.client),
    "call (server)": ms(month.server.inside),
  })),
);
console.info("");
const rows = [
  ["open", "click on the tab", "firstRender", "first render"],
  ["next", 'click on "Mois suivant"', "switchBack", "month switch"],
].map(([key, what, componentKey, componentWhat], index) => {
  const figure = (name) => measured.page[`${key} ${name}`];
  const month = measured.months[index];
  const alone = component?.get(month.total)?.[componentKey];
  const row = {
    step: `${what} → ${month.title}`,
    means: String(month.total),
    "calendar calls (all API calls)": `${figure("calendarCalls")} (${figure("apiCalls")})`,
    "click → painted": ms(figure("total")),
    "click → period drawn (loading)": ms(figure("drawn")),
    "before the call": ms(figure("beforeCall")),
    "call (browser)": ms(figure("call")),
    "call (server)": ms(figure("server")),
    "after the answer": ms(figure("afterAnswer")),
  };
  if (alone === undefined) return row;
  const ratio = figure("total") / (alone + figure("call"));
  return {
    ...row,
    "component alone": `${ms(alone)} (${componentWhat})`,
    "component + call": ms(alone + figure("call")),
    "page ÷ (component + call)": `${ratio.toFixed(2)} ${ratio <= goal ? "✓" : "✗"} (≤ ${goal})`,
  };
});
printTable(rows);
for (const month of measured.months) {
  if (month.otherCalls.length > 0) {
    console.info(`Other calls on the way to ${month.title}: ${month.otherCalls.join(", ")}.`);
  }
}
console.info(
  `\nMedians of ${values.renders} runs after one to warm up; the call's from ${values.calls}. ` +
    "'Call (browser)': from the request sent to the answer received (Resource Timing); " +
    "'call (server)': Fastify's responseTime of the same call.",
);
