import { logoLanguages } from "./constants.js";
import type { Environment } from "./reference-data.js";
import { defaultLanguage, type Language } from "./reference-data.js";
import type { RoleCode } from "./roles.js";

/** The translation key of a role's label (spec 01 §6: `data.role.{code}.label`). */
export function roleLabelKey(code: RoleCode): `data.role.${RoleCode}.label` {
  return `data.role.${code}.label`;
}

/** The language of the organisation's logo: the locale when a logo exists in it, else French. */
export function logoLanguage(locale: string): Language {
  const language = locale.slice(0, 2).toLowerCase();
  return logoLanguages.find((candidate) => candidate === language) ?? defaultLanguage;
}

/**
 * Whether an environment shows the non-dismissible "not production" info alert (spec 02 §9:
 * local, dev, test and validation do).
 */
export function isNonProductionEnvironment(environment: Environment): boolean {
  return environment !== "production";
}
