import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ApiError, apiError, isApiError } from "@releve/domain";
import { ApiRequestError } from "./api-client";

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

/** The error payload of anything thrown: API refusals keep theirs, the rest is unknown. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiRequestError) return error.error;
  if (isApiError(error)) return error;
  if (error === undefined || error === null) return apiError("unknown", "undefinedError");
  return apiError("unknown", "unknownError", {
    message: error instanceof Error ? error.message : String(error),
  });
}

/** Translates an error payload as `apiError.{category}.{code}` with its data as parameters. */
export function describeError(i18n: I18n, error: unknown): string {
  const payload = toApiError(error);
  const key = `apiError.${payload.category}.${payload.code}`;
  const descriptor = apiErrorMessages[key];
  return descriptor
    ? i18n._({ ...descriptor, values: payload.data })
    : i18n._({ ...unknownKey, values: { key } });
}
