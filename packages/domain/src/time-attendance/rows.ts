import type { Instant } from "../entities.js";
import { type AbsenceType, absenceTypes } from "../enums.js";
import { addDays } from "../time/calendar-arithmetic.js";
import { isSupportedDate } from "../time/supported-range.js";
import { parseDay, wallClockToInstant } from "../time/zoned.js";
import {
  type ImportedAbsenceStatus,
  type ImportKind,
  importColumns,
  importedAbsenceStatuses,
  importLimits,
} from "./file-formats.js";

/**
 * Reading the files of the time-and-attendance tool, one line at a time (decision 027): each
 * line is read alone, so a file of any size is read in constant memory, and a refused line says
 * which line, which column and why. Whether the person exists, and whether two lines overlap, is
 * the import's to check over the whole file (see `overlapsPrevious`).
 */

/** Why a line of a file is refused. */
export const importRowErrorCodes = [
  "missingValue",
  "tooLong",
  "invalidValue",
  "endNotAfterStart",
  "overlap",
  "unknownPerson",
  "duplicateId",
] as const;
export type ImportRowErrorCode = (typeof importRowErrorCodes)[number];

/** A refused line: its number in the file (the header is line 1), the column and the value. */
export interface ImportRowError {
  line: number;
  code: ImportRowErrorCode;
  column?: string;
  value?: string;
  /** The other line it conflicts with (`overlap`, `duplicateId`). */
  otherLine?: number;
}

/** Why a file's header is refused. */
export type ImportHeaderError =
  | { code: "missingColumn"; column: string }
  | { code: "duplicateColumn"; column: string }
  | { code: "tooManyColumns"; max: number };

/** Why a whole file is refused before its lines are checked: its header, its size, its bytes. */
export type ImportFileError =
  | ImportHeaderError
  | { code: "tooManyRows"; max: number }
  | { code: "unreadable" };

/** Where each column of a format is in the file's lines. */
export type ColumnPositions = ReadonlyMap<string, number>;

/** Reads a file's header: where each column of the format stands, or why it cannot be read. */
export function readHeader(
  kind: ImportKind,
  header: readonly string[],
): { columns: ColumnPositions } | { error: ImportHeaderError } {
  if (header.length > importLimits.columns) {
    return { error: { code: "tooManyColumns", max: importLimits.columns } };
  }
  const positions = new Map<string, number>();
  for (const [index, name] of header.entries()) {
    const column = name.replace(/^\uFEFF/, "").trim();
    if (positions.has(column)) return { error: { code: "duplicateColumn", column } };
    positions.set(column, index);
  }
  const missing = importColumns[kind].find((column) => !positions.has(column));
  if (missing) return { error: { code: "missingColumn", column: missing } };
  return { columns: positions };
}

/** An absence as a line of the absences file gives it. */
export interface ImportedAbsence {
  absenceId: string;
  personId: string;
  type: AbsenceType;
  start: Instant;
  end: Instant;
  pending: boolean;
}

/** A work schedule as a line of the work-schedules file gives it. */
export interface ImportedWorkSchedule {
  scheduleId: string;
  personId: string;
  start: Instant;
  end: Instant;
}

/** A line read: what it holds, or why it is refused. */
export type RowResult<Row> = { row: Row } | { error: ImportRowError };

class RowRefusal extends Error {
  constructor(readonly error: ImportRowError) {
    super(error.code);
  }
}

/** One line's cells, by the header's positions. */
class Line {
  constructor(
    private readonly cells: readonly string[],
    private readonly columns: ColumnPositions,
    readonly number: number,
  ) {}

  /** A required cell, trimmed and bounded. */
  text(column: string): string {
    const position = this.columns.get(column);
    const value = (position === undefined ? "" : (this.cells[position] ?? "")).trim();
    if (value === "") throw new RowRefusal({ line: this.number, code: "missingValue", column });
    if (value.length > importLimits.cellLength) {
      throw new RowRefusal({ line: this.number, code: "tooLong", column });
    }
    return value;
  }

  /** A cell that must be one of `options`. */
  choice<Option extends string>(column: string, options: readonly Option[]): Option {
    const value = this.text(column);
    const option = options.find((candidate) => candidate === value);
    if (!option) throw new RowRefusal({ line: this.number, code: "invalidValue", column, value });
    return option;
  }

  /**
   * A date-time cell as an instant of the organisation's zone: `YYYY-MM-DDTHH:mm`, or a day alone
   * standing for its start (`start`) or its end, the next day's midnight (`end`).
   */
  moment(column: string, as: "start" | "end", timeZone: string): Instant {
    const value = this.text(column);
    const day = parseDay(value);
    const wallClock = day ? `${(as === "end" ? addDays(day, 1) : day).toString()}T00:00` : value;
    const instant = wallClockToInstant(wallClock, timeZone);
    if (!instant || !isSupportedDate(wallClock)) {
      throw new RowRefusal({ line: this.number, code: "invalidValue", column, value });
    }
    return instant;
  }
}

function read<Row>(build: () => Row): RowResult<Row> {
  try {
    return { row: build() };
  } catch (error) {
    if (error instanceof RowRefusal) return { error: error.error };
    throw error;
  }
}

function period(line: Line, timeZone: string): { start: Instant; end: Instant } {
  const start = line.moment("start", "start", timeZone);
  const end = line.moment("end", "end", timeZone);
  if (Date.parse(end) <= Date.parse(start)) {
    throw new RowRefusal({ line: line.number, code: "endNotAfterStart" });
  }
  return { start, end };
}

/** Reads one line of the absences file (`line`: its number in the file, the header being 1). */
export function readAbsenceRow(
  cells: readonly string[],
  columns: ColumnPositions,
  line: number,
  timeZone: string,
): RowResult<ImportedAbsence> {
  const at = new Line(cells, columns, line);
  return read(() => {
    const absenceId = at.text("absenceId");
    const personId = at.text("personId");
    const type = at.choice("type", absenceTypes);
    const status: ImportedAbsenceStatus = at.choice("status", importedAbsenceStatuses);
    return { absenceId, personId, type, ...period(at, timeZone), pending: status === "pending" };
  });
}

/** Reads one line of the work-schedules file. */
export function readWorkScheduleRow(
  cells: readonly string[],
  columns: ColumnPositions,
  line: number,
  timeZone: string,
): RowResult<ImportedWorkSchedule> {
  const at = new Line(cells, columns, line);
  return read(() => ({
    scheduleId: at.text("scheduleId"),
    personId: at.text("personId"),
    ...period(at, timeZone),
  }));
}

/** What {@link overlapsPrevious} keeps of the line before: one line, whatever the file's size. */
export interface PreviousLine {
  personId: string;
  end: Instant;
  line: number;
}

/**
 * Whether a line overlaps the one before it, the lines being sorted by person, then start (the
 * import sorts them so): two absences, or two work schedules, of one person may not overlap.
 * Returns the refusal, or null; the caller keeps the line with the latest end as `previous`.
 */
export function overlapsPrevious(
  previous: PreviousLine | null,
  next: { personId: string; start: Instant; line: number },
): ImportRowError | null {
  if (!previous || previous.personId !== next.personId) return null;
  if (Date.parse(next.start) >= Date.parse(previous.end)) return null;
  return { line: next.line, code: "overlap", otherLine: previous.line };
}
