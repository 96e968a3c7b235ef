import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  calls,
  defaultPageSize,
  hasFeature,
  instantToWallClock,
  listName,
  routeHref,
} from "@releve/domain";
import { Badge, Button, EmptyState, Link, Skeleton, SkeletonShape, useRoleLabel } from "@releve/ui";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { ApiRequestError } from "../../../lib/api-client";
import { type ActionItem, ActionsMenu } from "../../../lib/detail/Actions";
import * as detail from "../../../lib/detail/detail.css";
import { ListTable } from "../../../lib/ListTable";
import { LoadProblem } from "../../../lib/LoadProblem";
import { usePageTitle } from "../../../lib/page-title";
import type { ListSort } from "../../../lib/preferences";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { staffTypeLabels } from "../../../lib/registrations/labels";
import { useSession } from "../../../lib/session";
import { businessNow, useSettings } from "../../../lib/settings";
import {
  type HeldRole,
  type Privilege,
  usePersonRoles,
  usePrivileges,
  useRoleTable,
} from "../api/security";
import { DeletePrivilegeDialog } from "../components/DeletePrivilegeDialog";
import { usePrivilegeColumns } from "../components/privilege-columns";
import { RoleAssignDialog } from "../components/RoleAssignDialog";
import { RoleUnassignDialog } from "../components/RoleUnassignDialog";
import { scopeTypeLabels } from "../hooks/labels";
import { useValidityText } from "../hooks/validity";

/** The person's id of the address, `null` when it is not one (the route guard blocks those). */
const idOf = (text: string | undefined) =>
  text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;

/** Whether a load failed because the person does not exist. */
const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * A person's management page (route `security-user-profile-management`, spec 01 §2, decision
 * 051): who they are; the roles they hold — each with its scope type, its days and whether
 * privileges restrict it —, given, changed and taken away through the role assign and unassign
 * dialogs for the roles the active role may manage; then their privileges.
 */
