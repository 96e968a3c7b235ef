import { i18n, type Messages } from "@lingui/core";
import { defaultLanguage, type Language } from "@releve/domain";
import { uiMessages } from "@releve/ui";
import { messages as de } from "../locales/de/messages";
import { messages as en } from "../locales/en/messages";
import { messages as fr } from "../locales/fr/messages";

const plannerMessages: Record<Language, Messages> = { fr, en, de };

/**
 * Activates a language for the planner and the design system at once, and sets the document's
 * language so assistive technologies pronounce the page correctly.
 */
export function activateLanguage(language: Language = defaultLanguage): void {
  i18n.loadAndActivate({
    locale: language,
    messages: { ...uiMessages[language], ...plannerMessages[language] },
  });
  document.documentElement.lang = language;
}

export { i18n };
