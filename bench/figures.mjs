/**
 * How the benchmarks of the planner's pages turn runs into figures: medians, milliseconds, and
 * a Markdown table.
 */

/** The median of `numbers` (the mean of the two middle ones for an even count). */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A time in milliseconds, to a tenth. */
export const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Times `measure` `count` times after one run to warm up (its result left out); the median of
 * each of its figures (the keys of the object it returns).
 */
export async function medians(count, measure) {
  await measure();
  const runs = [];
  for (let index = 0; index < count; index++) runs.push(await measure());
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((result) => result[key]))]),
  );
}

/** Prints a Markdown table of `rows` (objects of texts, the same keys), its columns padded. */
export function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(" | ")} |`;
  console.info(line(columns));
  console.info(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.info(line(columns.map((column) => row[column])));
}
