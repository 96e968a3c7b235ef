import { useLingui } from "@lingui/react/macro";
import { governingRegistrationDeadline, routeHref } from "@releve/domain";
import { AlertBanner, Link, MeansStatusBadge } from "@releve/ui";
import { type ReactNode, useId } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import {
  DetailFrame,
  DetailHeader,
  DetailNoneChosen,
  DetailSection,
  DetailState,
} from "../../../lib/detail/DetailPage";
import { StatusHistory } from "../../../lib/detail/StatusHistory";
import { meansName, useMeansTypeLabels } from "../../../lib/planning/means-types";
import { MyRegistration } from "../../../lib/registrations/MyRegistration";
import { useMayOpen } from "../../../lib/session";
import { type Means, meansReads, useMeans, useMeansActivity, useMeansHistory } from "../api/means";
import { MeansActionBar, useMeansActions } from "../components/MeansActions";
import { MeansDetailFacts } from "../components/MeansDetailFacts";
import { MeansPersonnel } from "../components/MeansPersonnel";
import { meansHistoryWords } from "../hooks/labels";

/**
 * A means' page (route `means-of-intervention-detail-page`, spec 01 §2): everything about it,
 * its personnel list and its history, and what the role may do with it. Without an id it says no
 * means is chosen; `?isAbsence=true` marks a visit from an absence.
 */
export function MeansDetailPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const isAbsence = search.get("isAbsence") === "true";
  // The route's guard lets only an integer id through.
  if (id === undefined) return <NoMeansChosen />;
  return <MeansDetail key={id} id={Number(id)} isAbsence={isAbsence} />;
}

/** The way to the means' list, for whoever may open it. */
function useListLink(): ReactNode {
  const { t } = useLingui();
  if (!useMayOpen("means-of-intervention-list")) return undefined;
  return (
    <Link variant="standalone" href={routeHref("means-of-intervention-list")}>
      {t({ context: "means", message: "Voir les moyens" })}
    </Link>
  );
}

function NoMeansChosen() {
  const { t } = useLingui();
  return (
    <DetailNoneChosen
      title={t({ context: "means", message: "Moyen d'intervention" })}
      heading={t({ context: "means", message: "Aucun moyen choisi" })}
      description={t({
        context: "means",
        message: "Choisissez un moyen dans la liste ou le calendrier pour voir son détail.",
      })}
      back={useListLink()}
    />
  );
}

function MeansDetail({ id, isAbsence }: { id: number; isAbsence: boolean }) {
  const { t } = useLingui();
  const means = useMeans(id);
  const back = useListLink();
  if (means.data) return <MeansContent means={means.data} isAbsence={isAbsence} />;
  return (
    <DetailState
      words={{
        title: t({ context: "means", message: "Moyen d'intervention" }),
        loading: t({ context: "means", message: "Chargement du moyen…" }),
        failed: t({ context: "means", message: "Le moyen n'a pas pu être chargé." }),
        unreachable: t({ context: "means", message: "Moyen introuvable" }),
      }}
      error={means.error}
      retry={() => void means.mutate()}
      back={back}
    />
  );
}

function MeansContent({ means, isAbsence }: { means: Means; isAbsence: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ids = useId();
  const types = useMeansTypeLabels();
  const activity = useMeansActivity(means.operationalActivityId);
  const history = useMeansHistory(means.id);
  const meansId = means.id;
  const typeLabel =
    types.labels.get(means.typeId) ?? t({ context: "means", message: `Moyen n° ${meansId}` });
  const name = meansName(typeLabel, means.plateNumber);
  const actions = useMeansActions({
    onDeleted: () =>
      navigate(routeHref("operational-activity-detail-page", { id: means.operationalActivityId })),
  });
  const target = { means, name };

  return (
    <DetailFrame title={name}>
      <DetailHeader
        title={name}
        status={<MeansStatusBadge status={means.status} />}
        actions={<MeansActionBar actions={actions} target={target} />}
      />
      <MyRegistration
        means={{
          ...means,
          name,
          registrationDeadline: governingRegistrationDeadline(means, activity.data),
        }}
        reads={meansReads}
      />
      {isAbsence ? (
        <AlertBanner
          level="info"
          title={t({ context: "means", message: "Consulté depuis une absence" })}
        >
          {t({
            context: "means",
            message:
              "Vérifiez son personnel\u00a0: la personne absente peut y être inscrite sur cette période.",
          })}
        </AlertBanner>
      ) : null}
      <DetailSection id={`${ids}-facts`} title={t({ context: "means", message: "Informations" })}>
        <MeansDetailFacts
          means={means}
          context={{ activityTitle: activity.data?.title, typeLabel }}
        />
      </DetailSection>
      <DetailSection id={`${ids}-personnel`} title={t({ context: "means", message: "Personnel" })}>
        <MeansPersonnel means={target} />
      </DetailSection>
      <DetailSection
        id={`${ids}-history`}
        title={t({ context: "means", message: "Historique des statuts" })}
      >
        <StatusHistory history={history} words={meansHistoryWords} />
      </DetailSection>
      {actions.dialog}
    </DetailFrame>
  );
}
