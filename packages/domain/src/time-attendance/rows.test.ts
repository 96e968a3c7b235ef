import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importLimits } from "./file-formats.js";
import {
  type ColumnPositions,
  overlapsPrevious,
  readAbsenceRow,
  readHeader,
  readWorkScheduleRow,
} from "./rows.js";

const zone = "Europe/Paris";

function columnsOf(header: string[], kind: "absences" | "workSchedules" = "absences") {
  const read = readHeader(kind, header);
  if ("error" in read) throw new Error(read.error.code);
  return read.columns;
}

const absenceHeader = ["absenceId", "personId", "type", "start", "end", "status"];
const absences: ColumnPositions = columnsOf(absenceHeader);

describe("the header of a time-and-attendance file (decision 027)", () => {
  it("finds the columns in any order, past a byte-order mark, leaving unknown ones aside", () => {
    const read = readHeader("workSchedules", [
      "\uFEFFend",
      " personId ",
      "note",
      "start",
      "scheduleId",
    ]);
    expect(read).toEqual({
      columns: new Map([
        ["end", 0],
        ["personId", 1],
        ["note", 2],
        ["start", 3],
        ["scheduleId", 4],
      ]),
    });
  });

  it("names the column missing, the one twice, and refuses too many", () => {
    expect(readHeader("absences", ["absenceId", "personId", "type", "start", "end"])).toEqual({
      error: { code: "missingColumn", column: "status" },
    });
    expect(readHeader("absences", [...absenceHeader, "type"])).toEqual({
      error: { code: "duplicateColumn", column: "type" },
    });
    const wide = Array.from({ length: importLimits.columns + 1 }, (_, index) => `c${index}`);
    expect(readHeader("absences", wide)).toEqual({
      error: { code: "tooManyColumns", max: importLimits.columns },
    });
  });
});

describe("a line of the absences file", () => {
  it("reads a pending partial absence in the organisation's zone", () => {
    expect(
      readAbsenceRow(
        ["A-1", "P-001", "PART", "2027-03-10T08:00", "2027-03-10T12:00", "pending"],
        absences,
        2,
        zone,
      ),
    ).toEqual({
      row: {
        absenceId: "A-1",
        personId: "P-001",
        type: "PART",
        start: "2027-03-10T08:00:00+01:00",
        end: "2027-03-10T12:00:00+01:00",
        pending: true,
      },
    });
  });

  it("reads days alone as whole days, across a daylight-saving change", () => {
    const read = readAbsenceRow(
      ["A-2", "P-001", "FULL", "2027-03-27", "2027-03-28", "approved"],
      absences,
      3,
      zone,
    );
    expect(read).toEqual({
      row: expect.objectContaining({
        start: "2027-03-27T00:00:00+01:00",
        end: "2027-03-29T00:00:00+02:00",
        pending: false,
      }),
    });
  });

  it("moves a time the clocks skip forward, as the planner does", () => {
    const read = readAbsenceRow(
      ["A-3", "P-1", "PART", "2027-03-28T02:30", "2027-03-28T05:00", "approved"],
      absences,
      4,
      zone,
    );
    expect(read).toEqual({ row: expect.objectContaining({ start: "2027-03-28T03:30:00+02:00" }) });
  });

  it("names the line, the column and the value it refuses", () => {
    const line = (cells: string[]) => readAbsenceRow(cells, absences, 7, zone);
    expect(line(["A", " ", "FULL", "2027-03-10", "2027-03-10", "approved"])).toEqual({
      error: { line: 7, code: "missingValue", column: "personId" },
    });
    expect(line(["A", "P", "FULL", "2027-03-10"])).toEqual({
      error: { line: 7, code: "missingValue", column: "status" },
    });
    expect(
      line([
        "A",
        "P".repeat(importLimits.cellLength + 1),
        "FULL",
        "2027-03-10",
        "2027-03-10",
        "approved",
      ]),
    ).toEqual({
      error: { line: 7, code: "tooLong", column: "personId" },
    });
    expect(line(["A", "P", "HALF", "2027-03-10", "2027-03-10", "approved"])).toEqual({
      error: { line: 7, code: "invalidValue", column: "type", value: "HALF" },
    });
    expect(line(["A", "P", "FULL", "2027-03-10", "2027-03-10", "refused"])).toEqual({
      error: { line: 7, code: "invalidValue", column: "status", value: "refused" },
    });
    for (const value of [
      "10/03/2027",
      "2027-02-30",
      "2027-03-10T24:00",
      "0000-01-01",
      "\uD800",
      "2027-03-10T08:00:00Z",
    ]) {
      expect(line(["A", "P", "FULL", value, "2027-03-11", "approved"])).toEqual({
        error: { line: 7, code: "invalidValue", column: "start", value },
      });
    }
    expect(line(["A", "P", "PART", "2027-03-10T12:00", "2027-03-10T12:00", "approved"])).toEqual({
      error: { line: 7, code: "endNotAfterStart" },
    });
  });
});

