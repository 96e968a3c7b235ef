import type { ReactNode } from "react";
import { UiLocaleProvider, uiFormatLocales } from "../i18n/UiLocaleProvider";
import { storyLocale } from "./storyLocale";

/** The locale react-aria formats numbers and dates with, for each language of the toolbar. */
export const storyAriaLocales = uiFormatLocales;

/** Props of {@link StoryAriaLocale}. */
export interface StoryAriaLocaleProps {
  /** The story's toolbar globals; their `locale` picks react-aria's. */
  globals: Record<string, unknown>;
  children: ReactNode;
}

/**
 * Gives a story react-aria's locale for the toolbar language, as an application does with
 * `UiLocaleProvider`. Use it as a story decorator:
 * `(Story, { globals }) => <StoryAriaLocale globals={globals}><Story /></StoryAriaLocale>`.
 */
export function StoryAriaLocale({ globals, children }: StoryAriaLocaleProps) {
  return <UiLocaleProvider locale={storyLocale(globals)}>{children}</UiLocaleProvider>;
}
