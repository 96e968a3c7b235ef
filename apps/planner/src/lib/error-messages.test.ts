import { type I18n, type Messages, setupI18n } from "@lingui/core";
import {
  apiErrorKey,
  conflict,
  datesOutOfBounds,
  errorCatalogue,
  errorDataFieldsOf,
  forbidden,
  isApiError,
  successCatalogue,
  successMessage,
  successMessageKey,
  unexpectedStatus,
} from "@releve/domain";
import { describe, expect, it } from "vitest";
import { messages as de } from "../locales/de/errors";
import { messages as en } from "../locales/en/errors";
import { messages as fr } from "../locales/fr/errors";
import { messages as deActions } from "./action-errors/locales/de/messages";
import { messages as enActions } from "./action-errors/locales/en/messages";
import { messages as frActions } from "./action-errors/locales/fr/messages";
import { ApiRequestError } from "./api-client";
import { describeError, describeSuccess, errorMessages, successMessages } from "./error-messages";

/** Each language's errors: those of start-up and those of actions, loaded with feature pages. */
const compiled: Record<"fr" | "en" | "de", Messages> = {
  fr: { ...fr, ...frActions },
  en: { ...en, ...enActions },
  de: { ...de, ...deActions },
};
const nbsp = "\u00a0";

function i18nIn(locale: keyof typeof compiled): I18n {
  return setupI18n({ locale, messages: { [locale]: compiled[locale] } });
}

/** The placeholder names of a compiled message, nested `select` and `plural` branches included. */
function placeholdersOf(tokens: unknown): string[] {
  if (!Array.isArray(tokens)) return [];
  return tokens.flatMap((token) => {
    if (!Array.isArray(token)) return [];
    const [name, , branches] = token as [string, string?, Record<string, unknown>?];
    return [name, ...Object.values(branches ?? {}).flatMap(placeholdersOf)];
  });
}

/** The literal text of a compiled message, for the typography check. */
function textOf(tokens: unknown): string {
  if (typeof tokens === "string") return tokens;
  if (!Array.isArray(tokens)) return "";
  return tokens
    .map((token) =>
      Array.isArray(token)
        ? Object.values(token[2] ?? {})
            .map(textOf)
            .join(" ")
        : textOf(token),
    )
    .join("");
}

const errorKeys = errorCatalogue.map(apiErrorKey);
const successKeys = successCatalogue.map(successMessageKey);

describe("the message of every error (spec 01 §8, spec 02 §8)", () => {
  it("has a message for each error and success of the domain's catalogues, and no other", () => {
    expect(Object.keys(errorMessages).sort()).toEqual([...errorKeys].sort());
    expect(Object.keys(successMessages).sort()).toEqual([...successKeys].sort());
  });

  it.each(["fr", "en", "de"] as const)("is translated in the %s catalogue", (locale) => {
    for (const key of [...errorKeys, ...successKeys]) {
      const message = compiled[locale][key];
      expect(message, key).toBeDefined();
      // Without a translation the compiler falls back to the French source, or to the key.
      expect(JSON.stringify(message), key).not.toBe(JSON.stringify([key]));
      if (locale !== "fr") expect(message, key).not.toEqual(compiled.fr[key]);
    }
  });

  it.each(["fr", "en", "de"] as const)(
    "takes its %s parameters only from the fields the error's data carries",
    (locale) => {
      for (const entry of errorCatalogue) {
        const key = apiErrorKey(entry);
        const fields = errorDataFieldsOf(entry);
        for (const name of placeholdersOf(compiled[locale][key])) {
          expect(fields, `${key} uses {${name}}`).toContain(name);
        }
      }
      for (const entry of successCatalogue) {
        expect(placeholdersOf(compiled[locale][successMessageKey(entry)])).toEqual([]);
      }
    },
  );

  it("writes French with a non-breaking space before : ; ? and !", () => {
    for (const key of [...errorKeys, ...successKeys]) {
      const text = textOf(compiled.fr[key]);
      expect(text, key).not.toMatch(/[^\u00a0][:;?!]/u);
    }
  });
});

