import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { sharedScale } from "./scale";

/**
 * The organisation's colours. Every pair a component relies on carries its measured contrast
 * ratio; `themes.test.ts` measures them again, so a change that breaks a pair fails a test.
 */
export const releveColours = {
  text: "#1C1F24", // 16.5:1 on white
  textMuted: "#5C616B", // 6.2:1 on white
  textDisabled: "#767C87", // disabled: exempt from 1.4.3, kept legible anyway
  background: "#FFFFFF",
  surface: "#F4F5F7",
  surfacePressed: "#E6E8EC",
  surfaceDisabled: "#EBEDF0",
  borderSubtle: "#D9DCE1",
  border: "#767C87", // 4.2:1 on white, ≥ 3:1 required for input boundaries
  borderHover: "#4E545E",
  primary: "#E2001A", // the organisation's red: 4.9:1 with white text
  primaryHover: "#B3001F",
  primaryPressed: "#8F0015",
  onPrimary: "#FFFFFF",
  danger: "#9E1030", // darker crimson so destructive ≠ primary: 8.2:1 with white
  dangerHover: "#7D0C26",
  dangerPressed: "#5E081B",
  onDanger: "#FFFFFF",
  dangerSurface: "#FDECEE",
  warning: "#8A5300", // 6.3:1 on white
  warningSurface: "#FFF4DB",
  info: "#0B5CAD", // 6.7:1 on white
  infoSurface: "#E8F1FB",
  success: "#1E7B34", // 5.3:1 on white
  successSurface: "#E7F5EA",
  link: "#0B5CAD", // 6.7:1 on white, 6.1:1 on surface
  linkHover: "#084A8C", // 8.9:1 on white
  focusRing: "#0F5BD0", // blue, 6.1:1 on white: stays visible next to the red brand colour
} as const;

/**
 * The organisation's theme, as a class name: put it on the root of the app (or of a story) and
 * every `vars.*` resolves. Theme files (and `scale.ts`) are the one place where raw values are
 * allowed: each is a design decision.
 */
export const releveTheme = createTheme(vars, {
  ...sharedScale,
  color: releveColours,
  border: {
    thin: "1px",
    thick: "2px",
  },
  focusRing: {
    width: "2px",
    offset: "2px",
  },
  elevation: {
    none: "none",
    raised: "0 1px 2px rgb(28 31 36 / 0.12), 0 1px 3px rgb(28 31 36 / 0.08)",
    overlay: "0 8px 24px rgb(28 31 36 / 0.16), 0 2px 6px rgb(28 31 36 / 0.08)",
  },
});
