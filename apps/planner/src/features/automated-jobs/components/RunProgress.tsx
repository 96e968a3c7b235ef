import { useLingui } from "@lingui/react/macro";
import { isJobRunFinished } from "@releve/domain";
import { ProgressBar } from "@releve/ui";
import { useEffect } from "react";
import { describeError } from "../../../lib/error-messages";
import { useFollowedRun } from "../api/automated-jobs";
import { useRunWords } from "../hooks/run-words";
import * as styles from "./JobCard.css";

/** Props of {@link RunProgress}. */
export interface RunProgressProps {
  /** The run asked for by hand. */
  runId: number;
  /** Called once the run is done, to show it as the job's latest. */
  onDone: () => void;
}

/**
 * A run asked for by hand, followed until it is done (decision 026): waiting for a worker,
 * running, then its outcome with what it counted or its error. It stands in the card's status
 * region, so each change is said politely.
 */
export function RunProgress({ runId, onDone }: RunProgressProps) {
  const { t, i18n } = useLingui();
  const words = useRunWords();
  const { data: run, error } = useFollowedRun(runId);
  const isDone = run !== undefined && isJobRunFinished(run.outcome);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the run is done.
  useEffect(() => {
    if (isDone) onDone();
  }, [isDone]);

  let message: string;
  if (!run) {
    message = error
      ? describeError(i18n, error)
      : t({ context: "automated-jobs", message: "Exécution demandée…" });
  } else if (run.outcome === "queued") {
    message = t({ context: "automated-jobs", message: "En attente d'un processus disponible…" });
  } else if (run.outcome === "running") {
    message = t({ context: "automated-jobs", message: "Exécution en cours…" });
  } else if (run.outcome === "succeeded") {
    const duration = words.duration(run) ?? "";
    const counts = words.counts(run);
    message = counts
      ? t({ context: "automated-jobs", message: `Terminée en ${duration}. ${counts}` })
      : t({ context: "automated-jobs", message: `Terminée en ${duration}.` });
  } else {
    const reason = words.error(run) ?? "";
    message = t({ context: "automated-jobs", message: `Échec\u00a0: ${reason}` });
  }
  return (
    <div className={styles.progress}>
      {!isDone && !error ? (
        <ProgressBar
          isIndeterminate
          size="sm"
          label={t({ context: "automated-jobs", message: "Progression de l'exécution" })}
        />
      ) : null}
      <p className={run?.outcome === "failed" ? styles.failure : styles.status}>{message}</p>
    </div>
  );
}
