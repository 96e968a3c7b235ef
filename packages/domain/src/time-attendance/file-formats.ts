/**
 * The files exchanged with the time-and-attendance tool (decision 027): absences and work
 * schedules come in, work-schedule exports go out. A file is CSV (UTF-8, `;` or `,`) or XLSX (the
 * first sheet), its first line naming the columns, in any order; a column the format does not know
 * is left aside. Date-times are the organisation's wall clock, `YYYY-MM-DDTHH:mm`; a day alone,
 * `YYYY-MM-DD`, stands for its start (as a start) or its end (as an end).
 */

/** The files read: absences and the employees' work schedules. */
export const importKinds = ["absences", "workSchedules"] as const;
export type ImportKind = (typeof importKinds)[number];

/** Where an absence stands in the time-and-attendance tool: approved, or awaiting approval. */
export const importedAbsenceStatuses = ["approved", "pending"] as const;
export type ImportedAbsenceStatus = (typeof importedAbsenceStatuses)[number];

/** The columns of each file read, as its header names them; all required. */
export const importColumns = {
  absences: ["absenceId", "personId", "type", "start", "end", "status"],
  workSchedules: ["scheduleId", "personId", "start", "end"],
} as const satisfies Record<ImportKind, readonly string[]>;

/** The columns of a work-schedule export, in this order (decision 027). */
export const workExportColumns = [
  "personId",
  "lastName",
  "firstName",
  "staffType",
  "registrationId",
  "meansOfInterventionId",
  "operationalActivity",
  "start",
  "end",
  "minutes",
] as const;

/** Bounds of a file read: a longer cell, or more rows, refuse the file whatever else it holds. */
export const importLimits = {
  /** Characters of one cell, once trimmed: the longest id or date-time is far shorter. */
  cellLength: 64,
  /** Data rows of one file: a year of a large organisation's absences fits several times. */
  rows: 1_000_000,
  /** Columns of the header: the formats' own and some the tool adds. */
  columns: 50,
  /** Bytes of one file: a million lines of about a hundred characters, with room. */
  fileBytes: 128 * 1024 * 1024,
  /** Characters of a file's name, as it is recorded and shown. */
  fileName: 255,
  /** Refused lines kept with an import (the first ones): the count says how many there were. */
  refusalsKept: 1000,
} as const;

/** Where an import's file came from: sent by hand, or found in the exchange folder. */
export const importSources = ["upload", "folder"] as const;
export type ImportSource = (typeof importSources)[number];

/**
 * How an import went: reading (not yet done), imported (every line written), refused (a line or
 * the header is wrong: nothing written), failed (the file could not be read at all).
 */
export const importOutcomes = ["running", "imported", "refused", "failed"] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** The work-schedule exports (spec 02 §9): the current and previous day, or month. */
export const workExportKinds = ["daily", "monthly"] as const;
export type WorkExportKind = (typeof workExportKinds)[number];

/** The files an export is written as. */
export const fileFormats = ["csv", "xlsx"] as const;
export type FileFormat = (typeof fileFormats)[number];

/** Where an export went: downloaded by a person, or written to the exchange folder by its job. */
export const exportDestinations = ["download", "folder"] as const;
export type ExportDestination = (typeof exportDestinations)[number];

/** Whether an absence came from the time-and-attendance tool or was entered in Relève. */
export const absenceOrigins = ["imported", "entered"] as const;
export type AbsenceOrigin = (typeof absenceOrigins)[number];
