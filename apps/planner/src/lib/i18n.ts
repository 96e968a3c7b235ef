import { i18n, type Messages } from "@lingui/core";
import { defaultLanguage, type Language, languages } from "@releve/domain";
import { uiMessages } from "@releve/ui";

/**
 * Every compiled catalogue of the planner: the shell's frame and the API error messages
 * (`src/locales`), and each feature's own (`src/features/<name>/locales`), by language.
 */
const compiledCatalogues = import.meta.glob<Messages>(
  ["../locales/*/*.ts", "../features/*/locales/*/messages.ts"],
  { eager: true, import: "messages" },
);

/** The language a compiled catalogue's path is in (`…/locales/en/messages.ts` → `en`). */
function languageOf(path: string): Language | undefined {
  const segment = path.split("/").at(-2);
  return languages.find((language) => language === segment);
}

const plannerMessages = Object.fromEntries(
  languages.map((language) => [language, {} as Messages]),
) as Record<Language, Messages>;
for (const [path, messages] of Object.entries(compiledCatalogues)) {
  const language = languageOf(path);
  if (language) Object.assign(plannerMessages[language], messages);
}

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
