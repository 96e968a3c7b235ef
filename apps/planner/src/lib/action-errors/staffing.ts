import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Messages of staffing (spec 02 §5 and §8): registrations and their limits, schedule changes,
 * the conflicts of a person's assignments, and reinforcement requests.
 */
export const staffingErrorMessages: readonly MessageDescriptor[] = [
  msg({
    id: "apiError.registration.staffMaximumReached",
    comment: "max: the staff the means requires.",
    message:
      "Ce moyen d'intervention a déjà tout son personnel ({max, plural, one {# personne requise} other {# personnes requises}})\u00a0: personne d'autre ne peut y être inscrit. Choisissez un autre moyen.",
  }),
  msg({
    id: "apiError.registration.registrationDeadlinePassed",
    comment: "deadline: the date and time registration closed.",
    message:
      "Les inscriptions à ce moyen d'intervention sont closes depuis le {deadline}. Contactez le responsable de l'activité pour y participer.",
  }),
  msg({
    id: "apiError.meansOfIntervention.datesOutOfBounds",
    comment: "expectedMin: the latest start; expectedMax: the earliest end (dates and times).",
    message:
      "Ces horaires ne couvrent plus les inscriptions du moyen d'intervention\u00a0: il doit commencer au plus tard le {expectedMin} et finir au plus tôt le {expectedMax}. Ajustez les horaires, ou modifiez d'abord les inscriptions.",
  }),
  msg({
    id: "apiError.registration.datesOutOfBounds",
    comment: "expectedMin: the earliest start; expectedMax: the latest end (dates and times).",
    message:
      "Ces horaires sortent des limites du moyen d'intervention\u00a0: l'inscription doit se situer entre le {expectedMin} et le {expectedMax}. Choisissez des horaires dans ces limites.",
  }),
  msg({
    id: "apiError.registration.registrationInvalidPersonScope",
    message:
      "Cette personne est hors du périmètre de votre rôle actif\u00a0: vous ne pouvez pas l'inscrire.",
  }),
  msg({
    id: "apiError.registration.registrationInvalidMeansOfInterventionScope",
    message:
      "Ce moyen d'intervention est hors du périmètre de votre rôle actif\u00a0: vous ne pouvez pas y inscrire de personnes.",
  }),
  msg({
    id: "apiError.registration.unregistrationCommentRequired",
    message:
      "Un commentaire est obligatoire pour désinscrire une personne dont l'inscription est validée. Indiquez-en la raison.",
  }),
  msg({
    id: "apiError.registration.rejectionReasonRequired",
    message: "Choisissez le motif du refus\u00a0: absence ou changement de planning.",
  }),
  msg({
    id: "apiError.scheduleChange.pendingExists",
    message:
      "Un changement d'horaire attend déjà une réponse pour cette inscription. Faites-le valider ou refuser avant d'en proposer un autre.",
  }),
  // Conflicts: blocking ones refuse the action, the others are applied and flagged.
  msg({
    id: "apiError.meansOfIntervention.ubiquityConflict",
    comment:
      "conflicts: the numbers of the other means of intervention concerned, as a list, or none.",
    message:
      "Cette personne serait à deux endroits à la fois\u00a0: ce moyen chevauche d'autres moyens de la sélection{conflicts, select, none {} other { (moyens n°\u00a0{conflicts})}}. Retirez-en un de la sélection.",
  }),
  msg({
    id: "apiError.registration.ubiquityConflict",
    comment:
      "conflicts: the numbers of the other means of intervention concerned, as a list, or none.",
    message:
      "Cette personne serait à deux endroits à la fois\u00a0: cette inscription chevauche d'autres inscriptions de la sélection{conflicts, select, none {} other { (moyens n°\u00a0{conflicts})}}. Retirez-en une de la sélection.",
  }),
  msg({
    id: "apiError.meansOfIntervention.absenceConflict",
    message:
      "Cette personne est absente sur cette période\u00a0: elle ne peut pas être affectée à ce moyen. Choisissez une autre personne.",
  }),
  msg({
    id: "apiError.registration.absenceConflict",
    message:
      "Cette personne est absente sur cette période\u00a0: son inscription ne peut pas être validée.",
  }),
  msg({
    id: "apiError.meansOfIntervention.partialAbsenceConflict",
    message:
      "Cette personne est absente sur une partie de la période\u00a0: vérifiez la compatibilité des horaires dans l'outil de gestion des temps. L'affectation est faite, mais signalée.",
  }),
  msg({
    id: "apiError.registration.partialAbsenceConflict",
    message:
      "Cette personne est absente sur une partie de la période\u00a0: vérifiez la compatibilité des horaires dans l'outil de gestion des temps. La validation est faite, mais signalée.",
  }),
  msg({
    id: "apiError.meansOfIntervention.pendingAbsenceConflict",
    message:
      "Une absence de cette personne sur cette période attend d'être validée\u00a0: l'affectation est faite, mais signalée.",
  }),
  msg({
    id: "apiError.registration.pendingAbsenceConflict",
    message:
      "Une absence de cette personne sur cette période attend d'être validée\u00a0: la validation est faite, mais signalée.",
  }),
  msg({
    id: "apiError.meansOfIntervention.existingRegistrationConflict",
    comment:
      "conflicts: the numbers of the other means of intervention concerned, as a list, or none.",
    message:
      "Cette personne est déjà inscrite sur d'autres moyens pendant cette période{conflicts, select, none {} other { (moyens n°\u00a0{conflicts})}}. Retirez d'abord ces inscriptions, ou choisissez une autre personne.",
  }),
  msg({
    id: "apiError.registration.existingRegistrationConflict",
    comment:
      "conflicts: the numbers of the other means of intervention concerned, as a list, or none.",
    message:
      "Cette personne est déjà inscrite sur d'autres moyens pendant cette période{conflicts, select, none {} other { (moyens n°\u00a0{conflicts})}}. Retirez d'abord ces inscriptions avant de valider celle-ci.",
  }),
  msg({
    id: "apiError.reinforcement.sharedReinforcementAddressAlreadyExists",
    comment: "email: the shared address.",
    message:
      "L'adresse {email} reçoit déjà les demandes de renfort pour cette entité et cette activité.",
  }),
  msg({
    id: "apiError.reinforcement.reinforcementPersonAlreadyExists",
    message:
      "Cette personne reçoit déjà les demandes de renfort pour cette entité et cette activité.",
  }),
  msg({
    id: "apiError.reinforcement.noRecipient",
    message:
      "Personne ne reçoit les demandes de renfort pour l'entité et l'activité de ce moyen. Ajoutez un destinataire dans les notifications de renfort, puis recommencez.",
  }),
  msg({
    id: "apiError.reinforcement.nothingToReinforce",
    message:
      "Aucun moyen de cette activité opérationnelle ne manque de personnel en ce moment\u00a0: aucun renfort n'est nécessaire.",
  }),
  msg({
    id: "apiError.reinforcement.staffComplete",
    comment:
      "staffCompleteness: readyStaffed when enough people await validation, otherwise fully staffed.",
    message:
      "{staffCompleteness, select, readyStaffed {Ce moyen d'intervention a assez de personnel en attente de validation\u00a0: validez les inscriptions plutôt que de demander un renfort.} other {Ce moyen d'intervention est complet\u00a0: aucun renfort n'est nécessaire.}}",
  }),
  msg({
    id: "apiError.reinforcement.meansEnded",
    message:
      "Ce moyen d'intervention est terminé\u00a0: il n'est plus possible de demander un renfort.",
  }),
  // A notice of a means sent by hand: notify mobilization, notify opening (decision 035).
  msg({
    id: "apiError.meansOfIntervention.noRecipient",
    comment:
      "action: the notice (notifyMobilization or notifyOpening); unreachable: how many of those concerned have no e-mail address.",
    message:
      "{unreachable, plural, =0 {{action, select, notifyMobilization {Personne n'est validé sur ce moyen d'intervention\u00a0: il n'y a personne à mobiliser.} notifyOpening {Aucun bénévole de l'activité de ce moyen d'intervention ne reste à prévenir\u00a0: tous y sont inscrits, ou aucun n'est rattaché à l'activité.} other {Personne n'est à prévenir pour ce moyen d'intervention.}}} one {La seule personne à prévenir n'a pas d'adresse e-mail\u00a0: ajoutez-en une à sa fiche, puis recommencez.} other {Aucune des # personnes à prévenir n'a d'adresse e-mail\u00a0: ajoutez-en une à leur fiche, puis recommencez.}}",
  }),
  msg({
    id: "apiError.meansOfIntervention.notifiedRecently",
    comment:
      "action: the notice (notifyMobilization or notifyOpening); at: when it was sent; availableAt: from when it may be sent again (dates and times).",
    message:
      "{action, select, notifyMobilization {La mobilisation de ce moyen d'intervention a déjà été notifiée} notifyOpening {L'ouverture de ce moyen d'intervention a déjà été annoncée} other {Ce message a déjà été envoyé}} le {at}. Pour éviter les doublons, il ne peut être renvoyé qu'à partir du {availableAt}.",
  }),
  msg({
    id: "apiError.meansOfIntervention.ended",
    comment:
      "action: the notice (notifyMobilization or notifyOpening); end: when the means ended (date and time).",
    message:
      "Ce moyen d'intervention s'est terminé le {end}\u00a0: {action, select, notifyMobilization {plus personne n'y est attendu} notifyOpening {plus personne ne peut s'y inscrire} other {ce message n'a plus lieu d'être}}.",
  }),
];