describe("a fault that is not the line's", () => {
  it("is thrown, not blamed on the line: an unknown time zone", () => {
    expect(() =>
      readAbsenceRow(
        ["A", "P", "FULL", "2027-03-10", "2027-03-11", "approved"],
        absences,
        2,
        "Mars/Olympus",
      ),
    ).toThrow(RangeError);
  });
});

describe("a line of the work-schedules file", () => {
  const schedules = columnsOf(["scheduleId", "personId", "start", "end"], "workSchedules");

  it("reads a schedule, or says why not", () => {
    expect(
      readWorkScheduleRow(
        ["S-1", "P-9", "2027-10-31T01:00", "2027-10-31T09:00"],
        schedules,
        2,
        zone,
      ),
    ).toEqual({
      row: {
        scheduleId: "S-1",
        personId: "P-9",
        start: "2027-10-31T01:00:00+02:00",
        end: "2027-10-31T09:00:00+01:00",
      },
    });
    expect(
      readWorkScheduleRow(
        ["S-1", "P-9", "2027-10-31T09:00", "2027-10-31T01:00"],
        schedules,
        5,
        zone,
      ),
    ).toEqual({
      error: { line: 5, code: "endNotAfterStart" },
    });
  });
});

describe("overlapping lines of one person", () => {
  it("are found against the line before, the lines sorted by person then start", () => {
    const previous = { personId: "P-1", end: "2027-03-10T12:00:00+01:00", line: 4 };
    expect(
      overlapsPrevious(null, { personId: "P-1", start: "2027-03-10T08:00:00+01:00", line: 2 }),
    ).toBeNull();
    expect(
      overlapsPrevious(previous, { personId: "P-2", start: "2027-03-10T08:00:00+01:00", line: 5 }),
    ).toBeNull();
    expect(
      overlapsPrevious(previous, { personId: "P-1", start: "2027-03-10T12:00:00+01:00", line: 5 }),
    ).toBeNull();
    expect(
      overlapsPrevious(previous, { personId: "P-1", start: "2027-03-10T11:55:00+01:00", line: 9 }),
    ).toEqual({
      line: 9,
      code: "overlap",
      otherLine: 4,
    });
  });
});

describe("the example files of the formats' documentation", () => {
  it("are read without a refused line", () => {
    const folder = path.resolve(import.meta.dirname, "../../../../docs/time-attendance");
    for (const [file, kind] of [
      ["absences.example.csv", "absences"],
      ["work-schedules.example.csv", "workSchedules"],
    ] as const) {
      const [header = "", ...lines] = readFileSync(path.join(folder, file), "utf8")
        .trim()
        .split("\n");
      const columns = columnsOf(header.split(";"), kind);
      const reader = kind === "absences" ? readAbsenceRow : readWorkScheduleRow;
      const read = lines.map((line, index) => reader(line.split(";"), columns, index + 2, zone));
      expect(
        read.filter((result) => "error" in result),
        file,
      ).toEqual([]);
      expect(read.length, file).toBeGreaterThan(2);
    }
  });
});
