import { useLingui } from "@lingui/react";
import { interfaceLanguage } from "@releve/domain";
import { UiLocaleProvider } from "@releve/ui";
import type { ReactNode } from "react";

/**
 * react-aria's formats (dates, numbers, calendars) in the language Lingui translates into, so a
 * change of language changes both at once.
 */
export function FormatLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const language = interfaceLanguage(i18n.locale);
  return <UiLocaleProvider locale={language}>{children}</UiLocaleProvider>;
}
