import { useLingui } from "@lingui/react/macro";
import { activityAllowedActions, hasFeature, routeHref, takesStaffAt } from "@releve/domain";
import { AlertBanner, Badge, Link } from "@releve/ui";
import { type ReactNode, useId } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import {
  DetailFrame,
  DetailHeader,
  DetailNoneChosen,
  DetailSection,
  DetailState,
} from "../../../lib/detail/DetailPage";
import { useMayOpen, useSession } from "../../../lib/session";
import { businessNow, useSettings } from "../../../lib/settings";
import { type Activity, useActivity, useActivityMeans } from "../api/activities";
import { ActivityActionBar, useActivityActions } from "../components/ActivityActions";
import { ActivityDetailAttachments } from "../components/ActivityDetailAttachments";
import { ActivityDetailFacts } from "../components/ActivityDetailFacts";
import { ActivityDetailHistory } from "../components/ActivityDetailHistory";
import { ActivityDetailMeans, meansPageSize } from "../components/ActivityDetailMeans";
import { ActivityDetailSeries } from "../components/ActivityDetailSeries";
import { activityStatusLabels, activityStatusTones } from "../hooks/labels";
import { meansFactsOfPage } from "../hooks/means-facts";

/**
 * An activity's page (route `operational-activity-detail-page`, spec 01 §2): everything about
 * it, and what the role may do with it. Without an id it says no activity is chosen and leads to
 * the list. `?isAbsence=true` marks a visit from an absence (the spec names the parameter only):
 * the page says so above the activity, pointing to its means, where the absent person's
 * registrations are.
 */
export function ActivityDetailPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const isAbsence = search.get("isAbsence") === "true";
  // The route's guard lets only an integer id through.
  if (id === undefined) return <NoActivityChosen />;
  return <ActivityDetail key={id} id={Number(id)} isAbsence={isAbsence} />;
}

/** The way to the activities' list, for whoever may open it (field staff may not). */
function useListLink(): ReactNode {
  const { t } = useLingui();
  if (!useMayOpen("operational-activity-list")) return undefined;
  return (
    <Link variant="standalone" href={routeHref("operational-activity-list")}>
      {t({ context: "operational-activities", message: "Voir les activités" })}
    </Link>
  );
}

function NoActivityChosen() {
  const { t } = useLingui();
  return (
    <DetailNoneChosen
      title={t({ context: "operational-activities", message: "Activité opérationnelle" })}
      heading={t({ context: "operational-activities", message: "Aucune activité choisie" })}
      description={t({
        context: "operational-activities",
        message: "Choisissez une activité dans la liste pour voir son détail.",
      })}
      back={useListLink()}
    />
  );
}

function ActivityDetail({ id, isAbsence }: { id: number; isAbsence: boolean }) {
  const { t } = useLingui();
  const activity = useActivity(id);
  const back = useListLink();
  if (activity.data) {
    return <ActivityContent activity={activity.data} isAbsence={isAbsence} />;
  }
  return (
    <DetailState
      words={{
        title: t({ context: "operational-activities", message: "Activité opérationnelle" }),
        loading: t({ context: "operational-activities", message: "Chargement de l'activité…" }),
        failed: t({
          context: "operational-activities",
          message: "L'activité n'a pas pu être chargée.",
        }),
        unreachable: t({ context: "operational-activities", message: "Activité introuvable" }),
      }}
      error={activity.error}
      retry={() => void activity.mutate()}
      back={back}
    />
  );
}

function ActivityContent({ activity, isAbsence }: { activity: Activity; isAbsence: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const ids = useId();
  const { activeAuthorization } = useSession();
  const mayReadMeans = hasFeature(activeAuthorization, "meansOfIntervention");
  const allowed = hasFeature(activeAuthorization, "operationalActivity", true)
    ? activityAllowedActions(activity)
    : [];
  // Adding a means is the means' right (a transport referent's), in a status that takes one.
  const mayAddMeans =
    activityAllowedActions(activity).includes("addMeans") &&
    hasFeature(activeAuthorization, "meansOfIntervention", true);
  // The first page of the means, which the means' section shows too: one call for both.
  const means = useActivityMeans(mayReadMeans ? activity.id : null, 1, meansPageSize);
  const actions = useActivityActions({
    onDeleted: (deletedIds) => {
      if (deletedIds.includes(activity.id)) navigate(routeHref("operational-activity-list"));
    },
  });
  const target = { activity, means: means.data ? meansFactsOfPage(means.data) : undefined };
  // The means of the first page still to end that take staff, for the multiple assignment
  // (decision 042).
  const settings = useSettings();
  const now = businessNow(settings).getTime();
  const staffable = hasFeature(activeAuthorization, "registration.manage", true)
    ? (means.data?.items ?? []).filter((item) => takesStaffAt(item, now)).map((item) => item.id)
    : [];

  return (
    <DetailFrame title={activity.title}>
      <DetailHeader
        title={activity.title}
        status={
          <Badge tone={activityStatusTones[activity.status]}>
            {i18n._(activityStatusLabels[activity.status])}
          </Badge>
        }
        actions={<ActivityActionBar actions={actions} target={target} />}
      />
      {isAbsence ? (
        <AlertBanner
          level="info"
          title={t({ context: "operational-activities", message: "Consultée depuis une absence" })}
        >
          {t({
            context: "operational-activities",
            message:
              "Vérifiez les inscriptions de ses moyens d'intervention\u00a0: la personne absente peut y être inscrite.",
          })}
        </AlertBanner>
      ) : null}
      <DetailSection
        id={`${ids}-facts`}
        title={t({ context: "operational-activities", message: "Informations" })}
      >
        <ActivityDetailFacts activity={activity} />
      </DetailSection>
      {mayReadMeans ? (
        <DetailSection
          id={`${ids}-means`}
          title={t({ context: "operational-activities", message: "Moyens d'intervention" })}
          extra={
            <>
              {staffable.length > 1 ? (
                <Link
                  variant="standalone"
                  href={routeHref(
                    "means-of-intervention-multiple-assignment-page",
                    {},
                    { ids: staffable.join(",") },
                  )}
                >
                  {t({
                    context: "operational-activities",
                    message: "Affecter du personnel à plusieurs moyens",
                  })}
                </Link>
              ) : null}
              {mayAddMeans ? (
                <Link
                  variant="standalone"
                  href={routeHref("means-of-intervention-create", {
                    operationalActivityId: activity.id,
                  })}
                >
                  {t({ context: "operational-activities", message: "Ajouter un moyen" })}
                </Link>
              ) : null}
            </>
          }
        >
          <ActivityDetailMeans activityId={activity.id} />
        </DetailSection>
      ) : null}
      {activity.recurrenceId !== null ? (
        <DetailSection
          id={`${ids}-series`}
          title={t({ context: "operational-activities", message: "Série" })}
        >
          <ActivityDetailSeries recurrenceId={activity.recurrenceId} activity={activity} />
        </DetailSection>
      ) : null}
      <DetailSection
        id={`${ids}-attachments`}
        title={t({ context: "operational-activities", message: "Pièces jointes" })}
      >
        <ActivityDetailAttachments
          attachments={activity.attachments}
          mayRemove={allowed.includes("edit")}
          labelledBy={`${ids}-attachments`}
        />
      </DetailSection>
      <DetailSection
        id={`${ids}-history`}
        title={t({ context: "operational-activities", message: "Historique des statuts" })}
      >
        <ActivityDetailHistory activityId={activity.id} />
      </DetailSection>
      {actions.dialog}
    </DetailFrame>
  );
}
