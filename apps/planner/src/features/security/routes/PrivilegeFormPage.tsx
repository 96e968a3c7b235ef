import { useLingui } from "@lingui/react/macro";
import { instantToWallClock, listName, routeHref } from "@releve/domain";
import { EmptyState, Link, Skeleton, SkeletonShape } from "@releve/ui";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { ApiRequestError } from "../../../lib/api-client";
import { LoadProblem } from "../../../lib/LoadProblem";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { scopeChoices } from "../../../lib/scope-choices";
import { useSession } from "../../../lib/session";
import { businessNow, useSettings } from "../../../lib/settings";
import { usePersonRoles, usePrivilege, useRoleTable } from "../api/security";
import { PrivilegeForm } from "../components/PrivilegeForm";
import {
  emptyPrivilegeForm,
  type PrivilegeFormMode,
  privilegeFormOf,
} from "../hooks/privilege-form";
import { useValidityDays } from "../hooks/validity";

/** An id of the address (`edit/:id`, `?personId=`): `null` when absent or not one. */
const idOf = (text: string | null | undefined) =>
  text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;

/** Whether a load failed because what it reads does not exist. */
const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * The privilege form page (routes `security-user-profile-scope-create` and
 * `security-user-profile-scope-edit`, decision 051): the privilege edited, the role table and the
 * reference data loaded first; `?personId=` (from a person's page) chooses the user and leads back
 * to their page once saved. A privilege that does not exist says so.
 */
export function PrivilegeFormPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const [search] = useSearchParams();
  const mode: PrivilegeFormMode | null =
    id === undefined
      ? { kind: "create" }
      : idOf(id) === null
        ? null
        : { kind: "edit", id: Number(id) };
  const personId = idOf(search.get("personId"));
  const title =
    mode?.kind === "create"
      ? t({ context: "security", message: "Donner un privilège" })
      : t({ context: "security", message: "Modifier le privilège" });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {mode === null ? (
        <PrivilegeNotFound />
      ) : (
        <PrivilegeFormLoader mode={mode} personId={personId} />
      )}
    </div>
  );
}

/** What the page says of a privilege that does not exist, or an address that names none. */
function PrivilegeNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t({ context: "security", message: "Privilège introuvable" })}
      description={t({ context: "security", message: "Il n'existe pas ou a été supprimé." })}
      action={
        <Link href={routeHref("security-user-profile-scope-list")}>
          {t({ context: "security", message: "Voir les privilèges" })}
        </Link>
      }
    />
  );
}

/** The form once what it needs is loaded. */
function PrivilegeFormLoader({
  mode,
  personId,
}: {
  mode: PrivilegeFormMode;
  personId: number | null;
}) {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const { activeAuthorization } = useSession();
  const privilege = usePrivilege(mode.kind === "edit" ? mode.id : null);
  const person = usePersonRoles(mode.kind === "create" ? personId : null);
  const roles = useRoleTable();
  const references = useScopeReferenceData();
  const daysOf = useValidityDays();
  const [today] = useState(() =>
    instantToWallClock(businessNow(settings), settings.timeZone).slice(0, 10),
  );
  if (mode.kind === "edit" && isNotFound(privilege.error)) return <PrivilegeNotFound />;
  const failed = [privilege, person, roles].find(
    (answer) => answer.error !== undefined && !answer.data,
  );
  const referencesFailed = references.error !== undefined && !references.data;
  if (failed || referencesFailed) {
    const retry = () => {
      void privilege.mutate();
      void person.mutate();
      void roles.mutate();
    };
    return (
      <LoadProblem
        title={t({ context: "security", message: "Le formulaire n'a pas pu être chargé." })}
        error={failed?.error ?? references.error}
        retry={retry}
      />
    );
  }
  const waiting =
    !roles.data ||
    !references.data ||
    (mode.kind === "edit" && !privilege.data) ||
    (mode.kind === "create" && personId !== null && !person.data);
  if (waiting || !roles.data || !references.data) {
    return (
      <Skeleton label={t({ context: "security", message: "Chargement du formulaire…" })}>
        <SkeletonShape shape="block" height="24rem" />
      </Skeleton>
    );
  }
  const chosen = person.data
    ? { id: person.data.person.id, name: listName(person.data.person, i18n.locale) }
    : null;
  const initial = privilege.data
    ? privilegeFormOf(
        privilege.data,
        listName(privilege.data, i18n.locale),
        daysOf(privilege.data.validFrom, privilege.data.validTo),
      )
    : emptyPrivilegeForm(today, chosen);
  const doneHref =
    personId === null
      ? routeHref("security-user-profile-scope-list")
      : routeHref("security-user-profile-management", { id: personId });
  return (
    <PrivilegeForm
      key={mode.kind === "edit" ? mode.id : "create"}
      mode={mode}
      initial={initial}
      roles={roles.data}
      choices={scopeChoices(activeAuthorization, references.data)}
      doneHref={doneHref}
    />
  );
}
