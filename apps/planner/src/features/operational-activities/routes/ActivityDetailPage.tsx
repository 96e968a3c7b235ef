import { useLingui } from "@lingui/react/macro";
import { activityAllowedActions, hasFeature, routeHref } from "@releve/domain";
import { AlertBanner, Badge, EmptyState, Link, Skeleton, SkeletonShape } from "@releve/ui";
import { type ReactNode, useId } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { ApiRequestError } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-messages";
import { LoadProblem } from "../../../lib/LoadProblem";
import { usePageTitle } from "../../../lib/page-title";
import { useMayOpen, useSession } from "../../../lib/session";
import { type Activity, useActivity, useActivityMeans } from "../api/activities";
import { ActivityActionBar, useActivityActions } from "../components/ActivityActions";
import { ActivityDetailAttachments } from "../components/ActivityDetailAttachments";
import { ActivityDetailFacts } from "../components/ActivityDetailFacts";
import { ActivityDetailHistory } from "../components/ActivityDetailHistory";
import { ActivityDetailMeans, meansPageSize } from "../components/ActivityDetailMeans";
import { ActivityDetailSeries } from "../components/ActivityDetailSeries";
import { activityStatusLabels, activityStatusTones } from "../hooks/labels";
import { meansFactsOfPage } from "../hooks/means-facts";
import * as styles from "./ActivityDetailPage.css";

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

/** The page's frame: its title heading above what it holds. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <div className={styles.page}>{children}</div>;
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
  const listLink = useListLink();
  const title = t({ context: "operational-activities", message: "Activité opérationnelle" });
  return (
    <Frame title={title}>
      <h1 className={styles.title}>{title}</h1>
      <EmptyState
        title={t({ context: "operational-activities", message: "Aucune activité choisie" })}
        description={t({
          context: "operational-activities",
          message: "Choisissez une activité dans la liste pour voir son détail.",
        })}
        action={listLink}
      />
    </Frame>
  );
}

/** Whether a load failed because the activity is not there for this role (gone, or out of scope). */
function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.error.code === "notFound" || error.error.code === "forbidden")
  );
}

function ActivityDetail({ id, isAbsence }: { id: number; isAbsence: boolean }) {
  const { t, i18n } = useLingui();
  const activity = useActivity(id);
  const listLink = useListLink();
  const fallbackTitle = t({
    context: "operational-activities",
    message: "Activité opérationnelle",
  });
  if (activity.data) {
    return <ActivityContent activity={activity.data} isAbsence={isAbsence} />;
  }
  if (activity.error && isUnreachable(activity.error)) {
    return (
      <Frame title={fallbackTitle}>
        <h1 className={styles.title}>{fallbackTitle}</h1>
        <EmptyState
          title={t({ context: "operational-activities", message: "Activité introuvable" })}
          description={describeError(i18n, activity.error)}
          action={listLink}
        />
      </Frame>
    );
  }
  return (
    <Frame title={fallbackTitle}>
      <h1 className={styles.title}>{fallbackTitle}</h1>
      {activity.error ? (
        <LoadProblem
          title={t({
            context: "operational-activities",
            message: "L'activité n'a pas pu être chargée.",
          })}
          error={activity.error}
          retry={() => void activity.mutate()}
        />
      ) : (
        <Skeleton
          label={t({ context: "operational-activities", message: "Chargement de l'activité…" })}
        >
          <SkeletonShape shape="block" height="16rem" />
        </Skeleton>
      )}
    </Frame>
  );
}

/** A part of the page under its heading, with what adds to it beside the heading. */
function Section(props: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={props.id}>
      <div className={styles.sectionHead}>
        <h2 id={props.id} className={styles.sectionTitle}>
          {props.title}
        </h2>
        {props.extra}
      </div>
      {props.children}
    </section>
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
  const mayAddMeans =
    allowed.includes("addMeans") && hasFeature(activeAuthorization, "meansOfIntervention", true);
  // The first page of the means, which the means' section shows too: one call for both.
  const means = useActivityMeans(mayReadMeans ? activity.id : null, 1, meansPageSize);
  const actions = useActivityActions({
    onDeleted: (deletedIds) => {
      if (deletedIds.includes(activity.id)) navigate(routeHref("operational-activity-list"));
    },
  });
  const target = { activity, means: means.data ? meansFactsOfPage(means.data) : undefined };

  return (
    <Frame title={activity.title}>
      <div className={styles.header}>
        <div className={styles.titleLine}>
          <h1 className={styles.title}>{activity.title}</h1>
          <Badge tone={activityStatusTones[activity.status]}>
            {i18n._(activityStatusLabels[activity.status])}
          </Badge>
        </div>
        <ActivityActionBar actions={actions} target={target} />
      </div>
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
      <Section
        id={`${ids}-facts`}
        title={t({ context: "operational-activities", message: "Informations" })}
      >
        <ActivityDetailFacts activity={activity} />
      </Section>
      {mayReadMeans ? (
        <Section
          id={`${ids}-means`}
          title={t({ context: "operational-activities", message: "Moyens d'intervention" })}
          extra={
            mayAddMeans ? (
              <Link
                variant="standalone"
                href={routeHref("means-of-intervention-create", {
                  operationalActivityId: activity.id,
                })}
              >
                {t({ context: "operational-activities", message: "Ajouter un moyen" })}
              </Link>
            ) : null
          }
        >
          <ActivityDetailMeans activityId={activity.id} />
        </Section>
      ) : null}
      {activity.recurrenceId !== null ? (
        <Section
          id={`${ids}-series`}
          title={t({ context: "operational-activities", message: "Série" })}
        >
          <ActivityDetailSeries recurrenceId={activity.recurrenceId} activity={activity} />
        </Section>
      ) : null}
      <Section
        id={`${ids}-attachments`}
        title={t({ context: "operational-activities", message: "Pièces jointes" })}
      >
        <ActivityDetailAttachments
          attachments={activity.attachments}
          mayRemove={allowed.includes("edit")}
          labelledBy={`${ids}-attachments`}
        />
      </Section>
      <Section
        id={`${ids}-history`}
        title={t({ context: "operational-activities", message: "Historique des statuts" })}
      >
        <ActivityDetailHistory activityId={activity.id} />
      </Section>
      {actions.dialog}
    </Frame>
  );
}
