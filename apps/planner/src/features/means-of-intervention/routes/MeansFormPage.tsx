import { useLingui } from "@lingui/react/macro";
import { localizedLabel, meansTransition, routeHref } from "@releve/domain";
import { AlertBanner, EmptyState, Link, Skeleton, SkeletonShape } from "@releve/ui";
import { useParams, useSearchParams } from "react-router-dom";
import { ApiRequestError } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-messages";
import { LoadProblem } from "../../../lib/LoadProblem";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useSettings } from "../../../lib/settings";
import { useMeans, useMeansActivity, useOfferedMeansTypes } from "../api/means";
import { MeansForm } from "../components/MeansForm";
import type { OfferedType } from "../components/MeansFormFields";
import { emptyMeansForm, type MeansFormMode, meansFormOf } from "../hooks/form-values";

/** An id of the address: a positive whole number, else `null` (shown as not found). */
function idOf(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** What the address asks: new means on an activity, a copy of a means (`?clone=`), an edit. */
function useAsked(): { activityId: number | null; id: number | null; cloneOf: number | null } {
  const params = useParams();
  const [search] = useSearchParams();
  return {
    activityId: idOf(params.operationalActivityId),
    id: params.id === undefined ? null : idOf(params.id),
    cloneOf: search.get("clone") === null ? null : idOf(search.get("clone")),
  };
}

/**
 * The means form page (routes `means-of-intervention-create/{operationalActivityId}`, with
 * `?clone={id}` for a copy, and `means-of-intervention-edit/{operationalActivityId}/{id}`; spec
 * 01 §2, spec 02 §3): the activity, the means edited or copied and the types offered loaded
 * first, each with its loading and error states; a means or an activity that cannot be found says
 * so; a cancelled means says it can no longer be changed.
 */
export function MeansFormPage() {
  const { t } = useLingui();
  const asked = useAsked();
  const params = useParams();
  const isEdit = params.id !== undefined;
  const title = isEdit
    ? t({ context: "means-form", message: "Modifier le moyen" })
    : asked.cloneOf !== null
      ? t({ context: "means-form", message: "Copier le moyen" })
      : t({ context: "means-form", message: "Ajouter un moyen" });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {asked.activityId === null || (isEdit && asked.id === null) ? (
        <NotFound />
      ) : (
        <MeansFormLoader activityId={asked.activityId} id={asked.id} cloneOf={asked.cloneOf} />
      )}
    </div>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t({ context: "means-form", message: "Moyen ou activité introuvable" })}
      description={t({
        context: "means-form",
        message: "Ils n'existent pas, ont été supprimés ou sont hors de votre périmètre.",
      })}
      action={
        <Link href={routeHref("means-of-intervention-list")}>
          {t({ context: "means-form", message: "Voir les moyens" })}
        </Link>
      }
    />
  );
}

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 403);

/** The form once the activity, the means and the types offered are there. */
function MeansFormLoader(props: { activityId: number; id: number | null; cloneOf: number | null }) {
  const { t, i18n } = useLingui();
  const { timeZone } = useSettings();
  const sourceId = props.id ?? props.cloneOf;
  const activity = useMeansActivity(props.activityId);
  const means = useMeans(sourceId);
  const offered = useOfferedMeansTypes(props.activityId);
  const loads = [activity, offered, ...(sourceId === null ? [] : [means])];
  if (loads.some((load) => isMissing(load.error))) return <NotFound />;
  const failed = loads.find((load) => load.error !== undefined);
  if (failed) {
    return (
      <LoadProblem
        title={t({ context: "means-form", message: "Le formulaire n'a pas pu être chargé." })}
        error={failed.error}
        retry={() => {
          for (const load of loads) void load.mutate();
        }}
      />
    );
  }
  if (!activity.data || !offered.data || (sourceId !== null && !means.data)) {
    return (
      <Skeleton label={t({ context: "means-form", message: "Chargement du formulaire…" })}>
        <SkeletonShape shape="block" height="24rem" />
      </Skeleton>
    );
  }
  const source = means.data;
  if (source && source.operationalActivityId !== props.activityId) return <NotFound />;
  if (props.id !== null && source) {
    const allowed = meansTransition(source, "edit");
    if (!allowed.ok) {
      return (
        <AlertBanner
          level="warning"
          title={t({ context: "means-form", message: "Ce moyen ne peut plus être modifié" })}
        >
          {describeError(i18n, allowed.error)}
        </AlertBanner>
      );
    }
  }
  const mode: MeansFormMode =
    props.id !== null && source
      ? { kind: "edit", activityId: props.activityId, id: props.id, version: source.version }
      : props.cloneOf !== null
        ? { kind: "clone", activityId: props.activityId, sourceId: props.cloneOf }
        : { kind: "create", activityId: props.activityId };
  const types: OfferedType[] = offered.data.map((type) => ({
    id: type.id,
    label: localizedLabel(type.label, i18n.locale),
    defaultRequiredStaffCount: type.defaultRequiredStaffCount,
    departureIds: type.departureIds,
  }));
  // A means keeps its type even once that type is no longer offered for new means.
  if (source && !types.some((type) => type.id === source.typeId)) {
    types.push({
      id: source.typeId,
      label: t({ context: "means-form", message: `Type n° ${source.typeId} (plus proposé)` }),
      defaultRequiredStaffCount: source.staff.required,
      departureIds: [],
    });
  }
  const cancelHref = source
    ? routeHref("means-of-intervention-detail-page", { id: source.id })
    : routeHref("operational-activity-detail-page", { id: props.activityId });
  return (
    <MeansForm
      key={`${mode.kind} ${sourceId ?? ""}`}
      mode={mode}
      initial={source ? meansFormOf(source, timeZone) : emptyMeansForm(activity.data, timeZone)}
      parent={activity.data}
      types={types}
      cancelHref={cancelHref}
    />
  );
}
