import { useLingui } from "@lingui/react/macro";
import { localizedLabel, routeHref } from "@releve/domain";
import { Link, StaffCompletenessBadge } from "@releve/ui";
import { type DetailFact, DetailFacts } from "../../../lib/detail/DetailPage";
import * as styles from "../../../lib/detail/detail.css";
import { useInstantFormat } from "../../../lib/instant-format";
import { useOpeningWords, useValidationWords } from "../../../lib/planning/opening";
import { departuresQuery, predefinedSchedulesQuery } from "../../../lib/reference-data";
import type { Means } from "../api/means";
import { scheduleTypeLabels } from "../hooks/labels";

/** What the facts of a means show of its activity and its type, read apart. */
export interface MeansContext {
  /** The activity's title, once read; `undefined` while it loads or when it cannot be. */
  activityTitle: string | undefined;
  typeLabel: string;
}

/** The staff of a means in words, with its completeness badge. */
function StaffFact({ staff }: { staff: Means["staff"] }) {
  const { t } = useLingui();
  const { required, validated, pending } = staff;
  return (
    <span className={styles.rowMain}>
      <span>
        {t({
          context: "means",
          message: `Validées : ${validated} sur ${required} · En attente : ${pending}`,
        })}
      </span>
      <StaffCompletenessBadge staff={staff} size="sm" />
    </span>
  );
}

/**
 * The fields of a means (spec 01 §3): its activity (a link to its page), its type and schedule,
 * its departure and plate, its on-site period with the rendezvous before and the return after,
 * its staff, how its registrations are validated and until when, how it opens, its split half
 * and its comment as written. Departures and predefined schedules come from the reference data.
 */
export function MeansDetailFacts({ means, context }: { means: Means; context: MeansContext }) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const departures = departuresQuery.use().data;
  const schedules = predefinedSchedulesQuery.use().data;
  const opening = useOpeningWords(means);
  const validation = useValidationWords(means.automaticRegistrationValidation);
  const none = t({ context: "means", message: "Aucun" });
  const departure = departures?.find((item) => item.id === means.departureId);
  const schedule = schedules?.find((item) => item.id === means.predefinedScheduleId);
  const scheduleWords =
    means.scheduleType === "PREDEFINED" && schedule
      ? `${i18n._(scheduleTypeLabels.PREDEFINED)} (${localizedLabel(schedule.label, i18n.locale)})`
      : i18n._(scheduleTypeLabels[means.scheduleType]);
  const sibling = means.splitSiblingId;

  const facts: DetailFact[] = [
    [
      t({ context: "means", message: "Activité opérationnelle" }),
      <Link
        key="activity"
        href={routeHref("operational-activity-detail-page", { id: means.operationalActivityId })}
      >
        {context.activityTitle ?? t({ context: "means", message: "Voir l'activité" })}
      </Link>,
    ],
    [t({ context: "means", message: "Type de moyen" }), context.typeLabel],
    [t({ context: "means", message: "Horaire" }), scheduleWords],
    [
      t({ context: "means", message: "Départ" }),
      departure ? localizedLabel(departure.label, i18n.locale) : none,
    ],
    [t({ context: "means", message: "Immatriculation" }), means.plateNumber || none],
    [t({ context: "means", message: "Sur place" }), format.period(means.start, means.end)],
    [
      t({ context: "means", message: "Rendez-vous" }),
      means.ultimateStart ? format.dateTime(means.ultimateStart) : none,
    ],
    [
      t({ context: "means", message: "Retour" }),
      means.ultimateEnd ? format.dateTime(means.ultimateEnd) : none,
    ],
    [t({ context: "means", message: "Personnel" }), <StaffFact key="staff" staff={means.staff} />],
    [t({ context: "means", message: "Validation des inscriptions" }), validation],
    [
      t({ context: "means", message: "Date limite d'inscription" }),
      means.registrationDeadline ? format.dateTime(means.registrationDeadline) : none,
    ],
    [t({ context: "means", message: "Ouverture aux bénévoles" }), opening],
    [
      t({ context: "means", message: "Scission" }),
      sibling === null ? (
        t({ context: "means", message: "Non scindé" })
      ) : (
        <Link key="sibling" href={routeHref("means-of-intervention-detail-page", { id: sibling })}>
          {t({ context: "means", message: `Autre moitié : moyen n° ${sibling}` })}
        </Link>
      ),
    ],
    [
      t({ context: "means", message: "Réglages d'inscription" }),
      means.inheritsFromActivity
        ? t({ context: "means", message: "Ceux de l'activité" })
        : t({ context: "means", message: "Propres au moyen" }),
    ],
  ];
  return (
    <DetailFacts
      facts={facts}
      wide={[
        [
          t({ context: "means", message: "Commentaire" }),
          means.comment || t({ context: "means", message: "Aucun commentaire" }),
        ],
      ]}
    />
  );
}
