import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as en } from "../locales/en/errors";
import { messages as fr } from "../locales/fr/errors";
import { ApiRequestError } from "./api-client";
import { describeError } from "./error-messages";

const i18n = setupI18n({ locale: "fr", messages: { fr, en } });

describe("error messages (spec 01 §8)", () => {
  it("translates a payload as apiError.{category}.{code} with its data", () => {
    const error = new ApiRequestError(404, {
      category: "unknown",
      code: "routeNotFound",
      data: { method: "GET", path: "/api/x" },
    });
    expect(describeError(i18n, error)).toBe("Le service demandé n'existe pas (GET /api/x).");
  });

  it("speaks the active language", () => {
    i18n.activate("en");
    const message = describeError(i18n, {
      category: "authorization",
      code: "unknownUser",
      data: {},
    });
    i18n.activate("fr");
    expect(message).toBe("Your account has no access to Relève. Contact your administrator.");
  });

  it("shows the unknown key message for a code without translation", () => {
    expect(describeError(i18n, { category: "means", code: "neverHeardOf", data: {} })).toBe(
      "Erreur inconnue : apiError.means.neverHeardOf",
    );
  });

  it("turns anything else into the unknown fallbacks", () => {
    expect(describeError(i18n, new Error("boom"))).toBe("Une erreur inattendue s'est produite.");
    expect(describeError(i18n, undefined)).toBe("Une erreur non définie s'est produite.");
  });
});
