import { i18n, type Messages } from "@lingui/core";
import { defaultLanguage, type Language, languages } from "@releve/domain";
import { loadUiMessages } from "@releve/ui";

/**
 * Every compiled catalogue of the planner: the shell's frame and the API error messages
 * (`src/locales`), and each feature's own (`src/features/<name>/locales`), by language. They load
 * on demand, one language at a time: a French user never downloads the English and German words.
 */
const catalogueModules = import.meta.glob<Messages>(
  ["../locales/*/*.ts", "../features/*/locales/*/messages.ts"],
  { import: "messages" },
);

/** The language a compiled catalogue's path is in (`…/locales/en/messages.ts` → `en`). */
function languageOf(path: string): Language | undefined {
  const segment = path.split("/").at(-2);
  return languages.find((language) => language === segment);
}

const loaded = new Map<Language, Promise<Messages>>();

/** Every message of a language, the design system's first so the planner's own win. */
function messagesOf(language: Language): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages) {
    const planner = Object.entries(catalogueModules)
      .filter(([path]) => languageOf(path) === language)
      .map(([, load]) => load());
    messages = Promise.all([loadUiMessages(language), ...planner]).then((catalogues) =>
      Object.assign({}, ...catalogues),
    );
    // A catalogue that failed to load (a network error) is tried again next time.
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}

/** The language asked for last: a slower earlier load never overrides it. */
let requested: Language | undefined;

/**
 * Activates a language for the planner and the design system at once, once its catalogues are
 * loaded, and sets the document's language so assistive technologies pronounce the page
 * correctly. Of two quick calls, the later one wins whatever order their catalogues arrive in.
 */
export async function activateLanguage(language: Language = defaultLanguage): Promise<void> {
  requested = language;
  const messages = await messagesOf(language);
  if (requested !== language) return;
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

export { i18n };
