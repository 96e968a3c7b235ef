import { mkdir, readdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import type { ImportKind } from "@releve/domain";

/**
 * How Relève exchanges files with the time-and-attendance tool (decision 028). The default
 * connector shares a folder with it, as payroll integrations usually do; another (a file
 * transfer server, the tool's own interface) would fetch the files to this machine's disk and
 * deliver the exports from it, behind the same interface.
 */
export interface TimeAttendanceConnector {
  /** Where the exchange happens, as the automated-jobs page and the errors name it. */
  readonly description: string;
  /** The files of `kind` waiting to be imported, oldest first, on this machine's disk. */
  incoming(kind: ImportKind): Promise<IncomingFile[]>;
  /** Sets a file aside once read: with the imported, or the refused to be corrected. */
  settle(file: IncomingFile, outcome: "imported" | "refused"): Promise<void>;
  /** Where to write an export named `fileName` so that the tool receives it. */
  exportPath(fileName: string): Promise<string>;
}

/** A file waiting to be imported. */
export interface IncomingFile {
  name: string;
  path: string;
}

/** The folders, one per kind of file, that the tool writes to. */
const incomingFolders: Record<ImportKind, string> = {
  absences: "absences",
  workSchedules: "work-schedules",
};

/** The files a folder may hold: the formats' own extensions. */
const readable = /\.(csv|xlsx)$/i;

/**
 * The connector on a shared folder: the tool writes `incoming/absences/` and
 * `incoming/work-schedules/`; an imported file moves to `imported/`, a refused one to
 * `refused/`, each under its time of reading; exports are written to `exports/`.
 */
export function folderConnector(
  root: string,
  clock: () => Date = () => new Date(),
): TimeAttendanceConnector {
  const folder = async (...parts: string[]) => {
    const directory = path.join(root, ...parts);
    await mkdir(directory, { recursive: true });
    return directory;
  };
  return {
    description: root,
    async incoming(kind) {
      const directory = await folder("incoming", incomingFolders[kind]);
      const files = await Promise.all(
        (await readdir(directory, { withFileTypes: true }))
          .filter((entry) => entry.isFile() && readable.test(entry.name))
          .map(async (entry) => {
            const filePath = path.join(directory, entry.name);
            return { name: entry.name, path: filePath, modified: (await stat(filePath)).mtimeMs };
          }),
      );
      return files
        .sort((a, b) => a.modified - b.modified || a.name.localeCompare(b.name))
        .map(({ name, path: filePath }) => ({ name, path: filePath }));
    },
    async settle(file, outcome) {
      const stamp = clock().toISOString().replace(/[:.]/g, "-");
      const directory = await folder(outcome);
      await rename(file.path, path.join(directory, `${stamp}-${file.name}`));
    },
    async exportPath(fileName) {
      return path.join(await folder("exports"), fileName);
    },
  };
}
