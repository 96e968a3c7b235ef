import { useLingui } from "@lingui/react/macro";
import {
  calls,
  hasFeature,
  localizedLabel,
  meansTypeVisibilities,
  routeHref,
} from "@releve/domain";
import { Badge, Link, MultiSelect, Select } from "@releve/ui";
import { useState } from "react";
import * as v from "valibot";
import { type ActionItem, ActionsMenu } from "../../../lib/detail/Actions";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { listRequest, useListState } from "../../../lib/list-state";
import { PeriodSearch } from "../../../lib/PeriodSearch";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useSession } from "../../../lib/session";
import { type MeansType, useMeansTypes } from "../api/means-types";
import { DeleteMeansTypeDialog } from "../components/DeleteMeansTypeDialog";
import { visibilityLabels, visibilityTones } from "../hooks/labels";
import { useMeansTypeReferences } from "../hooks/reference-choices";

const criteria = calls.meansType.meansTypeSearchSchema.entries;

/** The list's filters: words of the label, visibility (`all`: both) and entities. */
const filtersSchema = v.object({
  text: criteria.text,
  visibility: v.picklist(["all", ...meansTypeVisibilities]),
  entityIds: v.array(v.number()),
});
type MeansTypeFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: MeansTypeFilters = { text: "", visibility: "all", entityIds: [] };
const sortColumns = calls.meansType.searchSortFields;

/**
 * The means of intervention types (route `means-of-intervention-types-list`, spec 01 §2, §3):
 * searched by words of their label in any language, visibility and entity, sorted by label,
 * staff count or visibility, a page at a time; filters, sort and paging kept per user and in the
 * address (decision 026). Those who manage types (Admin, A) create, edit and delete them from
 * here; those who read them (D) see the list only.
 */
