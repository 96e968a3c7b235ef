import type { Messages } from "@lingui/core";
import type { UiLocale } from "./locales";

/**
 * Loads the compiled catalogue of one locale of @releve/ui, on its own: an application that shows
 * one language at a time downloads only that one (`uiMessages` holds all three at once).
 */
const loaders: Record<UiLocale, () => Promise<Messages>> = {
  fr: () => import("../locales/fr/messages").then((module) => module.messages),
  en: () => import("../locales/en/messages").then((module) => module.messages),
  de: () => import("../locales/de/messages").then((module) => module.messages),
};

/** The design system's compiled catalogue of `locale`, loaded on demand. */
export function loadUiMessages(locale: UiLocale): Promise<Messages> {
  return loaders[locale]();
}
