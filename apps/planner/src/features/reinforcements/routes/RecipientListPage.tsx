import { useLingui } from "@lingui/react/macro";
import {
  hasFeature,
  listName,
  localizedLabel,
  type ReferenceItem,
  routeHref,
} from "@releve/domain";
import { Button, Link, MultiSelect, Select } from "@releve/ui";
import { useState } from "react";
import * as v from "valibot";
import { type ActionItem, ActionsMenu } from "../../../lib/detail/Actions";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { listRequest, useListState } from "../../../lib/list-state";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { scopeChoices } from "../../../lib/scope-choices";
import { useSession } from "../../../lib/session";
import { type Recipient, useRecipients } from "../api/reinforcements";
import { AddRecipientDialog, type RecipientKind } from "../components/AddRecipientDialog";
import { RemoveRecipientDialog } from "../components/RemoveRecipientDialog";
import { emailTypeLabels, recipientKindLabels } from "../hooks/labels";

/** The list's filters: entities, activities, and the kind (`all`: both). */
const filtersSchema = v.object({
  entityIds: v.array(v.number()),
  activityIds: v.array(v.number()),
  kind: v.picklist(["all", "person", "sharedAddress"]),
});
type RecipientFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: RecipientFilters = { entityIds: [], activityIds: [], kind: "all" };
const sortColumns = ["name"] as const;

/**
 * The reinforcement notifications (route `reinforcements-notification-list`, spec 01 §2, §3,
 * decision 052): who is told of the reinforcement requests of each entity × activity — persons
 * and shared addresses —, filtered by entity, activity and kind, by name, a page at a time (the
 * "scope notification" page and page size kept per user). Those who manage them add a person or a
 * shared address, and remove one.
 */
