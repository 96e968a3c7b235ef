import { describe, expect, it } from "vitest";
import { contrastRatio, parseColour } from "./contrast";
import { highContrastColours } from "./highContrast.css";
import { releveColours } from "./theme.css";

type Colours = Record<keyof typeof releveColours, string>;

interface ThemeBar {
  name: string;
  colours: Colours;
  /** Minimum ratio of text (1.4.3 AA for Relève, 1.4.6 AAA for high contrast). */
  text: number;
  /** Minimum ratio of boundaries and the focus ring (1.4.11 asks for 3:1). */
  boundary: number;
}

const themes: ThemeBar[] = [
  { name: "Relève", colours: releveColours, text: 4.5, boundary: 3 },
  { name: "high contrast", colours: highContrastColours, text: 7, boundary: 4.5 },
];

const ratio = (colours: Colours, foreground: keyof Colours, background: keyof Colours) =>
  contrastRatio(colours[foreground], colours[background]) ?? 0;

const textRoles = [
  "text",
  "textMuted",
  "link",
  "linkHover",
  "danger",
  "warning",
  "info",
  "success",
] as const;
const filledPairs = [
  ["onPrimary", "primary"],
  ["onPrimary", "primaryHover"],
  ["onPrimary", "primaryPressed"],
  ["onDanger", "danger"],
  ["onDanger", "dangerHover"],
  ["onDanger", "dangerPressed"],
  ["danger", "dangerSurface"],
  ["warning", "warningSurface"],
  ["info", "infoSurface"],
  ["success", "successSurface"],
  ["text", "surfacePressed"],
] as const;

describe.each(themes)("the $name theme", ({ colours, text, boundary }) => {
  it.each(textRoles)("gives %s text the theme's ratio on background and surface", (role) => {
    expect(ratio(colours, role, "background")).toBeGreaterThanOrEqual(text);
    expect(ratio(colours, role, "surface")).toBeGreaterThanOrEqual(text);
  });

  it.each(filledPairs)("gives %s on %s the theme's text ratio", (foreground, background) => {
    expect(ratio(colours, foreground, background)).toBeGreaterThanOrEqual(text);
  });

  it("draws input boundaries and the focus ring at the theme's boundary ratio", () => {
    for (const role of ["border", "borderHover", "focusRing"] as const) {
      expect(ratio(colours, role, "background")).toBeGreaterThanOrEqual(boundary);
      expect(ratio(colours, role, "surface")).toBeGreaterThanOrEqual(3);
    }
  });

  it("fills every colour role with a colour the ratio can be measured on", () => {
    for (const value of Object.values(colours)) {
      expect(parseColour(value)).toBeDefined();
    }
  });
});

describe("the high-contrast theme", () => {
  it("keeps even decorative separators at 4.5:1, so no boundary depends on a faint line", () => {
    expect(ratio(highContrastColours, "borderSubtle", "background")).toBeGreaterThanOrEqual(4.5);
    expect(ratio(highContrastColours, "borderSubtle", "surface")).toBeGreaterThanOrEqual(4.5);
  });

  it("fills the same roles as the organisation's theme", () => {
    expect(Object.keys(highContrastColours).sort()).toEqual(Object.keys(releveColours).sort());
  });
});

describe("contrastRatio", () => {
  it.each([
    ["#000000", "#FFFFFF", 21],
    ["#FFF", "#000", 21],
    ["rgb(28, 31, 36)", "#FFFFFF", 16.52],
    ["rgb(118 124 135)", "rgba(255, 255, 255, 1)", 4.2],
    ["#767676", "#FFFFFF", 4.54],
  ])("measures %s against %s as %d:1", (first, second, expected) => {
    expect(contrastRatio(first, second)).toBeCloseTo(expected, 2);
  });

  it("is the same in either order and 1:1 for a colour against itself", () => {
    expect(contrastRatio("#0B5CAD", "#F4F5F7")).toBe(contrastRatio("#F4F5F7", "#0B5CAD"));
    expect(contrastRatio("#E2001A", "#E2001A")).toBe(1);
  });

  it("gives no ratio for a colour it cannot read", () => {
    expect(contrastRatio("transparent", "#FFFFFF")).toBeUndefined();
    expect(contrastRatio("#FFFFFF", "var(--text)")).toBeUndefined();
  });
});
