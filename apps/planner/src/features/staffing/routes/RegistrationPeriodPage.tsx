import { useLingui } from "@lingui/react/macro";
import { listName, liveRegistrationRefusal, routeHref } from "@releve/domain";
import { AlertBanner, Link } from "@releve/ui";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { DetailFacts, DetailFrame, DetailState } from "../../../lib/detail/DetailPage";
import * as detail from "../../../lib/detail/detail.css";
import { describeError } from "../../../lib/error-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import { meansName, useMeansTypeLabels } from "../../../lib/planning/means-types";
import { type Registration, useRegistration, useRegistrationMeans } from "../api/staffing";
import { RegistrationPeriodForm } from "../components/RegistrationPeriodForm";
import type { PeriodFormKind } from "../hooks/period-form";

/** What the page reads of the registration's means. */
interface MeansOfRegistration {
  id: number;
  typeId: number;
  plateNumber: string | null;
  start: string;
  end: string;
}

/** The registration edit form's page (route `registration-edit`, spec 01 §2). */
export function RegistrationEditPage() {
  return <RegistrationPeriodPage kind="edit" />;
}

/** The schedule proposition form's page (route `registration-schedule-proposition`). */
export function SchedulePropositionPage() {
  return <RegistrationPeriodPage kind="propose" />;
}

/**
 * A form on a registration's period: the registration (the route guard let only a whole id
 * through) and its means loaded first, each with its loading and error states; a registration
 * out of reach says so with the catalogue's words; one no longer live (rejected, unregistered,
 * cancelled) says it can no longer change.
 */
function RegistrationPeriodPage({ kind }: { kind: PeriodFormKind }) {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const registration = useRegistration(id);
  const means = useRegistrationMeans(registration.data?.meansOfInterventionId ?? null);
  const title =
    kind === "edit"
      ? t({ context: "staffing", message: "Modifier l'inscription" })
      : t({ context: "staffing", message: "Proposer un autre horaire" });
  const error = registration.error ?? means.error;
  if (!registration.data || !means.data) {
    return (
      <DetailState
        words={{
          title,
          loading: t({ context: "staffing", message: "Chargement de l'inscription…" }),
          failed: t({ context: "staffing", message: "L'inscription n'a pas pu être chargée." }),
          unreachable: t({ context: "staffing", message: "Inscription introuvable" }),
        }}
        error={error}
        retry={() => {
          void registration.mutate();
          void means.mutate();
        }}
      />
    );
  }
  return (
    <DetailFrame title={title}>
      <h1 className={detail.title}>{title}</h1>
      <PeriodContent kind={kind} registration={registration.data} means={means.data} />
    </DetailFrame>
  );
}

/**
 * The registration once loaded: its facts, then the form, or why it cannot be changed. What is
 * shown is decided when the page opens: the form's own save (a proposition now pending) does not
 * replace it while the page leaves for the means.
 */
function PeriodContent({
  kind,
  registration,
  means,
}: {
  kind: PeriodFormKind;
  registration: Registration;
  means: MeansOfRegistration;
}) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const meansHref = routeHref("means-of-intervention-detail-page", { id: means.id });
  const [{ refusal, pending }] = useState(() => ({
    refusal: liveRegistrationRefusal(registration, kind === "edit" ? "edit" : "proposeSchedule"),
    pending:
      kind === "propose" && registration.proposedSchedule?.status === "pending"
        ? format.period(registration.proposedSchedule.start, registration.proposedSchedule.end)
        : null,
  }));
  return (
    <>
      <RegistrationFacts registration={registration} means={means} href={meansHref} />
      {refusal ? (
        <AlertBanner
          level="warning"
          title={t({ context: "staffing", message: "Cette inscription ne peut plus changer" })}
        >
          {describeError(i18n, refusal)}
        </AlertBanner>
      ) : pending ? (
        <AlertBanner
          level="info"
          title={t({ context: "staffing", message: "Un horaire est déjà proposé" })}
        >
          <p className={detail.muted}>
            {t({
              context: "staffing",
              message: `${pending}, en attente de décision.`,
            })}
          </p>
          <Link href={routeHref("registration-schedule-change-list")}>
            {t({ context: "staffing", message: "Voir les changements d'horaire" })}
          </Link>
        </AlertBanner>
      ) : (
        <RegistrationPeriodForm
          kind={kind}
          registration={registration}
          means={means}
          doneHref={meansHref}
        />
      )}
    </>
  );
}

/** Who is registered on which means, when the means is on site, and the schedule now. */
function RegistrationFacts(props: {
  registration: Registration;
  means: MeansOfRegistration;
  href: string;
}) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const types = useMeansTypeLabels();
  const { registration, means } = props;
  const { person } = registration;
  const typeLabel =
    types.labels.get(means.typeId) ?? t({ context: "staffing", message: `Moyen n° ${means.id}` });
  return (
    <DetailFacts
      facts={[
        [t({ context: "staffing", message: "Personne" }), listName(person, i18n.locale)],
        [
          t({ context: "staffing", message: "Moyen" }),
          <Link key="means" href={props.href}>
            {meansName(typeLabel, means.plateNumber)}
          </Link>,
        ],
        [t({ context: "staffing", message: "Sur place" }), format.period(means.start, means.end)],
        [
          t({ context: "staffing", message: "Horaire actuel" }),
          format.period(registration.start, registration.end),
        ],
      ]}
    />
  );
}
