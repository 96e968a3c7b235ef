import { useLingui } from "@lingui/react/macro";
import { activityStatuses, calls, hasFeature, routeHref } from "@releve/domain";
import { Badge, Link, StaffCompletenessBadge } from "@releve/ui";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import { PeriodSearch } from "../../../lib/PeriodSearch";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { dayFilter, periodRequest } from "../../../lib/period-filter";
import {
  noScopeFilter,
  ScopeFilter,
  scopeFilterEntries,
  scopeRequest,
} from "../../../lib/ScopeFields";
import { useSession } from "../../../lib/session";
import { useSettings } from "../../../lib/settings";
import { type ActivityRow, useActivities } from "../api/activities";
import { ActivityActionsMenu, useActivityActions } from "../components/ActivityActions";
import { activityStatusLabels, activityStatusTones } from "../hooks/labels";
import { meansFactsOfSummary } from "../hooks/means-facts";

/** The list's filters (spec 01 §3, §4): words, period as days, statuses and the scope. */
const filtersSchema = v.object({
  text: calls.operationalActivity.searchCriteriaSchema.entries.text,
  from: dayFilter,
  to: dayFilter,
  status: calls.operationalActivity.searchCriteriaSchema.entries.status,
  ...scopeFilterEntries,
});
type ActivityFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: ActivityFilters = {
  text: "",
  from: "",
  to: "",
  status: [],
  ...noScopeFilter,
};
const sortColumns = calls.operationalActivity.searchSortFields;

/**
 * The operational activities of the role's scope (route `operational-activity-list`, spec 01 §2):
 * searched by words (title or location), period, status and scope, sorted on every column, a
 * page at a time; filters, sort and paging kept per user and in the address (decision 026). A row
 * opens its activity; its menu offers what the user may do with it. The create button shows to
 * those who may create.
 */
export function ActivityListPage() {
  const { t, i18n } = useLingui();
  const title = t({ context: "operational-activities", message: "Activités opérationnelles" });
  usePageTitle(title);
  const { timeZone } = useSettings();
  const { activeAuthorization } = useSession();
  const mayCreate = hasFeature(activeAuthorization, "operationalActivity.create", true);
  const state = useListState("operationalActivity", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const activities = useActivities({
    ...listRequest(
      { ...state, filters: { text: filters.text, status: filters.status } },
      sortColumns,
    ),
    ...periodRequest(filters, timeZone),
    ...scopeRequest(filters),
  });
  const format = useInstantFormat();
  const actions = useActivityActions();

  const columns: ListColumn<ActivityRow>[] = [
    {
      id: "title",
      header: t({ context: "operational-activities", message: "Titre" }),
      width: "1.6fr",
      sortable: true,
      rowHeader: true,
      cell: (row) => (
        <Link href={routeHref("operational-activity-detail-page", { id: row.id })}>
          {row.title}
        </Link>
      ),
    },
    {
      id: "activity",
      header: t({ context: "operational-activities", message: "Activité" }),
      sortable: true,
      cell: (row) => <span className={styles.clipped}>{row.activityName}</span>,
    },
    {
      id: "entity",
      header: t({ context: "operational-activities", message: "Entité" }),
      sortable: true,
      cell: (row) => <span className={styles.clipped}>{row.entityName}</span>,
    },
    {
      id: "location",
      header: t({ context: "operational-activities", message: "Lieu" }),
      sortable: true,
      cell: (row) => <span className={styles.clipped}>{row.location}</span>,
    },
    {
      id: "start",
      header: t({ context: "operational-activities", message: "Période" }),
      width: "1.6fr",
      sortable: true,
      cell: (row) => format.period(row.start, row.end),
    },
    {
      id: "status",
      header: t({ context: "operational-activities", message: "Statut" }),
      sortable: true,
      cell: (row) => (
        <Badge tone={activityStatusTones[row.status]}>
          {i18n._(activityStatusLabels[row.status])}
        </Badge>
      ),
    },
    {
      id: "registrationDeadline",
      header: t({ context: "operational-activities", message: "Date limite d'inscription" }),
      sortable: true,
      cell: (row) =>
        row.registrationDeadline
          ? format.dateTime(row.registrationDeadline)
          : t({ context: "operational-activities", message: "Aucune" }),
    },
    {
      id: "meansCount",
      header: t({ context: "operational-activities", message: "Moyens" }),
      width: "0.7fr",
      sortable: true,
      cell: (row) => String(row.means.count),
    },
    {
      id: "staffCompleteness",
      header: t({ context: "operational-activities", message: "Personnel" }),
      sortable: true,
      cell: (row) =>
        row.means.count === 0 ? (
          t({ context: "operational-activities", message: "Aucun moyen" })
        ) : (
          <StaffCompletenessBadge staff={row.means.staff} variant="compact" size="sm" />
        ),
    },
    {
      id: "actions",
      header: t({ context: "operational-activities", message: "Actions" }),
      width: "0.6fr",
      cell: (row) => (
        <ActivityActionsMenu
          actions={actions}
          target={{ activity: row, means: meansFactsOfSummary(row.means) }}
        />
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{title}</h1>
        {mayCreate ? (
          <Link variant="standalone" href={routeHref("operational-activity-create")}>
            {t({ context: "operational-activities", message: "Créer une activité" })}
          </Link>
        ) : null}
      </div>
      <section className={styles.list} aria-label={title}>
        <PeriodSearch
          textLabel={t({ context: "operational-activities", message: "Titre ou lieu" })}
          value={filters}
          onSearch={(period) => state.setFilters({ ...filters, ...period })}
        />
        <div className={styles.filters}>
          <ScopeFilter state={state} />
        </div>
        <ChoiceFilter
          label={t({ context: "operational-activities", message: "Statuts" })}
          options={activityStatuses}
          labels={activityStatusLabels}
          {...filterControl(state, "status")}
        />
        <ListTable
          results={activities}
          state={state}
          label={title}
          defaultSort={{ column: "start", direction: "ascending" }}
          columns={columns}
          rowText={(row) => row.title}
          emptyText={{
            filtered: t({
              context: "operational-activities",
              message: "Aucune activité ne répond à ces filtres.",
            }),
            unfiltered: t({
              context: "operational-activities",
              message: "Aucune activité dans votre périmètre pour l'instant.",
            }),
          }}
          errorTitle={t({
            context: "operational-activities",
            message: "Les activités n'ont pas pu être chargées.",
          })}
          paginationLabel={t({ context: "operational-activities", message: "Pages des activités" })}
        />
      </section>
      {actions.dialog}
    </div>
  );
}
