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
} as const;
