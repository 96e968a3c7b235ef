import { useLingui } from "@lingui/react/macro";
import { calls, routeHref } from "@releve/domain";
import { Link, MeansStatusBadge, StaffCompletenessBadge } from "@releve/ui";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import type { ListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import { meansName } from "../../../lib/planning/means-types";
import { useSettings } from "../../../lib/settings";
import { type MeansRow, useMeansPage } from "../api/means";
import { type MeansActions, MeansActionsMenu } from "./MeansActions";
import { type MeansFilters, meansCriteria, meansPeriodRequest } from "./MeansFilters";

const sortColumns = calls.meansOfIntervention.meansSortFields;

/** The list's sort columns, as the address and the preferences keep them. */
export const meansSortColumns: readonly string[] = sortColumns;

/**
 * The list tab (spec 01 §2 `tab=list`): the means of the filters a page at a time, sorted on any
 * column (decision 034) — type (a link to its page), activity, on-site period, rendezvous and
 * return, departure, plate, status, staff — each with its menu of actions.
 */
export function MeansListTable({
  state,
  actions,
  label,
}: {
  state: ListState<MeansFilters>;
  actions: MeansActions;
  label: string;
}) {
  const { t } = useLingui();
  const { timeZone } = useSettings();
  const format = useInstantFormat();
  const { filters, sort, page, pageSize } = state;
  const sortField = sortColumns.find((field) => field === sort?.column);
  const means = useMeansPage({
    ...meansCriteria(filters),
    ...meansPeriodRequest(filters, timeZone),
    ...(sort && sortField
      ? { sort: { field: sortField, direction: sort.direction === "descending" ? "desc" : "asc" } }
      : {}),
    page,
    pageSize,
  });
  const none = t({ context: "means", message: "Aucun" });
  const nameOf = (row: MeansRow) => meansName(row.typeName, row.plateNumber);

  const columns: ListColumn<MeansRow>[] = [
    {
      id: "type",
      header: t({ context: "means", message: "Moyen" }),
      width: "1.3fr",
      sortable: true,
      rowHeader: true,
      cell: (row) => (
        <Link href={routeHref("means-of-intervention-detail-page", { id: row.id })}>
          {row.typeName}
        </Link>
      ),
    },
    {
      id: "activity",
      header: t({ context: "means", message: "Activité" }),
      width: "1.5fr",
      sortable: true,
      cell: (row) => (
        <Link
          href={routeHref("operational-activity-detail-page", { id: row.operationalActivityId })}
        >
          {row.operationalActivity.title}
        </Link>
      ),
    },
    {
      id: "start",
      header: t({ context: "means", message: "Sur place" }),
      width: "1.6fr",
      sortable: true,
      cell: (row) => format.period(row.start, row.end),
    },
    {
      id: "ultimateStart",
      header: t({ context: "means", message: "Rendez-vous et retour" }),
      width: "1.4fr",
      sortable: true,
      cell: (row) =>
        row.ultimateStart && row.ultimateEnd
          ? format.period(row.ultimateStart, row.ultimateEnd)
          : row.ultimateStart
            ? t({ context: "means", message: `Rendez-vous ${format.dateTime(row.ultimateStart)}` })
            : row.ultimateEnd
              ? t({ context: "means", message: `Retour ${format.dateTime(row.ultimateEnd)}` })
              : none,
    },
    {
      id: "departure",
      header: t({ context: "means", message: "Départ" }),
      sortable: true,
      cell: (row) => <span className={styles.clipped}>{row.departureName ?? none}</span>,
    },
    {
      id: "plateNumber",
      header: t({ context: "means", message: "Immatriculation" }),
      sortable: true,
      cell: (row) => row.plateNumber ?? none,
    },
    {
      id: "status",
      header: t({ context: "means", message: "Statut" }),
      sortable: true,
      cell: (row) => <MeansStatusBadge status={row.status} size="sm" />,
    },
    {
      id: "staffCompleteness",
      header: t({ context: "means", message: "Personnel" }),
      sortable: true,
      cell: (row) => <StaffCompletenessBadge staff={row.staff} variant="compact" size="sm" />,
    },
    {
      id: "actions",
      header: t({ context: "means", message: "Actions" }),
      width: "0.6fr",
      cell: (row) => (
        <MeansActionsMenu actions={actions} target={{ means: row, name: nameOf(row) }} />
      ),
    },
  ];

  return (
    <ListTable
      results={means}
      state={state}
      label={label}
      defaultSort={{ column: "start", direction: "ascending" }}
      columns={columns}
      rowText={nameOf}
      emptyText={{
        filtered: t({ context: "means", message: "Aucun moyen ne répond à ces filtres." }),
        unfiltered: t({
          context: "means",
          message: "Aucun moyen d'intervention dans votre périmètre pour l'instant.",
        }),
      }}
      errorTitle={t({ context: "means", message: "Les moyens n'ont pas pu être chargés." })}
      paginationLabel={t({ context: "means", message: "Pages des moyens" })}
    />
  );
}
