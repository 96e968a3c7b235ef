import * as v from "valibot";
import { absenceTypes } from "../enums.js";
import { staffTypes } from "../roles.js";
import {
  absenceOrigins,
  exportDestinations,
  fileFormats,
  importedAbsenceStatuses,
  importKinds,
  importLimits,
  importOutcomes,
  importSources,
  workExportKinds,
} from "../time-attendance/file-formats.js";
import { importRowErrorCodes } from "../time-attendance/rows.js";
import { defineCall } from "./call.js";
import { choices, optionalInstant, paging, searchText } from "./request-parts.js";
import {
  answerText,
  codeText,
  count,
  dateText,
  idValue,
  instantText,
  nameText,
  pageOf,
} from "./response-parts.js";

/**
 * The exchange with the time-and-attendance tool (feature `humanResources`, decision 028): files
 * of absences and work schedules imported by hand or from the exchange folder, what they brought,
 * and the work-schedule exports for payroll.
 */

const reading = { feature: "humanResources", write: false } as const;
const acting = { feature: "humanResources", write: true } as const;

/** Who asked: a person, or nobody (the job found the file in the folder). */
const requestedBy = v.nullable(
  v.object({ personId: idValue, firstName: nameText, lastName: nameText }),
);

/** A refused line: its number in the file, why, the column and value, the other line named. */
export const importRefusalSchema = v.object({
  line: count,
  code: v.picklist(importRowErrorCodes),
  column: v.nullable(codeText),
  value: v.nullable(answerText(importLimits.cellLength)),
  otherLine: v.nullable(count),
});

/** Why a whole file was refused before its lines: its header, or it could not be read. */
export const importFileErrorSchema = v.object({
  code: v.picklist([
    "missingColumn",
    "duplicateColumn",
    "tooManyColumns",
    "tooManyRows",
    "unreadable",
  ]),
  column: v.nullable(codeText),
  max: v.nullable(count),
});

/**
 * One import: the file, who or what brought it, how it went and what it changed — lines
 * `inserted`, `updated`, `unchanged`, and held rows of the file's period the file no longer has,
 * `removed` (the file replaces its period).
 */
export const importAnswerSchema = v.object({
  id: idValue,
  kind: v.picklist(importKinds),
  source: v.picklist(importSources),
  fileName: answerText(importLimits.fileName),
  requestedBy,
  startedAt: instantText,
  endedAt: v.nullable(instantText),
  outcome: v.picklist(importOutcomes),
  /** The file's size and how much of it is read: the progress of a running import. */
  fileBytes: count,
  bytesRead: count,
  lines: count,
  inserted: count,
  updated: count,
  unchanged: count,
  removed: count,
  refused: count,
  /** The period the file covers (its earliest start, its latest end); null when refused. */
  periodStart: v.nullable(instantText),
  periodEnd: v.nullable(instantText),
  fileError: v.nullable(importFileErrorSchema),
});

/** One import with its first refused lines (all of them kept in the download). */
export const importDetailSchema = v.object({
  ...importAnswerSchema.entries,
  refusals: v.array(importRefusalSchema),
});

/** The lines an import's answer and its refusal carry: the first ones, the download has all. */
export const refusalsShown = 100;

/**
 * The data of `importExport.importError`: which import, which kind of file, how many lines were
 * refused, the first of them, and why the whole file was, if it was.
 */
export const importErrorDataSchema = v.object({
  importId: idValue,
  kind: v.picklist(importKinds),
  refused: count,
  refusals: v.pipe(v.array(importRefusalSchema), v.maxLength(refusalsShown)),
  fileError: v.nullable(importFileErrorSchema),
});

/**
 * Imports a file sent by hand (`multipart/form-data`, one file, CSV or XLSX): every line is
 * checked, then all are written or none. A refused file answers `importExport.importError` with
 * the import's id, the count and the first refused lines.
 */
export const importFile = defineCall({
  method: "POST",
  path: "TimeAttendance/Import/:kind",
  ...acting,
  summary: "Imports a file of absences or work schedules (multipart/form-data): all lines or none",
  upload: true,
  successStatus: 201,
  response: importAnswerSchema,
});

/** Criteria of `POST TimeAttendance/Imports/search`: newest first unless sorted otherwise. */
export const importSearchSchema = v.object({
  kinds: choices(importKinds),
  outcomes: choices(importOutcomes),
  sources: choices(importSources),
  ...paging(["startedAt"]),
});

