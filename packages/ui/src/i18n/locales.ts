/** Languages the design system ships translations for; French is the source language. */
export const uiLocales = ["fr", "en", "de"] as const;

/** One of {@link uiLocales}. */
export type UiLocale = (typeof uiLocales)[number];

/** The locale of the source catalogue, used when nothing else is asked for. */
export const uiSourceLocale: UiLocale = "fr";
