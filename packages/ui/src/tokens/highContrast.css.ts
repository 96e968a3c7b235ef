import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { sharedScale } from "./scale";

/**
 * Colours of the high-contrast theme: black on white, every text role at least 7:1 (WCAG 1.4.6,
 * level AAA) on `background` and on `surface`, every boundary and the focus ring at least 4.5:1
 * (above the 3:1 of 1.4.11). Status colours keep a hue but are all dark enough to be read without
 * telling them apart: components pair each with an icon and a word (WCAG 1.4.1).
 * Ratios below are measured on white, then on `surface` where text sits on both; `themes.test.ts`
 * measures them again.
 */
export const highContrastColours = {
  text: "#000000", // 21:1, 18.4:1 on surface
  textMuted: "#333333", // 12.6:1, 11.1:1 on surface
  textDisabled: "#545454", // 7.6:1: exempt from 1.4.3, kept at the AAA bar anyway
  background: "#FFFFFF",
  surface: "#F0F0F0",
  surfacePressed: "#E0E0E0", // text 15.9:1 on it
  surfaceDisabled: "#F0F0F0",
  borderSubtle: "#666666", // 5.7:1, 5.0:1 on surface: even separators stay visible
  border: "#333333", // 12.6:1
  borderHover: "#000000", // 21:1, a visible step up from `border`
  primary: "#000000", // 21:1 with white text
  primaryHover: "#333333", // 12.6:1 with white text
  primaryPressed: "#4D4D4D", // 8.5:1 with white text
  onPrimary: "#FFFFFF",
  danger: "#8A0000", // 10.1:1, 9.1:1 on dangerSurface
  dangerHover: "#6B0000", // 12.9:1 with white text
  dangerPressed: "#4D0000", // 16.0:1 with white text
  onDanger: "#FFFFFF",
  dangerSurface: "#FFF0F0",
  warning: "#6B3E00", // 9.1:1, 8.4:1 on warningSurface
  warningSurface: "#FFF6E0",
  info: "#003F8A", // 10.1:1, 9.2:1 on infoSurface
  infoSurface: "#EEF4FF",
  success: "#0B5A1E", // 8.4:1, 7.7:1 on successSurface
  successSurface: "#EEF8F0",
  link: "#0000CC", // 11.2:1, 9.8:1 on surface
  linkHover: "#00007A", // 16.4:1
  focusRing: "#0030A8", // 10.6:1, 9.3:1 on surface: blue, so focus is not mistaken for a border
} as const;

/**
 * The high-contrast theme, as a class name to put instead of `releveTheme` (for people with low
 * vision, or on a screen in bright daylight). Same layout as the organisation's theme; stronger
 * colours, 2 px boundaries, a 3 px focus ring, and elevation drawn as an outline rather than a
 * soft shadow that would vanish at this contrast.
 */
export const highContrastTheme = createTheme(vars, {
  ...sharedScale,
  color: highContrastColours,
  border: {
    thin: "2px",
    thick: "3px",
  },
  focusRing: {
    width: "3px",
    offset: "2px",
  },
  elevation: {
    none: "none",
    raised: "0 0 0 1px #000000",
    overlay: "0 0 0 2px #000000, 0 8px 24px rgb(0 0 0 / 0.32)",
  },
});
