import { useLingui } from "@lingui/react/macro";
import { instantToWallClock, routeHref } from "@releve/domain";
import { AlertBanner, EmptyState, Link, Skeleton, SkeletonShape } from "@releve/ui";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { ApiRequestError } from "../../../lib/api-client";
import { LoadProblem } from "../../../lib/LoadProblem";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { businessNow, useSettings } from "../../../lib/settings";
import { useAlert } from "../api/alerts";
import { AlertForm } from "../components/AlertForm";
import { type AlertFormMode, alertFormOf, emptyAlertForm } from "../hooks/form-values";

/** The form's mode from the address: `edit/:id` (`null` when the id is not one), or `create`. */
function useMode(): AlertFormMode | null {
  const { id } = useParams();
  if (id === undefined) return { kind: "create" };
  return /^[1-9]\d{0,9}$/.test(id) ? { kind: "edit", id: Number(id) } : null;
}

/** Whether a load failed because the alert does not exist. */
const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * The alert form page (routes `alert-create` and `alert-edit`, spec 01 §2, spec 02 §7): a new
 * alert from now on, or the alert edited once loaded; one that does not exist says so, and a
 * disabled one says it can no longer change.
 */
export function AlertFormPage() {
  const { t } = useLingui();
  const mode = useMode();
  const title =
    mode?.kind === "create"
      ? t({ context: "alert-management", message: "Créer une alerte" })
      : t({ context: "alert-management", message: "Modifier l'alerte" });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {mode === null ? <AlertNotFound /> : <AlertFormLoader mode={mode} />}
    </div>
  );
}

/** What the page says of an alert that does not exist, or an address that names none. */
function AlertNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t({ context: "alert-management", message: "Alerte introuvable" })}
      description={t({
        context: "alert-management",
        message: "Elle n'existe pas ou a été supprimée.",
      })}
      action={
        <Link href={routeHref("alert-list")}>
          {t({ context: "alert-management", message: "Voir les alertes" })}
        </Link>
      }
    />
  );
}

/** The form once the alert edited is loaded. */
function AlertFormLoader({ mode }: { mode: AlertFormMode }) {
  const { t } = useLingui();
  const settings = useSettings();
  const alert = useAlert(mode.kind === "edit" ? mode.id : null);
  // A new alert shows from the moment the form opened.
  const [created] = useState(() =>
    emptyAlertForm(instantToWallClock(businessNow(settings), settings.timeZone)),
  );
  if (mode.kind === "create") return <AlertForm mode={mode} initial={created} />;
  if (isNotFound(alert.error)) return <AlertNotFound />;
  if (alert.error !== undefined) {
    return (
      <LoadProblem
        title={t({ context: "alert-management", message: "L'alerte n'a pas pu être chargée." })}
        error={alert.error}
        retry={() => void alert.mutate()}
      />
    );
  }
  if (!alert.data) {
    return (
      <Skeleton label={t({ context: "alert-management", message: "Chargement du formulaire…" })}>
        <SkeletonShape shape="block" height="24rem" />
      </Skeleton>
    );
  }
  if (!alert.data.isActive) {
    return (
      <AlertBanner
        level="warning"
        title={t({ context: "alert-management", message: "Cette alerte est désactivée" })}
      >
        {t({
          context: "alert-management",
          message: "Une alerte désactivée ne peut plus être modifiée : créez-en une autre.",
        })}
      </AlertBanner>
    );
  }
  return (
    <AlertForm key={mode.id} mode={mode} initial={alertFormOf(alert.data, settings.timeZone)} />
  );
}
