import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { errorDisplay } from "@releve/domain";

/**
 * Messages of the error payloads the planner can receive so far, under the keys
 * `apiError.{category}.{code}` of spec 01 §8.
 */
const apiErrorMessages: Record<string, MessageDescriptor> = {
  "apiError.authentication.missingToken": msg({
    id: "apiError.authentication.missingToken",
    message: "Vous n'êtes pas connecté.",
  }),
  "apiError.authentication.invalidToken": msg({
    id: "apiError.authentication.invalidToken",
    message: "Votre connexion n'est pas valide. Reconnectez-vous.",
  }),
  "apiError.authentication.expiredToken": msg({
    id: "apiError.authentication.expiredToken",
    message: "Votre connexion a expiré. Reconnectez-vous.",
  }),
  "apiError.authorization.unknownUser": msg({
    id: "apiError.authorization.unknownUser",
    message: "Votre compte n'a pas accès à Relève. Contactez votre administrateur.",
  }),
  "apiError.unknown.routeNotFound": msg({
    id: "apiError.unknown.routeNotFound",
    message: "Le service demandé n'existe pas ({method} {path}).",
  }),
  "apiError.unknown.unknownError": msg({
    id: "apiError.unknown.unknownError",
    message: "Une erreur inattendue s'est produite.",
  }),
  "apiError.unknown.unknownApiError": msg({
    id: "apiError.unknown.unknownApiError",
    message: "Le serveur a répondu par une erreur inattendue.",
  }),
  "apiError.unknown.undefinedError": msg({
    id: "apiError.unknown.undefinedError",
    message: "Une erreur non définie s'est produite.",
  }),
};

const unknownKey = msg({
  id: "apiError.unknown.unknownApiErrorKey",
  message: "Erreur inconnue : {key}",
});

/**
 * Translates anything thrown as the error list shows it (spec 01 §8, `errorDisplay` of the
 * domain): `apiError.{category}.{code}` with the payload's data, or the unknown fallbacks.
 */
export function describeError(i18n: I18n, error: unknown): string {
  const { key, values } = errorDisplay(error, (candidate) => candidate in apiErrorMessages);
  const descriptor = apiErrorMessages[key] ?? unknownKey;
  return i18n._({ ...descriptor, values });
}
