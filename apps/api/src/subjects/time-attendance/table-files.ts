import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { FileFormat } from "@releve/domain";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";

/**
 * Reading a CSV or XLSX file one line at a time (decision 027): the lines stream from the disk
 * through the parser, so a file of any size is read in constant memory (an XLSX file's shared
 * strings aside, which the format keeps in one table).
 */

/** The file cannot be read as the format it claims: not CSV, not a workbook, a line too long. */
export class UnreadableFile extends Error {}

/** One line of a file: its number as a spreadsheet shows it (the first is 1), its cells. */
export interface TableLine {
  number: number;
  cells: string[];
}

/** Characters of one CSV line the parser accepts: far beyond 50 columns of 64 characters. */
const maxLineCharacters = 64 * 1024;

/** A workbook (a zip archive) starts with `PK\x03\x04`; anything else is read as CSV. */
export async function formatOf(path: string): Promise<FileFormat> {
  const handle = await open(path, "r");
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32BE(0) === 0x504b0304 ? "xlsx" : "csv";
  } finally {
    await handle.close();
  }
}

/** The separator of a CSV file: `;` when its first line holds one, else `,`. */
async function separatorOf(path: string): Promise<";" | ","> {
  const handle = await open(path, "r");
  try {
    const { bytesRead, buffer } = await handle.read(
      Buffer.alloc(maxLineCharacters),
      0,
      maxLineCharacters,
      0,
    );
    const start = buffer.subarray(0, bytesRead).toString("utf8");
    const firstLine = start.split(/\r?\n/, 1)[0] ?? "";
    return firstLine.includes(";") ? ";" : ",";
  } finally {
    await handle.close();
  }
}

/** The file's bytes, counting them as they are read (`onBytes`: the total so far). */
function countedStream(path: string, onBytes: (bytes: number) => void) {
  const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
  let bytes = 0;
  stream.on("data", (chunk) => {
    bytes += chunk.length;
    onBytes(bytes);
  });
  return stream;
}

async function* csvLines(
  path: string,
  onBytes: (bytes: number) => void,
): AsyncGenerator<TableLine> {
  // The separator is known before the file flows: no byte is read before the parser is there.
  const delimiter = await separatorOf(path);
  const parser = countedStream(path, onBytes).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: maxLineCharacters,
      encoding: "utf8",
    }),
  );
  let number = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      number += 1;
      yield { number, cells: record };
    }
  } catch (error) {
    throw new UnreadableFile(error instanceof Error ? error.message : String(error));
  }
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * A cell of a workbook as the text the formats read. A date cell holds the wall clock the person
 * typed (the workbook knows no zone): a day alone when it has no time of day.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return "";
    const day = `${String(value.getUTCFullYear()).padStart(4, "0")}-${twoDigits(value.getUTCMonth() + 1)}-${twoDigits(value.getUTCDate())}`;
    const hours = value.getUTCHours();
    const minutes = value.getUTCMinutes();
    return hours === 0 && minutes === 0 ? day : `${day}T${twoDigits(hours)}:${twoDigits(minutes)}`;
  }
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("result" in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return "";
}

async function* xlsxLines(
  path: string,
  onBytes: (bytes: number) => void,
): AsyncGenerator<TableLine> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(countedStream(path, onBytes), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    // The styles tell a date cell from a number: without them a date reads as its serial number.
    styles: "cache",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        // Cells are numbered from 1: the array's first place is empty.
        yield { number: row.number, cells: values.slice(1).map(cellText) };
      }
      // Only the first sheet is read.
      return;
    }
  } catch (error) {
    throw new UnreadableFile(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The lines of a CSV or XLSX file, the header first; entirely empty lines are left out but
 * counted, so each line keeps the number a spreadsheet shows.
 */
export async function* readTable(
  path: string,
  format: FileFormat,
  onBytes: (bytes: number) => void,
): AsyncGenerator<TableLine> {
  const lines = format === "xlsx" ? xlsxLines(path, onBytes) : csvLines(path, onBytes);
  for await (const line of lines) {
    if (line.cells.every((cell) => cell.trim() === "")) continue;
    yield line;
  }
}
