import { useLingui } from "@lingui/react/macro";
import { calls } from "@releve/domain";
import { useId } from "react";
import * as v from "valibot";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { listRequest, useListState } from "../../../lib/list-state";
import { PeriodSearch } from "../../../lib/PeriodSearch";
import { dayFilter, periodRequest } from "../../../lib/period-filter";
import { useSettings } from "../../../lib/settings";
import { useWorkSchedules, type WorkSchedule } from "../api/time-attendance";
import { personText, useHeldColumns } from "./held-columns";
import * as styles from "./lists.css";

/** The work schedules' filters: the search's words, the period as days. */
const filtersSchema = v.object({
  text: calls.timeAttendance.workScheduleSearchSchema.entries.text,
  from: dayFilter,
  to: dayFilter,
});
type WorkScheduleFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: WorkScheduleFilters = { text: "", from: "", to: "" };
const sortColumns = ["start", "lastName"] as const;

/**
 * The planned work schedules held (decision 028), imported from the time-and-attendance tool:
 * searched by person and period, sorted by start or name.
 */
export function WorkScheduleList() {
  const { t } = useLingui();
  const { timeZone } = useSettings();
  const headingId = useId();
  const state = useListState("workSchedule", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const schedules = useWorkSchedules({
    ...listRequest(state, sortColumns),
    // The period's days replaced by the instants they begin and end.
    ...periodRequest(filters, timeZone),
  });
  const label = t({ context: "human-resources", message: "Plannings de travail" });
  const held = useHeldColumns<WorkSchedule>();
  const columns: ListColumn<WorkSchedule>[] = [
    held.person,
    held.start,
    held.end,
    {
      id: "externalId",
      header: t({ context: "human-resources", message: "Identifiant" }),
      cell: (schedule) => <span className={styles.clipped}>{schedule.externalId ?? "—"}</span>,
    },
  ];

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {label}
      </h2>
      <PeriodSearch
        textLabel={t({ context: "human-resources", message: "Personne" })}
        textDescription={t({ context: "human-resources", message: "Nom, prénom ou identifiant" })}
        value={filters}
        onSearch={(period) => state.setFilters({ ...filters, ...period })}
      />
      <ListTable
        results={schedules}
        state={state}
        label={label}
        defaultSort={{ column: "start", direction: "descending" }}
        columns={columns}
        rowText={personText}
        emptyText={{
          filtered: t({
            context: "human-resources",
            message: "Aucun planning de travail ne répond à cette recherche.",
          }),
          unfiltered: t({
            context: "human-resources",
            message: "Aucun planning de travail enregistré.",
          }),
        }}
        errorTitle={t({
          context: "human-resources",
          message: "Les plannings de travail n'ont pas pu être chargés.",
        })}
        paginationLabel={t({
          context: "human-resources",
          message: "Pages des plannings de travail",
        })}
      />
    </section>
  );
}
