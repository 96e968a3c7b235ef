import { calls } from "@releve/domain";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** An import as its calls answer it. */
export type ImportAnswer = v.InferOutput<typeof calls.timeAttendance.importAnswerSchema>;
/** A refused line of an import. */
export type ImportRefusal = v.InferOutput<typeof calls.timeAttendance.importRefusalSchema>;
/** Why a whole file was refused. */
export type ImportFileError = v.InferOutput<typeof calls.timeAttendance.importFileErrorSchema>;
/** An absence held. */
export type Absence = v.InferOutput<typeof calls.timeAttendance.absenceAnswerSchema>;
/** A work schedule held. */
export type WorkSchedule = v.InferOutput<typeof calls.timeAttendance.workScheduleAnswerSchema>;
/** An export made. */
export type ExportAnswer = v.InferOutput<typeof calls.timeAttendance.exportAnswerSchema>;

/** What each search is asked. */
export type ImportSearch = v.InferInput<typeof calls.timeAttendance.importSearchSchema>;
export type AbsenceSearch = v.InferInput<typeof calls.timeAttendance.absenceSearchSchema>;
export type WorkScheduleSearch = v.InferInput<typeof calls.timeAttendance.workScheduleSearchSchema>;
export type ExportSearch = v.InferInput<typeof calls.timeAttendance.exportSearchSchema>;

/** How often the imports still running are asked while a file is being imported here. */
export const readingFollowMilliseconds = 1_000;

/** How often the imports' history is asked again while it shows an import still running. */
export const runningRefreshMilliseconds = 2_000;

/** A page of the imports' history, kept fresh while an import of it is running. */
export function useImports(search: ImportSearch) {
  return useCall(
    calls.timeAttendance.imports,
    { body: search },
    {
      keepPreviousData: true,
      refreshInterval: (page) =>
        page?.items.some((item) => item.outcome === "running") ? runningRefreshMilliseconds : 0,
    },
  );
}

/**
 * The imports still running, asked every second while `search` is given (an upload under way):
 * how much of its file the server has read.
 */
export function useRunningImports(search: ImportSearch | null) {
  return useCall(calls.timeAttendance.imports, search === null ? null : { body: search }, {
    refreshInterval: search === null ? 0 : readingFollowMilliseconds,
  });
}

/** A page of the absences held. */
export function useAbsences(search: AbsenceSearch) {
  return useCall(calls.timeAttendance.absences, { body: search }, { keepPreviousData: true });
}

/** A page of the work schedules held. */
export function useWorkSchedules(search: WorkScheduleSearch) {
  return useCall(calls.timeAttendance.workSchedules, { body: search }, { keepPreviousData: true });
}

/** A page of the exports made. */
export function useExports(search: ExportSearch) {
  return useCall(calls.timeAttendance.exports, { body: search }, { keepPreviousData: true });
}

/** Downloads an export: it is recorded, so the exports' history is asked again. */
export function useExportDownload() {
  return useCallAction(calls.timeAttendance.exportWorkSchedules, [calls.timeAttendance.exports]);
}

/** Downloads the refused lines of an import (CSV). */
export function useRefusalsDownload() {
  return useCallAction(calls.timeAttendance.importRefusals, []);
}

/**
 * What an import changes: the imports' history and the data held, named as the first part of
 * their cached answers' keys (`callKey`).
 */
export const importStale: readonly string[] = [
  calls.timeAttendance.imports,
  calls.timeAttendance.absences,
  calls.timeAttendance.workSchedules,
].map((call) => `${call.method} ${call.path}`);
