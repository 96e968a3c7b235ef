import { useLingui } from "@lingui/react/macro";
import { absenceOrigins, absenceTypes, calls, importedAbsenceStatuses } from "@releve/domain";
import { Badge } from "@releve/ui";
import { useId } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import { PeriodSearch } from "../../../lib/PeriodSearch";
import { dayFilter, periodRequest } from "../../../lib/period-filter";
import { useSettings } from "../../../lib/settings";
import { type Absence, useAbsences } from "../api/time-attendance";
import {
  absenceOriginLabels,
  absenceStatusLabels,
  absenceStatusTones,
  absenceTypeLabels,
} from "../hooks/labels";
import { personText, useHeldColumns } from "./held-columns";
import * as styles from "./lists.css";

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
  const { timeZone } = useSettings();
  const headingId = useId();
  const state = useListState("absence", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const absences = useAbsences({
    ...listRequest(state, sortColumns),
    // The period's days replaced by the instants they begin and end.
    ...periodRequest(filters, timeZone),
  });
  const label = t({ context: "human-resources", message: "Absences" });

  const origin = (absence: Absence) => {
    if (absence.externalId === null) return i18n._(absenceOriginLabels.entered);
    const imported = i18n._(absenceOriginLabels.imported);
    const id = absence.externalId;
    return t({ context: "human-resources", message: `${imported} (${id})` });
  };
  const held = useHeldColumns<Absence>();
  const columns: ListColumn<Absence>[] = [
    held.person,
    {
      id: "type",
      header: t({ context: "human-resources", message: "Type" }),
      cell: (absence) => i18n._(absenceTypeLabels[absence.type]),
    },
    held.start,
    held.end,
    {
      id: "status",
      header: t({ context: "human-resources", message: "Statut" }),
      cell: (absence) => {
        const status = absence.pending ? "pending" : "approved";
        return (
          <Badge tone={absenceStatusTones[status]}>{i18n._(absenceStatusLabels[status])}</Badge>
        );
      },
    },
    {
      id: "origin",
      header: t({ context: "human-resources", message: "Origine" }),
      width: "1.4fr",
      cell: (absence) => <span className={styles.clipped}>{origin(absence)}</span>,
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
      <div className={styles.filters}>
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Types" })}
          options={absenceTypes}
          labels={absenceTypeLabels}
          {...filterControl(state, "types")}
        />
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Statuts" })}
          options={importedAbsenceStatuses}
          labels={absenceStatusLabels}
          {...filterControl(state, "statuses")}
        />
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Origines" })}
          options={absenceOrigins}
          labels={absenceOriginLabels}
          {...filterControl(state, "origins")}
        />
      </div>
      <ListTable
        results={absences}
        state={state}
        label={label}
        defaultSort={{ column: "start", direction: "descending" }}
        columns={columns}
        rowText={personText}
        emptyText={{
          filtered: t({
            context: "human-resources",
            message: "Aucune absence ne répond à cette recherche.",
          }),
          unfiltered: t({ context: "human-resources", message: "Aucune absence enregistrée." }),
        }}
        errorTitle={t({
          context: "human-resources",
          message: "Les absences n'ont pas pu être chargées.",
        })}
        paginationLabel={t({ context: "human-resources", message: "Pages des absences" })}
      />
    </section>
  );
}
