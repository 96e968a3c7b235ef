import { rename, rm } from "node:fs/promises";
import {
  type ImportKind,
  noPredefinedScheduleFile,
  Refusal,
  type WorkExportKind,
} from "@releve/domain";
import type { JobDefinition } from "../../platform/job-queue.js";
import type { TimeAttendanceConnector } from "./connector.js";
import { exportFileName, writeWorkExport } from "./export.js";
import { importFile } from "./import.js";
import { formatOf } from "./table-files.js";

/**
 * The time-and-attendance jobs (decision 028): the imports read what the tool left in the
 * exchange folder, every quarter of an hour; the exports write the work schedules for payroll,
 * daily at 01:30 and monthly on the 1st at 02:30. Each runs by hand too.
 */

/** Reads every file of `kind` waiting in the folder, oldest first; each imported or refused. */
function importJob(
  name: "absencesImport" | "workSchedulesImport",
  kind: ImportKind,
  connector: TimeAttendanceConnector,
  timeZone: string,
): JobDefinition {
  return {
    name,
    cron: "*/15 * * * *",
    async run({ db, now, runId, requestedBy }) {
      const counts = { files: 0, imported: 0, refused: 0, lines: 0 };
      const files = await connector.incoming(kind);
      // Asked for by hand, a run with nothing to read says so; on its schedule, it is normal.
      if (files.length === 0 && requestedBy !== null) {
        throw new Refusal(noPredefinedScheduleFile({ kind }));
      }
      for (const file of files) {
        const importId = await importFile(db, timeZone, {
          kind,
          fileName: file.name,
          path: file.path,
          format: await formatOf(file.path),
          source: "folder",
          requestedBy,
          jobRunId: runId,
          now,
        });
        const done = await db
          .selectFrom("ta_import")
          .select(["outcome", "lines"])
          .where("id", "=", importId)
          .executeTakeFirstOrThrow();
        const imported = done.outcome === "imported";
        await connector.settle(file, imported ? "imported" : "refused");
        counts.files += 1;
        counts[imported ? "imported" : "refused"] += 1;
        counts.lines += done.lines;
      }
      return counts;
    },
  };
}

/** Writes the export of `kind` as CSV and XLSX to the folder. */
function exportJob(
  name: "workExportDaily" | "workExportMonthly",
  kind: WorkExportKind,
  cron: string,
  connector: TimeAttendanceConnector,
  timeZone: string,
): JobDefinition {
  return {
    name,
    cron,
    async run({ db, now, requestedBy }) {
      let lines = 0;
      for (const format of ["csv", "xlsx"] as const) {
        const target = await connector.exportPath(`${name}.${format}.part`);
        const written = await writeWorkExport(db, timeZone, {
          kind,
          format,
          now,
          path: target,
          destination: "folder",
          requestedBy,
        });
        // Written under a temporary name, then named: the tool never reads half a file.
        const final = await connector.exportPath(exportFileName(kind, written.range, format));
        await rm(final, { force: true });
        await rename(target, final);
        lines = written.lines;
      }
      return { lines };
    },
  };
}

/** The four jobs of the exchange with the time-and-attendance tool. */
export function timeAttendanceJobs(connector: TimeAttendanceConnector, timeZone: string) {
  return [
    importJob("absencesImport", "absences", connector, timeZone),
    importJob("workSchedulesImport", "workSchedules", connector, timeZone),
    exportJob("workExportDaily", "daily", "30 1 * * *", connector, timeZone),
    exportJob("workExportMonthly", "monthly", "30 2 1 * *", connector, timeZone),
  ];
}
