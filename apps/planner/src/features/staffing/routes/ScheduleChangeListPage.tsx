import { useLingui } from "@lingui/react/macro";
import { calls, hasFeature, listName, routeHref, scheduleChangeStatuses } from "@releve/domain";
import { Badge, Link } from "@releve/ui";
import { useState } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { type ActionItem, ActionsMenu } from "../../../lib/detail/Actions";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useSession } from "../../../lib/session";
import {
  type ScheduleChange,
  useResetProposedScheduleCount,
  useScheduleChanges,
} from "../api/staffing";
import { FollowUpList, useAllAndMineTabs } from "../components/FollowUpList";
import {
  type ScheduleChangeDecision,
  ScheduleChangeDecisionDialog,
} from "../components/ScheduleChangeDecisionDialog";
import {
  followUpViews,
  scheduleChangeStatusLabels,
  scheduleChangeStatusTones,
} from "../hooks/labels";

/** The follow-up's filters: all changes or the user's, and their statuses (pending first). */
const filtersSchema = v.object({
  view: v.optional(v.picklist(followUpViews), "all"),
  statuses: calls.scheduleChange.scheduleChangeSearchSchema.entries.statuses,
});
type ScheduleChangeFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: ScheduleChangeFilters = { view: "all", statuses: ["pending"] };
const sortColumns = ["createdAt", "start", "status"] as const;

/**
 * The schedule-change follow-up (route `registration-schedule-change-list`, spec 01 §2): the
 * changes of the role's scope ("Tous") or those the user proposed ("Les miens"), by status —
 * pending ones first shown —, latest first, sorted on when proposed, the new period or the
 * status; each names the person, the means and its activity, the schedule now and the one
 * proposed, who proposed it and when; a pending one is validated or rejected from its row by
 * those who decide. Visiting the page marks the changes as seen: the sidebar's count goes back
 * to nothing. Filters, sort and paging are the saved "schedule change" list's.
 */
export function ScheduleChangeListPage() {
  const { t } = useLingui();
  const title = t({ context: "staffing", message: "Changements d'horaire" });
  usePageTitle(title);
  const { user, activeAuthorization } = useSession();
  const mayDecide = hasFeature(activeAuthorization, "registration.schedule", true);
  const state = useListState(
    "registrationScheduleChange",
    filtersSchema,
    defaultFilters,
    sortColumns,
  );
  const { filters } = state;
  const { view, ...criteria } = listRequest(state, sortColumns);
  const changes = useScheduleChanges({
    ...criteria,
    ...(filters.view === "mine" ? { proposedByPersonIds: [user.personId] } : {}),
  });
  const reset = useResetProposedScheduleCount();
  const [deciding, setDeciding] = useState<{
    decision: ScheduleChangeDecision;
    change: ScheduleChange;
  } | null>(null);
  const columns = useScheduleChangeColumns(mayDecide, (decision, change) =>
    setDeciding({ decision, change }),
  );
  const table = (
    <ListTable
      results={changes}
      state={state}
      label={title}
      defaultSort={{ column: "createdAt", direction: "descending" }}
      columns={columns}
      rowText={(row) => `${row.person.lastName} ${row.person.firstName}`}
      emptyText={{
        filtered: t({
          context: "staffing",
          message: "Aucun changement d'horaire ne répond à ces filtres.",
        }),
        unfiltered: t({
          context: "staffing",
          message: "Aucun changement d'horaire dans votre périmètre pour l'instant.",
        }),
      }}
      errorTitle={t({
        context: "staffing",
        message: "Les changements d'horaire n'ont pas pu être chargés.",
      })}
      paginationLabel={t({ context: "staffing", message: "Pages des changements d'horaire" })}
    />
  );
  const tabs = useAllAndMineTabs(state, t({ context: "staffing", message: "Proposés par moi" }));
  return (
    <FollowUpList
      title={title}
      tabs={tabs}
      markSeen={reset.run}
      filters={
        <ChoiceFilter
          label={t({ context: "staffing", message: "Statuts" })}
          options={scheduleChangeStatuses}
          labels={scheduleChangeStatusLabels}
          {...filterControl(state, "statuses")}
        />
      }
      table={table}
      dialog={
        deciding ? (
          <ScheduleChangeDecisionDialog
            decision={deciding.decision}
            change={deciding.change}
            onClose={() => setDeciding(null)}
          />
        ) : null
      }
    />
  );
}

/** The follow-up's columns; a pending change's row menu offers the decisions. */
function useScheduleChangeColumns(
  mayDecide: boolean,
  decide: (decision: ScheduleChangeDecision, change: ScheduleChange) => void,
): ListColumn<ScheduleChange>[] {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const nameOf = (person: { firstName: string; lastName: string }) => listName(person, i18n.locale);
  const decisions: ActionItem<ScheduleChangeDecision>[] = [
    {
      key: "validate",
      label: t({ context: "staffing", message: "Valider l'horaire" }),
      icon: "check",
      isDestructive: false,
    },
    {
      key: "reject",
      label: t({ context: "staffing", message: "Refuser l'horaire" }),
      icon: "close",
      isDestructive: true,
    },
  ];
  return [
    {
      id: "person",
      header: t({ context: "staffing", message: "Personne" }),
      rowHeader: true,
      cell: (row) => nameOf(row.person),
    },
    {
      id: "means",
      header: t({ context: "staffing", message: "Moyen" }),
      width: "1.4fr",
      cell: (row) => (
        <span className={styles.clipped}>
          <Link
            href={routeHref("means-of-intervention-detail-page", { id: row.meansOfInterventionId })}
          >
            {row.meansTypeName}
          </Link>{" "}
          · {row.operationalActivityTitle}
        </span>
      ),
    },
    {
      id: "current",
      header: t({ context: "staffing", message: "Horaire actuel" }),
      width: "1.4fr",
      cell: (row) => format.period(row.currentSchedule.start, row.currentSchedule.end),
    },
    {
      id: "start",
      header: t({ context: "staffing", message: "Horaire proposé" }),
      width: "1.4fr",
      sortable: true,
      cell: (row) => format.period(row.start, row.end),
    },
    {
      id: "createdAt",
      header: t({ context: "staffing", message: "Proposé" }),
      width: "1.2fr",
      sortable: true,
      cell: (row) => {
        const when = format.dateTime(row.createdAt);
        const who = nameOf(row.proposedBy);
        return t({ context: "staffing", message: `${when} par ${who}` });
      },
    },
    {
      id: "status",
      header: t({ context: "staffing", message: "Statut" }),
      width: "0.8fr",
      sortable: true,
      cell: (row) => (
        <Badge tone={scheduleChangeStatusTones[row.status]}>
          {i18n._(scheduleChangeStatusLabels[row.status])}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t({ context: "staffing", message: "Actions" }),
      width: "0.6fr",
      cell: (row) => {
        if (!mayDecide || row.status !== "pending") return null;
        const name = nameOf(row.person);
        return (
          <ActionsMenu
            items={decisions}
            label={t({ context: "staffing", message: `Décisions sur l'horaire proposé à ${name}` })}
            onAction={(decision) => decide(decision, row)}
          />
        );
      },
    },
  ];
}
