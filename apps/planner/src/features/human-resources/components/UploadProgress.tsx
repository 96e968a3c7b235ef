import { useLingui } from "@lingui/react/macro";
import type { ImportKind } from "@releve/domain";
import { ProgressBar, visuallyHidden } from "@releve/ui";
import { useSession } from "../../../lib/session";
import { type ImportAnswer, useRunningImports } from "../api/time-attendance";
import type { SentBytes } from "../api/upload";
import * as styles from "./ImportForm.css";

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps {
  kind: ImportKind;
  file: File;
  /** What left the browser so far, null before anything did. */
  sent: SentBytes | null;
}

/** Of the imports running, the one of this file sent by this person: the newest that fits. */
function ownImport(items: readonly ImportAnswer[], file: File, personId: number) {
  const sameFile = items.filter((item) => item.fileName === file.name);
  return (
    sameFile.find(
      (item) => item.requestedBy?.personId === personId && item.fileBytes === file.size,
    ) ?? sameFile[0]
  );
}

/**
 * An upload under way (decision 028): the bytes sent, then the server's reading of the file
 * (its running import, asked every second), then the check of its lines. Each stage is said in
 * a polite status region, so it is heard without stealing the focus.
 */
export function UploadProgress({ kind, file, sent }: UploadProgressProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const running = useRunningImports({
    kinds: [kind],
    outcomes: ["running"],
    sources: ["upload"],
    pageSize: 10,
  });
  const reading = running.data ? ownImport(running.data.items, file, user.personId) : undefined;
  const isSent = sent !== null && sent.sent >= sent.total;

  let stage: string;
  let bar: { value: number; max: number } | null;
  if (!isSent) {
    stage = t({ context: "human-resources", message: "Envoi du fichier…" });
    bar = { value: sent?.sent ?? 0, max: sent?.total ?? file.size };
  } else if (reading && reading.fileBytes > 0 && reading.bytesRead >= reading.fileBytes) {
    stage = t({ context: "human-resources", message: "Vérification des lignes…" });
    bar = null;
  } else {
    stage = t({ context: "human-resources", message: "Lecture du fichier…" });
    bar = { value: reading?.bytesRead ?? 0, max: reading?.fileBytes || file.size };
  }

  return (
    <div className={styles.progress}>
      {bar ? (
        <ProgressBar label={stage} value={bar.value} maxValue={Math.max(bar.max, 1)} />
      ) : (
        <ProgressBar label={stage} isIndeterminate />
      )}
      {/* The bar shows the stage; the region says each new one once. */}
      <p role="status" className={visuallyHidden}>
        {stage}
      </p>
    </div>
  );
}
