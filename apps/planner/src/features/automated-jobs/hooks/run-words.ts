import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { describeError, errorMessages } from "../../../lib/error-messages";
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
  /**
   * Why it failed, or null when it did not: a refusal of the catalogue (`category.code`, such as
   * `importExport.noPredefinedScheduleFile`) in the active language, anything else as written.
   */
  error(run: JobRun): string | null;
}

/** A run's error that names a refusal of the catalogue, as its category and code. */
const catalogueKey = /^([a-z][A-Za-z]*)\.([a-z][A-Za-z]*)$/;

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
    error(run) {
      if (run.error === null) return null;
      const [, category, code] = catalogueKey.exec(run.error) ?? [];
      if (!category || !code || !Object.hasOwn(errorMessages, `apiError.${run.error}`)) {
        return run.error;
      }
      return describeError(i18n, { category, code, data: {} });
    },
  };
}
