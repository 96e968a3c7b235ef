import { useLingui } from "@lingui/react/macro";
import { automatedJobNames, calls, displayName, jobOutcomes } from "@releve/domain";
import { Badge, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from "@releve/ui";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { useInstantFormat } from "../../../lib/instant-format";
import { ListResults } from "../../../lib/ListResults";
import { sortRequest, tableSort, useListState } from "../../../lib/list-state";
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
  const { filters } = state;
  const runs = useJobRuns({
    ...(filters.jobs?.length ? { jobs: filters.jobs } : {}),
    ...(filters.outcomes?.length ? { outcomes: filters.outcomes } : {}),
    ...sortRequest(state.sort, sortColumns),
    page: state.page,
    pageSize: state.pageSize,
  });
  const label = t({ context: "automated-jobs", message: "Historique des exécutions" });

  const requester = (run: JobRun) => (run.requestedBy ? displayName(run.requestedBy) : null);

  return (
    <div className={styles.list}>
      <div className={styles.filters}>
        <ChoiceFilter
          label={t({ context: "automated-jobs", message: "Tâches" })}
          options={automatedJobNames}
          labelOf={(name) => i18n._(jobNames[name])}
          value={filters.jobs}
          onChange={(jobs) => state.setFilters({ ...filters, jobs })}
        />
        <ChoiceFilter
          label={t({ context: "automated-jobs", message: "Résultats" })}
          options={jobOutcomes}
          labelOf={(outcome) => i18n._(outcomeLabels[outcome])}
          value={filters.outcomes}
          onChange={(outcomes) => state.setFilters({ ...filters, outcomes })}
        />
      </div>
      <ListResults
        results={runs}
        errorTitle={t({
          context: "automated-jobs",
          message: "L'historique n'a pas pu être chargé.",
        })}
        state={state}
        paginationLabel={t({ context: "automated-jobs", message: "Pages de l'historique" })}
      >
        {(items, isLoading) => (
          <Table
            aria-label={label}
            isLoading={isLoading}
            {...tableSort(state, { column: "startedAt", direction: "descending" })}
          >
            <TableHeader>
              <TableColumn id="job" isRowHeader width="1.5fr">
                {t({ context: "automated-jobs", message: "Tâche" })}
              </TableColumn>
              <TableColumn id="startedAt" allowsSorting width="1.3fr">
                {t({ context: "automated-jobs", message: "Début" })}
              </TableColumn>
              <TableColumn id="trigger" width="1.3fr">
                {t({ context: "automated-jobs", message: "Déclenchement" })}
              </TableColumn>
              <TableColumn id="outcome">
                {t({ context: "automated-jobs", message: "Résultat" })}
              </TableColumn>
              <TableColumn id="duration">
                {t({ context: "automated-jobs", message: "Durée" })}
              </TableColumn>
              <TableColumn id="details" width="2fr">
                {t({ context: "automated-jobs", message: "Détails" })}
              </TableColumn>
            </TableHeader>
            <TableBody
              items={items}
              renderEmptyState={() =>
                filters.jobs?.length || filters.outcomes?.length
                  ? t({
                      context: "automated-jobs",
                      message: "Aucune exécution ne répond à ces filtres.",
                    })
                  : t({ context: "automated-jobs", message: "Aucune exécution pour l'instant." })
              }
            >
              {(run) => {
                const trigger = i18n._(triggerLabels[run.trigger]);
                const who = requester(run);
                const details = words.error(run) ?? words.counts(run);
                return (
                  <TableRow id={run.id} textValue={i18n._(jobNames[run.job])}>
                    <TableCell>{i18n._(jobNames[run.job])}</TableCell>
                    <TableCell>{format.dateTime(run.startedAt)}</TableCell>
                    <TableCell>
                      {who
                        ? t({ context: "automated-jobs", message: `${trigger} par ${who}` })
                        : trigger}
                    </TableCell>
                    <TableCell>
                      <Badge tone={outcomeTones[run.outcome]}>
                        {i18n._(outcomeLabels[run.outcome])}
                      </Badge>
                    </TableCell>
                    <TableCell>{words.duration(run) ?? "—"}</TableCell>
                    <TableCell>
                      <span title={details ?? undefined}>{details ?? "—"}</span>
                    </TableCell>
                  </TableRow>
                );
              }}
            </TableBody>
          </Table>
        )}
      </ListResults>
    </div>
  );
}
