// How the planner's build divides into what the first route downloads, the kit the lazy routes
// share, and each lazy route's own files (decision 030): the bundle budgets' check
// (bench/bundle-size.mjs) and the benchmarks that report a route's weight read it here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { closure, filesOf, readManifest, weigh } from "./weigh.mjs";

/**
 * The planner built in `dist`: the first route's files and weight, the kit's, and each lazily
 * loaded route's own files and weight (and its first visit's, beyond the first route).
 */
export function plannerRoutes(dist) {
  const manifest = readManifest(dist);
  const keys = Object.keys(manifest);

  /** The features whose words the start-up loads; every other feature's load with its routes. */
  const startUpFeatures = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, "../../apps/planner/src/lib/start-up-features.json"),
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
  /** Each route's own weight, beyond the first route and the kit; and its first visit's, for information. */
  const lazyRoutes = routeVisits
    .map(({ key, files }) => {
      const own = files.filter((file) => !kitFiles.includes(file));
      return { key, files: own, ...weigh(dist, own), firstVisit: weigh(dist, files).gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);

  return { first, firstFiles, kit: weigh(dist, kitFiles), kitFiles, lazyRoutes };
}
