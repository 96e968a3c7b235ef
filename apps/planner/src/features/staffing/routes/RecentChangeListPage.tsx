import { useLingui } from "@lingui/react/macro";
import { calls, listName, registrationStatuses, routeHref } from "@releve/domain";
import { Link, RegistrationStatusBadge, visuallyHidden } from "@releve/ui";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useSession } from "../../../lib/session";
import { type StatusChange, useResetNewRegistrationCount, useStatusChanges } from "../api/staffing";
import { FollowUpList, useAllAndMineTabs } from "../components/FollowUpList";
import { type FollowUpView, followUpViews, registrationStatusLabels } from "../hooks/labels";

/** The follow-up's filters: all changes or the user's, and the statuses they led to. */
const filtersSchema = v.object({
  view: v.optional(v.picklist(followUpViews), "all"),
  toStatuses: calls.registration.statusChangeSearchSchema.entries.toStatuses,
});
type StatusChangeFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: StatusChangeFilters = { view: "all", toStatuses: [] };
const sortColumns = ["at"] as const;

/**
 * The registrations' status-change follow-up (route `registration-recent-change-list`, spec 01
 * §2): every change of a registration of the role's scope ("Tous") or those the user made
 * ("Faits par moi"), latest first, filtered by the status they led to; each says when, who (the
 * system for an automatic validation), whose registration on which means and activity, from
 * which status to which, and the comment. Visiting the page marks the changes as seen: the
 * sidebar's new-registration count goes back to nothing. Filters, sort and paging are the saved
 * "registration status change" list's.
 */
export function RecentChangeListPage() {
  const { t } = useLingui();
  const title = t({ context: "staffing", message: "Changements récents" });
  usePageTitle(title);
  const { user } = useSession();
  const state = useListState(
    "registrationStatusChange",
    filtersSchema,
    defaultFilters,
    sortColumns,
  );
  const { view, ...criteria } = listRequest(state, sortColumns);
  const changes = useStatusChanges({
    ...criteria,
    ...(state.filters.view === "mine" ? { changedByPersonIds: [user.personId] } : {}),
  });
  const reset = useResetNewRegistrationCount();
  const columns = useStatusChangeColumns(state.filters.view);
  const tabs = useAllAndMineTabs(state, t({ context: "staffing", message: "Faits par moi" }));
  return (
    <FollowUpList
      title={title}
      tabs={tabs}
      markSeen={reset.run}
      filters={
        <ChoiceFilter
          label={t({ context: "staffing", message: "Nouveaux statuts" })}
          options={registrationStatuses}
          labels={registrationStatusLabels}
          {...filterControl(state, "toStatuses")}
        />
      }
      table={
        <ListTable
          results={changes}
          state={state}
          label={title}
          defaultSort={{ column: "at", direction: "descending" }}
          columns={columns}
          rowText={(row) =>
            `${row.registration.person.lastName} ${row.registration.person.firstName}`
          }
          emptyText={{
            filtered: t({
              context: "staffing",
              message: "Aucun changement d'inscription ne répond à ces filtres.",
            }),
            unfiltered: t({
              context: "staffing",
              message: "Aucun changement d'inscription dans votre périmètre pour l'instant.",
            }),
          }}
          errorTitle={t({
            context: "staffing",
            message: "Les changements d'inscription n'ont pas pu être chargés.",
          })}
          paginationLabel={t({ context: "staffing", message: "Pages des changements récents" })}
        />
      }
    />
  );
}

/** The follow-up's columns: who made each change, unless the view holds the user's own only. */
function useStatusChangeColumns(view: FollowUpView): ListColumn<StatusChange>[] {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const nameOf = (person: { firstName: string; lastName: string }) => listName(person, i18n.locale);
  const columns: ListColumn<StatusChange>[] = [
    {
      id: "at",
      header: t({ context: "staffing", message: "Quand" }),
      sortable: true,
      // A date and a time in full.
      minWidth: 160,
      cell: (row) => format.dateTime(row.at),
    },
    {
      id: "person",
      header: t({ context: "staffing", message: "Personne" }),
      rowHeader: true,
      // A last and a first name whole.
      minWidth: 180,
      cell: (row) => nameOf(row.registration.person),
    },
    {
      id: "means",
      header: t({ context: "staffing", message: "Moyen" }),
      width: "1.6fr",
      cell: (row) => (
        <span className={styles.clipped}>
          <Link
            href={routeHref("means-of-intervention-detail-page", {
              id: row.registration.meansOfInterventionId,
            })}
          >
            {row.registration.meansTypeName}
          </Link>{" "}
          · {row.registration.operationalActivityTitle}
        </span>
      ),
    },
    {
      id: "change",
      header: t({ context: "staffing", message: "Changement" }),
      width: "1.4fr",
      // Both statuses on the row's one line ("Validée → Supprimée").
      minWidth: 240,
      cell: (row) => (
        <span className={styles.inline}>
          {row.from ? (
            <RegistrationStatusBadge status={row.from} isProposed={false} size="sm" />
          ) : (
            t({ context: "staffing", message: "Nouvelle" })
          )}
          <span aria-hidden="true">→</span>
          <span className={visuallyHidden}>{t({ context: "staffing", message: "devient" })}</span>
          <RegistrationStatusBadge status={row.to} isProposed={false} size="sm" />
        </span>
      ),
    },
    {
      id: "by",
      header: t({ context: "staffing", message: "Par" }),
      cell: (row) => (row.by ? nameOf(row.by) : t({ context: "staffing", message: "Le système" })),
    },
    {
      id: "comment",
      header: t({ context: "staffing", message: "Commentaire" }),
      width: "1.4fr",
      cell: (row) => <span className={styles.clipped}>{row.comment}</span>,
    },
  ];
  return view === "mine" ? columns.filter((column) => column.id !== "by") : columns;
}
