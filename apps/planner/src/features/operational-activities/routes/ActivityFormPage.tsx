import { useLingui } from "@lingui/react/macro";
import { activityTransition, routeHref } from "@releve/domain";
import { AlertBanner, EmptyState, Link, Skeleton, SkeletonShape } from "@releve/ui";
import { useMemo } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { ApiRequestError } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-messages";
import { LoadProblem } from "../../../lib/LoadProblem";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useProfilePreferences } from "../../../lib/preferences";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { type ScopeChoices, scopeChoices } from "../../../lib/scope-choices";
import { useSession } from "../../../lib/session";
import { useSettings } from "../../../lib/settings";
import { useActivity } from "../api/activities";
import { ActivityForm, cancelHrefOf } from "../components/ActivityForm";
import { type ActivityFormMode, activityFormOf, emptyActivityForm } from "../hooks/form-values";

/** An id of the address: a positive whole number, else `null` (shown as not found). */
function idOf(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The form's mode from the address: `edit/:id`, `create?clone={id}`, or `create`. */
function useMode(): { mode: ActivityFormMode | null; asked: boolean } {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id !== undefined) {
    const edited = idOf(id);
    return { mode: edited === null ? null : { kind: "edit", id: edited }, asked: true };
  }
  const clone = search.get("clone");
  if (clone !== null) {
    const source = idOf(clone);
    return { mode: source === null ? null : { kind: "clone", sourceId: source }, asked: true };
  }
  return { mode: { kind: "create" }, asked: false };
}

/** Whether a load failed because the activity does not exist. */
const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * The operational activity form page (routes `operational-activity-create`, with `?clone={id}`
 * for a clone, and `operational-activity-edit`; spec 01 §2, spec 02 §3): the activity edited or
 * cloned and the scope's reference data loaded first, each with its loading and error states; an
 * activity that does not exist says so; one whose status allows no edit says why.
 */
export function ActivityFormPage() {
  const { t } = useLingui();
  const { mode, asked } = useMode();
  const title =
    mode?.kind === "edit"
      ? t({ context: "activity-form", message: "Modifier l'activité" })
      : mode?.kind === "clone" || (asked && mode === null)
        ? t({ context: "activity-form", message: "Cloner l'activité" })
        : t({ context: "activity-form", message: "Créer une activité" });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {mode === null ? <ActivityNotFound /> : <ActivityFormLoader mode={mode} />}
    </div>
  );
}

/** What the page says of an activity that does not exist, or an address that names none. */
function ActivityNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t({ context: "activity-form", message: "Activité introuvable" })}
      description={t({
        context: "activity-form",
        message: "Elle n'existe pas ou a été supprimée.",
      })}
      action={
        <Link href={routeHref("operational-activity-list")}>
          {t({ context: "activity-form", message: "Voir les activités" })}
        </Link>
      }
    />
  );
}

/** The form once what it starts from is loaded. */
function ActivityFormLoader({ mode }: { mode: ActivityFormMode }) {
  const { t, i18n } = useLingui();
  const { timeZone } = useSettings();
  const { activeAuthorization } = useSession();
  const [profile] = useProfilePreferences();
  const reference = useScopeReferenceData();
  const sourceId = mode.kind === "edit" ? mode.id : mode.kind === "clone" ? mode.sourceId : null;
  const activity = useActivity(sourceId);
  const choices = useMemo(
    () => (reference.data ? scopeChoices(activeAuthorization, reference.data) : undefined),
    [activeAuthorization, reference.data],
  );

  if (sourceId !== null && isNotFound(activity.error)) return <ActivityNotFound />;
  if (sourceId !== null && activity.error !== undefined) {
    return (
      <LoadProblem
        title={t({ context: "activity-form", message: "L'activité n'a pas pu être chargée." })}
        error={activity.error}
        retry={() => void activity.mutate()}
      />
    );
  }
  if (reference.error !== undefined && !choices) {
    return (
      <LoadProblem
        title={t({
          context: "activity-form",
          message: "Les activités et les entités n'ont pas pu être chargées.",
        })}
        error={reference.error}
        retry={() => window.location.reload()}
      />
    );
  }
  if (!choices || (sourceId !== null && !activity.data)) {
    return (
      <Skeleton label={t({ context: "activity-form", message: "Chargement du formulaire…" })}>
        <SkeletonShape shape="block" height="24rem" />
      </Skeleton>
    );
  }
  if (mode.kind === "edit" && activity.data) {
    const allowed = activityTransition(activity.data, "edit");
    if (!allowed.ok) {
      return (
        <AlertBanner
          level="warning"
          title={t({
            context: "activity-form",
            message: "Cette activité ne peut plus être modifiée",
          })}
        >
          {describeError(i18n, allowed.error)}
        </AlertBanner>
      );
    }
  }
  const initial = activity.data
    ? activityFormOf(activity.data, timeZone)
    : emptyActivityForm(placeOf(profile, choices));
  return (
    <ActivityForm
      key={`${mode.kind} ${sourceId ?? ""}`}
      mode={mode}
      initial={initial}
      choices={choices}
      cancelHref={cancelHrefOf(mode)}
      recurrenceId={mode.kind === "edit" ? (activity.data?.recurrenceId ?? null) : null}
    />
  );
}

/**
 * A new activity's activity and entity: those of the profile's selection the scope offers, or
 * the only one it offers.
 */
function placeOf(
  profile: { activityId: number | null; entityId: number | null },
  choices: ScopeChoices,
): { activityId: number | null; entityId: number | null } {
  const pick = (items: readonly { id: number }[], chosen: number | null) =>
    items.find((item) => item.id === chosen)?.id ??
    (items.length === 1 ? (items[0]?.id ?? null) : null);
  return {
    activityId: pick(choices.activities, profile.activityId),
    entityId: pick(choices.entities, profile.entityId),
  };
}
