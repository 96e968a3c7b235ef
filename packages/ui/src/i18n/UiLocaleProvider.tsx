import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import type { UiLocale } from "./locales";

/**
 * The locale the design system's react-aria parts format numbers, dates and calendars with, for
 * each language of the interface: 24-hour clocks and weeks from Monday in all three (English is
 * British: the organisation's English-speaking partners are in Europe).
 */
export const uiFormatLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

/** Props of {@link UiLocaleProvider}. */
export interface UiLocaleProviderProps {
  /** The interface's language, the one its Lingui catalogue is active in. */
  locale: UiLocale;
  children: ReactNode;
}

/**
 * Gives the design system's components the formats of a language. Lingui translates their words;
 * react-aria formats their numbers (`40 %` / `40%`), dates and calendars from its own provider, so
 * an application puts this beside Lingui's `I18nProvider`, with the same language.
 */
export function UiLocaleProvider({ locale, children }: UiLocaleProviderProps) {
  return <I18nProvider locale={uiFormatLocales[locale]}>{children}</I18nProvider>;
}
