import { useLingui } from "@lingui/react/macro";
import {
  calls,
  hasFeature,
  localizedLabel,
  type RoleCode,
  roleCodes,
  routeHref,
} from "@releve/domain";
import { Link, MultiSelect, Switch, useRoleLabel } from "@releve/ui";
import { useMemo, useState } from "react";
import * as v from "valibot";
import { ListTable } from "../../../lib/ListTable";
import { listRequest, useListState } from "../../../lib/list-state";
import { PeriodSearch } from "../../../lib/PeriodSearch";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { useSession } from "../../../lib/session";
import { businessNow, useSettings } from "../../../lib/settings";
import { type Privilege, usePrivileges } from "../api/security";
import { DeletePrivilegeDialog } from "../components/DeletePrivilegeDialog";
import { usePrivilegeColumns } from "../components/privilege-columns";
import { RoleList } from "../components/RoleList";

const criteria = calls.security.userProfileScopeSearchSchema.entries;

/**
 * The list's filters (the saved "user scope" filter, spec 01 §3): words of the user's name,
 * roles, entities, activities, only the privileges valid today, only the user's own.
 */
const filtersSchema = v.object({
  text: criteria.text,
  roleCodes: v.array(v.picklist(roleCodes)),
  entityIds: v.array(v.number()),
  activityIds: v.array(v.number()),
  validToday: v.boolean(),
  mine: v.boolean(),
});
type PrivilegeFilters = v.InferOutput<typeof filtersSchema>;
const sortColumns = calls.security.searchScopesSortFields;

/**
 * The privileges (route `security-user-profile-scope-list`, spec 01 §2, §3, §6): who holds which
 * role where and when, searched by user, role, entity, activity and validity, sorted by user,
 * role or start, a page at a time, the filters kept per user ("user scope"); then the roles list.
 * Those who manage roles (Admin, A, B, BAPS) create, edit and delete the privileges of the roles
 * they may give and reach each person's roles; those who may only view their rights (C, CAPS)
 * see them, their own first.
 */
export function PrivilegeListPage() {
  const { t, i18n } = useLingui();
  const title = t({ context: "security", message: "Périmètres des utilisateurs" });
  usePageTitle(title);
  const { activeAuthorization, user } = useSession();
  const settings = useSettings();
  const mayManage = hasFeature(activeAuthorization, "security.manage", true);
  const roleLabel = useRoleLabel();
  // Those who may only view their rights open the list on their own.
  const defaultFilters = useMemo<PrivilegeFilters>(
    () => ({
      text: "",
      roleCodes: [],
      entityIds: [],
      activityIds: [],
      validToday: false,
      mine: !mayManage,
    }),
    [mayManage],
  );
  const state = useListState("userScope", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  // "Today" as the page opened: the same search while the page stays open.
  const [openedAt] = useState(() => businessNow(settings).toISOString());
  const privileges = usePrivileges({
    ...listRequest(
      {
        ...state,
        filters: {
          text: filters.text,
          roleCodes: filters.roleCodes,
          entityIds: filters.entityIds,
          activityIds: filters.activityIds,
        },
      },
      sortColumns,
    ),
    ...(filters.mine ? { personIds: [user.personId] } : {}),
    ...(filters.validToday ? { validAt: openedAt } : {}),
  });
  const references = useScopeReferenceData();
  const [deleting, setDeleting] = useState<{
    id: number;
    name: string;
    roleCode: RoleCode;
  } | null>(null);
  const columns = usePrivilegeColumns({
    mayManage,
    showsPerson: true,
    references: references.data,
    onDelete: (privilege: Privilege, name) =>
      setDeleting({ id: privilege.id, name, roleCode: privilege.roleCode }),
  });
  const options = (items: readonly { id: number; label: Parameters<typeof localizedLabel>[0] }[]) =>
    items
      .map((item) => ({ id: item.id, label: localizedLabel(item.label, i18n.locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));

  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{title}</h1>
        {mayManage ? (
          <Link variant="standalone" href={routeHref("security-user-profile-scope-create")}>
            {t({ context: "security", message: "Donner un privilège" })}
          </Link>
        ) : null}
      </div>
      <section className={styles.list} aria-label={title}>
        <PeriodSearch
          value={{ text: filters.text }}
          onSearch={({ text }) => state.setFilters({ ...filters, text })}
          textLabel={t({ context: "security", message: "Utilisateur" })}
          textDescription={t({
            context: "security",
            message: "Des mots de son prénom ou de son nom",
          })}
          withDays={false}
        />
        <div className={styles.filters}>
          <MultiSelect
            label={t({ context: "security", message: "Rôles" })}
            placeholder={t({ context: "security", message: "Tous les rôles" })}
            options={roleCodes.map((code) => ({ id: code, label: roleLabel(code) }))}
            value={filters.roleCodes}
            onChange={(keys) =>
              state.setFilters({ ...filters, roleCodes: keys.map((key) => key as RoleCode) })
            }
          />
          <MultiSelect
            label={t({ context: "security", message: "Activités" })}
            placeholder={t({ context: "security", message: "Toutes les activités" })}
            options={options(references.data?.activities ?? [])}
            value={filters.activityIds}
            onChange={(keys) => state.setFilters({ ...filters, activityIds: keys.map(Number) })}
          />
          <MultiSelect
            label={t({ context: "security", message: "Entités" })}
            placeholder={t({ context: "security", message: "Toutes les entités" })}
            options={options(references.data?.entities ?? [])}
            value={filters.entityIds}
            onChange={(keys) => state.setFilters({ ...filters, entityIds: keys.map(Number) })}
          />
          <Switch
            isSelected={filters.validToday}
            onChange={(validToday) => state.setFilters({ ...filters, validToday })}
          >
            {t({ context: "security", message: "Valides aujourd'hui" })}
          </Switch>
          <Switch
            isSelected={filters.mine}
            onChange={(mine) => state.setFilters({ ...filters, mine })}
          >
            {t({ context: "security", message: "Mes droits seulement" })}
          </Switch>
        </div>
        <ListTable
          results={privileges}
          state={state}
          label={t({ context: "security", message: "Privilèges" })}
          defaultSort={{ column: "lastName", direction: "ascending" }}
          columns={columns}
          rowText={(row) => `${row.lastName} ${row.firstName}`}
          emptyText={{
            filtered: t({
              context: "security",
              message: "Aucun privilège ne répond à ces filtres.",
            }),
            unfiltered: t({ context: "security", message: "Aucun privilège pour l'instant." }),
          }}
          errorTitle={t({
            context: "security",
            message: "Les privilèges n'ont pas pu être chargés.",
          })}
          paginationLabel={t({ context: "security", message: "Pages des privilèges" })}
        />
      </section>
      <RoleList />
      {deleting ? (
        <DeletePrivilegeDialog privilege={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </div>
  );
}
