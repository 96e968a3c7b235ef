import type { FileFormat, WorkExportKind } from "@releve/domain";
import { saveFile } from "../../../lib/save-file";
import { useExportDownload, useRefusalsDownload } from "../api/time-attendance";

/** Downloads an import's refused lines and saves them (CSV, named by the API). */
export function useSaveRefusals() {
  const download = useRefusalsDownload();
  return {
    isPending: download.isPending,
    error: download.error,
    async save(importId: number) {
      const file = await download.run({ params: { id: importId } });
      if (file) saveFile(file, `refusals-${importId}.csv`);
    },
  };
}

/**
 * Downloads an export and saves it; the name it was saved under, or `undefined` when the
 * download was refused (then `error` says why).
 */
export function useSaveExport() {
  const download = useExportDownload();
  return {
    isPending: download.isPending,
    error: download.error,
    async save(kind: WorkExportKind, format: FileFormat): Promise<string | undefined> {
      const file = await download.run({ params: { kind, format } });
      return file ? saveFile(file, `work-export-${kind}.${format}`) : undefined;
    },
  };
}
