import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { Button, Dialog, Link, RegistrationStatusBadge } from "@releve/ui";
import { type DetailFact, DetailFacts } from "../../../lib/detail/DetailPage";
import { useInstantFormat } from "../../../lib/instant-format";
import { useOnline } from "../../../lib/offline/online";
import { meansName } from "../../../lib/planning/means-types";
import { type Registration, useRegistrationMeans } from "../api/staffing";
import { type OwnAction, ownActionsOf, useOwnActionLabels } from "../hooks/own-actions";

/**
 * One of the person's registrations as their calendar's day shows it when chosen: its means and
 * activity, status, the person's hours, the means' rendezvous and return, the place, the
 * comment, what they may still do with it, and a link to the means.
 */
export function RegistrationSheet({
  registration,
  now,
  onAct,
  onClose,
}: {
  registration: Registration;
  /** The moment the page looks from: a registration under way or past takes no action. */
  now: string;
  onAct: (action: OwnAction) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  // Offline, nothing is sent (decision 047): the page\'s notice says why.
  const online = useOnline();
  const format = useInstantFormat();
  const labels = useOwnActionLabels();
  // The means' rendezvous and return: the registration holds only its on-site period.
  const means = useRegistrationMeans(registration.meansOfInterventionId).data;
  const name = meansName(
    registration.meansOfIntervention.typeName,
    registration.meansOfIntervention.plateNumber,
  );
  const none = t({ context: "staffing", message: "Aucun" });
  const facts: DetailFact[] = [
    [
      t({ context: "staffing", message: "Statut" }),
      <RegistrationStatusBadge
        key="status"
        status={registration.status}
        isProposed={registration.isProposed}
        size="sm"
      />,
    ],
    [t({ context: "staffing", message: "Activité" }), registration.operationalActivity.title],
    [t({ context: "staffing", message: "Lieu" }), registration.operationalActivity.location],
    [
      t({ context: "staffing", message: "Vos horaires" }),
      format.period(registration.start, registration.end),
    ],
    [
      t({ context: "staffing", message: "Rendez-vous" }),
      means?.ultimateStart ? format.dateTime(means.ultimateStart) : none,
    ],
    [
      t({ context: "staffing", message: "Retour" }),
      means?.ultimateEnd ? format.dateTime(means.ultimateEnd) : none,
    ],
  ];
  const comment: DetailFact[] = registration.comment
    ? [[t({ context: "staffing", message: "Commentaire" }), registration.comment]]
    : [];
  const actions = ownActionsOf(registration, now);
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={name}
      actions={
        <>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === "accept" ? "primary" : "secondary"}
              isDisabled={!online}
              onPress={() => onAct(action)}
            >
              {labels[action].label}
            </Button>
          ))}
          <Button variant="secondary" onPress={onClose}>
            {t({ context: "staffing", message: "Fermer" })}
          </Button>
        </>
      }
    >
      <DetailFacts facts={facts} wide={comment} />
      <Link
        href={routeHref("means-of-intervention-detail-page", {
          id: registration.meansOfInterventionId,
        })}
      >
        {t({ context: "staffing", message: "Voir la page du moyen" })}
      </Link>
    </Dialog>
  );
}
