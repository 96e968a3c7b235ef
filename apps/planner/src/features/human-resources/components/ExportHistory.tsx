import { useLingui } from "@lingui/react/macro";
import { calls, displayName, exportDestinations, workExportKinds } from "@releve/domain";
import { useId } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import { type ExportAnswer, useExports } from "../api/time-attendance";
import { useDayRange } from "../hooks/day-range";
import { exportDestinationLabels, exportKindLabels } from "../hooks/labels";
import * as styles from "./lists.css";

/** The history's filters: the exports' search criteria of that name. */
const filtersSchema = v.object({
  kinds: calls.timeAttendance.exportSearchSchema.entries.kinds,
  destinations: calls.timeAttendance.exportSearchSchema.entries.destinations,
});
type ExportFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: ExportFilters = { kinds: [], destinations: [] };
const sortColumns = ["createdAt"] as const;

/**
 * Every work-schedule export made, newest first (decision 028): which, of which days, how many
 * lines, downloaded by whom or written to the exchange folder by its job.
 */
export function ExportHistory() {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const dayRange = useDayRange();
  const headingId = useId();
  const state = useListState("timeAttendanceExport", filtersSchema, defaultFilters, sortColumns);
  const exports = useExports(listRequest(state, sortColumns));
  const label = t({ context: "human-resources", message: "Historique des exports" });

  const destination = (made: ExportAnswer) => {
    if (made.destination === "folder") {
      return t({ context: "human-resources", message: "Écrit dans le dossier d'échange" });
    }
    const downloaded = i18n._(exportDestinationLabels.download);
    const who = made.requestedBy ? displayName(made.requestedBy) : null;
    return who
      ? t({ context: "human-resources", message: `${downloaded} par ${who}` })
      : downloaded;
  };
  const columns: ListColumn<ExportAnswer>[] = [
    {
      id: "kind",
      header: t({ context: "human-resources", message: "Export" }),
      rowHeader: true,
      width: "1.3fr",
      cell: (made) => i18n._(exportKindLabels[made.kind]),
    },
    {
      id: "createdAt",
      header: t({ context: "human-resources", message: "Date" }),
      sortable: true,
      width: "1.3fr",
      cell: (made) => format.dateTime(made.createdAt),
    },
    {
      id: "format",
      header: t({ context: "human-resources", message: "Format" }),
      width: "0.7fr",
      cell: (made) => made.format.toUpperCase(),
    },
    {
      id: "days",
      header: t({ context: "human-resources", message: "Jours couverts" }),
      width: "1.4fr",
      cell: (made) => dayRange(made.from, made.to),
    },
    {
      id: "lines",
      header: t({ context: "human-resources", message: "Lignes" }),
      width: "0.7fr",
      cell: (made) => i18n.number(made.lines),
    },
    {
      id: "destination",
      header: t({ context: "human-resources", message: "Destination" }),
      width: "1.8fr",
      cell: (made) => (
        <span className={styles.clipped} title={made.fileName}>
          {destination(made)}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {label}
      </h2>
      <div className={styles.filters}>
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Exports" })}
          options={workExportKinds}
          labels={exportKindLabels}
          {...filterControl(state, "kinds")}
        />
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Destinations" })}
          options={exportDestinations}
          labels={exportDestinationLabels}
          {...filterControl(state, "destinations")}
        />
      </div>
      <ListTable
        results={exports}
        state={state}
        label={label}
        defaultSort={{ column: "createdAt", direction: "descending" }}
        columns={columns}
        rowText={(made) => made.fileName}
        emptyText={{
          filtered: t({
            context: "human-resources",
            message: "Aucun export ne répond à ces filtres.",
          }),
          unfiltered: t({ context: "human-resources", message: "Aucun export pour l'instant." }),
        }}
        errorTitle={t({
          context: "human-resources",
          message: "L'historique des exports n'a pas pu être chargé.",
        })}
        paginationLabel={t({ context: "human-resources", message: "Pages des exports" })}
      />
    </section>
  );
}
