import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Messages of the lifecycles (spec 01 §4, spec 02 §4 and §8): an action refused in the current
 * status, a change made by someone else meanwhile, and what cannot be deleted while in use.
 */
export const lifecycleErrorMessages: readonly MessageDescriptor[] = [
  // Someone else changed the same data at the same moment (decision 006).
  msg({
    id: "apiError.operationalActivity.concurrentChange",
    message:
      "Quelqu'un a modifié cette activité opérationnelle en même temps que vous. Rechargez la page pour voir son état actuel, puis recommencez.",
  }),
  msg({
    id: "apiError.meansOfIntervention.concurrentChange",
    message:
      "Quelqu'un a modifié ce moyen d'intervention en même temps que vous. Rechargez la page pour voir son état actuel, puis recommencez.",
  }),
  msg({
    id: "apiError.registration.concurrentChange",
    message:
      "Quelqu'un a modifié cette inscription en même temps que vous. Rechargez la page pour voir son état actuel, puis recommencez.",
  }),
  msg({
    id: "apiError.scheduleChange.concurrentChange",
    message:
      "Quelqu'un a modifié ce changement d'horaire en même temps que vous. Rechargez la page pour voir son état actuel, puis recommencez.",
  }),
  msg({
    id: "apiError.alert.concurrentChange",
    message:
      "Quelqu'un a modifié cette alerte en même temps que vous. Rechargez la page pour voir son état actuel, puis recommencez.",
  }),
  msg({
    id: "apiError.notification.concurrentChange",
    message:
      "Quelqu'un a traité cet e-mail en même temps que vous. Rechargez la page pour voir son état actuel.",
  }),
  // The action is not allowed from the current status: the action and status are shown as words.
  msg({
    id: "apiError.operationalActivity.unexpectedStatus",
    comment: "action: the action refused; status: the current status.",
    message:
      "Impossible {action, select, publish {de publier} cancel {d'annuler} edit {de modifier} addMeans {d'ajouter un moyen d'intervention à} delete {de supprimer} other {de traiter}} cette activité opérationnelle\u00a0: elle est {status, select, draft {en brouillon} public {publiée} cancelled {annulée} other {dans un autre statut}}. Rechargez la page pour voir son état actuel.",
  }),
  msg({
    id: "apiError.meansOfIntervention.unexpectedStatus",
    comment: "action: the action refused; status: the current status.",
    message:
      "Impossible {action, select, publish {de publier} open {d'ouvrir} cancel {d'annuler} edit {de modifier} split {de scinder} assign {d'affecter du personnel à} register {de vous inscrire sur} unregister {de désinscrire une personne de} delete {de supprimer} requestReinforcement {de demander un renfort pour} notifyMobilization {de notifier la mobilisation de} notifyOpening {d'annoncer l'ouverture de} other {de traiter}} ce moyen d'intervention\u00a0: il est {status, select, draft {en brouillon} public {public} open {ouvert} cancelled {annulé} other {dans un autre statut}}. Rechargez la page pour voir son état actuel.",
  }),
  msg({
    id: "apiError.registration.unexpectedStatus",
    comment: "action: the action refused; status: the current status.",
    message:
      "Impossible {action, select, register {de vous inscrire} assign {d'affecter cette personne} propose {de proposer ce moyen à cette personne} validate {de valider cette inscription} acceptProposition {d'accepter cette proposition} reject {de refuser cette inscription} rejectProposition {de décliner cette proposition} validateRejected {de valider cette inscription refusée} unregister {de désinscrire cette personne} cancel {d'annuler cette inscription} delete {de supprimer cette inscription} edit {de modifier cette inscription} proposeSchedule {de proposer un autre horaire} applySchedule {d'appliquer ce changement d'horaire} other {de traiter cette inscription}}\u00a0: {status, select, none {l'inscription n'existe pas} pending {une inscription est déjà en attente} pendingProposed {une proposition attend déjà une réponse} validated {l'inscription est déjà validée} rejected {l'inscription a été refusée} rejectedProposed {la proposition a été déclinée} cancelled {l'inscription a été annulée} unregistered {la personne a été désinscrite} deleted {l'inscription a été supprimée} other {l'inscription est dans un autre statut}}. Rechargez la page pour voir son état actuel.",
  }),
  msg({
    id: "apiError.scheduleChange.unexpectedStatus",
    comment: "action: the action refused; status: the current status.",
    message:
      "Impossible {action, select, validate {de valider} reject {de refuser} other {de traiter}} ce changement d'horaire\u00a0: il a déjà été {status, select, validated {validé} rejected {refusé} other {traité}}. Rechargez la page pour voir son état actuel.",
  }),
  msg({
    id: "apiError.alert.unexpectedStatus",
    comment: "action: the action refused; status: the current status.",
    message:
      "Impossible {action, select, edit {de modifier} cancel {de désactiver} delete {de supprimer} other {de traiter}} cette alerte\u00a0: elle est {status, select, active {active} cancelled {désactivée} other {dans un autre statut}}. Rechargez la page pour voir son état actuel.",
  }),
  msg({
    id: "apiError.notification.unexpectedStatus",
    comment: "action: the action refused; status: the current status.",
    message:
      "Impossible {action, select, resend {de renvoyer} other {de traiter}} cet e-mail : {status, select, queued {il est en cours d'envoi} sent {il a été envoyé} other {il n'est pas en échec}}. Seul un e-mail en échec peut être renvoyé.",
  }),
  // Deletion refused while people or means use it; a split is one-way.
  msg({
    id: "apiError.operationalActivity.isInUse",
    message:
      "Impossible de supprimer cette activité opérationnelle\u00a0: elle a encore des moyens d'intervention ou des personnes inscrites. Retirez-les d'abord, ou annulez l'activité.",
  }),
  msg({
    id: "apiError.meansOfInterventionType.isInUse",
    message:
      "Impossible de supprimer ce type de moyen\u00a0: des moyens d'intervention l'utilisent. Désactivez-le plutôt, pour qu'il ne soit plus proposé.",
  }),
  msg({
    id: "apiError.meansOfIntervention.isInUse",
    message:
      "Impossible de supprimer ce moyen d'intervention\u00a0: des personnes y sont inscrites. Retirez d'abord leurs inscriptions, ou annulez le moyen.",
  }),
  msg({
    id: "apiError.meansOfIntervention.isInUseSplit",
    message:
      "Impossible de supprimer ce moyen d'intervention\u00a0: des personnes sont inscrites sur l'autre moitié de sa scission. Retirez d'abord leurs inscriptions, ou annulez le moyen.",
  }),
  msg({
    id: "apiError.meansOfIntervention.alreadySplit",
    message:
      "Ce moyen d'intervention a déjà été scindé\u00a0: une scission est définitive et ne se refait pas.",
  }),
];
