import type { Messages } from "@lingui/core";
import { messages as de } from "../locales/de/messages";
import { messages as en } from "../locales/en/messages";
import { messages as fr } from "../locales/fr/messages";
import type { UiLocale } from "./locales";

/**
 * The compiled catalogues of @releve/ui, one per locale. A host app merges them into its own
 * Lingui instance, e.g. `i18n.load(locale, { ...uiMessages[locale], ...appMessages })`. Ids are
 * Lingui's generated ones (a hash of the French message), so a message the app also uses maps to
 * the same id and the app's translation, loaded last, wins.
 */
export const uiMessages: Record<UiLocale, Messages> = { fr, en, de };
