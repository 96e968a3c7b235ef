import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { Link, RegistrationStatusBadge } from "@releve/ui";
import { useState } from "react";
import * as v from "valibot";
import { ActionsMenu } from "../../../lib/detail/Actions";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { listRequest, sortRequest, useListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { meansName } from "../../../lib/planning/means-types";
import { useSession } from "../../../lib/session";
import { businessNow, useSettings } from "../../../lib/settings";
import { type Registration, useRegistrations, useResetNewRegistrationCount } from "../api/staffing";
import { FollowUpList } from "../components/FollowUpList";
import { type OwnActing, OwnActionDialog } from "../components/OwnActionDialog";
import { type OwnAction, ownActionsOf, useOwnActionLabels } from "../hooks/own-actions";

/** The person's registrations still to come (or under way), or those already started. */
const periods = ["upcoming", "past"] as const;
type Period = (typeof periods)[number];

const filtersSchema = v.object({ period: v.optional(v.picklist(periods), "upcoming") });
type UserRegistrationFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: UserRegistrationFilters = { period: "upcoming" };
const sortColumns = ["start", "status"] as const;

/**
 * The signed-in person's own registrations (route `registration-user-registration`, spec 01 §2):
 * those to come — under way included — first by start, or those already started, latest first;
 * each with its means (a link to its page), activity, hours, a schedule proposed to them and its
 * status, a proposition flagged. From a row they accept or decline a proposition, or unregister
 * from a registration still to come (a comment when it was validated, the 24-hour notice said).
 * The period, sort and page are the saved "registration" list's.
 */
export function UserRegistrationPage() {
  const { t } = useLingui();
  const title = t({ context: "staffing", message: "Mes inscriptions" });
  usePageTitle(title);
  const { user } = useSession();
  const settings = useSettings();
  // The instant the page opened: the two lists split there, the search stays the same.
  const [now] = useState(() => businessNow(settings).toISOString());
  const state = useListState("registration", filtersSchema, defaultFilters, sortColumns);
  const { period } = state.filters;
  const { period: _period, ...paging } = listRequest(state, sortColumns);
  const registrations = useRegistrations({
    ...paging,
    ...(sortRequest(state.sort, sortColumns).sort
      ? {}
      : { sort: { field: "start", direction: period === "upcoming" ? "asc" : "desc" } }),
    personIds: [user.personId],
    ...(period === "upcoming" ? { from: now } : { to: now }),
  });
  const [acting, setActing] = useState<OwnActing | null>(null);
  const markSeen = useResetNewRegistrationCount();
  const columns = useOwnColumns(period, now, (action, registration) =>
    setActing({ action, registration }),
  );
  const table = (
    <ListTable
      results={registrations}
      state={state}
      label={title}
      defaultSort={{
        column: "start",
        direction: period === "upcoming" ? "ascending" : "descending",
      }}
      columns={columns}
      rowText={(row) => row.operationalActivity.title}
      emptyText={{
        filtered:
          period === "upcoming"
            ? t({ context: "staffing", message: "Aucune inscription à venir." })
            : t({ context: "staffing", message: "Aucune inscription passée." }),
        unfiltered: t({ context: "staffing", message: "Aucune inscription pour l'instant." }),
      }}
      errorTitle={t({
        context: "staffing",
        message: "Vos inscriptions n'ont pas pu être chargées.",
      })}
      paginationLabel={t({ context: "staffing", message: "Pages de vos inscriptions" })}
    />
  );
  return (
    <FollowUpList
      title={title}
      tabs={{
        label: t({ context: "staffing", message: "Inscriptions montrées" }),
        items: [
          { id: "upcoming", label: t({ context: "staffing", message: "À venir" }) },
          { id: "past", label: t({ context: "staffing", message: "Passées" }) },
        ],
        selected: period,
        onSelect: (chosen) => state.setFilters({ period: chosen }),
      }}
      markSeen={markSeen.run}
      table={table}
      dialog={<OwnActionDialog acting={acting} onClose={() => setActing(null)} />}
    />
  );
}

/** The columns of the person's registrations; a row's menu offers what they may still do. */
function useOwnColumns(
  period: Period,
  now: string,
  act: (action: OwnAction, registration: Registration) => void,
): ListColumn<Registration>[] {
  const { t } = useLingui();
  const format = useInstantFormat();
  const labels = useOwnActionLabels();
  const actionsOf = (row: Registration): OwnAction[] =>
    period === "past" ? [] : ownActionsOf(row, now);
  return [
    {
      id: "start",
      header: t({ context: "staffing", message: "Horaire" }),
      width: "1.4fr",
      sortable: true,
      rowHeader: true,
      cell: (row) => format.period(row.start, row.end),
    },
    {
      id: "means",
      header: t({ context: "staffing", message: "Moyen" }),
      cell: (row) => (
        <Link
          href={routeHref("means-of-intervention-detail-page", { id: row.meansOfInterventionId })}
        >
          {meansName(row.meansOfIntervention.typeName, row.meansOfIntervention.plateNumber)}
        </Link>
      ),
    },
    {
      id: "activity",
      header: t({ context: "staffing", message: "Activité" }),
      width: "1.6fr",
      cell: (row) => (
        <span className={styles.clipped}>
          {row.operationalActivity.location
            ? `${row.operationalActivity.title} — ${row.operationalActivity.location}`
            : row.operationalActivity.title}
        </span>
      ),
    },
    {
      id: "proposed",
      header: t({ context: "staffing", message: "Horaire proposé" }),
      width: "1.2fr",
      cell: (row) =>
        row.proposedSchedule?.status === "pending"
          ? format.period(row.proposedSchedule.start, row.proposedSchedule.end)
          : "",
    },
    {
      id: "status",
      header: t({ context: "staffing", message: "Statut" }),
      sortable: true,
      cell: (row) => (
        <RegistrationStatusBadge status={row.status} isProposed={row.isProposed} size="sm" />
      ),
    },
    {
      id: "actions",
      header: t({ context: "staffing", message: "Actions" }),
      width: "0.6fr",
      cell: (row) => {
        const allowed = actionsOf(row);
        if (allowed.length === 0) return null;
        const activity = row.operationalActivity.title;
        const when = format.period(row.start, row.end);
        return (
          <ActionsMenu
            items={allowed.map((key) => ({ key, ...labels[key] }))}
            label={t({
              context: "staffing",
              message: `Actions sur votre inscription à ${activity}, ${when}`,
            })}
            onAction={(action) => act(action, row)}
          />
        );
      },
    },
  ];
}
