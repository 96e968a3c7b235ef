import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Messages of the technical errors (spec 01 §8: the unknown fallbacks, sign-in and rights to the
 * API, requests refused as malformed) and of the errors that belong to no entity's lifecycle
 * (spec 02 §8), under `apiError.{category}.{code}`.
 */
export const generalErrorMessages: readonly MessageDescriptor[] = [
  msg({
    id: "apiError.unknown.undefinedError",
    message: "Une erreur inconnue s'est produite. Réessayez dans un instant.",
  }),
  msg({
    id: "apiError.unknown.unknownError",
    message:
      "Une erreur inattendue s'est produite. Réessayez\u00a0; si elle se répète, contactez votre administrateur.",
  }),
  msg({
    id: "apiError.unknown.unknownApiError",
    message: "Le serveur a répondu par une erreur inattendue. Réessayez dans un instant.",
  }),
  msg({
    id: "apiError.unknown.unknownApiErrorKey",
    comment: "key: the translation key that has no message.",
    message: "Erreur inconnue\u00a0: {key}",
  }),
  msg({
    id: "apiError.unknown.routeNotFound",
    comment: "method and path: the HTTP method and the address called.",
    message: "Le service demandé n'existe pas ({method} {path}). Rechargez la page.",
  }),
  msg({
    id: "apiError.authentication.missingToken",
    message: "Vous n'êtes pas connecté. Reconnectez-vous pour continuer.",
  }),
  msg({
    id: "apiError.authentication.invalidToken",
    message: "Votre connexion n'est pas valide. Reconnectez-vous.",
  }),
  msg({
    id: "apiError.authentication.expiredToken",
    message: "Votre connexion a expiré. Reconnectez-vous.",
  }),
  msg({
    id: "apiError.authentication.unknownAccount",
    message: "Ce compte n'est pas connu du service de connexion. Choisissez un autre compte.",
  }),
  msg({
    id: "apiError.authorization.unknownUser",
    message: "Votre compte n'a pas accès à Relève. Contactez votre administrateur.",
  }),
  msg({
    id: "apiError.authorization.forbidden",
    comment:
      "write: true when the refused right is the right to change, otherwise the right to view.",
    message:
      "Votre rôle actif ne vous permet pas {write, select, true {de modifier ces informations} other {de consulter cette page}}. Changez de rôle ou demandez ce droit à votre administrateur.",
  }),
  msg({
    id: "apiError.validation.invalidRequest",
    message: "La demande envoyée n'est pas valide. Rechargez la page et recommencez.",
  }),
  msg({
    id: "apiError.validation.alreadyExists",
    message:
      "Cet élément existe déjà\u00a0: une autre modification vient peut-être de l'enregistrer. Rechargez la page.",
  }),
  msg({
    id: "apiError.request.tooManyRequests",
    comment: "retryAfterSeconds: how many seconds to wait before trying again.",
    message:
      "Trop de demandes en peu de temps. Patientez {retryAfterSeconds, plural, one {# seconde} other {# secondes}} avant de recommencer.",
  }),
  msg({
    id: "apiError.request.payloadTooLarge",
    comment: "limitBytes: the largest request the server accepts, in bytes.",
    message:
      "La demande envoyée est trop volumineuse pour être acceptée. Réduisez sa taille et recommencez.",
  }),
  msg({
    id: "apiError.request.headersTooLarge",
    message:
      "La demande envoyée porte trop d'informations techniques. Déconnectez-vous, reconnectez-vous et recommencez.",
  }),
  msg({
    id: "apiError.validation.invalidId",
    message: "L'identifiant demandé n'est pas valide. Vérifiez l'adresse de la page.",
  }),
  msg({
    id: "apiError.validation.invalidForm",
    message:
      "Le formulaire contient des erreurs. Corrigez les champs signalés, puis enregistrez de nouveau.",
  }),
  msg({
    id: "apiError.notification.temporaryActionLinkInvalid",
    message: "Ce lien est incorrect ou a expiré. Ouvrez Relève pour effectuer l'action.",
  }),
  msg({
    id: "apiError.userProfile.unexpectedUserStaffType",
    comment: "staffType: the staff type of the person, volunteer, employee or external.",
    message:
      "Ce rôle ne convient pas à {staffType, select, volunteer {un bénévole} employee {un salarié} external {une personne externe} other {ce type de personnel}}. Choisissez un rôle adapté à cette personne.",
  }),
  msg({
    id: "apiError.absence.unexpectedAbsenceStatus",
    message:
      "Le statut de cette absence ne permet pas cette action. Vérifiez-la dans l'outil de gestion des temps.",
  }),
  msg({
    id: "apiError.importExport.noPredefinedScheduleFile",
    message:
      "Aucun fichier d'horaires prédéfinis n'est présent sur le serveur. Déposez-le, puis relancez l'import.",
  }),
  msg({
    id: "apiError.importExport.importError",
    message: "L'import a échoué. Vérifiez le fichier, puis recommencez.",
  }),
];

/**
 * Messages the planner raises itself, under category `client` (spec 02 §8).
 */
export const clientErrorMessages: readonly MessageDescriptor[] = [
  msg({
    id: "apiError.client.recurrenceDeletionIncomplete",
    comment:
      "kept: the number of operational activities of the recurrence kept for their registrations.",
    message:
      "La récurrence n'a pas été entièrement supprimée\u00a0: {kept, plural, one {# activité est conservée, car des personnes y sont inscrites.} other {# activités sont conservées, car des personnes y sont inscrites.}}",
  }),
  msg({
    id: "apiError.client.noMeansTypeForActivity",
    message:
      "Aucun type de moyen n'est proposé pour cette activité opérationnelle. Demandez à votre administrateur d'en activer un pour son entité.",
  }),
  msg({
    id: "apiError.client.noScopeForRole",
    message:
      "Votre rôle actif n'a aucun périmètre. Demandez à votre administrateur de vous en attribuer un, ou changez de rôle.",
  }),
  msg({
    id: "apiError.client.unknownEntity",
    message: "Entité inconnue\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.client.unknownEntityType",
    message: "Type d'entité inconnu\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.client.unknownActivity",
    message: "Activité inconnue\u00a0: elle a peut-être été supprimée. Rechargez la page.",
  }),
  msg({
    id: "apiError.client.unknownActivityType",
    message: "Type d'activité inconnu\u00a0: il a peut-être été supprimé. Rechargez la page.",
  }),
  msg({
    id: "apiError.client.accessDenied",
    message:
      "Accès refusé\u00a0: votre rôle actif ne permet pas d'ouvrir cette page. Changez de rôle ou contactez votre administrateur.",
  }),
];

/**
 * Success messages of imports and exports (spec 02 §8), under `apiSuccess.{category}.{code}`.
 */
export const successMessages: readonly MessageDescriptor[] = [
  msg({
    id: "apiSuccess.importExport.exportSucceeded",
    message: "L'export a réussi.",
  }),
  msg({
    id: "apiSuccess.importExport.importSucceeded",
    message: "L'import a réussi.",
  }),
];
