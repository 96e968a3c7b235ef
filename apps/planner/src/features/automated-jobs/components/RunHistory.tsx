import { useLingui } from "@lingui/react/macro";
import { automatedJobNames, calls, displayName, jobOutcomes } from "@releve/domain";
import { Badge } from "@releve/ui";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import { type JobRun, useJobRuns } from "../api/automated-jobs";
import { jobNames, outcomeLabels, outcomeTones, triggerLabels } from "../hooks/job-texts";
import { useRunWords } from "../hooks/run-words";
import * as styles from "./lists.css";

/** The history's filters: the runs' search criteria of that name. */
const filtersSchema = v.object({
  jobs: calls.automatedJob.jobRunSearchSchema.entries.jobs,
  outcomes: calls.automatedJob.jobRunSearchSchema.entries.outcomes,
});
type RunFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: RunFilters = { jobs: [], outcomes: [] };
const sortColumns = ["startedAt"] as const;

/**
 * The runs of every job, newest first (decision 026): filtered by job and outcome, sorted by start,
 * a page at a time, kept in the address and the user's preferences.
 */
export function RunHistory() {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const words = useRunWords();
  const state = useListState("automatedJobRun", filtersSchema, defaultFilters, sortColumns);
  const runs = useJobRuns(listRequest(state, sortColumns));

  const triggeredBy = (run: JobRun) => {
    const trigger = i18n._(triggerLabels[run.trigger]);
    const who = run.requestedBy ? displayName(run.requestedBy) : null;
    return who ? t({ context: "automated-jobs", message: `${trigger} par ${who}` }) : trigger;
  };
  const columns: ListColumn<JobRun>[] = [
    {
      id: "job",
      header: t({ context: "automated-jobs", message: "Tâche" }),
      rowHeader: true,
      width: "1.5fr",
      cell: (run) => i18n._(jobNames[run.job]),
    },
    {
      id: "startedAt",
      header: t({ context: "automated-jobs", message: "Début" }),
      sortable: true,
      width: "1.3fr",
      cell: (run) => format.dateTime(run.startedAt),
    },
    {
      id: "trigger",
      header: t({ context: "automated-jobs", message: "Déclenchement" }),
      width: "1.3fr",
      cell: triggeredBy,
    },
    {
      id: "outcome",
      header: t({ context: "automated-jobs", message: "Résultat" }),
      cell: (run) => (
        <Badge tone={outcomeTones[run.outcome]}>{i18n._(outcomeLabels[run.outcome])}</Badge>
      ),
    },
    {
      id: "duration",
      header: t({ context: "automated-jobs", message: "Durée" }),
      cell: (run) => words.duration(run) ?? "—",
    },
    {
      id: "details",
      header: t({ context: "automated-jobs", message: "Détails" }),
      width: "2fr",
      cell: (run) => {
        const details = words.error(run) ?? words.counts(run);
        return <span title={details ?? undefined}>{details ?? "—"}</span>;
      },
    },
  ];

  return (
    <div className={styles.list}>
      <div className={styles.filters}>
        <ChoiceFilter
          label={t({ context: "automated-jobs", message: "Tâches" })}
          options={automatedJobNames}
          labels={jobNames}
          {...filterControl(state, "jobs")}
        />
        <ChoiceFilter
          label={t({ context: "automated-jobs", message: "Résultats" })}
          options={jobOutcomes}
          labels={outcomeLabels}
          {...filterControl(state, "outcomes")}
        />
      </div>
      <ListTable
        results={runs}
        state={state}
        label={t({ context: "automated-jobs", message: "Historique des exécutions" })}
        defaultSort={{ column: "startedAt", direction: "descending" }}
        columns={columns}
        rowText={(run) => i18n._(jobNames[run.job])}
        emptyText={{
          filtered: t({
            context: "automated-jobs",
            message: "Aucune exécution ne répond à ces filtres.",
          }),
          unfiltered: t({ context: "automated-jobs", message: "Aucune exécution pour l'instant." }),
        }}
        errorTitle={t({
          context: "automated-jobs",
          message: "L'historique n'a pas pu être chargé.",
        })}
        paginationLabel={t({ context: "automated-jobs", message: "Pages de l'historique" })}
      />
    </div>
  );
}
