import { useLingui } from "@lingui/react/macro";
import { alertLevels, alertText, calls, hasFeature, routeHref } from "@releve/domain";
import { Badge, Link, Select } from "@releve/ui";
import { useState } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { type ActionItem, ActionsMenu } from "../../../lib/detail/Actions";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import { PeriodSearch } from "../../../lib/PeriodSearch";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { dayFilter, periodRequest } from "../../../lib/period-filter";
import { useSession } from "../../../lib/session";
import { useSettings } from "../../../lib/settings";
import { type ManagedAlert, useAlerts } from "../api/alerts";
import { type AlertAction, AlertActionDialog } from "../components/AlertActionDialog";
import { alertLevelLabels, alertLevelTones } from "../hooks/labels";

/** The list's filters (spec 02 §7): words, period as days, levels and status. */
const filtersSchema = v.object({
  text: calls.alert.alertSearchSchema.entries.text,
  from: dayFilter,
  to: dayFilter,
  level: calls.alert.alertSearchSchema.entries.level,
  status: v.picklist(["all", "active", "cancelled"]),
});
type AlertFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: AlertFilters = { text: "", from: "", to: "", level: [], status: "all" };
const sortColumns = calls.alert.searchSortFields;

/**
 * The alerts (route `alert-list`, spec 01 §2, spec 02 §7): searched by words of their titles and
 * texts in any language, the period they show in, level and status (active or cancelled), sorted
 * by start, end or level, a page at a time; filters, sort and paging kept per user and in the
 * address (decision 026). Each row says its title as its reader's language shows it (else
 * French, English, German), its level, period, whether it may be closed and its status; an
 * active alert's title opens its form, its menu disables an active alert or deletes one.
 */
export function AlertListPage() {
  const { t, i18n } = useLingui();
  const title = t({ context: "alert-management", message: "Alertes" });
  usePageTitle(title);
  const { timeZone } = useSettings();
  const { activeAuthorization } = useSession();
  const mayManage = hasFeature(activeAuthorization, "alert.manage", true);
  const state = useListState("alert", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const alerts = useAlerts({
    ...listRequest({ ...state, filters: { level: filters.level } }, sortColumns),
    ...periodRequest(filters, timeZone),
    ...(filters.status === "all" ? {} : { isActive: filters.status === "active" }),
  });
  const format = useInstantFormat();
  const [acting, setActing] = useState<{
    action: AlertAction;
    alert: { id: number; title: string };
  } | null>(null);
  const titleOf = (alert: ManagedAlert) => alertText(alert, i18n.locale)?.title ?? "";

  const columns: ListColumn<ManagedAlert>[] = [
    {
      id: "title",
      header: t({ context: "alert-management", message: "Titre" }),
      minWidth: 160,
      rowHeader: true,
      // An active alert opens its form; a disabled one can no longer change.
      cell: (row) =>
        mayManage && row.isActive ? (
          <Link href={routeHref("alert-edit", { id: row.id })}>{titleOf(row)}</Link>
        ) : (
          <span className={styles.clipped}>{titleOf(row)}</span>
        ),
    },
    {
      id: "level",
      header: t({ context: "alert-management", message: "Niveau" }),
      width: 140,
      sortable: true,
      cell: (row) => (
        <Badge tone={alertLevelTones[row.level]}>{i18n._(alertLevelLabels[row.level])}</Badge>
      ),
    },
    {
      id: "fromDateTime",
      header: t({ context: "alert-management", message: "Début" }),
      width: 160,
      sortable: true,
      cell: (row) => format.dateTime(row.fromDateTime),
    },
    {
      id: "toDateTime",
      header: t({ context: "alert-management", message: "Fin" }),
      width: 160,
      sortable: true,
      cell: (row) =>
        row.toDateTime
          ? format.dateTime(row.toDateTime)
          : t({ context: "alert-management", message: "Jusqu'à sa désactivation" }),
    },
    {
      id: "dismissible",
      header: t({ context: "alert-management", message: "Refermable" }),
      width: 105,
      cell: (row) =>
        row.dismissible
          ? t({ context: "alert-management", message: "Oui" })
          : t({ context: "alert-management", message: "Non" }),
    },
    {
      id: "status",
      header: t({ context: "alert-management", message: "Statut" }),
      width: 105,
      cell: (row) =>
        row.isActive ? (
          <Badge tone="success">{t({ context: "alert-management", message: "Active" })}</Badge>
        ) : (
          <Badge tone="neutral">{t({ context: "alert-management", message: "Désactivée" })}</Badge>
        ),
    },
  ];
  if (mayManage) {
    columns.push({
      id: "actions",
      header: t({ context: "alert-management", message: "Actions" }),
      width: 90,
      cell: (row) => {
        const name = titleOf(row);
        const alert = { id: row.id, title: name };
        const items: ActionItem<AlertAction>[] = [
          ...(row.isActive
            ? [
                {
                  key: "cancel" as const,
                  label: t({ context: "alert-management", message: "Désactiver" }),
                  icon: "close" as const,
                  isDestructive: false,
                },
              ]
            : []),
          {
            key: "delete",
            label: t({ context: "alert-management", message: "Supprimer" }),
            icon: "trash",
            isDestructive: true,
          },
        ];
        return (
          <ActionsMenu
            items={items}
            label={t({ context: "alert-management", message: `Actions sur ${name}` })}
            onAction={(action) => setActing({ action, alert })}
          />
        );
      },
    });
  }

  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{title}</h1>
        {mayManage ? (
          <Link variant="standalone" href={routeHref("alert-create")}>
            {t({ context: "alert-management", message: "Créer une alerte" })}
          </Link>
        ) : null}
      </div>
      <section className={styles.list} aria-label={title}>
        <PeriodSearch
          textLabel={t({ context: "alert-management", message: "Titre ou texte" })}
          textDescription={t({
            context: "alert-management",
            message: "Dans l'une des langues : français, anglais ou allemand",
          })}
          value={filters}
          onSearch={(period) => state.setFilters({ ...filters, ...period })}
        />
        <div className={styles.filters}>
          <Select
            label={t({ context: "alert-management", message: "Statut" })}
            options={[
              { id: "all", label: t({ context: "alert-management", message: "Toutes" }) },
              { id: "active", label: t({ context: "alert-management", message: "Actives" }) },
              {
                id: "cancelled",
                label: t({ context: "alert-management", message: "Désactivées" }),
              },
            ]}
            value={filters.status}
            onChange={(key) =>
              state.setFilters({ ...filters, status: key as AlertFilters["status"] })
            }
          />
        </div>
        <ChoiceFilter
          label={t({ context: "alert-management", message: "Niveaux" })}
          options={alertLevels}
          labels={alertLevelLabels}
          {...filterControl(state, "level")}
        />
        <ListTable
          results={alerts}
          state={state}
          label={title}
          defaultSort={{ column: "fromDateTime", direction: "descending" }}
          columns={columns}
          rowText={titleOf}
          emptyText={{
            filtered: t({
              context: "alert-management",
              message: "Aucune alerte ne répond à ces filtres.",
            }),
            unfiltered: t({
              context: "alert-management",
              message: "Aucune alerte pour l'instant.",
            }),
          }}
          errorTitle={t({
            context: "alert-management",
            message: "Les alertes n'ont pas pu être chargées.",
          })}
          paginationLabel={t({ context: "alert-management", message: "Pages des alertes" })}
        />
      </section>
      {acting ? (
        <AlertActionDialog
          action={acting.action}
          alert={acting.alert}
          onClose={() => setActing(null)}
        />
      ) : null}
    </div>
  );
}
