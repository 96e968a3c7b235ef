import { type UiLocale, uiLocales, uiSourceLocale } from "../i18n/locales";

/** The `locale` toolbar global of a story, falling back to the source language. */
export function storyLocale(globals: Record<string, unknown>): UiLocale {
  const { locale } = globals;
  return uiLocales.find((candidate) => candidate === locale) ?? uiSourceLocale;
}
