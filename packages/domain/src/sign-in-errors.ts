/**
 * Sign-in errors (spec 01 §8): how the planner recovers from a sign-in provider's error code,
 * and the names of the errors the sign-in library raises.
 */

/** Entra ID (AADSTS) codes the recovery distinguishes (spec 01 §8). */
export const aadstsCodes = {
  /** A silent sign-in was asked but nobody is signed in. */
  noSignedInUser: "AADSTS50058",
  /** The user or an administrator has not consented to the application. */
  consentRequired: "AADSTS65001",
  /** The account must be chosen again among several sessions. */
  selectAccount: "AADSTS16000",
} as const;

/**
 * How to recover from a sign-in error: `login` (sign in again as usual), `newLogin` (a fresh
 * interactive sign-in, since no session exists to reuse), `consent` (redirect to the consent
 * prompt).
 */
export const signInRecoveries = ["login", "newLogin", "consent"] as const;

/** One way to recover from a sign-in error. */
export type SignInRecovery = (typeof signInRecoveries)[number];

/**
 * Error codes the sign-in library (MSAL browser) raises (spec 01 §8), and the message of a
 * failed token acquisition, which the planner raises itself.
 */
export const signInErrorCodes = {
  /** Raised by the planner when no token could be had, silently or interactively. */
  failedTokenAcquisition: "Failed to acquire token",
  /** The hidden-frame renewal did not answer within its timeout (spec 01 §9: 6 s). */
  tokenRenewalTimeout: "timed_out",
  /** Only an interactive sign-in can help. */
  loginRequired: "login_required",
  /** The user closed the sign-in popup. */
  popupClosed: "user_cancelled",
  /** The state returned by the provider is missing or malformed. */
  invalidState: "invalid_state",
  /** The state returned by the provider is not the one sent. */
  stateMismatch: "state_mismatch",
  /** The nonce of the ID token is not the one sent. */
  nonceMismatch: "nonce_mismatch",
} as const;

/** One sign-in error code of the library, or the failed token acquisition. */
export type SignInErrorCode = (typeof signInErrorCodes)[keyof typeof signInErrorCodes];

/**
 * The AADSTS code within an error code or message, e.g. `AADSTS50058` out of
 * `"login_required: AADSTS50058: A silent sign-in request was sent…"`; `undefined` when none.
 */
export function aadstsCodeOf(errorCodeOrMessage: string | undefined): string | undefined {
  return errorCodeOrMessage?.match(/AADSTS\d+/i)?.[0]?.toUpperCase();
}

/**
 * How to recover from a sign-in error (spec 01 §8): AADSTS50058 → a new login, AADSTS65001 →
 * the consent redirect, AADSTS16000 and any other code (or none) → a login. Accepts the bare
 * code or the library's error code or message that contains it.
 */
export function signInRecovery(errorCode: string | undefined): SignInRecovery {
  switch (aadstsCodeOf(errorCode)) {
    case aadstsCodes.noSignedInUser:
      return "newLogin";
    case aadstsCodes.consentRequired:
      return "consent";
    default:
      return "login";
  }
}
