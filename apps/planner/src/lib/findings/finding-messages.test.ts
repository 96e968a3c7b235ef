import { type I18n, type Messages, setupI18n } from "@lingui/core";
import {
  checkAttachmentUpload,
  checkRegistrationEdit,
  checkRoleAssignment,
  findingCodes,
  findingParams,
  validateOperationalActivity,
} from "@releve/domain";
import { describe, expect, it } from "vitest";
import { describeFinding, findingMessages } from "./finding-messages";
import { messages as de } from "./locales/de/messages";
import { messages as en } from "./locales/en/messages";
import { messages as fr } from "./locales/fr/messages";

const compiled: Record<"fr" | "en" | "de", Messages> = { fr, en, de };
const locales = ["fr", "en", "de"] as const;
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

const ruleKeys = Object.keys(compiled.fr).filter((key) => key.startsWith("rule."));

/** Each language's words for a finding, in order fr, en, de. */
function inEachLanguage(finding: Parameters<typeof describeFinding>[1]): string[] {
  return locales.map((locale) => describeFinding(i18nIn(locale), finding));
}

/** 15 June 2026, 10:00 in Paris. */
const context = { now: new Date("2026-06-15T08:00:00Z"), timeZone: "Europe/Paris" };
const activity = {
  title: "Poste de secours — fête de la musique",
  location: "Place de la République",
  start: "2026-06-21T18:00",
  end: "2026-06-22T02:00",
  openingOption: "automatic",
  activityId: 1,
  entityId: 2,
};

describe("the message of every finding code (spec 02 §5)", () => {
  it("has a message for each code of the domain, and no other", () => {
    expect(Object.keys(findingMessages).sort()).toEqual([...findingCodes].sort());
    for (const code of findingCodes) expect(findingMessages[code].id).toBe(`rule.${code}`);
  });

  it.each(locales)("is translated in the %s catalogue", (locale) => {
    expect(ruleKeys.length).toBeGreaterThan(findingCodes.length);
    for (const key of ruleKeys) {
      const message = compiled[locale][key];
      expect(message, key).toBeDefined();
      // Without a translation the compiler falls back to the French source, or to the key.
      expect(JSON.stringify(message), key).not.toBe(JSON.stringify([key]));
      if (locale !== "fr") expect(message, key).not.toEqual(compiled.fr[key]);
    }
  });

  it.each(locales)("takes its %s parameters only from those its rule gives", (locale) => {
    for (const code of findingCodes) {
      const names = placeholdersOf(compiled[locale][`rule.${code}`]);
      for (const name of names) {
        expect(findingParams[code] as readonly string[], `rule.${code} uses {${name}}`).toContain(
          name,
        );
      }
    }
    for (const key of ruleKeys.filter((key) => /^rule\.(fallback|param)\./.test(key))) {
      expect(placeholdersOf(compiled[locale][key]), key).toEqual([]);
    }
  });

  it("writes French with a non-breaking space before : ; ? and !", () => {
    for (const key of ruleKeys) {
      expect(textOf(compiled.fr[key]), key).not.toMatch(/[^\u00a0][:;?!]/u);
    }
  });
});

