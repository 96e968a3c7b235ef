import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";
import { highContrastTheme } from "./highContrast.css";
import { releveTheme } from "./theme.css";

// Either theme class opts a subtree in; the rules below read `vars` and so follow the theme.
const themed = `${releveTheme}, ${highContrastTheme}`;

// A deliberately small reset: box sizing and margins everywhere, typography only under a theme
// class so that importing the package never restyles a host page that has not opted in.
globalStyle("*, *::before, *::after", {
  boxSizing: "border-box",
});

globalStyle("body", {
  margin: 0,
});

globalStyle("button, input, select, textarea", {
  font: "inherit",
  color: "inherit",
  margin: 0,
});

globalStyle(themed, {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: "antialiased",
  textRendering: "optimizeLegibility",
});

// Respect the operating-system setting: every transition in the system reads the motion tokens,
// so zeroing them here switches animation off for people who asked for it (WCAG 2.3.3).
globalStyle(themed, {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      vars: {
        [vars.motion.duration.fast]: "0ms",
        [vars.motion.duration.normal]: "0ms",
        [vars.motion.duration.slow]: "0ms",
      },
    },
  },
});