describe("how the error list shows an error (spec 01 §8)", () => {
  const cancelledMeans = new ApiRequestError(
    409,
    unexpectedStatus("meansOfIntervention", {
      status: "cancelled",
      action: "publish",
      allowedFrom: ["draft"],
    }),
  );

  it("names the refused action and the current status as words, in each language", () => {
    expect(describeError(i18nIn("fr"), cancelledMeans)).toBe(
      `Impossible de publier ce moyen d'intervention${nbsp}: il est annulé. Rechargez la page pour voir son état actuel.`,
    );
    expect(describeError(i18nIn("en"), cancelledMeans)).toBe(
      "You cannot publish this means of intervention: it is cancelled. Reload the page to see its current state.",
    );
    expect(describeError(i18nIn("de"), cancelledMeans)).toBe(
      "Für dieses Einsatzmittel ist das Veröffentlichen nicht möglich, da es storniert ist. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.",
    );
  });

  it("shows the dates of a payload on the organisation's wall clock, whatever the browser's zone", () => {
    const outOfBounds = datesOutOfBounds("registration", {
      expectedMin: "2026-07-14T04:00:00+02:00",
      expectedMax: "2026-07-15T00:00:00+02:00",
      start: "2026-07-13T22:00:00+02:00",
      end: "2026-07-14T20:00:00+02:00",
    });
    expect(describeError(i18nIn("fr"), outOfBounds)).toBe(
      `Ces horaires sortent des limites du moyen d'intervention${nbsp}: l'inscription doit se situer entre le 14 juillet 2026 à 04:00 et le 15 juillet 2026 à 00:00. Choisissez des horaires dans ces limites.`,
    );
    expect(describeError(i18nIn("en"), outOfBounds)).toContain(
      "between July 14, 2026 at 4:00 AM and July 15, 2026 at 12:00 AM.",
    );
    expect(describeError(i18nIn("de"), outOfBounds)).toContain(
      "zwischen dem 14. Juli 2026 um 04:00 und dem 15. Juli 2026 um 00:00 liegen.",
    );
  });

  it("counts with plurals and chooses by the payload's values", () => {
    const full = { category: "registration", code: "staffMaximumReached" };
    expect(describeError(i18nIn("en"), { ...full, data: { max: 1 } })).toContain(
      "(1 person required)",
    );
    expect(describeError(i18nIn("de"), { ...full, data: { max: 4 } })).toContain(
      "(4 Personen benötigt)",
    );
    const reading = { category: "authorization", code: "forbidden" };
    expect(describeError(i18nIn("en"), { ...reading, data: { write: false } })).toContain(
      "allow you to view this page.",
    );
    expect(describeError(i18nIn("en"), { ...reading, data: { write: true } })).toContain(
      "allow you to change this information.",
    );
  });

  it("says why a notice of a means reaches nobody, and when the same one may be sent again", () => {
    const nobody = (action: string, unreachable: number) => ({
      category: "meansOfIntervention",
      code: "noRecipient",
      data: { id: 4, action, unreachable },
    });
    expect(describeError(i18nIn("fr"), nobody("notifyMobilization", 0))).toBe(
      `Personne n'est validé sur ce moyen d'intervention${nbsp}: il n'y a personne à mobiliser.`,
    );
    expect(describeError(i18nIn("en"), nobody("notifyOpening", 0))).toContain(
      "No volunteer of this means of intervention's activity is left to tell",
    );
    expect(describeError(i18nIn("de"), nobody("notifyOpening", 1))).toContain(
      "Die einzige zu benachrichtigende Person hat keine E-Mail-Adresse",
    );
    expect(describeError(i18nIn("en"), nobody("notifyMobilization", 3))).toContain(
      "None of the 3 people to tell has an e-mail address",
    );
    const recently = {
      category: "meansOfIntervention",
      code: "notifiedRecently",
      data: {
        id: 4,
        action: "notifyOpening",
        at: "2026-07-14T09:05:12.345+02:00",
        availableAt: "2026-07-14T09:15:12.345+02:00",
      },
    };
    expect(describeError(i18nIn("fr"), recently)).toBe(
      "L'ouverture de ce moyen d'intervention a déjà été annoncée le 14 juillet 2026 à 09:05. Pour éviter les doublons, il ne peut être renvoyé qu'à partir du 14 juillet 2026 à 09:15.",
    );
    expect(
      describeError(
        i18nIn("de"),
        unexpectedStatus("meansOfIntervention", {
          status: "public",
          action: "notifyOpening",
          allowedFrom: ["open"],
        }),
      ),
    ).toContain("ist das Ankündigen der Öffnung nicht möglich, da es öffentlich ist.");
  });

  it("lists the other means a conflict names, and leaves the list out when it names none", () => {
    const found = (type: string, otherIds: number[]) => ({
      type,
      personId: 7,
      meansOfInterventionId: 3,
      otherIds,
      blocking: true,
    });
    const elsewhere = conflict("registration", "existingRegistration", {
      conflicts: [found("absence", [99]), found("existingRegistration", [15, 12, 14])],
    });
    expect(describeError(i18nIn("fr"), elsewhere)).toBe(
      `Cette personne est déjà inscrite sur d'autres moyens pendant cette période (moyens n°${nbsp}12, 14 et 15). Retirez d'abord ces inscriptions avant de valider celle-ci.`,
    );
    expect(describeError(i18nIn("en"), elsewhere)).toContain("(means no. 12, 14, and 15).");
    const unnamed = conflict("registration", "existingRegistration", {
      conflicts: [found("existingRegistration", [])],
    });
    expect(describeError(i18nIn("de"), unnamed)).toBe(
      "Diese Person ist im selben Zeitraum bereits für andere Einsatzmittel angemeldet. Entfernen Sie zuerst diese Anmeldungen, bevor Sie diese bestätigen.",
    );
  });

  it("uses the error and the data of an HTTP response whose data holds an error", () => {
    const response = {
      response: {
        status: 409,
        data: {
          error: { category: "reinforcement", code: "sharedReinforcementAddressAlreadyExists" },
          data: { email: "secours@example.org" },
        },
      },
    };
    expect(describeError(i18nIn("en"), response)).toBe(
      "The address secours@example.org already receives reinforcement requests for this entity and activity.",
    );
  });

  it("looks a string up as a translation key, and shows an unknown one as such", () => {
    expect(describeError(i18nIn("de"), "apiError.authentication.expiredToken")).toBe(
      "Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.",
    );
    expect(describeError(i18nIn("fr"), "apiError.means.gone")).toBe(
      `Erreur inconnue${nbsp}: apiError.means.gone`,
    );
  });

  it("shows the unknown key message for a payload without message, even a prototype's name", () => {
    expect(describeError(i18nIn("en"), { category: "means", code: "neverHeardOf", data: {} })).toBe(
      "Unknown error: apiError.means.neverHeardOf",
    );
    expect(describeError(i18nIn("en"), "constructor")).toBe("Unknown error: constructor");
  });

  it("turns anything else into the unknown fallbacks, in each language", () => {
    expect(describeError(i18nIn("fr"), undefined)).toBe(
      "Une erreur inconnue s'est produite. Réessayez dans un instant.",
    );
    expect(describeError(i18nIn("en"), new TypeError("Failed to fetch"))).toBe(
      "An unexpected error occurred. Try again; if it happens again, contact your administrator.",
    );
    expect(describeError(i18nIn("de"), 42)).toBe(
      "Der Server hat mit einem unerwarteten Fehler geantwortet. Versuchen Sie es gleich noch einmal.",
    );
  });

  it("shows what the API client raises for an answer that is not a payload", () => {
    const notJson = new ApiRequestError(502, {
      category: "unknown",
      code: "unknownApiError",
      data: { status: 502 },
    });
    expect(isApiError(notJson.error)).toBe(true);
    expect(describeError(i18nIn("en"), notJson)).toBe(
      "The server answered with an unexpected error. Try again in a moment.",
    );
    expect(describeError(i18nIn("fr"), new ApiRequestError(403, forbidden("person")))).toBe(
      "Votre rôle actif ne vous donne pas accès à cette personne. Changez de rôle ou contactez votre administrateur.",
    );
  });
});

describe("success messages (spec 02 §8)", () => {
  it("translates an import or export success", () => {
    expect(describeSuccess(i18nIn("fr"), successMessage("exportSucceeded"))).toBe(
      "L'export a réussi.",
    );
    expect(describeSuccess(i18nIn("de"), successMessage("importSucceeded"))).toBe(
      "Der Import war erfolgreich.",
    );
  });

  it("shows a success without message as an unknown key", () => {
    expect(describeSuccess(i18nIn("en"), { category: "importExport", code: "archived" })).toBe(
      "Unknown error: apiSuccess.importExport.archived",
    );
  });
});
