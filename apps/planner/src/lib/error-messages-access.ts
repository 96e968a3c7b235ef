import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Messages of `{subject}.forbidden` and `{subject}.notFound` (spec 02 §8): what the active role may
 * not reach, and what no longer exists.
 */
export const accessErrorMessages: readonly MessageDescriptor[] = [
  // Outside the active role's scope or rights.
  msg({
    id: "apiError.activity.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cette activité. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.entity.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cette entité. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.operationalActivity.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cette activité opérationnelle. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.recurrence.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cette récurrence. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.meansOfInterventionType.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès aux types de moyens de cette activité opérationnelle. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.meansOfIntervention.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à ce moyen d'intervention. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.registration.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cette inscription. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.scheduleChange.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à ce changement d'horaire. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.securityRole.forbidden",
    message:
      "Ce rôle ne vous est pas accessible\u00a0: vous ne le détenez pas, ou votre rôle actif ne permet pas de l'attribuer.",
  }),
  msg({
    id: "apiError.scope.forbidden",
    message:
      "Ce périmètre dépasse celui de votre rôle actif\u00a0: vous ne pouvez pas l'attribuer.",
  }),
  msg({
    id: "apiError.userProfile.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à ce profil utilisateur. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.userProfileScope.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à ce périmètre utilisateur. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.operationalRole.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à ce rôle opérationnel. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.interventionSchedule.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cet horaire d'intervention. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.predefinedSchedule.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cet horaire prédéfini. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.departure.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à ce départ. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.locationType.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à ce type de lieu. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.person.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cette personne. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.releaseNotes.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à ces notes de version. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.reinforcementNotification.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cette notification de renfort. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.availability.forbidden",
    message: "Seuls les bénévoles déclarent leurs disponibilités.",
  }),
  msg({
    id: "apiError.attachment.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès à cette pièce jointe. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.absence.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès aux absences. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.schedule.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès aux plannings. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.workSchedule.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès aux plannings de travail. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.notification.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès aux e-mails envoyés. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.importExport.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès aux échanges avec l'outil de gestion des temps. Changez de rôle ou contactez votre administrateur.",
  }),
  msg({
    id: "apiError.automatedJob.forbidden",
    message:
      "Votre rôle actif ne vous donne pas accès aux tâches automatisées. Changez de rôle ou contactez votre administrateur.",
  }),
  // Gone, usually deleted by someone else since the page was loaded.
  msg({
    id: "apiError.automatedJob.notFound",
    message:
      "Cette exécution est introuvable : elle a peut-être été effacée de l'historique. Rechargez la page.",
  }),
  msg({
    id: "apiError.importExport.notFound",
    message:
      "Cet import est introuvable\u00a0: il a peut-être été effacé de l'historique. Rechargez la page.",
  }),
  msg({
    id: "apiError.notification.notFound",
    message:
      "Cet e-mail est introuvable : il a peut-être été effacé de l'historique. Rechargez la page.",
  }),
  msg({
    id: "apiError.activity.notFound",
    message:
      "Cette activité est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.entity.notFound",
    message:
      "Cette entité est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.operationalActivity.notFound",
    message:
      "Cette activité opérationnelle est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.recurrence.notFound",
    message:
      "Cette récurrence est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.meansOfInterventionType.notFound",
    message:
      "Ce type de moyen est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.meansOfIntervention.notFound",
    message:
      "Ce moyen d'intervention est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.registration.notFound",
    message:
      "Cette inscription est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.scheduleChange.notFound",
    message:
      "Ce changement d'horaire est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.securityRole.notFound",
    message:
      "Cette personne n'a pas ce rôle\u00a0: il lui a peut-être déjà été retiré. Rechargez la page.",
  }),
  msg({
    id: "apiError.scope.notFound",
    message: "Ce périmètre est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.userProfile.notFound",
    message:
      "Le profil utilisateur de cette personne est introuvable. Rechargez la page\u00a0; s'il manque toujours, contactez votre administrateur.",
  }),
  msg({
    id: "apiError.userProfileScope.notFound",
    message:
      "Ce périmètre utilisateur est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.operationalRole.notFound",
    message:
      "Ce rôle opérationnel est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.interventionSchedule.notFound",
    message:
      "Cet horaire d'intervention est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.predefinedSchedule.notFound",
    message:
      "Cet horaire prédéfini est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.departure.notFound",
    message: "Ce départ est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.locationType.notFound",
    message:
      "Ce type de lieu est introuvable\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.person.notFound",
    message:
      "Cette personne est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.releaseNotes.notFound",
    message:
      "Ces notes de version sont introuvables\u00a0: elles ont peut-être été supprimées. Rechargez la page.",
  }),
  msg({
    id: "apiError.reinforcementNotification.notFound",
    message:
      "Cette notification de renfort est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.availability.notFound",
    message:
      "Cette disponibilité est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.attachment.notFound",
    message:
      "Cette pièce jointe est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.alert.notFound",
    message:
      "Cette alerte est introuvable\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
];
