// The planner's bundle budgets (decision 023), checked by the test command: what a browser
// downloads to show the first route, and what each lazily loaded route adds. Sizes are those of
// the last build (`npm run build` first), gzipped at level 9: deterministic, so a check rather than
// a timed test. An empty React application is built in the same run as the yardstick.
//
//   node bench/bundle-size.mjs           prints the figures
//   node bench/bundle-size.mjs --check   also fails (exit 1) when a budget is exceeded
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react-swc";
import { build } from "vite";
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
  kit: 160 * 1024,
};
/** The first route's weight against the empty React application's: a goal, printed. */
const ratioGoal = 3.5;

const check = process.argv.includes("--check");
const dist = path.resolve(import.meta.dirname, "../apps/planner/dist");
const manifest = readManifest(dist);
const keys = Object.keys(manifest);

/** The features whose words the start-up loads; every other feature's load with its routes. */
const startUpFeatures = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, "../apps/planner/src/lib/start-up-features.json"),
    "utf8",
  ),
);

/** The feature a source file belongs to (`src/features/<name>/…`), if any. */
function featureOf(key) {
  return /(?:^|\/)src\/features\/([^/]+)\//.exec(key)?.[1];
}

/** A catalogue of a kit's part that pages load with them (`src/lib/<name>/locales/…`). */
const isKitCatalogue = (key) => /(?:^|\/)src\/lib\/[^/]+\/locales\//.test(key);

/** A French catalogue: the design system's, the frame's, or a feature's. */
const isFrenchCatalogue = (key) => /\/locales\/fr\/[^/]+\.ts$/.test(key);

/**
 * What the start-up loads besides the entry's static imports: the start page and the default
 * language's catalogues (the design system's, the frame's and the start-up features'), imported
 * dynamically.
 */
const startUp = keys.filter(
  (key) =>
    manifest[key].isDynamicEntry &&
    (key.endsWith("routes/HomePage.tsx") ||
      (isFrenchCatalogue(key) &&
        !isKitCatalogue(key) &&
        (featureOf(key) === undefined || startUpFeatures.includes(featureOf(key))))),
);
const entry = keys.find((key) => manifest[key].isEntry);
const firstKeys = new Set([entry, ...startUp].flatMap((key) => [...closure(manifest, key)]));
const firstFiles = filesOf(manifest, firstKeys);
const first = weigh(dist, firstFiles);

const rows = [...firstFiles].map((file) => ({ file, ...sizeOf(dist, file) }));
for (const row of rows.sort((a, b) => b.gzip - a.gzip).slice(0, 10)) {
  console.info(
    `${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gz`,
  );
}
console.info(
  `${"first route (/home, fr)".padEnd(44)} ${kb(first.raw).padStart(10)} ${kb(first.gzip).padStart(10)} gz  (budget ${kb(budgets.firstRoute)}, ${firstFiles.size} files)`,
);

/**
 * Each lazily loaded route: what navigating to it downloads beyond the first route — its code
 * and, for a feature loaded with its routes, the feature's French words.
 */
const routeVisits = keys
  .filter(
    (key) =>
      manifest[key].isDynamicEntry && /\/routes\/[^/]+\.tsx$/.test(key) && !startUp.includes(key),
  )
  .map((key) => {
    const words = keys.filter(
      (other) =>
        isFrenchCatalogue(other) &&
        featureOf(other) !== undefined &&
        featureOf(other) === featureOf(key),
    );
    const files = [
      ...filesOf(manifest, new Set([key, ...words].flatMap((k) => [...closure(manifest, k)]))),
    ].filter((file) => !firstFiles.has(file));
    return { key, files };
  });

/** The features whose routes download each file beyond the first route. */
const featuresOfFile = new Map();
for (const route of routeVisits) {
  for (const file of route.files) {
    const features = featuresOfFile.get(file) ?? new Set();
    features.add(featureOf(route.key) ?? route.key);
    featuresOfFile.set(file, features);
  }
}

/**
 * The kit: the files the routes of two features or more download beyond the first route — the
 * list and form kit (the table, pickers, dialogs) — and the French words of its parts that load
 * with the pages using them (the forms' findings), loaded once whichever of those pages is opened
 * first. What only one feature's routes share (its words, its calls) is that feature's: it counts
 * in each of its routes (decision 030).
 */
const kitFiles = [
  ...new Set([
    ...[...featuresOfFile].filter(([, features]) => features.size > 1).map(([file]) => file),
    ...filesOf(
      manifest,
      new Set(keys.filter((key) => isFrenchCatalogue(key) && isKitCatalogue(key))),
    ),
  ]),
];
const kit = weigh(dist, kitFiles);
console.info(
  `${"kit shared by the lazy routes".padEnd(60)} ${kb(kit.gzip).padStart(10)} gz  (budget ${kb(budgets.kit)}, ${kitFiles.length} files)`,
);

/** Each route's own weight, beyond the first route and the kit; and its first visit's, for information. */
const lazyRoutes = routeVisits
  .map(({ key, files }) => {
    const own = files.filter((file) => !kitFiles.includes(file));
    return { key, files: own, ...weigh(dist, own), firstVisit: weigh(dist, files).gzip };
  })
  .sort((a, b) => b.gzip - a.gzip);
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
