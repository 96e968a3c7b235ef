import { useLingui } from "@lingui/react/macro";
import { absenceOrigins, absenceTypes, calls, importedAbsenceStatuses } from "@releve/domain";
import { Badge, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from "@releve/ui";
import { useId } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { useInstantFormat } from "../../../lib/instant-format";
import { ListResults } from "../../../lib/ListResults";
import { sortRequest, tableSort, useListState } from "../../../lib/list-state";
import { useSettings } from "../../../lib/settings";
import { type Absence, useAbsences } from "../api/time-attendance";
import {
  absenceOriginLabels,
  absenceStatusLabels,
  absenceStatusTones,
  absenceTypeLabels,
} from "../hooks/labels";
import { dayFilter, periodRequest } from "../hooks/period";
import * as styles from "./lists.css";
import { PeriodSearch } from "./PeriodSearch";
import { PersonCell } from "./PersonCell";

/** The absences' filters: the search's criteria, the period as days. */
const filtersSchema = v.object({
  text: calls.timeAttendance.absenceSearchSchema.entries.text,
  from: dayFilter,
  to: dayFilter,
  types: calls.timeAttendance.absenceSearchSchema.entries.types,
  statuses: calls.timeAttendance.absenceSearchSchema.entries.statuses,
  origins: calls.timeAttendance.absenceSearchSchema.entries.origins,
});
type AbsenceFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: AbsenceFilters = {
  text: "",
  from: "",
  to: "",
  types: [],
  statuses: [],
  origins: [],
};
const sortColumns = ["start", "lastName"] as const;

/**
 * The absences held (decision 028), imported from the time-and-attendance tool or entered in
 * Relève: searched by person, period, type, status and origin, sorted by start or name.
 */
export function AbsenceList() {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const { timeZone } = useSettings();
  const headingId = useId();
  const state = useListState("absence", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const absences = useAbsences({
    ...periodRequest(filters, timeZone),
    ...(filters.types?.length ? { types: filters.types } : {}),
    ...(filters.statuses?.length ? { statuses: filters.statuses } : {}),
    ...(filters.origins?.length ? { origins: filters.origins } : {}),
    ...sortRequest(state.sort, sortColumns),
    page: state.page,
    pageSize: state.pageSize,
  });
  const label = t({ context: "human-resources", message: "Absences" });
  const filtered = Boolean(
    filters.text ||
      filters.from ||
      filters.to ||
      filters.types?.length ||
      filters.statuses?.length ||
      filters.origins?.length,
  );

  const origin = (absence: Absence) => {
    if (absence.externalId === null) return i18n._(absenceOriginLabels.entered);
    const imported = i18n._(absenceOriginLabels.imported);
    const id = absence.externalId;
    return t({ context: "human-resources", message: `${imported} (${id})` });
  };

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {label}
      </h2>
      <PeriodSearch
        value={filters}
        onSearch={(period) => state.setFilters({ ...filters, ...period })}
      />
      <div className={styles.filters}>
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Types" })}
          options={absenceTypes}
          labelOf={(type) => i18n._(absenceTypeLabels[type])}
          value={filters.types}
          onChange={(types) => state.setFilters({ ...filters, types })}
        />
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Statuts" })}
          options={importedAbsenceStatuses}
          labelOf={(status) => i18n._(absenceStatusLabels[status])}
          value={filters.statuses}
          onChange={(statuses) => state.setFilters({ ...filters, statuses })}
        />
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Origines" })}
          options={absenceOrigins}
          labelOf={(origin) => i18n._(absenceOriginLabels[origin])}
          value={filters.origins}
          onChange={(origins) => state.setFilters({ ...filters, origins })}
        />
      </div>
      <ListResults
        results={absences}
        errorTitle={t({
          context: "human-resources",
          message: "Les absences n'ont pas pu être chargées.",
        })}
        state={state}
        paginationLabel={t({ context: "human-resources", message: "Pages des absences" })}
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
              <TableColumn id="type">
                {t({ context: "human-resources", message: "Type" })}
              </TableColumn>
              <TableColumn id="start" allowsSorting width="1.3fr">
                {t({ context: "human-resources", message: "Début" })}
              </TableColumn>
              <TableColumn id="end" width="1.3fr">
                {t({ context: "human-resources", message: "Fin" })}
              </TableColumn>
              <TableColumn id="status">
                {t({ context: "human-resources", message: "Statut" })}
              </TableColumn>
              <TableColumn id="origin" width="1.4fr">
                {t({ context: "human-resources", message: "Origine" })}
              </TableColumn>
            </TableHeader>
            <TableBody
              items={items}
              renderEmptyState={() =>
                filtered
                  ? t({
                      context: "human-resources",
                      message: "Aucune absence ne répond à cette recherche.",
                    })
                  : t({ context: "human-resources", message: "Aucune absence enregistrée." })
              }
            >
              {(absence) => {
                const status = absence.pending ? "pending" : "approved";
                return (
                  <TableRow
                    id={absence.id}
                    textValue={`${absence.person.lastName} ${absence.person.firstName}`}
                  >
                    <TableCell>
                      <PersonCell person={absence.person} />
                    </TableCell>
                    <TableCell>{i18n._(absenceTypeLabels[absence.type])}</TableCell>
                    <TableCell>{format.dateTime(absence.start)}</TableCell>
                    <TableCell>{format.dateTime(absence.end)}</TableCell>
                    <TableCell>
                      <Badge tone={absenceStatusTones[status]}>
                        {i18n._(absenceStatusLabels[status])}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <span className={styles.clipped}>{origin(absence)}</span>
                    </TableCell>
                  </TableRow>
                );
              }}
            </TableBody>
          </Table>
        )}
      </ListResults>
    </section>
  );
}