export const imports = defineCall({
  method: "POST",
  path: "TimeAttendance/Imports/search",
  ...reading,
  summary: "The imports of files from the time-and-attendance tool, newest first",
  body: importSearchSchema,
  response: pageOf(importAnswerSchema),
});

export const getImport = defineCall({
  method: "GET",
  path: "TimeAttendance/Imports/:id",
  ...reading,
  summary: "One import, with its first refused lines",
  response: importDetailSchema,
});

/** The refused lines of an import as a CSV file: line, code, column, value, other line. */
export const importRefusals = defineCall({
  method: "GET",
  path: "TimeAttendance/Imports/:id/Refusals",
  ...reading,
  summary: "Downloads the refused lines of an import (CSV)",
  response: null,
});

/** A person as the time-and-attendance data names them. */
const personSummary = v.object({
  id: idValue,
  lastName: nameText,
  firstName: nameText,
  staffType: v.picklist(staffTypes),
  personIdCentralDb: v.nullable(codeText),
});

/** An absence held: whose, which type, when, pending or not, and where it came from. */
export const absenceAnswerSchema = v.object({
  id: idValue,
  person: personSummary,
  type: v.picklist(absenceTypes),
  start: instantText,
  end: instantText,
  pending: v.boolean(),
  /** The tool's id; null for an absence entered in Relève. */
  externalId: v.nullable(codeText),
  importedAt: instantText,
});

/** A planned work schedule (shift) held. */
export const workScheduleAnswerSchema = v.object({
  id: idValue,
  person: personSummary,
  start: instantText,
  end: instantText,
  externalId: v.nullable(codeText),
  importedAt: instantText,
});

/** What both searches of the held data share: a person's words and a period they overlap. */
const heldDataCriteria = {
  /** Words each found in the person's first name, last name or central id. */
  text: searchText,
  /** Rows ending after this instant. */
  from: optionalInstant,
  /** Rows starting before this instant. */
  to: optionalInstant,
};

export const absenceSearchSchema = v.object({
  ...heldDataCriteria,
  types: choices(absenceTypes),
  statuses: choices(importedAbsenceStatuses),
  origins: choices(absenceOrigins),
  ...paging(["start", "lastName"]),
});

export const absences = defineCall({
  method: "POST",
  path: "TimeAttendance/Absences/search",
  ...reading,
  summary: "Searches the absences held, by person, period, type, status and origin",
  body: absenceSearchSchema,
  response: pageOf(absenceAnswerSchema),
});

export const workScheduleSearchSchema = v.object({
  ...heldDataCriteria,
  ...paging(["start", "lastName"]),
});

export const workSchedules = defineCall({
  method: "POST",
  path: "TimeAttendance/WorkSchedules/search",
  ...reading,
  summary: "Searches the work schedules held, by person and period",
  body: workScheduleSearchSchema,
  response: pageOf(workScheduleAnswerSchema),
});

/**
 * The work-schedule export for payroll, downloaded (spec 02 §9): the validated participations of
 * employees and volunteers starting in the current and the previous day (`daily`) or month
 * (`monthly`), as CSV or XLSX. Each download is recorded.
 */
export const exportWorkSchedules = defineCall({
  method: "GET",
  path: "TimeAttendance/Export/:kind/:format",
  ...reading,
  summary: "Downloads the work-schedule export of the current and previous day or month",
  response: null,
});

/** One export: which, of which days, how many lines, downloaded by whom or written by its job. */
export const exportAnswerSchema = v.object({
  id: idValue,
  kind: v.picklist(workExportKinds),
  format: v.picklist(fileFormats),
  destination: v.picklist(exportDestinations),
  fileName: answerText(importLimits.fileName),
  from: dateText,
  to: dateText,
  lines: count,
  requestedBy,
  createdAt: instantText,
});

export const exportSearchSchema = v.object({
  kinds: choices(workExportKinds),
  destinations: choices(exportDestinations),
  ...paging(["createdAt"]),
});

export const exports = defineCall({
  method: "POST",
  path: "TimeAttendance/Exports/search",
  ...reading,
  summary: "The work-schedule exports made, newest first",
  body: exportSearchSchema,
  response: pageOf(exportAnswerSchema),
});