export function RecipientListPage() {
  const { t, i18n } = useLingui();
  const title = t({ context: "reinforcements", message: "Notifications de renfort" });
  usePageTitle(title);
  const { activeAuthorization } = useSession();
  const mayManage = hasFeature(activeAuthorization, "reinforcement.manage", true);
  const state = useListState("scopeNotification", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const recipients = useRecipients({
    ...listRequest(
      { ...state, filters: { entityIds: filters.entityIds, activityIds: filters.activityIds } },
      sortColumns,
    ),
    ...(filters.kind === "all" ? {} : { kind: filters.kind }),
  });
  const references = useScopeReferenceData();
  const choices = references.data ? scopeChoices(activeAuthorization, references.data) : null;
  const [adding, setAdding] = useState<RecipientKind | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string; place: string } | null>(
    null,
  );
  const labelOf = (items: readonly ReferenceItem[] | undefined, id: number) => {
    const item = items?.find((candidate) => candidate.id === id);
    return item ? localizedLabel(item.label, i18n.locale) : `n° ${id}`;
  };
  const nameOf = (recipient: Recipient) =>
    recipient.kind === "person" ? listName(recipient, i18n.locale) : recipient.name;
  const placeOf = (recipient: Recipient) =>
    `${labelOf(references.data?.activities, recipient.activityId)} · ${labelOf(references.data?.entities, recipient.entityId)}`;
  const options = (items: readonly ReferenceItem[] | undefined) =>
    (items ?? [])
      .map((item) => ({ id: item.id, label: localizedLabel(item.label, i18n.locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));

  const actions: ListColumn<Recipient> = {
    id: "actions",
    header: t({ context: "reinforcements", message: "Actions" }),
    width: "0.6fr",
    cell: (row) => {
      const name = nameOf(row);
      const items: ActionItem<"remove">[] = [
        {
          key: "remove",
          label: t({ context: "reinforcements", message: "Retirer" }),
          icon: "trash",
          isDestructive: true,
        },
      ];
      return (
        <ActionsMenu
          items={items}
          label={t({ context: "reinforcements", message: `Actions sur ${name}` })}
          onAction={() => setRemoving({ id: row.id, name, place: placeOf(row) })}
        />
      );
    },
  };
  const columns: ListColumn<Recipient>[] = [
    {
      id: "name",
      header: t({ context: "reinforcements", message: "Nom" }),
      width: "1.3fr",
      sortable: true,
      rowHeader: true,
      cell: nameOf,
    },
    {
      id: "kind",
      header: t({ context: "reinforcements", message: "Destinataire" }),
      width: "1fr",
      cell: (row) =>
        row.kind === "person"
          ? i18n._(recipientKindLabels.person)
          : `${i18n._(recipientKindLabels.sharedAddress)} (${i18n._(emailTypeLabels[row.emailType])})`,
    },
    {
      id: "email",
      header: t({ context: "reinforcements", message: "E-mail" }),
      width: "1.4fr",
      cell: (row) =>
        row.kind === "sharedAddress"
          ? row.email
          : t({ context: "reinforcements", message: "Son adresse de contact" }),
    },
    {
      id: "activity",
      header: t({ context: "reinforcements", message: "Activité" }),
      width: "1.2fr",
      cell: (row) => labelOf(references.data?.activities, row.activityId),
    },
    {
      id: "entity",
      header: t({ context: "reinforcements", message: "Entité" }),
      width: "1.2fr",
      cell: (row) => labelOf(references.data?.entities, row.entityId),
    },
    ...(mayManage ? [actions] : []),
  ];
  // The dialogs start from the place the filters name, when they name one.
  const place = {
    entityId: filters.entityIds.length === 1 ? (filters.entityIds[0] ?? null) : null,
    activityId: filters.activityIds.length === 1 ? (filters.activityIds[0] ?? null) : null,
  };

  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{title}</h1>
        {mayManage ? (
          <Link variant="standalone" href={routeHref("reinforcements-notification-create")}>
            {t({ context: "reinforcements", message: "Demander un renfort" })}
          </Link>
        ) : null}
      </div>
      <section className={styles.list} aria-label={title}>
        <div className={styles.filters}>
          <MultiSelect
            label={t({ context: "reinforcements", message: "Entités" })}
            placeholder={t({ context: "reinforcements", message: "Toutes les entités" })}
            options={options(choices?.entities)}
            value={filters.entityIds}
            onChange={(keys) => state.setFilters({ ...filters, entityIds: keys.map(Number) })}
          />
          <MultiSelect
            label={t({ context: "reinforcements", message: "Activités" })}
            placeholder={t({ context: "reinforcements", message: "Toutes les activités" })}
            options={options(choices?.activities)}
            value={filters.activityIds}
            onChange={(keys) => state.setFilters({ ...filters, activityIds: keys.map(Number) })}
          />
          <Select
            label={t({ context: "reinforcements", message: "Destinataires" })}
            options={[
              { id: "all", label: t({ context: "reinforcements", message: "Tous" }) },
              { id: "person", label: i18n._(recipientKindLabels.person) },
              { id: "sharedAddress", label: i18n._(recipientKindLabels.sharedAddress) },
            ]}
            value={filters.kind}
            onChange={(kind) =>
              state.setFilters({ ...filters, kind: kind as RecipientFilters["kind"] })
            }
          />
        </div>
        {mayManage && choices ? (
          <div className={styles.inline}>
            <Button variant="secondary" onPress={() => setAdding("person")}>
              {t({ context: "reinforcements", message: "Ajouter une personne" })}
            </Button>
            <Button variant="secondary" onPress={() => setAdding("sharedAddress")}>
              {t({ context: "reinforcements", message: "Ajouter une adresse partagée" })}
            </Button>
          </div>
        ) : null}
        <ListTable
          results={recipients}
          state={state}
          label={t({ context: "reinforcements", message: "Destinataires des demandes de renfort" })}
          defaultSort={{ column: "name", direction: "ascending" }}
          columns={columns}
          rowText={nameOf}
          emptyText={{
            filtered: t({
              context: "reinforcements",
              message: "Personne n'est prévenu à ces endroits.",
            }),
            unfiltered: t({
              context: "reinforcements",
              message: "Personne n'est prévenu des demandes de renfort pour l'instant.",
            }),
          }}
          errorTitle={t({
            context: "reinforcements",
            message: "Les destinataires n'ont pas pu être chargés.",
          })}
          paginationLabel={t({ context: "reinforcements", message: "Pages des destinataires" })}
        />
      </section>
      {adding && choices ? (
        <AddRecipientDialog
          kind={adding}
          choices={choices}
          place={place}
          onClose={() => setAdding(null)}
        />
      ) : null}
      {removing ? (
        <RemoveRecipientDialog recipient={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </div>
  );
}
