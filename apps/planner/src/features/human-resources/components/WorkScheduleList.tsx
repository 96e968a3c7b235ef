import { useLingui } from "@lingui/react/macro";
import { calls } from "@releve/domain";
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from "@releve/ui";
import { useId } from "react";
import * as v from "valibot";
import { useInstantFormat } from "../../../lib/instant-format";
import { ListResults } from "../../../lib/ListResults";
import { sortRequest, tableSort, useListState } from "../../../lib/list-state";
import { useSettings } from "../../../lib/settings";
import { useWorkSchedules } from "../api/time-attendance";
import { dayFilter, periodRequest } from "../hooks/period";
import * as styles from "./lists.css";
import { PeriodSearch } from "./PeriodSearch";
import { PersonCell } from "./PersonCell";

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
  const format = useInstantFormat();
  const { timeZone } = useSettings();
  const headingId = useId();
  const state = useListState("workSchedule", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const schedules = useWorkSchedules({
    ...periodRequest(filters, timeZone),
    ...sortRequest(state.sort, sortColumns),
    page: state.page,
    pageSize: state.pageSize,
  });
  const label = t({ context: "human-resources", message: "Plannings de travail" });
  const filtered = Boolean(filters.text || filters.from || filters.to);

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {label}
      </h2>
      <PeriodSearch
        value={filters}
        onSearch={(period) => state.setFilters({ ...filters, ...period })}
      />
      <ListResults
        results={schedules}
        errorTitle={t({
          context: "human-resources",
          message: "Les plannings de travail n'ont pas pu être chargés.",
        })}
        state={state}
        paginationLabel={t({
          context: "human-resources",
          message: "Pages des plannings de travail",
        })}
      >
        {(items, isLoading) => (
          <Table
            aria-label={label}
            isLoading={isLoading}
            {...tableSort(state, { column: "start", direction: "descending" })}
          >
            <TableHeader>
              <TableColumn id="lastName" isRowHeader allowsSorting width="2fr">
                {t({ context: "human-resources", message: "Personne" })}
              </TableColumn>
              <TableColumn id="start" allowsSorting width="1.3fr">
                {t({ context: "human-resources", message: "Début" })}
              </TableColumn>
              <TableColumn id="end" width="1.3fr">
                {t({ context: "human-resources", message: "Fin" })}
              </TableColumn>
              <TableColumn id="externalId">
                {t({ context: "human-resources", message: "Identifiant" })}
              </TableColumn>
            </TableHeader>
            <TableBody
              items={items}
              renderEmptyState={() =>
                filtered
                  ? t({
                      context: "human-resources",
                      message: "Aucun planning de travail ne répond à cette recherche.",
                    })
                  : t({
                      context: "human-resources",
                      message: "Aucun planning de travail enregistré.",
                    })
              }
            >
              {(schedule) => (
                <TableRow
                  id={schedule.id}
                  textValue={`${schedule.person.lastName} ${schedule.person.firstName}`}
                >
                  <TableCell>
                    <PersonCell person={schedule.person} />
                  </TableCell>
                  <TableCell>{format.dateTime(schedule.start)}</TableCell>
                  <TableCell>{format.dateTime(schedule.end)}</TableCell>
                  <TableCell>
                    <span className={styles.clipped}>{schedule.externalId ?? "—"}</span>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </ListResults>
    </section>
  );
}
