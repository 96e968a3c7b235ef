import { once } from "node:events";
import { createWriteStream } from "node:fs";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import {
  type FileFormat,
  type WorkExportKind,
  type WorkExportLine,
  type WorkExportRange,
  workExportColumns,
  workExportLine,
  workExportRange,
} from "@releve/domain";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { registrationsWithPlaces } from "../registrations/index.js";

/**
 * The work-schedule export for payroll (spec 02 §9, decisions 027, 028): the validated
 * participations of employees and volunteers starting in the export's days, with their own
 * times, written as CSV or XLSX a batch at a time, so memory stays flat however many there are.
 */

/** Participations read per statement. */
const batchSize = 2000;

/** The validated participations starting in the range, in order of start, a batch at a time. */
async function* participations(db: Kysely<Database>, range: WorkExportRange, timeZone: string) {
  let after: { start_at: Date; id: number } | null = null;
  for (;;) {
    let query = registrationsWithPlaces(db)
      .innerJoin("person", "person.id", "registration.person_id")
      .select([
        "registration.id",
        "registration.start_at",
        "registration.end_at",
        "registration.means_of_intervention_id",
        "person.person_id_central_db",
        "person.last_name",
        "person.first_name",
        "person.staff_type",
        "operational_activity.title",
      ])
      .where("registration.status", "=", "validated")
      .where("person.staff_type", "in", ["employee", "volunteer"])
      .where("registration.start_at", ">=", new Date(range.start))
      .where("registration.start_at", "<", new Date(range.end));
    if (after) {
      const { start_at, id } = after;
      query = query.where(
        sql<boolean>`(registration.start_at, registration.id) > (${start_at}, ${id})`,
      );
    }
    const rows = await query
      .orderBy("registration.start_at")
      .orderBy("registration.id")
      .limit(batchSize)
      .execute();
    yield rows.map((row) =>
      workExportLine(
        {
          personIdCentralDb: row.person_id_central_db,
          lastName: row.last_name,
          firstName: row.first_name,
          staffType: row.staff_type,
          registrationId: row.id,
          meansOfInterventionId: row.means_of_intervention_id,
          operationalActivity: row.title,
          start: row.start_at,
          end: row.end_at,
        },
        timeZone,
      ),
    );
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last;
  }
}

/** Writes to `output`, waiting when it asks to. */
async function writeTo(output: Writable, chunk: unknown): Promise<void> {
  if (!output.write(chunk)) await once(output, "drain");
}

async function writeCsv(lines: AsyncIterable<WorkExportLine[]>, output: Writable): Promise<number> {
  // A byte-order mark, so a spreadsheet opens the UTF-8 names as such; `;` as French tools write.
  const csv = stringify({
    bom: true,
    delimiter: ";",
    header: true,
    columns: [...workExportColumns],
  });
  csv.pipe(output);
  let count = 0;
  for await (const batch of lines) {
    for (const line of batch) await writeTo(csv, line);
    count += batch.length;
  }
  csv.end();
  await finished(output);
  return count;
}

async function writeXlsx(
  lines: AsyncIterable<WorkExportLine[]>,
  output: Writable,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet("work-schedules");
  sheet.addRow([...workExportColumns]).commit();
  let count = 0;
  for await (const batch of lines) {
    for (const line of batch)
      sheet.addRow(workExportColumns.map((column) => line[column])).commit();
    count += batch.length;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/** An export's file name: which export, of which days (`work-schedules-monthly-2027-10-01_2027-11-30.xlsx`). */
export function exportFileName(kind: WorkExportKind, range: WorkExportRange, format: FileFormat) {
  return `work-schedules-${kind}-${range.from.toString()}_${range.to.toString()}.${format}`;
}

/** What was written. */
export interface WrittenExport {
  range: WorkExportRange;
  fileName: string;
  lines: number;
}

/**
 * Writes the export made at `now` to a file at `path`, and records it (downloaded by a person,
 * or written by its job to the folder).
 */
export async function writeWorkExport(
  db: Kysely<Database>,
  timeZone: string,
  request: {
    kind: WorkExportKind;
    format: FileFormat;
    now: Date;
    path: string;
    destination: "download" | "folder";
    requestedBy: number | null;
  },
): Promise<WrittenExport> {
  const range = workExportRange(request.kind, request.now, timeZone);
  const output = createWriteStream(request.path);
  const lines = participations(db, range, timeZone);
  const count =
    request.format === "xlsx" ? await writeXlsx(lines, output) : await writeCsv(lines, output);
  const fileName = exportFileName(request.kind, range, request.format);
  await db
    .insertInto("ta_export")
    .values({
      kind: request.kind,
      format: request.format,
      destination: request.destination,
      file_name: fileName,
      period_from: range.from.toString(),
      period_to: range.to.toString(),
      lines: count,
      requested_by: request.requestedBy,
      created_at: request.now,
    })
    .execute();
  return { range, fileName, lines: count };
}
