import { useLingui } from "@lingui/react/macro";
import { listName, localizedLabel, mayAssignRole, routeHref } from "@releve/domain";
import { Badge, Link, useRoleLabel } from "@releve/ui";
import { type ActionItem, ActionsMenu } from "../../../lib/detail/Actions";
import type { ListColumn } from "../../../lib/ListTable";
import type { ScopeReferenceData } from "../../../lib/reference-data";
import { useSession } from "../../../lib/session";
import type { Privilege } from "../api/security";
import { useValidityText } from "../hooks/validity";

/** What the privileges' tables may do: who they show, and what a row's menu offers. */
export interface PrivilegeColumnsOptions {
  /** Whether the active role manages roles and privileges (`security.manage`, write). */
  mayManage: boolean;
  /** Whether the user's column is shown (not on a person's own page). */
  showsPerson: boolean;
  /** The reference data naming the activities and entities, once loaded. */
  references: ScopeReferenceData | undefined;
  /** Opens the deletion of a privilege. */
  onDelete: (privilege: Privilege, name: string) => void;
}

/**
 * The columns of a table of privileges (spec 01 §3): user, role, activity and entity (items,
 * types, or the person's functions), validity, and — for a role the active one may manage — the
 * row's menu: edit, delete, and the person's page.
 */
export function usePrivilegeColumns({
  mayManage,
  showsPerson,
  references,
  onDelete,
}: PrivilegeColumnsOptions): ListColumn<Privilege>[] {
  const { t, i18n } = useLingui();
  const roleLabel = useRoleLabel();
  const validityText = useValidityText();
  const { activeAuthorization } = useSession();
  const personName = (row: Privilege) => listName(row, i18n.locale);
  const labelOf = (
    items: readonly { id: number; label: Parameters<typeof localizedLabel>[0] }[] | undefined,
    id: number,
  ) => {
    const item = items?.find((candidate) => candidate.id === id);
    return item ? localizedLabel(item.label, i18n.locale) : `n° ${id}`;
  };
  const activityText = (row: Privilege) => {
    if (row.activityId !== null) return labelOf(references?.activities, row.activityId);
    if (row.activityTypeId !== null) {
      const type = labelOf(references?.activityTypes, row.activityTypeId);
      return t({ context: "security", message: `Toutes : ${type}` });
    }
    return t({ context: "security", message: "Selon ses fonctions" });
  };
  const entityText = (row: Privilege) => {
    if (row.entityId !== null) return labelOf(references?.entities, row.entityId);
    if (row.entityTypeId !== null) {
      const type = labelOf(references?.entityTypes, row.entityTypeId);
      return t({ context: "security", message: `Toutes : ${type}` });
    }
    return t({ context: "security", message: "Toutes" });
  };
  const mayChange = (row: Privilege) =>
    mayManage && mayAssignRole(activeAuthorization?.role.code, row.roleCode);

  const actions: ListColumn<Privilege> = {
    id: "actions",
    header: t({ context: "security", message: "Actions" }),
    width: "0.6fr",
    cell: (row) => {
      if (!mayChange(row)) return null;
      const name = personName(row);
      const role = roleLabel(row.roleCode);
      const items: ActionItem<"edit" | "delete" | "person">[] = [
        {
          key: "edit",
          label: t({ context: "security", message: "Modifier" }),
          icon: "edit",
          href: routeHref("security-user-profile-scope-edit", { id: row.id }),
          isDestructive: false,
        },
        ...(showsPerson
          ? [
              {
                key: "person" as const,
                label: t({ context: "security", message: "Rôles de la personne" }),
                icon: "user" as const,
                href: routeHref("security-user-profile-management", { id: row.personId }),
                isDestructive: false,
              },
            ]
          : []),
        {
          key: "delete",
          label: t({ context: "security", message: "Supprimer" }),
          icon: "trash",
          isDestructive: true,
        },
      ];
      return (
        <ActionsMenu
          items={items}
          label={t({ context: "security", message: `Actions sur le privilège ${role} de ${name}` })}
          onAction={(key) => {
            if (key === "delete") onDelete(row, name);
          }}
        />
      );
    },
  };
  const person: ListColumn<Privilege> = {
    id: "lastName",
    header: t({ context: "security", message: "Utilisateur" }),
    width: "1.3fr",
    sortable: true,
    rowHeader: true,
    cell: (row) =>
      mayManage ? (
        <Link href={routeHref("security-user-profile-management", { id: row.personId })}>
          {personName(row)}
        </Link>
      ) : (
        personName(row)
      ),
  };
  return [
    ...(showsPerson ? [person] : []),
    {
      id: "roleCode",
      header: t({ context: "security", message: "Rôle" }),
      width: "1fr",
      sortable: true,
      rowHeader: !showsPerson,
      cell: (row) => (
        <>
          {roleLabel(row.roleCode)}{" "}
          {row.scopeType === "none" ? (
            <Badge tone="neutral">{t({ context: "security", message: "Ne restreint pas" })}</Badge>
          ) : null}
        </>
      ),
    },
    {
      id: "activity",
      header: t({ context: "security", message: "Activité" }),
      width: "1.2fr",
      cell: activityText,
    },
    {
      id: "entity",
      header: t({ context: "security", message: "Entité" }),
      width: "1.2fr",
      cell: entityText,
    },
    {
      id: "validFrom",
      header: t({ context: "security", message: "Validité" }),
      width: "1.4fr",
      sortable: true,
      cell: (row) => validityText(row.validFrom, row.validTo),
    },
    ...(mayManage ? [actions] : []),
  ];
}
