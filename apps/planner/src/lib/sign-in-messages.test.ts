import {
  BrowserAuthError,
  ClientAuthError,
  InteractionRequiredAuthError,
  ServerError,
} from "@azure/msal-browser";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { apiError, signInErrorCodes } from "@releve/domain";
import { describe, expect, it } from "vitest";
import { messages as de } from "../locales/de/errors";
import { messages as en } from "../locales/en/errors";
import { messages as fr } from "../locales/fr/errors";
import { ApiRequestError } from "./api-client";
import { tokenAcquisitionFailure } from "./auth";
import { describeSignInError } from "./sign-in-messages";

const compiled: Record<"fr" | "en" | "de", Messages> = { fr, en, de };
const nbsp = "\u00a0";

function i18nIn(locale: keyof typeof compiled): I18n {
  return setupI18n({ locale, messages: { [locale]: compiled[locale] } });
}

describe("sign-in error messages (spec 01 §8)", () => {
  it("says that no token could be had, in each language", () => {
    const failure = tokenAcquisitionFailure(new Error("network"));
    expect(failure.message).toBe(signInErrorCodes.failedTokenAcquisition);
    expect(describeSignInError(i18nIn("fr"), failure)).toBe(
      "Relève n'a pas pu obtenir l'autorisation d'accéder à vos données. Rechargez la page pour vous reconnecter.",
    );
    expect(describeSignInError(i18nIn("en"), failure)).toBe(
      "Relève could not obtain permission to access your data. Reload the page to sign in again.",
    );
    expect(describeSignInError(i18nIn("de"), failure)).toBe(
      "Relève konnte keine Berechtigung für den Zugriff auf Ihre Daten erhalten. Laden Sie die Seite neu, um sich erneut anzumelden.",
    );
  });

  it("tells a failed token acquisition by the library error that caused it", () => {
    const timeout = tokenAcquisitionFailure(new BrowserAuthError("timed_out", "correlation"));
    expect(describeSignInError(i18nIn("en"), timeout)).toBe(
      "Renewing your sign-in did not finish in time. Check your network, then reload the page.",
    );
  });

  it("names each error the sign-in library raises", () => {
    const en = i18nIn("en");
    expect(
      describeSignInError(en, new InteractionRequiredAuthError("login_required", "correlation")),
    ).toBe("Your sign-in needs to be renewed. Reload the page to sign in again.");
    expect(describeSignInError(en, new BrowserAuthError("user_cancelled", "correlation"))).toBe(
      "The sign-in window was closed before the end. Sign in again.",
    );
    for (const code of ["invalid_state", "state_mismatch", "nonce_mismatch"]) {
      expect(describeSignInError(en, new ClientAuthError(code, "correlation"))).toBe(
        "The sign-in service's response is not valid. Reload the page to sign in again.",
      );
    }
    expect(describeSignInError(i18nIn("de"), new BrowserAuthError("timed_out", "c"))).toBe(
      "Die Erneuerung Ihrer Anmeldung wurde nicht rechtzeitig abgeschlossen. Prüfen Sie Ihre Netzwerkverbindung und laden Sie die Seite neu.",
    );
  });

  it("gives any other sign-in error the generic message with its code", () => {
    const declined = new ServerError(
      "access_denied",
      "c",
      "AADSTS65004: User declined to consent.",
    );
    expect(describeSignInError(i18nIn("fr"), declined)).toBe(
      `La connexion a échoué (code AADSTS65004). Rechargez la page pour réessayer${nbsp}; si l'erreur persiste, contactez votre administrateur.`,
    );
    expect(describeSignInError(i18nIn("en"), new BrowserAuthError("popup_window_error", "c"))).toBe(
      "Sign-in failed (code popup_window_error). Reload the page to try again; if the error persists, contact your administrator.",
    );
  });

  it("leaves the other errors of the start-up to the error messages", () => {
    const unknownUser = new ApiRequestError(403, apiError("authorization", "unknownUser"));
    expect(describeSignInError(i18nIn("de"), unknownUser)).toBe(
      "Ihr Konto hat keinen Zugang zu Relève. Wenden Sie sich an Ihren Administrator.",
    );
    expect(describeSignInError(i18nIn("en"), new Error("appsettings.json: HTTP 404"))).toBe(
      "An unexpected error occurred. Try again; if it happens again, contact your administrator.",
    );
  });

  it.each(["en", "de"] as const)("is translated in the %s catalogue", (locale) => {
    const ids = Object.keys(compiled.fr).filter((id) => id.startsWith("signInError."));
    expect(ids).toHaveLength(6);
    for (const id of ids) expect(compiled[locale][id], id).not.toEqual(compiled.fr[id]);
  });
});
