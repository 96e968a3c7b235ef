import { AuthError } from "@azure/msal-browser";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { aadstsCodeOf, type SignInErrorCode, signInErrorCodes } from "@releve/domain";
import { describeError } from "./error-messages";

const invalidResponse = msg({
  id: "signInError.invalidResponse",
  message:
    "La réponse du service de connexion n'est pas valide. Rechargez la page pour vous reconnecter.",
});

/** The messages of the sign-in errors of spec 01 §8, by the library's error code. */
const signInMessages: Readonly<Record<SignInErrorCode, MessageDescriptor>> = {
  [signInErrorCodes.failedTokenAcquisition]: msg({
    id: "signInError.failedTokenAcquisition",
    message:
      "Relève n'a pas pu obtenir l'autorisation d'accéder à vos données. Rechargez la page pour vous reconnecter.",
  }),
  [signInErrorCodes.tokenRenewalTimeout]: msg({
    id: "signInError.tokenRenewalTimeout",
    message:
      "Le renouvellement de votre connexion n'a pas abouti à temps. Vérifiez votre réseau, puis rechargez la page.",
  }),
  [signInErrorCodes.loginRequired]: msg({
    id: "signInError.loginRequired",
    message: "Votre connexion doit être renouvelée. Rechargez la page pour vous reconnecter.",
  }),
  [signInErrorCodes.popupClosed]: msg({
    id: "signInError.popupClosed",
    message: "La fenêtre de connexion a été fermée avant la fin. Recommencez la connexion.",
  }),
  [signInErrorCodes.invalidState]: invalidResponse,
  [signInErrorCodes.stateMismatch]: invalidResponse,
  [signInErrorCodes.nonceMismatch]: invalidResponse,
};

const otherSignInError = msg({
  id: "signInError.other",
  comment: "code: the sign-in service's error code, for the administrator.",
  message:
    "La connexion a échoué (code {code}). Rechargez la page pour réessayer\u00a0; si l'erreur persiste, contactez votre administrateur.",
});

/** The message of a sign-in library error, by its code, or the generic one with the code. */
function libraryErrorMessage(i18n: I18n, error: AuthError): string {
  const descriptor = Object.hasOwn(signInMessages, error.errorCode)
    ? signInMessages[error.errorCode as SignInErrorCode]
    : undefined;
  if (descriptor) return i18n._(descriptor);
  const code = aadstsCodeOf(`${error.errorCode} ${error.errorMessage}`) ?? error.errorCode;
  return i18n._({ ...otherSignInError, values: { code } });
}

/**
 * Translates an error of the start-up (spec 01 §8): a failed token acquisition, told by the
 * library error that caused it when that one has a message of its own; a sign-in library error
 * (token renewal timeout, login required, popup closed, invalid state or nonce), or the generic
 * sign-in failure with its code. Anything else — the settings, the API — is described by
 * `describeError`.
 */
export function describeSignInError(i18n: I18n, error: unknown): string {
  if (error instanceof Error && error.message === signInErrorCodes.failedTokenAcquisition) {
    const { cause } = error;
    if (cause instanceof AuthError && Object.hasOwn(signInMessages, cause.errorCode)) {
      return libraryErrorMessage(i18n, cause);
    }
    return i18n._(signInMessages[signInErrorCodes.failedTokenAcquisition]);
  }
  if (error instanceof AuthError) return libraryErrorMessage(i18n, error);
  return describeError(i18n, error);
}
