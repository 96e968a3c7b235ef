import { i18n, type Messages } from "@lingui/core";
import { defaultLanguage, type Language, languages } from "@releve/domain";
import { loadUiMessages } from "@releve/ui";
import startUpFeatureList from "./start-up-features.json";

/**
 * Every compiled catalogue of the planner: the shell's frame and the API error messages
 * (`src/locales`), each feature's own (`src/features/<name>/locales`), and those of the kit's
 * parts that load with the pages using them (`src/lib/<name>/locales`: the forms' findings), by
 * language. They load on demand, one language at a time: a French user never downloads the
 * English and German words.
 */
const catalogueModules = import.meta.glob<Messages>(
  ["../locales/*/*.ts", "../features/*/locales/*/messages.ts", "../lib/*/locales/*/messages.ts"],
  { import: "messages" },
);

/**
 * The features whose words the start-up loads: the shell around every page and the start page
 * (a list the bundle budget reads too). Every other feature's words load with its pages
 * (`loadFeatureMessages`), so a feature weighs on its own routes and never on the first one
 * (decision 030).
 */
export const startUpFeatures: readonly string[] = startUpFeatureList;

/** The language a compiled catalogue's path is in (`…/locales/en/messages.ts` → `en`). */
function languageOf(path: string): Language | undefined {
  const segment = path.split("/").at(-2);
  return languages.find((language) => language === segment);
}

/**
 * The feature or kit part a compiled catalogue belongs to (`…/features/<name>/locales/…`,
 * `…/lib/<name>/locales/…`); none for the frame's.
 */
function featureOf(path: string): string | undefined {
  const [, feature] = /\/(?:features|lib)\/([^/]+)\/locales\//.exec(path) ?? [];
  return feature;
}

/** The features whose pages were opened: their words follow every change of language. */
const openedFeatures = new Set<string>(startUpFeatures);

const loaded = new Map<string, Promise<Messages>>();

/** One catalogue file, loaded once; one that failed to load (a network error) is tried again next time. */
function catalogue(path: string, load: () => Promise<Messages>): Promise<Messages> {
  let messages = loaded.get(path);
  if (!messages) {
    messages = load();
    messages.catch(() => loaded.delete(path));
    loaded.set(path, messages);
  }
  return messages;
}

/**
 * The words of a language for the frame and the given features, the design system's first so
 * the planner's own win.
 */
function messagesOf(language: Language, features: ReadonlySet<string>): Promise<Messages> {
  return Promise.all([loadUiMessages(language), ...plannerCatalogues(language, features)]).then(
    (catalogues) => Object.assign({}, ...catalogues),
  );
}

/** The planner's catalogues of a language: the frame's (with `frame`) and the given features'. */
function plannerCatalogues(
  language: Language,
  features: ReadonlySet<string>,
  { frame = true } = {},
): Promise<Messages>[] {
  return Object.entries(catalogueModules)
    .filter(([path]) => languageOf(path) === language)
    .filter(([path]) => {
      const feature = featureOf(path);
      return feature === undefined ? frame : features.has(feature);
    })
    .map(([path, load]) => catalogue(path, load));
}

/** The language asked for last: a slower earlier load never overrides it. */
let requested: Language | undefined;

/**
 * Activates a language for the planner and the design system at once, once its catalogues are
 * loaded — the frame's, the start page's and those of every feature opened so far — and sets the
 * document's language so assistive technologies pronounce the page correctly. Of two quick calls,
 * the later one wins whatever order their catalogues arrive in.
 */
export async function activateLanguage(language: Language = defaultLanguage): Promise<void> {
  requested = language;
  let opened: number;
  let messages: Messages;
  // A feature opened while the words loaded is waited for too: activating replaces the words.
  do {
    opened = openedFeatures.size;
    messages = await messagesOf(language, openedFeatures);
  } while (opened !== openedFeatures.size);
  if (requested !== language) return;
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/**
 * Loads a feature's words in the language being shown (or about to be), before its page renders;
 * from then on they follow every change of language. Nothing to wait for when they are there.
 */
export async function loadFeatureMessages(feature: string): Promise<void> {
  openedFeatures.add(feature);
  const language = requested ?? defaultLanguage;
  const catalogues = await Promise.all(
    plannerCatalogues(language, new Set([feature]), { frame: false }),
  );
  const messages: Messages = Object.assign({}, ...catalogues);
  // A change of language while they loaded brings the feature's words of the new one itself.
  if (requested === undefined || requested === language) i18n.load(language, messages);
}

export { i18n };
