import { highContrastTheme } from "../tokens/highContrast.css";
import { releveTheme } from "../tokens/theme.css";

/** Themes the Storybook toolbar offers; every story can be seen in each. */
export const storyThemes = ["releve", "highContrast"] as const;

/** One of {@link storyThemes}. */
export type StoryTheme = (typeof storyThemes)[number];

/** The class name that applies each theme. */
export const storyThemeClassNames: Record<StoryTheme, string> = {
  releve: releveTheme,
  highContrast: highContrastTheme,
};

/** The `theme` toolbar global of a story, falling back to the organisation's theme. */
export function storyTheme(globals: Record<string, unknown>): StoryTheme {
  const { theme } = globals;
  return storyThemes.find((candidate) => candidate === theme) ?? "releve";
}
