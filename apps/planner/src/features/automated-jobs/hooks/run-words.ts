import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useInstantFormat } from "../../../lib/instant-format";
import type { JobRun } from "../api/automated-jobs";
import { countLabels } from "./job-texts";

const countEntry = msg({
  context: "automated-jobs",
  comment: "One count of a run, e.g. “Moyens ouverts : 2”.",
  message: "{label}\u00a0: {count}",
});

/** How the page words a run: what it counted and how long it took. */
export interface RunWords {
  /** "Moyens ouverts : 2 · …", or null when it counted nothing. */
  counts(run: JobRun): string | null;
  /** How long it ran, or null while it has not ended. */
  duration(run: JobRun): string | null;
}

/** The run words of the active language. */
export function useRunWords(): RunWords {
  const { i18n } = useLingui();
  const format = useInstantFormat();
  return {
    counts(run) {
      const labels = countLabels[run.job];
      const entries = Object.entries(run.counts);
      if (entries.length === 0) return null;
      return entries
        .map(([key, value]) => {
          const label = labels[key];
          // A key this version of the page does not know is shown as the job wrote it.
          return i18n._({
            ...countEntry,
            values: { label: label ? i18n._(label) : key, count: i18n.number(value) },
          });
        })
        .join(" · ");
    },
    duration(run) {
      if (run.endedAt === null) return null;
      return format.duration(Date.parse(run.endedAt) - Date.parse(run.startedAt));
    },
  };
}