export function UserProfileManagementPage() {
  const { t, i18n } = useLingui();
  const personId = idOf(useParams().id);
  const roles = usePersonRoles(personId);
  const person = roles.data?.person;
  const name = person ? listName(person, i18n.locale) : "";
  const title = person
    ? t({ context: "security", message: `Rôles et privilèges de ${name}` })
    : t({ context: "security", message: "Rôles et privilèges" });
  usePageTitle(title);
  if (personId === null || isNotFound(roles.error)) {
    return (
      <div className={detail.page}>
        <h1 className={detail.title}>{title}</h1>
        <EmptyState
          title={t({ context: "security", message: "Personne introuvable" })}
          description={t({ context: "security", message: "Elle n'existe pas." })}
          action={
            <Link href={routeHref("security-user-profile-scope-list")}>
              {t({ context: "security", message: "Voir les privilèges" })}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className={detail.page}>
      <h1 className={detail.title}>{title}</h1>
      {roles.error !== undefined && !roles.data ? (
        <LoadProblem
          title={t({ context: "security", message: "La personne n'a pas pu être chargée." })}
          error={roles.error}
          retry={() => void roles.mutate()}
        />
      ) : !roles.data || !person ? (
        <Skeleton label={t({ context: "security", message: "Chargement de la personne…" })}>
          <SkeletonShape shape="block" height="20rem" />
        </Skeleton>
      ) : (
        <>
          <dl className={detail.facts}>
            <div className={detail.fact}>
              <dt>{t({ context: "security", message: "Type de personnel" })}</dt>
              <dd>{i18n._(staffTypeLabels[person.staffType])}</dd>
            </div>
            <div className={detail.fact}>
              <dt>{t({ context: "security", message: "Fonction" })}</dt>
              <dd>{person.function ?? "—"}</dd>
            </div>
            <div className={detail.fact}>
              <dt>{t({ context: "security", message: "E-mail" })}</dt>
              <dd>{person.email ?? "—"}</dd>
            </div>
          </dl>
          <HeldRoles
            person={{ id: person.id, name }}
            held={roles.data.roles}
            canSignIn={person.userProfileId !== null}
          />
          <PersonPrivileges
            person={{ id: person.id, name }}
            canSignIn={person.userProfileId !== null}
          />
        </>
      )}
    </div>
  );
}

/** The roles a person holds, and the dialogs that give, change and take them away. */
function HeldRoles({
  person,
  held,
  canSignIn,
}: {
  person: { id: number; name: string };
  held: readonly HeldRole[];
  canSignIn: boolean;
}) {
  const { t, i18n } = useLingui();
  const roleLabel = useRoleLabel();
  const validityText = useValidityText();
  const settings = useSettings();
  const table = useRoleTable();
  const [now] = useState(() => businessNow(settings));
  const today = instantToWallClock(now, settings.timeZone).slice(0, 10);
  const [dialog, setDialog] = useState<
    { kind: "assign"; changing: HeldRole | null } | { kind: "unassign"; role: HeldRole } | null
  >(null);
  const heldCodes = new Set(held.map((role) => role.roleCode));
  const mayGiveMore = (table.data ?? []).some(
    (role) => role.assignable && !heldCodes.has(role.code),
  );
  const state = (role: HeldRole) => {
    if (Date.parse(role.validFrom) > now.getTime()) {
      return <Badge tone="info">{t({ context: "security", message: "À venir" })}</Badge>;
    }
    if (role.validTo !== null && Date.parse(role.validTo) <= now.getTime()) {
      return <Badge tone="neutral">{t({ context: "security", message: "Terminé" })}</Badge>;
    }
    return <Badge tone="success">{t({ context: "security", message: "En cours" })}</Badge>;
  };
  const restriction = (role: HeldRole) => {
    if (role.scopeType === "none") {
      return t({ context: "security", message: "Aucun privilège ne le restreint" });
    }
    // Field staff reach their functions' activities, with or without privileges.
    if (role.scopeType === "byFunctions" && role.privilegeCount === 0) return null;
    return t({
      context: "security",
      message: plural(role.privilegeCount, {
        0: "Aucun privilège : n'atteint rien",
        one: "# privilège",
        other: "# privilèges",
      }),
    });
  };
  return (
    <section className={detail.section} aria-labelledby="held-roles">
      <div className={detail.sectionHead}>
        <h2 id="held-roles" className={detail.sectionTitle}>
          {t({ context: "security", message: "Rôles détenus" })}
        </h2>
        {canSignIn && mayGiveMore ? (
          <Button variant="secondary" onPress={() => setDialog({ kind: "assign", changing: null })}>
            {t({ context: "security", message: "Attribuer un rôle" })}
          </Button>
        ) : null}
      </div>
      {!canSignIn ? (
        <p className={detail.muted}>
          {t({
            context: "security",
            message: "Cette personne n'a pas de compte : elle ne peut recevoir aucun rôle.",
          })}
        </p>
      ) : held.length === 0 ? (
        <p className={detail.muted}>
          {t({ context: "security", message: "Aucun rôle pour l'instant." })}
        </p>
      ) : (
        <ul className={detail.rows}>
          {held.map((role) => {
            const label = roleLabel(role.roleCode);
            const restricted = restriction(role);
            const items: ActionItem<"change" | "unassign">[] = [
              {
                key: "change",
                label: t({ context: "security", message: "Modifier" }),
                icon: "edit",
                isDestructive: false,
              },
              {
                key: "unassign",
                label: t({ context: "security", message: "Retirer" }),
                icon: "trash",
                isDestructive: true,
              },
            ];
            return (
              <li key={role.id} className={detail.row}>
                <span className={detail.rowMain}>
                  <strong>{label}</strong>
                  {state(role)}
                  <span>{i18n._(scopeTypeLabels[role.scopeType])}</span>
                  {restricted ? <span className={detail.muted}>{restricted}</span> : null}
                  <span>{validityText(role.validFrom, role.validTo)}</span>
                </span>
                {role.manageable && table.data ? (
                  <ActionsMenu
                    items={items}
                    label={t({ context: "security", message: `Actions sur le rôle ${label}` })}
                    onAction={(key) =>
                      setDialog(
                        key === "change"
                          ? { kind: "assign", changing: role }
                          : { kind: "unassign", role },
                      )
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {dialog?.kind === "assign" && table.data ? (
        <RoleAssignDialog
          person={person}
          roles={table.data}
          heldRoles={held}
          changing={dialog.changing}
          today={today}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === "unassign" ? (
        <RoleUnassignDialog person={person} role={dialog.role} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}

/** A person's privileges, a page at a time, with their menus for the roles one may manage. */
function PersonPrivileges({
  person,
  canSignIn,
}: {
  person: { id: number; name: string };
  /** Whether the person has an account: privileges are given to accounts only. */
  canSignIn: boolean;
}) {
  const { t } = useLingui();
  const { name } = person;
  const { activeAuthorization } = useSession();
  const references = useScopeReferenceData();
  const [sort, setSort] = useState<ListSort | null>({
    column: "roleCode",
    direction: "ascending",
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const sortField = calls.security.searchScopesSortFields.find((field) => field === sort?.column);
  const privileges = usePrivileges({
    personIds: [person.id],
    page,
    pageSize,
    ...(sort && sortField
      ? { sort: { field: sortField, direction: sort.direction === "descending" ? "desc" : "asc" } }
      : {}),
  });
  const [deleting, setDeleting] = useState<Privilege | null>(null);
  const mayManage = hasFeature(activeAuthorization, "security.manage", true);
  const columns = usePrivilegeColumns({
    mayManage,
    showsPerson: false,
    references: references.data,
    onDelete: (privilege) => setDeleting(privilege),
  });
  return (
    <section className={detail.section} aria-labelledby="person-privileges">
      <div className={detail.sectionHead}>
        <h2 id="person-privileges" className={detail.sectionTitle}>
          {t({ context: "security", message: "Privilèges" })}
        </h2>
        {mayManage && canSignIn ? (
          <Link href={`${routeHref("security-user-profile-scope-create")}?personId=${person.id}`}>
            {t({ context: "security", message: "Donner un privilège" })}
          </Link>
        ) : null}
      </div>
      <ListTable
        results={privileges}
        state={{
          filters: {},
          sort,
          setSort: (next) => {
            setSort(next);
            setPage(1);
          },
          page,
          pageSize,
          setPage,
          setPageSize: (next) => {
            setPageSize(next);
            setPage(1);
          },
        }}
        label={t({ context: "security", message: `Privilèges de ${name}` })}
        defaultSort={{ column: "roleCode", direction: "ascending" }}
        columns={columns}
        rowText={(row) => row.roleCode}
        emptyText={{
          filtered: t({ context: "security", message: "Aucun privilège." }),
          unfiltered: t({ context: "security", message: "Aucun privilège." }),
        }}
        errorTitle={t({
          context: "security",
          message: "Les privilèges n'ont pas pu être chargés.",
        })}
        paginationLabel={t({ context: "security", message: "Pages des privilèges" })}
      />
      {deleting ? (
        <DeletePrivilegeDialog
          privilege={{ id: deleting.id, name: person.name, roleCode: deleting.roleCode }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
