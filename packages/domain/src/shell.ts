import { logoLanguages, tutorialLanguages } from "./constants.js";
import type { Environment } from "./reference-data.js";
import { defaultLanguage, type Language, languages } from "./reference-data.js";
import type { RoleCode } from "./roles.js";

/** The translation key of a role's label (spec 01 §6: `data.role.{code}.label`). */
export function roleLabelKey(code: RoleCode): `data.role.${RoleCode}.label` {
  return `data.role.${code}.label`;
}

/** The locale's language when it is one of `available`, else the default language (French). */
function languageOrDefault(locale: string, available: readonly Language[]): Language {
  const language = locale.slice(0, 2).toLowerCase();
  return available.find((candidate) => candidate === language) ?? defaultLanguage;
}

/**
 * The interface language for a browser's locale, before anyone signs in (the blank pages): the
 * locale's language when offered, French otherwise. Signed in, the profile's language wins.
 */
export function interfaceLanguage(locale: string): Language {
  return languageOrDefault(locale, languages);
}

/** The language of the organisation's logo: the locale when a logo exists in it, else French. */
export function logoLanguage(locale: string): Language {
  return languageOrDefault(locale, logoLanguages);
}

/** The language of the tutorial offered: the locale when written in it, else French. */
export function tutorialLanguage(locale: string): Language {
  return languageOrDefault(locale, tutorialLanguages);
}

/**
 * Whether an environment shows the non-dismissible "not production" info alert (spec 02 §9:
 * local, dev, test and validation do).
 */
export function isNonProductionEnvironment(environment: Environment): boolean {
  return environment !== "production";
}