describe("how a form shows what its rules found (spec 02 §5)", () => {
  it("refuses an end before the start, in each language", () => {
    const { findings } = validateOperationalActivity(
      { ...activity, end: "2026-06-20T20:00" },
      context,
    );
    const end = findings.find((finding) => finding.field === "end");
    expect(end).toMatchObject({ code: "date.endBeforeStart", severity: "blocking" });
    expect(inEachLanguage(end ?? { code: "", params: {}, severity: "blocking" })).toEqual([
      "La date de fin ne peut pas précéder la date de début.",
      "The end date cannot be before the start date.",
      "Das Enddatum darf nicht vor dem Startdatum liegen.",
    ]);
  });

  it("warns of a period more than a year ahead, with its horizon in words", () => {
    const { findings } = validateOperationalActivity(
      { ...activity, start: "2027-07-01T08:00", end: "2027-07-01T18:00" },
      context,
    );
    expect(findings).toEqual([
      { field: "start", code: "date.periodFarAhead", params: { years: 1 }, severity: "warning" },
    ]);
    expect(inEachLanguage(findings[0] as (typeof findings)[number])).toEqual([
      "Cette période commence dans plus d'un an. Vérifiez la date.",
      "This period starts more than a year from now. Check the date.",
      "Dieser Zeitraum beginnt in mehr als einem Jahr. Prüfen Sie das Datum.",
    ]);
  });

  it("counts the hours of the registration window and shows the means' period as dates", () => {
    const means = { start: "2026-06-21T18:00", end: "2026-06-22T02:00" };
    const findings = checkRegistrationEdit(
      { start: "2026-06-21T13:00", end: "2026-06-22T03:00" },
      { ...context, means },
    );
    const [tooEarly, outside] = findings;
    expect(tooEarly).toMatchObject({ code: "registration.startTooEarly", params: { hours: 4 } });
    expect(inEachLanguage(tooEarly as NonNullable<typeof tooEarly>)).toEqual([
      "L'inscription peut commencer au plus tôt 4 heures avant le début du moyen d'intervention.",
      "A registration can start at most 4 hours before the means of intervention starts.",
      "Eine Anmeldung darf frühestens 4 Stunden vor Beginn des Einsatzmittels beginnen.",
    ]);
    expect(outside).toMatchObject({ code: "registration.outsideMeansPeriod", severity: "warning" });
    const [french, english, german] = inEachLanguage(outside as NonNullable<typeof outside>);
    expect(french).toBe(
      "Cette inscription sort de la période du moyen d'intervention (du 21 juin 2026 à 18:00 au 22 juin 2026 à 02:00).",
    );
    expect(english).toContain("(June 21, 2026 at 6:00 PM to June 22, 2026 at 2:00 AM)");
    expect(german).toContain("(21. Juni 2026 um 18:00 bis 22. Juni 2026 um 02:00)");
  });

  it("gives the nearest time on the grid as a time of day", () => {
    const { findings } = validateOperationalActivity(
      { ...activity, start: "2026-06-21T18:03" },
      context,
    );
    const onStart = findings.filter((finding) => finding.field === "start");
    expect(onStart.map((finding) => describeFinding(i18nIn("fr"), finding))).toEqual([
      "Saisissez une heure par pas de 5 minutes.",
      `Heure la plus proche${nbsp}: 18:05`,
    ]);
    expect(describeFinding(i18nIn("en"), onStart[1] as (typeof onStart)[number])).toBe(
      "Nearest time: 6:05 PM",
    );
  });

  it("bounds a text and a date of the schema with the schema's values", () => {
    const { findings } = validateOperationalActivity(
      { ...activity, title: "x".repeat(121), start: "1969-07-20T20:15" },
      context,
    );
    const title = findings.find((finding) => finding.field === "title");
    expect(title).toMatchObject({ code: "text.tooLong", params: { max: 120 } });
    expect(inEachLanguage(title as NonNullable<typeof title>)).toEqual([
      `Texte trop long${nbsp}: 120 caractères au maximum.`,
      "Text too long: 120 characters at most.",
      "Text zu lang: höchstens 120 Zeichen.",
    ]);
    const start = findings.find((finding) => finding.field === "start");
    expect(start).toMatchObject({ code: "date.outOfRange" });
    expect(inEachLanguage(start as NonNullable<typeof start>)).toEqual([
      "La date doit être comprise entre le 1 janvier 1970 et le 31 décembre 9999.",
      "The date must be between January 1, 1970 and December 31, 9999.",
      "Das Datum muss zwischen dem 1. Januar 1970 und dem 31. Dezember 9999 liegen.",
    ]);
  });

  it("names the file of an upload, and writes a size with its unit", () => {
    const findings = checkAttachmentUpload(
      [{ fileName: "plan.pdf", size: 15 * 1024 * 1024 }],
      [
        { fileName: "PLAN.pdf", size: 1024 },
        { fileName: "script.exe", size: 1024 },
        { fileName: "photo.jpg", size: 8 * 1024 * 1024 },
      ],
      {},
    );
    const words = (locale: (typeof locales)[number]) =>
      findings.map((finding) => describeFinding(i18nIn(locale), finding));
    const [type, duplicate, size] = words("fr");
    expect([type, duplicate]).toEqual([
      "Le fichier script.exe n'est pas d'un type accepté.",
      "Un fichier nommé PLAN.pdf est déjà joint.",
    ]);
    // Intl separates a number from its unit by a (narrow) no-break space in French.
    expect(size).toMatch(/^Les fichiers dépassent la taille totale autorisée \(20\sMo\)\.$/u);
    expect(words("en")).toContain("A file named PLAN.pdf is already attached.");
    expect(words("de")).toContain("Die Dateien überschreiten die zulässige Gesamtgröße (20 MB).");
  });

  it("puts the scope types a role takes into words", () => {
    const [finding] = checkRoleAssignment({ roleCode: "V", scopeType: "byItems" });
    expect(finding).toMatchObject({ code: "scope.typeNotForRole" });
    expect(inEachLanguage(finding as NonNullable<typeof finding>)).toEqual([
      "Pour ce rôle, le périmètre doit être défini selon les fonctions de la personne.",
      "For this role, the scope must be set by the person's functions.",
      "Für diese Rolle muss der Bereich nach den Funktionen der Person festgelegt sein.",
    ]);
    const [manager] = checkRoleAssignment({ roleCode: "A", scopeType: "byFunctions" });
    expect(describeFinding(i18nIn("en"), manager as NonNullable<typeof manager>)).toBe(
      "For this role, the scope must be set without restriction, by activity and entity types, or by activities and entities.",
    );
  });

  it("shows a code it does not know by its severity, never as the code", () => {
    const unknown = { code: "means.somethingNew", params: {} };
    expect(describeFinding(i18nIn("fr"), { ...unknown, severity: "blocking" })).toBe(
      "Cette valeur n'est pas acceptée. Corrigez-la pour continuer.",
    );
    expect(describeFinding(i18nIn("en"), { ...unknown, severity: "warning" })).toBe(
      "This value is unusual: check it.",
    );
    expect(describeFinding(i18nIn("de"), { ...unknown, severity: "hint" })).toBe(
      "Prüfen Sie diesen Wert.",
    );
    expect(
      describeFinding(i18nIn("en"), { code: "constructor", params: {}, severity: "hint" }),
    ).toBe("Check this value.");
  });
});
