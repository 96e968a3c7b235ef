import type { Language } from "@releve/domain";

/**
 * The name of a language as written in `inLocale`, capitalised to stand alone as a label or an
 * option ("Français", "English", "Deutsch" each in its own language; "Anglais" in French).
 * The names come from the browser's CLDR data (`Intl.DisplayNames`): they are the standard
 * ones, and a language's own name must never be translated, so they are not in the catalogue.
 *
 * @param inLocale the locale to write the name in; the language itself by default (its endonym).
 */
export function languageName(language: Language, inLocale: string = language): string {
  const name = new Intl.DisplayNames([inLocale], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
}