export function MeansTypeListPage() {
  const { t, i18n } = useLingui();
  const title = t({ context: "means-types", message: "Types de moyens" });
  usePageTitle(title);
  const { activeAuthorization } = useSession();
  const mayManage = hasFeature(activeAuthorization, "meansOfInterventionType", true);
  const state = useListState("meansOfInterventionType", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const types = useMeansTypes({
    ...listRequest({ ...state, filters: { text: filters.text } }, sortColumns),
    ...(filters.visibility === "all" ? {} : { visibility: filters.visibility }),
    ...(filters.entityIds.length > 0 ? { entityIds: filters.entityIds } : {}),
  });
  const references = useMeansTypeReferences();
  const names = references.data?.names;
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const nameOf = (type: MeansType) => localizedLabel(type.label, i18n.locale);
  const listed = (ids: readonly number[], of: ReadonlyMap<number, string> | undefined) =>
    ids.map((id) => of?.get(id) ?? `n° ${id}`).join(", ");

  const actionsColumn: ListColumn<MeansType> = {
    id: "actions",
    header: t({ context: "means-types", message: "Actions" }),
    width: "0.6fr",
    cell: (row) => {
      const name = nameOf(row);
      const items: ActionItem<"edit" | "delete">[] = [
        {
          key: "edit",
          label: t({ context: "means-types", message: "Modifier" }),
          icon: "edit",
          href: routeHref("means-of-intervention-type-edit", { id: row.id }),
          isDestructive: false,
        },
        {
          key: "delete",
          label: t({ context: "means-types", message: "Supprimer" }),
          icon: "trash",
          isDestructive: true,
        },
      ];
      return (
        <ActionsMenu
          items={items}
          label={t({ context: "means-types", message: `Actions sur ${name}` })}
          onAction={(key) => {
            if (key === "delete") setDeleting({ id: row.id, name });
          }}
        />
      );
    },
  };
  const columns: ListColumn<MeansType>[] = [
    {
      id: "label",
      header: t({ context: "means-types", message: "Libellé" }),
      width: "1.4fr",
      sortable: true,
      rowHeader: true,
      cell: (row) =>
        mayManage ? (
          <Link href={routeHref("means-of-intervention-type-edit", { id: row.id })}>
            {nameOf(row)}
          </Link>
        ) : (
          nameOf(row)
        ),
    },
    {
      id: "defaultRequiredStaffCount",
      header: t({ context: "means-types", message: "Personnel requis" }),
      width: "0.8fr",
      sortable: true,
      cell: (row) => String(row.defaultRequiredStaffCount),
    },
    {
      id: "visibility",
      header: t({ context: "means-types", message: "Visibilité" }),
      width: "0.8fr",
      sortable: true,
      cell: (row) => (
        <Badge tone={visibilityTones[row.visibility]}>
          {i18n._(visibilityLabels[row.visibility])}
        </Badge>
      ),
    },
    {
      id: "operationalRoles",
      header: t({ context: "means-types", message: "Rôles opérationnels" }),
      cell: (row) => (
        <span className={styles.clipped}>
          {listed(row.operationalRoleIds, names?.operationalRoles)}
        </span>
      ),
    },
    {
      id: "departures",
      header: t({ context: "means-types", message: "Départs" }),
      cell: (row) => (
        <span className={styles.clipped}>{listed(row.departureIds, names?.departures)}</span>
      ),
    },
    {
      id: "entities",
      header: t({ context: "means-types", message: "Entités" }),
      cell: (row) => (
        <span className={styles.clipped}>
          {row.entityIds.length === 0
            ? t({ context: "means-types", message: "Toutes" })
            : listed(row.entityIds, names?.entities)}
        </span>
      ),
    },
    ...(mayManage ? [actionsColumn] : []),
  ];

  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{title}</h1>
        {mayManage ? (
          <Link variant="standalone" href={routeHref("means-of-intervention-type-create")}>
            {t({ context: "means-types", message: "Créer un type de moyen" })}
          </Link>
        ) : null}
      </div>
      <section className={styles.list} aria-label={title}>
        <PeriodSearch
          value={{ text: filters.text }}
          onSearch={({ text }) => state.setFilters({ ...filters, text })}
          textLabel={t({ context: "means-types", message: "Libellé" })}
          textDescription={t({
            context: "means-types",
            message: "Dans l'une des langues : français, anglais ou allemand",
          })}
          withDays={false}
        />
        <div className={styles.filters}>
          <Select
            label={t({ context: "means-types", message: "Visibilité" })}
            options={[
              { id: "all", label: t({ context: "means-types", message: "Tous les types" }) },
              ...meansTypeVisibilities.map((visibility) => ({
                id: visibility,
                label: i18n._(visibilityLabels[visibility]),
              })),
            ]}
            value={filters.visibility}
            onChange={(key) =>
              state.setFilters({
                ...filters,
                visibility: key as MeansTypeFilters["visibility"],
              })
            }
          />
          <MultiSelect
            label={t({ context: "means-types", message: "Entités" })}
            placeholder={t({ context: "means-types", message: "Toutes les entités" })}
            options={references.data?.entities ?? []}
            value={filters.entityIds}
            onChange={(keys) => state.setFilters({ ...filters, entityIds: keys.map(Number) })}
          />
        </div>
        <ListTable
          results={types}
          state={state}
          label={title}
          defaultSort={{ column: "label", direction: "ascending" }}
          columns={columns}
          rowText={nameOf}
          emptyText={{
            filtered: t({
              context: "means-types",
              message: "Aucun type de moyen ne répond à ces filtres.",
            }),
            unfiltered: t({
              context: "means-types",
              message: "Aucun type de moyen pour l'instant.",
            }),
          }}
          errorTitle={t({
            context: "means-types",
            message: "Les types de moyens n'ont pas pu être chargés.",
          })}
          paginationLabel={t({ context: "means-types", message: "Pages des types de moyens" })}
        />
      </section>
      {deleting ? (
        <DeleteMeansTypeDialog type={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </div>
  );
}
