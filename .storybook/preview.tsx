import { type I18n, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { type UiLocale, uiLocales, uiMessages } from "../packages/ui/src";
import { StoryAriaLocale } from "../packages/ui/src/storybook/StoryAriaLocale";
import { storyFrame } from "../packages/ui/src/storybook/storyFrame.css";
import { storyLocale } from "../packages/ui/src/storybook/storyLocale";
import { storyTheme, storyThemeClassNames } from "../packages/ui/src/storybook/storyTheme";

// One Lingui instance per language, each holding only the package's own catalogue: switching the
// toolbar swaps the instance instead of mutating a shared one during render.
const i18nByLocale = Object.fromEntries(
  uiLocales.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: uiMessages[locale] } }),
  ]),
) as Record<UiLocale, I18n>;

/**
 * Wraps every story in the chosen theme (organisation's or high contrast), the Lingui provider of
 * the chosen language, react-aria's locale for it (react-aria formats dates and numbers and
 * words its own announcements from its provider, not Lingui's) and a frame.
 */
const withReleveTheme: Decorator = (Story, { globals }) => {
  const locale = storyLocale(globals);
  const theme = storyThemeClassNames[storyTheme(globals)];
  return (
    <I18nProvider i18n={i18nByLocale[locale]}>
      <StoryAriaLocale globals={globals}>
        <div className={`${theme} ${storyFrame}`} lang={locale} data-story-root="">
          <Story />
        </div>
      </StoryAriaLocale>
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
    theme: {
      description: "Theme of the components",
      toolbar: {
        title: "Thème",
        icon: "contrast",
        items: [
          { value: "releve", title: "Relève" },
          { value: "highContrast", title: "Contraste élevé" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "fr", theme: "releve" },
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
