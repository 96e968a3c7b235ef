#!/usr/bin/env node
/**
 * The personnel planning at the large scale (issue 17; decision 041), on PostgreSQL:
 *
 *   node bench/personnel-planning/run.mjs [--persons 2000] [--means 8000] [--calls 9] [--renders 5]
 *
 * Builds the API and the planner, starts a throwaway PostgreSQL cluster, writes the large demo
 * planning for a scope of `--persons` persons, starts the API serving the planner, then, as the
 * demo administrator (every person) and over this week:
 * - times `POST Person/Planning` for pages of 25 and 100 persons, first and last, and a filtered
 *   one: the median of `--calls` from the client, and inside the server (Fastify's `responseTime`);
 * - loads the planning in Chromium at the address holding the same page, the median of
 *   `--renders`, until its rows are the API's answer, painted; counts the calls the page made and
 *   the elements of the document and of the grid once painted.
 * Prints the figures and their ratios; nothing is asserted on time.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { buildPlanner, withLargePlanning } from "../large-scale.mjs";
import { measurePlanning } from "./measure.mjs";

const { values } = parseArgs({
  options: {
    persons: { type: "string", default: "2000" },
    means: { type: "string", default: "8000" },
    calls: { type: "string", default: "9" },
    renders: { type: "string", default: "5" },
    port: { type: "string", default: "8458" },
  },
});

await withLargePlanning(
  { persons: values.persons, means: values.means, port: 54335, name: "personnel-planning" },
  async ({ url: databaseUrl, dataDir }) => {
    await measurePlanning({
      databaseUrl,
      dataDir,
      plannerDir: buildPlanner(path.join(dataDir, "planner")),
      port: Number(values.port),
      calls: Number(values.calls),
      renders: Number(values.renders),
    });
  },
);
