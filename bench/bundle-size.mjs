// The planner's bundle budgets (decision 023), checked by the test command: what a browser
// downloads to show the first route, and what each lazily loaded route adds. Sizes are those of
// the last build (`npm run build` first), gzipped at level 9: deterministic, so a check rather than
// a timed test. An empty React application is built in the same run as the yardstick.
//
//   node bench/bundle-size.mjs           prints the figures
//   node bench/bundle-size.mjs --check   also fails (exit 1) when a budget is exceeded
import { rmSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react-swc";
import { build } from "vite";
import { plannerRoutes } from "./bundle/routes.mjs";
import {
  closure,
  contributors,
  filesOf,
  kb,
  readManifest,
  sizeOf,
  weigh,
} from "./bundle/weigh.mjs";

/** The budgets, gzipped bytes (decision 023). */
export const budgets = {
  /** `/home` of a French user: entry, start-up, its page and its catalogues. */
  firstRoute: 300 * 1024,
  /** What a lazily loaded route adds to the first route and the kit. */
  lazyRoute: 60 * 1024,
  /**
   * What the lazily loaded routes of two features or more share beyond the first route: the
   * list kit and, since two features have forms, the form kit (decision 030).
   */
  kit: 165 * 1024,
};
/** The first route's weight against the empty React application's: a goal, printed. */
const ratioGoal = 3.5;

const check = process.argv.includes("--check");
const dist = path.resolve(import.meta.dirname, "../apps/planner/dist");

const { first, firstFiles, kit, kitFiles, lazyRoutes } = plannerRoutes(dist);

const rows = [...firstFiles].map((file) => ({ file, ...sizeOf(dist, file) }));
for (const row of rows.sort((a, b) => b.gzip - a.gzip).slice(0, 10)) {
  console.info(
    `${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gz`,
  );
}
console.info(
  `${"first route (/home, fr)".padEnd(44)} ${kb(first.raw).padStart(10)} ${kb(first.gzip).padStart(10)} gz  (budget ${kb(budgets.firstRoute)}, ${firstFiles.size} files)`,
);

console.info(
  `${"kit shared by the lazy routes".padEnd(60)} ${kb(kit.gzip).padStart(10)} gz  (budget ${kb(budgets.kit)}, ${kitFiles.length} files)`,
);

for (const route of lazyRoutes) {
  console.info(
    `${`lazy ${route.key.replace(/^src\//, "")}`.padEnd(60)} ${kb(route.gzip).padStart(10)} gz  (first visit ${kb(route.firstVisit)})`,
  );
}

// The yardstick: the smallest React application, built here with the same Vite and React.
const emptyRoot = path.join(import.meta.dirname, "bundle/empty-react-app");
const emptyDist = path.join(emptyRoot, "dist");
await build({
  root: emptyRoot,
  logLevel: "silent",
  configFile: false,
  plugins: [react()],
  build: { outDir: emptyDist, emptyOutDir: true, manifest: true, target: "es2022" },
});
const emptyManifest = readManifest(emptyDist);
const emptyEntry = Object.keys(emptyManifest).find((key) => emptyManifest[key].isEntry);
const empty = weigh(emptyDist, filesOf(emptyManifest, closure(emptyManifest, emptyEntry)));
rmSync(emptyDist, { recursive: true, force: true });
const ratio = first.gzip / empty.gzip;
console.info(
  `${"empty React application".padEnd(44)} ${kb(empty.raw).padStart(10)} ${kb(empty.gzip).padStart(10)} gz  first route = ${ratio.toFixed(2)}× (goal ≤ ${ratioGoal}×)`,
);

const failures = [];
if (first.gzip > budgets.firstRoute) {
  failures.push({
    what: `the first route weighs ${kb(first.gzip)} gz, over its budget of ${kb(budgets.firstRoute)}`,
    files: [...firstFiles],
  });
}
if (kit.gzip > budgets.kit) {
  failures.push({
    what: `the kit shared by the lazy routes weighs ${kb(kit.gzip)} gz, over its budget of ${kb(budgets.kit)}`,
    files: kitFiles,
  });
}
for (const route of lazyRoutes.filter((route) => route.gzip > budgets.lazyRoute)) {
  failures.push({
    what: `${route.key} adds ${kb(route.gzip)} gz, over the lazy route budget of ${kb(budgets.lazyRoute)}`,
    files: route.files,
  });
}
for (const failure of failures) {
  console.error(`\nOver budget: ${failure.what}. Largest contributors (code alone, gzipped):`);
  for (const item of contributors(dist, failure.files)) {
    console.error(`  ${kb(item.gzip).padStart(9)}  ${item.name}`);
  }
}
if (check && failures.length > 0) process.exitCode = 1;
