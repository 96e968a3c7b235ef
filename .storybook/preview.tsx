import { type I18n, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { releveTheme, type UiLocale, uiLocales, uiMessages } from "../packages/ui/src";
import { storyFrame } from "../packages/ui/src/storybook/storyFrame.css";
import { storyLocale } from "../packages/ui/src/storybook/storyLocale";

// One Lingui instance per language, each holding only the package's own catalogue: switching the
// toolbar swaps the instance instead of mutating a shared one during render.
const i18nByLocale = Object.fromEntries(
  uiLocales.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: uiMessages[locale] } }),
  ]),
) as Record<UiLocale, I18n>;

/** Wraps every story in the theme, the Lingui provider of the chosen language and a frame. */
const withReleveTheme: Decorator = (Story, { globals }) => {
  const locale = storyLocale(globals);
  return (
    <I18nProvider i18n={i18nByLocale[locale]}>
      <div className={`${releveTheme} ${storyFrame}`} lang={locale} data-story-root="">
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withReleveTheme],
  globalTypes: {
    locale: {
      description: "Language of the components",
      toolbar: {
        title: "Langue",
        icon: "globe",
        items: [
          { value: "fr", right: "fr", title: "Français" },
          { value: "en", right: "en", title: "English" },
          { value: "de", right: "de", title: "Deutsch" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "fr" },
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
    a11y: {
      // Violations fail the story's test (not just a warning in the panel).
      test: "error",
      options: {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
        },
        // Off by default in axe; WCAG 2.2 SC 2.5.8 (24 × 24 px targets) is part of our bar.
        rules: { "target-size": { enabled: true } },
      },
    },
  },
  tags: ["autodocs"],
};

export default preview;
