import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import type { UiLocale } from "../i18n/locales";
import { storyLocale } from "./storyLocale";

/**
 * The locale react-aria formats numbers and dates with, for each language of the interface
 * (English is British: the organisation's English-speaking partners are in Europe).
 */
export const storyAriaLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

/** Props of {@link StoryAriaLocale}. */
export interface StoryAriaLocaleProps {
  /** The story's toolbar globals; their `locale` picks react-aria's. */
  globals: Record<string, unknown>;
  children: ReactNode;
}

/**
 * Gives a story react-aria's locale for the toolbar language: react-aria formats numbers
 * (`40 %` / `40%`) and dates from its own `I18nProvider`, not from Lingui. Use it as a story
 * decorator: `(Story, { globals }) => <StoryAriaLocale globals={globals}><Story /></StoryAriaLocale>`.
 */
export function StoryAriaLocale({ globals, children }: StoryAriaLocaleProps) {
  return <I18nProvider locale={storyAriaLocales[storyLocale(globals)]}>{children}</I18nProvider>;
}
