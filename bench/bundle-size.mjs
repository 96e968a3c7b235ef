// The planner's first-route weight: the JavaScript and CSS a browser downloads to show /home,
// raw and gzipped, read from the Vite manifest of the last build (`npm run build` first).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../apps/planner/dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith("routes/HomePage.tsx"));

/** The chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const chunks = new Set([...closure(entryKey), ...(homeKey ? closure(homeKey) : [])]);
const files = new Set();
for (const key of chunks) {
  files.add(manifest[key].file);
  for (const css of manifest[key].css ?? []) files.add(css);
}

let raw = 0;
let gzip = 0;
const rows = [];
for (const file of files) {
  const content = readFileSync(path.join(dist, file));
  const gz = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += gz;
  rows.push({ file, raw: content.length, gzip: gz });
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.info(
    `${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gz`,
  );
}
console.info(
  `${"first route (/home) total".padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gz`,
);
