import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import type { UiLocale } from "../../i18n/locales";

/**
 * The locale react-aria formats and parses dates with, for each language of the interface: the
 * organisation works in France, Germany and with English-speaking partners in Europe, so English
 * dates are British (day first, 24-hour clock, weeks from Monday).
 */
export const dateFieldLocales: Record<UiLocale, string> = {
  fr: "fr-FR",
  en: "en-GB",
  de: "de-DE",
};

/** Props of {@link DateFieldStoryLocale}. */
export interface DateFieldStoryLocaleProps {
  /** The story's language (its `locale` global). */
  locale: UiLocale;
  children: ReactNode;
}

/**
 * Gives the date and time stories react-aria's locale for the story's language: react-aria
 * formats dates, names segments and weekdays, and picks the first day of the week and the hour
 * cycle from its own `I18nProvider`, not from Lingui.
 */
export function DateFieldStoryLocale({ locale, children }: DateFieldStoryLocaleProps) {
  return <I18nProvider locale={dateFieldLocales[locale]}>{children}</I18nProvider>;
}
