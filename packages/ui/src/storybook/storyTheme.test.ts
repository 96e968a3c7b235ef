import { describe, expect, it } from "vitest";
import { highContrastTheme } from "../tokens/highContrast.css";
import { releveTheme } from "../tokens/theme.css";
import { storyTheme, storyThemeClassNames, storyThemes } from "./storyTheme";

describe("storyTheme", () => {
  it("reads the theme toolbar global", () => {
    expect(storyTheme({ theme: "highContrast", locale: "de" })).toBe("highContrast");
    expect(storyTheme({ theme: "releve" })).toBe("releve");
  });

  it("falls back to the organisation's theme when the global is missing or unknown", () => {
    expect(storyTheme({})).toBe("releve");
    expect(storyTheme({ theme: "dark" })).toBe("releve");
  });

  it("maps every toolbar theme to its own theme class", () => {
    expect(storyThemeClassNames).toEqual({ releve: releveTheme, highContrast: highContrastTheme });
    expect(new Set(storyThemes.map((theme) => storyThemeClassNames[theme])).size).toBe(2);
  });
});
