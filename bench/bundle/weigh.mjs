// What a browser downloads for a built Vite application, read from its manifest: chunks with
// their static imports, raw and gzipped, and which sources weigh most (from the source maps).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The Vite manifest of a build in `dist`. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
}

/** The manifest keys of a chunk and of everything it imports statically. */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The files (JavaScript and CSS) of some chunks. */
export function filesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

const gzipped = new Map();

/** One file's raw and gzipped size (level 9, what a server's static compression gives). */
export function sizeOf(dist, file) {
  let size = gzipped.get(path.join(dist, file));
  if (!size) {
    const content = readFileSync(path.join(dist, file));
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    gzipped.set(path.join(dist, file), size);
  }
  return size;
}

/** The total raw and gzipped size of files. */
export function weigh(dist, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(dist, file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

const require = createRequire(import.meta.url);

/** A package's name from a source path of a source map (`…/node_modules/@scope/name/…`). */
function contributorOf(source) {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [first, second] = source.slice(modules + "node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second}` : first;
  }
  // Our own code by component, feature or folder: `ui/components/Calendar`, `planner/features/home`.
  const workspace = source.match(
    /(?:packages|apps)\/([^/]+)\/src\/((?:components|features)\/[^/]+|[^/]+)/,
  );
  return workspace ? `${workspace[1]}/${workspace[2]}` : source.replace(/^(\.\.\/)+/, "");
}

/**
 * The largest contributors to some JavaScript files, by package (or by folder of our own code),
 * with the gzipped size of their code taken alone: where to look when a budget is exceeded.
 */
export function contributors(dist, files, count = 12) {
  const { SourceMapConsumer } = require("source-map-js");
  const code = new Map();
  for (const file of files) {
    if (!file.endsWith(".js") || !existsSync(path.join(dist, `${file}.map`))) continue;
    const lines = readFileSync(path.join(dist, file), "utf8").split("\n");
    const map = new SourceMapConsumer(
      JSON.parse(readFileSync(path.join(dist, `${file}.map`), "utf8")),
    );
    let previous = null;
    map.eachMapping((mapping) => {
      if (previous?.source) {
        const line = lines[previous.generatedLine - 1] ?? "";
        const end =
          previous.generatedLine === mapping.generatedLine ? mapping.generatedColumn : line.length;
        const name = contributorOf(previous.source);
        code.set(name, (code.get(name) ?? "") + line.slice(previous.generatedColumn, end));
      }
      previous = mapping;
    });
  }
  return [...code]
    .map(([name, text]) => ({ name, raw: text.length, gzip: gzipSync(text, { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

/** A size in kilobytes, one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
