import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { uiMessages } from "../i18n/catalogues";
import type { UiLocale } from "../i18n/locales";

/** Renders `ui` inside a Lingui provider loaded with the package's own catalogue for `locale`. */
export function renderWithI18n(ui: ReactElement, locale: UiLocale = "fr"): RenderResult {
  const i18n = setupI18n({ locale, messages: { [locale]: uiMessages[locale] } });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
