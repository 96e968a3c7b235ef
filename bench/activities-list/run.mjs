#!/usr/bin/env node
/**
 * The activities list at the large scale (issue 15; decision 029), on PostgreSQL:
 *
 *   node bench/activities-list/run.mjs [--persons 50000] [--means 100000] [--calls 9] [--renders 5]
 *
 * Builds the API and the planner, starts a throwaway PostgreSQL cluster, writes the large demo
 * planning (about 25,000 activities), starts the API serving the planner, then, as the demo
 * administrator (every activity):
 * - times `POST OperationalActivity/search` for filtered and sorted pages, first and far: the
 *   median of `--calls` from the client, and inside the server (Fastify's `responseTime`);
 * - times the list in Chromium at the address holding the same filters, sort and page, the
 *   median of `--renders`: loaded as a new document, reached from the home page, and re-sorted by
 *   a click on a column header; each until its rows are the API's answer, painted.
 * Prints the figures and their ratios; nothing is asserted on time.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { buildPlanner, withLargePlanning } from "../large-scale.mjs";
import { measureList } from "./measure.mjs";

const { values } = parseArgs({
  options: {
    persons: { type: "string", default: "50000" },
    means: { type: "string", default: "100000" },
    calls: { type: "string", default: "9" },
    renders: { type: "string", default: "5" },
    port: { type: "string", default: "8456" },
  },
});

await withLargePlanning(
  { persons: values.persons, means: values.means, port: 54333, name: "activities-list" },
  async ({ url: databaseUrl, dataDir }) => {
    await measureList({
      databaseUrl,
      dataDir,
      plannerDir: buildPlanner(path.join(dataDir, "planner")),
      port: Number(values.port),
      calls: Number(values.calls),
      renders: Number(values.renders),
    });
  },
);
